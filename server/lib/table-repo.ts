import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { type CountCache, filtersOf } from "./count-cache.ts";
import { atVersion, bump, currentStamp } from "./records.ts";

// What the repo of a plain versioned table (an author, a category, an advert)
// does the same way as every other: one row by a unique key, a sorted page
// of rows with its (cached) total, an insert, an update at the expected
// version, and the record's stamp for a stale write. Repos with joins or
// their own search keep their own queries and may still use `countWhere`.

type Versioned = PgTable & {
  id: PgColumn;
  version: PgColumn;
  modifiedDate: PgColumn;
  modifiedBy: PgColumn;
};
/** A table whose rows carry a version (file containers have no modifier). */
type Bumped = PgTable & { id: PgColumn; version: PgColumn; modifiedDate: PgColumn };

/** Where a list page starts and how it is sorted; the rest of `p` are its filters. */
export interface PageOf<S extends string> {
  sortBy: S;
  sort: "asc" | "desc";
  offset: number;
  limit: number;
}

/** The sort keys every list offers: when a record was last changed and made. */
export const dateSorts = <T extends { modifiedDate: PgColumn; createdDate: PgColumn }>(t: T) => ({
  modified_date: t.modifiedDate,
  created_date: t.createdDate,
});

/**
 * The rows of `table` that belong to any of `parentIds` through `parent`, in
 * `order`: the children a page of records shows (an event's dates, an
 * order's refunds), read in one statement for the whole page.
 */
export async function childrenOf<T extends PgTable>(
  db: Db,
  table: T,
  parent: PgColumn,
  parentIds: string[],
  order: SQL[],
): Promise<T["$inferSelect"][]> {
  if (!parentIds.length) return [];
  return (await db
    .select()
    .from(table as PgTable)
    .where(inArray(parent, parentIds))
    .orderBy(...order)) as T["$inferSelect"][];
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined) {
  return (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
}

/** A select that can still be paged (Drizzle's, before `offset` and `limit`). */
interface Pageable<R> {
  offset(n: number): { limit(n: number): PromiseLike<R[]> };
}

/**
 * One page of a filtered, ordered select (joins allowed) and how many rows of
 * `table` match `where` in all: the list query of a repo with its own reads.
 * With `cached`, the total comes from the count cache under that list's name.
 */
export async function pageAndTotal<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  rows: Pageable<R>,
  p: { offset: number; limit: number },
  cached?: { counts: CountCache; list: string },
): Promise<{ rows: R[]; total: number }> {
  const count = () => countWhere(db, table, where);
  return {
    rows: await rows.offset(p.offset).limit(p.limit),
    total: cached
      ? await cached.counts.count({ list: cached.list, params: filtersOf(p), count })
      : await count(),
  };
}

/**
 * The row `id` with `values` set, its version bumped and modified date
 * touched, when it is still at `version` (any version without one); null
 * when the version is stale or the row is gone.
 */
export async function updateAt<T extends Bumped>(
  db: Db,
  table: T,
  id: string,
  values: Partial<T["$inferInsert"]>,
  version?: number,
): Promise<T["$inferSelect"] | null> {
  const t = table as Bumped;
  const [row] = await db
    .update(t)
    .set({ ...values, ...bump(t) } as never)
    .where(atVersion(t, id, version))
    .returning();
  return (row as T["$inferSelect"] | undefined) ?? null;
}

export function tableRepo<T extends Versioned, S extends string>(
  db: Db,
  counts: CountCache,
  table: T,
  /** The list's name in the count cache ("blog.authors"). */
  list: string,
  sortColumns: Record<S, PgColumn>,
) {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  const t = table as Versioned;
  return {
    async find(key: PgColumn, value: string): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(key, value));
      return (row as Row | undefined) ?? null;
    },
    /** A page sorted by the asked column, ties by id; `where` is the page's filters as SQL. */
    async page(p: PageOf<S>, where: SQL | undefined): Promise<{ rows: Row[]; total: number }> {
      const order = p.sort === "asc" ? asc : desc;
      const rows = db
        .select()
        .from(t)
        .where(where)
        .orderBy(order(sortColumns[p.sortBy]), asc(t.id));
      return pageAndTotal(db, t, where, rows as Pageable<Row>, p, { counts, list });
    },
    /** Version, modified date and modifier now; null when the record is gone. */
    stamp: (id: string) => currentStamp(db, t, id),
    async insert(values: Insert): Promise<Row> {
      const [row] = await db.insert(t).values(values).returning();
      return row as Row;
    },
    /** null when the version is stale or the record is gone. */
    update: (id: string, values: Partial<Insert>, version?: number): Promise<Row | null> =>
      updateAt(db, table, id, values, version),
  };
}
