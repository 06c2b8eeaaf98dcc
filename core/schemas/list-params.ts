import { z } from "zod";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_SENTINEL, MAX_PAGE_SIZE } from "../list-constants.ts";
import { DATE_RANGE_MESSAGE, inDateRange } from "./fields.ts";

// List query parameters shared by every v5 list endpoint (spec §3, §5; API.md).

export { DEFAULT_PAGE_SIZE, DEFAULT_SORT_SENTINEL, MAX_PAGE_SIZE };

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .optional(),
);

type InstantOp = "gte" | "lte" | "gt" | "lt";

/**
 * `gte:2026-11-21T11:00:00.000Z` or `lte:…`; a bare instant means gte for
 * start, lte for end. Two conditions on the one field, comma-separated, both
 * hold (`start=gte:A,lte:B`: starts between A and B); each then names its op.
 */
export const comparisonInstant = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((raw, ctx) => {
      const parts = raw.split(",");
      if (parts.length > 2) {
        ctx.addIssue({ code: "custom", message: "Give at most two conditions, comma-separated." });
        return z.NEVER;
      }
      const conditions: { op: InstantOp | null; date: Date }[] = [];
      for (const part of parts) {
        const m = /^(gte|lte|gt|lt):(.+)$/.exec(part.trim());
        const op = (m?.[1] ?? null) as InstantOp | null;
        const value = m ? m[2]! : part.trim();
        const date = new Date(value);
        if (Number.isNaN(date.getTime()) || (parts.length > 1 && !op)) {
          ctx.addIssue({
            code: "custom",
            message:
              parts.length > 1
                ? "Prefix each of the two instants with gte:, gt:, lte: or lt:."
                : "Use an ISO date, optionally prefixed gte: or lte:.",
          });
          return z.NEVER;
        }
        if (!inDateRange(date)) {
          ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE });
          return z.NEVER;
        }
        conditions.push({ op, date });
      }
      const [first, second] = conditions as [
        { op: InstantOp | null; date: Date },
        ...typeof conditions,
      ];
      const out: ComparisonInstant = { op: first.op, date: first.date };
      if (second?.op) out.also = { op: second.op, date: second.date };
      return out;
    })
    .optional(),
);
export type ComparisonInstant = {
  op: InstantOp | null;
  date: Date;
  /** A second condition on the same field (`start=gte:A,lte:B`). */
  also?: { op: InstantOp; date: Date };
};

const booleanParam = z.preprocess(
  emptyToUndefined,
  z
    .enum(["true", "false", "1", "0"], { message: "Use true or false." })
    .transform((v) => v === "true" || v === "1")
    .optional(),
);

export const listParamsSchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "Use a whole number from 0." })
      .int("Use a whole number from 0.")
      .min(0, "Use a whole number from 0.")
      .default(0),
  ),
  page_size: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
      .int(`Use a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .min(1, `Use a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .max(MAX_PAGE_SIZE, `Use a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .optional(),
  ),
  sort_by: z.preprocess(
    (v) => (v === DEFAULT_SORT_SENTINEL ? undefined : emptyToUndefined(v)),
    z.string().optional(),
  ),
  sort: z.preprocess(
    (v) => (v === DEFAULT_SORT_SENTINEL ? undefined : emptyToUndefined(v)),
    z.enum(["asc", "desc"], { message: "Use asc or desc." }).optional(),
  ),
  query: z.preprocess(
    emptyToUndefined,
    z.string().max(200, "Keep the search under 200 characters.").optional(),
  ),
  tags: commaList,
  venue_id: commaList,
  event_id: commaList,
  category: commaList,
  type: z.preprocess(emptyToUndefined, z.string().optional()),
  city_id: z.preprocess(emptyToUndefined, z.string().optional()),
  venue_type: commaList,
  start: comparisonInstant,
  end: comparisonInstant,
  is_canceled: booleanParam,
  /** Price and access facets (decision 054): the calendar lists check the keys. */
  is_free: booleanParam,
  accessibility: commaList,
});

export type ListParamsInput = z.input<typeof listParamsSchema>;
export type RawListParams = z.output<typeof listParamsSchema>;

/** The list envelope (API.md). */
export interface ListEnvelope<T> {
  results: T[];
  page: number;
  page_size: number;
  total: number;
  more: boolean;
}
