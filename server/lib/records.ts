import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type CurrentVersion, conflict, notFound } from "../../core/errors.ts";
import { slugify, uniqueSlug } from "../../core/slug.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { profiles } from "../../db/schema/profiles.ts";

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
type Attributed = Versioned & { modifiedBy: PgColumn };

/** A record's version as it is now, and who saved it when: what a stale write reports. */
export interface RecordStamp {
  version: number;
  modifiedDate: Date;
  modifiedBy: { id: string; name: string } | null;
}

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

/**
 * The stamp of one record, the modifier named by their profile name (what
 * the site shows), else the name given at sign-up. null when the record is gone.
 */
export async function currentStamp(
  db: Db,
  table: Attributed,
  id: string,
): Promise<RecordStamp | null> {
  const [row] = await db
    .select({
      version: sql<number>`${table.version}`,
      modifiedDate: sql`${table.modifiedDate}`.mapWith((v: string | Date) => new Date(v)),
      userId: user.id,
      name: sql<string>`coalesce(nullif(btrim(${profiles.name}), ''), ${user.name})`,
    })
    .from(table as PgTable)
    .leftJoin(user, eq(user.id, table.modifiedBy))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(table.id, id));
  if (!row) return null;
  return {
    version: row.version,
    modifiedDate: row.modifiedDate,
    modifiedBy: row.userId ? { id: row.userId, name: row.name } : null,
  };
}

/**
 * After an update matched nothing: gone (404) or changed by someone else
 * (409). Given the record's stamp, the 409 carries it as `current` so the
 * form can say who changed it and when; `true` means changed, stamp unknown.
 */
export async function staleOrMissing(
  current: RecordStamp | boolean | null,
  what: string,
): Promise<never> {
  if (!current) throw notFound(`That ${what}`);
  const message = `This ${what} was changed by someone else. Reload it to see their changes, then try again.`;
  if (current === true) throw conflict(message);
  const body: CurrentVersion = {
    version: current.version,
    modified_date: current.modifiedDate.toISOString(),
    modified_by: current.modifiedBy,
  };
  throw conflict(message, { current: body });
}

const SLUG_TAKEN = "That slug is already used. Choose another.";
/** 409 with the message on the slug field, so a form can show it there. */
export const slugClash = () =>
  conflict(SLUG_TAKEN, { errors: [{ field: "slug", message: SLUG_TAKEN }] });
export const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * Whether a lookup value could match a stored record; one that cannot is
 * simply not found. Ids are UUIDs; slugs and legacy ids are short and never
 * hold a NUL, which PostgreSQL refuses in text (an error, not a miss).
 */
export const lookable = (field: string, value: string) =>
  field === "id" ? isUuid(value) : value.length <= 200 && !value.includes("\0");

/** The wanted slug (or a clash to report), else a free one made from the name. */
export async function chooseSlug(
  wanted: string | undefined,
  name: string,
  taken: (s: string) => Promise<boolean>,
) {
  if (wanted) return { clash: await taken(wanted), slug: wanted };
  return { clash: false, slug: await uniqueSlug(slugify(name), taken) };
}

/** The slug a new record gets (as chooseSlug), a clash thrown as the slug field's 409. */
export async function freeSlug(
  wanted: string | undefined,
  name: string,
  taken: (s: string) => Promise<boolean>,
): Promise<string> {
  const { clash, slug } = await chooseSlug(wanted, name, taken);
  if (clash) throw slugClash();
  return slug;
}
