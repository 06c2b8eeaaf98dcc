import { notFound } from "../../core/errors.ts";
import { listEnvelope, pageOf, parseListParams, sortKeys } from "./list-params.ts";
import { lookable } from "./records.ts";
import type { PageOf } from "./table-repo.ts";

// The opening every record's list and lookup use cases share, so a service
// writes only what its records do differently (filters, visibility, checks).

type Query = Record<string, string | undefined>;

/**
 * A list use case: the query's paging and sort (by one of `columns`' keys),
 * the repo's page with the search and `filters`, each row presented, in the
 * v5 envelope.
 */
export async function listed<S extends string, R, P, F extends object = object>(
  query: Query,
  sort: { columns: Record<S, unknown>; by: S; dir: "asc" | "desc" },
  page: (p: PageOf<S> & { query?: string } & F) => Promise<{ rows: R[]; total: number }>,
  present: (row: R) => P,
  filters: F = {} as F,
) {
  const params = parseListParams(query, {
    sortable: sortKeys(sort.columns),
    defaultSortBy: sort.by,
    defaultSort: sort.dir,
  });
  const { rows, total } = await page({
    ...pageOf(params),
    ...(params.query ? { query: params.query } : {}),
    ...filters,
  });
  return listEnvelope(rows.map(present), total, params);
}

/** The record `field` = `value` names, or a 404 "That {what} …"; a value no record could have is not looked up. */
export async function found<K extends string, R>(
  field: K,
  value: string,
  find: (field: K, value: string) => Promise<R | null>,
  what: string,
): Promise<R> {
  const row = lookable(field, value) ? await find(field, value) : null;
  if (!row) throw notFound(`That ${what}`);
  return row;
}

/** A record kind's list and lookup use cases, for a service whose reads need nothing more. */
export function reads<K extends string, S extends string, R, P>(
  repo: {
    list: (p: PageOf<S> & { query?: string }) => Promise<{ rows: R[]; total: number }>;
    find: (field: K, value: string) => Promise<R | null>;
  },
  sort: { columns: Record<S, unknown>; by: S; dir: "asc" | "desc" },
  present: (row: R) => P,
  what: string,
) {
  return {
    list: (query: Query) => listed(query, sort, repo.list, present),
    get: async (field: K, value: string) => present(await found(field, value, repo.find, what)),
  };
}
