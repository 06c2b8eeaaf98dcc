// List sizes and the default-sort word (spec §3, §5; API.md), apart from the
// zod schemas of core/schemas/list-params.ts so that public pages reading
// them do not ship zod to the browser.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** A sort value clients send to mean "whatever the endpoint's default is". */
export const DEFAULT_SORT_SENTINEL = "xxDefaultxx";
/**
 * How deep a list goes: rows beyond this offset are reached by narrowing
 * the list (a date window, a search), not by paging. A page far down a big
 * list costs the database every row above it; 10,000 rows is 100 pages of
 * events and 400 of everything else.
 */
export const MAX_LIST_DEPTH = 10_000;
