import type { DescribeRouteOptions } from "hono-openapi";
import { MAX_PAGE_SIZE } from "../../../core/list-constants.ts";

// The list parameters (API.md "Shapes", core/schemas/list-params.ts) as the
// document states them. The schema there parses strings with preprocessing
// that JSON Schema cannot say, so each is written out once here.

type Schema = Record<string, unknown>;
type Parameters = NonNullable<DescribeRouteOptions["parameters"]>;
const str: Schema = { type: "string" };
const commaList = (what: string): [Schema, string] => [str, `Comma-separated ${what}.`];
const instant = (edge: string): [Schema, string] => [
  str,
  `An ISO instant, prefixed gte:, gt:, lte: or lt: (two, comma-separated, both hold); ${edge}.`,
];
const bool: Schema = { type: "string", enum: ["true", "false"] };

const params = {
  page: [{ type: "integer", minimum: 0, default: 0 }, "The page, from 0."],
  page_size: [{ type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE }, "Rows a page."],
  sort: [{ type: "string", enum: ["asc", "desc"] }, "Sort direction."],
  query: [{ type: "string", maxLength: 200 }, "Full-text search."],
  tags: commaList("tags"),
  venue_id: commaList("venue ids"),
  event_id: commaList("event ids"),
  category: commaList(
    "date categories (reception, ongoing, performance, class, artist_talk, sale, hours)",
  ),
  venue_type: commaList("venue types"),
  type: [str, "A type: the date type (timed, reoccurring) or the venue type."],
  city_id: [str, "A city id."],
  start: instant("a bare one means on or after"),
  end: instant("a bare one means on or before"),
  is_canceled: [bool, "Only canceled (true) or only not (false)."],
  is_free: [bool, "Only free admission."],
  accessibility: commaList("access features, all of which must hold"),
  // A listing's filters, as its page's address has them (core/listing/filters.ts).
  city: [str, "A city's slug."],
  tag: commaList("tags"),
  q: [{ type: "string", maxLength: 200 }, "Search words."],
  free: [bool, "Only free admission."],
  access: commaList("access features, all of which must hold"),
} satisfies Record<string, [Schema, string]>;

/** A shared parameter by name, the sort keys of a list, or one of its own. */
export type QueryParam =
  | keyof typeof params
  | { sort_by: readonly string[] }
  | { name: string; schema: Schema; description: string; required?: boolean };

/** The paging parameters every list takes, with its sort keys. */
export const paging = (sortBy: readonly string[]): QueryParam[] => [
  "page",
  "page_size",
  { sort_by: sortBy },
  "sort",
];

export function queryParameters(list: QueryParam[]): Parameters {
  return list.map((p) => {
    if (typeof p === "string") {
      const [schema, description] = params[p];
      return { name: p, in: "query", required: false, schema, description };
    }
    if ("name" in p) return { in: "query", required: p.required ?? false, ...p };
    return {
      name: "sort_by",
      in: "query",
      required: false,
      schema: { type: "string", enum: [...p.sort_by] },
      description: "The field to sort by; another is a 400.",
    };
  }) as Parameters;
}
