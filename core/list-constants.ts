// List sizes and the default-sort word (spec §3, §5; API.md), apart from the
// zod schemas of core/schemas/list-params.ts so that public pages reading
// them do not ship zod to the browser.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** A sort value clients send to mean "whatever the endpoint's default is". */
export const DEFAULT_SORT_SENTINEL = "xxDefaultxx";
