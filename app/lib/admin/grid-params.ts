// The list state of a back-office grid lives in the URL (page, page size,
// sort, filters): the loader reads it to call the list use case, links and
// the back button keep it, and a reload shows the same page.
import { MAX_LIST_DEPTH } from "../../../core/list-constants.ts";

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export interface GridParams {
  page: number;
  pageSize: number;
  sortBy: string;
  sort: "asc" | "desc";
}

export function readGridParams(
  search: URLSearchParams,
  defaults: { sortBy: string; sort: "asc" | "desc"; sortable: readonly string[] },
): GridParams {
  const page = Number.parseInt(search.get("page") ?? "0", 10);
  const size = Number.parseInt(search.get("page_size") ?? "25", 10);
  const sortBy = search.get("sort_by") ?? "";
  const sort = search.get("sort");
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : 25;
  // Lists go MAX_LIST_DEPTH rows deep; a deeper page in the URL shows the last within reach.
  const deepest = Math.ceil(MAX_LIST_DEPTH / pageSize) - 1;
  return {
    page: Number.isFinite(page) && page >= 0 ? Math.min(page, deepest) : 0,
    pageSize,
    sortBy: defaults.sortable.includes(sortBy) ? sortBy : defaults.sortBy,
    sort: sort === "asc" || sort === "desc" ? sort : defaults.sort,
  };
}

/** The v5 list query for these params plus the page's own filters (empty ones dropped). */
export function listQuery(
  params: GridParams,
  filters: Record<string, string | null | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {
    page: String(params.page),
    page_size: String(params.pageSize),
    sort_by: params.sortBy,
    sort: params.sort,
  };
  for (const [k, v] of Object.entries(filters)) if (v) out[k] = v;
  return out;
}

/** A copy of `search` with `changes` applied; null or "" removes a key. */
export function withParams(
  search: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}
