import { validationError } from "../../core/errors.ts";
import { MAX_LIST_DEPTH } from "../../core/list-constants.ts";
import {
  type ComparisonInstant,
  DEFAULT_PAGE_SIZE,
  type ListEnvelope,
  listParamsSchema,
} from "../../core/schemas/list-params.ts";
import { assertNoNul } from "./limits.ts";
import { parseOrThrow } from "./validate.ts";

export interface ListSpec<SortKey extends string> {
  /** sort_by values this endpoint accepts; anything else is a 400. */
  sortable: readonly SortKey[];
  defaultSortBy: SortKey;
  defaultSort: "asc" | "desc";
  /** Event lists default to 100 rows (spec §9); everything else to 25. */
  defaultPageSize?: number;
}

export interface ListParams<SortKey extends string = string> {
  page: number;
  pageSize: number;
  offset: number;
  sortBy: SortKey;
  sort: "asc" | "desc";
  query?: string;
  tags?: string[];
  venueIds?: string[];
  eventIds?: string[];
  categories?: string[];
  type?: string;
  cityId?: string;
  venueTypes?: string[];
  start?: ComparisonInstant;
  end?: ComparisonInstant;
  isCanceled?: boolean;
  isFree?: boolean;
  accessibility?: string[];
}

/** Parses a list request's query string into paging, sorting and filters. */
export function parseListParams<SortKey extends string>(
  query: Record<string, string | undefined>,
  spec: ListSpec<SortKey>,
): ListParams<SortKey> {
  // Query values reach SQL (search, filters); PostgreSQL refuses NUL in text.
  assertNoNul(query, "query");
  const raw = parseOrThrow(listParamsSchema, query);
  if (raw.sort_by !== undefined && !(spec.sortable as readonly string[]).includes(raw.sort_by)) {
    throw validationError([
      { field: "sort_by", message: `Sort by one of: ${spec.sortable.join(", ")}.` },
    ]);
  }
  const pageSize = raw.page_size ?? spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  if (raw.page * pageSize >= MAX_LIST_DEPTH) {
    const pages = Math.ceil(MAX_LIST_DEPTH / pageSize);
    throw validationError([
      {
        field: "page",
        message: `Lists go ${MAX_LIST_DEPTH.toLocaleString("en-US")} rows deep: ask for a page below ${pages} or narrow the list (a date window or a search).`,
      },
    ]);
  }
  const params: ListParams<SortKey> = {
    page: raw.page,
    pageSize,
    offset: raw.page * pageSize,
    sortBy: (raw.sort_by as SortKey | undefined) ?? spec.defaultSortBy,
    sort: raw.sort ?? spec.defaultSort,
  };
  if (raw.query !== undefined) params.query = raw.query;
  if (raw.tags?.length) params.tags = raw.tags;
  if (raw.venue_id?.length) params.venueIds = raw.venue_id;
  if (raw.event_id?.length) params.eventIds = raw.event_id;
  if (raw.category?.length) params.categories = raw.category;
  if (raw.type !== undefined) params.type = raw.type;
  if (raw.city_id !== undefined) params.cityId = raw.city_id;
  if (raw.venue_type?.length) params.venueTypes = raw.venue_type;
  if (raw.start !== undefined) params.start = raw.start;
  if (raw.end !== undefined) params.end = raw.end;
  if (raw.is_canceled !== undefined) params.isCanceled = raw.is_canceled;
  if (raw.is_free !== undefined) params.isFree = raw.is_free;
  if (raw.accessibility?.length) params.accessibility = raw.accessibility;
  return params;
}

export function listEnvelope<T>(results: T[], total: number, params: ListParams): ListEnvelope<T> {
  return {
    results,
    page: params.page,
    page_size: params.pageSize,
    total,
    // The last page within reach says there is no more to page to.
    more:
      params.offset + results.length < total && params.offset + params.pageSize < MAX_LIST_DEPTH,
  };
}

/**
 * listEnvelope around rows that are JSON text already (made by the
 * database): the same document, without parsing and writing the rows again.
 */
export function jsonListEnvelope(rows: string[], total: number, params: ListParams): string {
  const { results, ...rest } = listEnvelope(rows, total, params);
  return `{"results":[${results.join(",")}],${JSON.stringify(rest).slice(1)}`;
}

/** The paging and sorting part of parsed params, as repos take it. */
export function pageOf<S extends string>(params: ListParams<S>) {
  return {
    sortBy: params.sortBy,
    sort: params.sort,
    offset: params.offset,
    limit: params.pageSize,
  };
}

/** The sort_by values a repo's column map allows. */
export const sortKeys = <K extends string>(columns: Record<K, unknown>) =>
  Object.keys(columns) as K[];
