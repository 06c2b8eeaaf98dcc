import { z } from "zod";
import { SEARCH_QUERY_MAX } from "../search/normalise.ts";

/** GET /api/v5/search: what to look for; empty finds nothing. */
export const searchParamsSchema = z.object({
  query: z
    .string()
    .max(SEARCH_QUERY_MAX, `Keep the search under ${SEARCH_QUERY_MAX} characters.`)
    .optional(),
});

/** The kinds search finds, in the order the page and the API answer show them. */
export const SEARCH_KINDS = ["events", "venues", "cities", "articles"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
