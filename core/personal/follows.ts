import { z } from "zod";
import { EVENT_CATEGORIES } from "../schemas/calendar.ts";

// What one may follow (issue 29, decision 052): a venue or a city by id, an
// event date category by its key, or a tag as events store it (trimmed,
// lower-case, at most 40 characters: core/schemas/calendar.ts's tag rule).

export const FOLLOW_KINDS = ["venue", "city", "category", "tag"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** The longest tag an event carries (eventSchema's tags). */
export const TAG_MAX = 40;

/** Ids as the database writes them (lower-case); any UUID shape, as generated datasets' ids need not be v4. */
const uuidTarget = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Use a valid id.");

const targetSchemas: Record<FollowKind, z.ZodType<string>> = {
  venue: uuidTarget,
  city: uuidTarget,
  category: z.enum(EVENT_CATEGORIES, {
    message: `Use one of: ${EVENT_CATEGORIES.join(", ")}.`,
  }),
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Tags cannot be empty.")
    .max(TAG_MAX, `Use at most ${TAG_MAX} characters.`)
    .refine(
      (t) => ![...t].some((ch) => ch.charCodeAt(0) < 32),
      "Use a tag without control characters.",
    ),
};

export const followKindSchema = z.enum(FOLLOW_KINDS, {
  message: `Follow one of: ${FOLLOW_KINDS.join(", ")}.`,
});

export type FollowParse =
  | { ok: true; kind: FollowKind; target: string }
  | { ok: false; field: "kind" | "target"; message: string };

/** A follow's kind and target as the URL gave them, checked and normalised. */
export function parseFollow(kind: string, target: string): FollowParse {
  const k = followKindSchema.safeParse(kind);
  if (!k.success) return { ok: false, field: "kind", message: k.error.issues[0]!.message };
  const t = targetSchemas[k.data].safeParse(target);
  if (!t.success) return { ok: false, field: "target", message: t.error.issues[0]!.message };
  return { ok: true, kind: k.data, target: t.data };
}

/** One key for a follow in a set: "venue:…", "tag:…". */
export const followKey = (kind: string, target: string) => `${kind}:${target}`;
