import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { conflict, notFound } from "../../core/errors.ts";
import { slugify, uniqueSlug } from "../../core/slug.ts";
import type { Db } from "../../db/client.ts";

// What every versioned record's repo does the same way: look up by a unique
// key, check slug uniqueness, and update only at the expected version.

/** `%query%` for ILIKE, with the query's own %, _ and \\ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Versioned = PgTable & {
  id: PgColumn;
  version: PgColumn;
  modifiedDate: PgColumn;
};
type Slugged = Versioned & { slug: PgColumn };

export function slugTaken(
  db: Db,
  table: Slugged,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const where = exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug);
  return db
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** The WHERE of a versioned update: this id, and this version when the caller sent one. */
export function atVersion(table: Versioned, id: string, version?: number): SQL | undefined {
  return version ? and(eq(table.id, id), eq(table.version, version)) : eq(table.id, id);
}

/** The SET additions of every write: bump version, touch modified_date. */
export const bump = (table: Versioned) => ({
  version: sql`${table.version} + 1`,
  modifiedDate: sql`now()`,
});

/** After an update matched nothing: gone (404) or changed by someone else (409). */
export async function staleOrMissing(exists: boolean, what: string): Promise<never> {
  if (exists)
    throw conflict(
      `This ${what} was changed by someone else. Reload it to see their changes, then try again.`,
    );
  throw notFound(`That ${what}`);
}

export const slugClash = () => conflict("That slug is already used. Choose another.");
export const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** An id lookup with a malformed id is simply not found. */
export const lookable = (field: string, value: string) => field !== "id" || isUuid(value);

/** The wanted slug (or a clash to report), else a free one made from the name. */
export async function chooseSlug(
  wanted: string | undefined,
  name: string,
  taken: (s: string) => Promise<boolean>,
) {
  if (wanted) return { clash: await taken(wanted), slug: wanted };
  return { clash: false, slug: await uniqueSlug(slugify(name), taken) };
}
