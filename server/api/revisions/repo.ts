import { and, asc, count, desc, eq, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { FieldChange, RevisionAction } from "../../../core/revisions/diff.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { user } from "../../../db/schema/auth.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { revisions, type TrashedRow, trash } from "../../../db/schema/revisions.ts";
import { likePattern } from "../../lib/records.ts";
import { pageAndTotal } from "../../lib/table-repo.ts";
import { refreshDateFacets } from "../calendar/facets.ts";

export type RevisionRow = typeof revisions.$inferSelect;
export type TrashRow = typeof trash.$inferSelect;

/** Where a resource's rows live: its table, and the tables whose rows go and come back with it. */
export interface TrashPlan {
  table: string;
  /** Rows that depend on the record, deleted before it and put back after it: [table, column naming it]. */
  dependents?: [string, string][];
  /** Rows that keep it from being deleted although no foreign key says so: [table, column naming it]. */
  blockers?: [string, string][];
}

/** The name the site shows for a user (profile name, else the sign-up name), read in the same statement. */
const displayName = (userId: string) => sql<string>`coalesce((
  select coalesce(nullif(btrim(${profiles.name}), ''), ${user.name})
  from ${user} left join ${profiles} on ${profiles.id} = ${user.id}
  where ${user.id} = ${userId}), 'Someone')`;

export function createRevisionsRepo(db: Db) {
  /** Columns a row can be put back with: all but generated ones (search vectors). */
  async function insertableColumns(table: string): Promise<string[]> {
    const result = await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`);
    return rowsOf<{ column_name: string }>(result).map((r) => r.column_name);
  }

  async function rowsWhere(table: string, column: string, id: string): Promise<TrashedRow[]> {
    const result = await db.execute(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${id}`,
    );
    return rowsOf<{ row: TrashedRow["row"] }>(result).map((r) => ({ table, row: r.row }));
  }

  return {
    async record(r: {
      resource: string;
      recordId: string;
      action: RevisionAction;
      userId: string;
      changes: FieldChange[];
      revertedTo?: string;
    }) {
      await db.insert(revisions).values({
        resource: r.resource,
        recordId: r.recordId,
        action: r.action,
        userId: r.userId,
        userName: displayName(r.userId),
        changes: r.changes,
        revertedTo: r.revertedTo ?? null,
      });
    },

    /** Whether any row of `table` names the record in `column`. */
    async pointedAt(table: string, column: string, id: string): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id} limit 1`,
      );
      return rowsOf(result).length > 0;
    },

    /** A record's version now; null when it is not there. */
    async versionOf(table: string, id: string): Promise<number | null> {
      const result = await db.execute(
        sql`select version from ${sql.identifier(table)} where id = ${id}`,
      );
      return rowsOf<{ version: number }>(result)[0]?.version ?? null;
    },

    /** A record's revisions, oldest first. */
    history: (resource: string, recordId: string): Promise<RevisionRow[]> =>
      db
        .select()
        .from(revisions)
        .where(and(eq(revisions.resource, resource), eq(revisions.recordId, recordId)))
        .orderBy(asc(revisions.seq)),

    /** Revisions newest first, of one record, one kind of record, or all: a page and the total. */
    async page(p: { resource?: string; recordId?: string; offset: number; limit: number }) {
      const conds: SQL[] = [];
      if (p.resource) conds.push(eq(revisions.resource, p.resource));
      if (p.recordId) conds.push(eq(revisions.recordId, p.recordId));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [n]] = await Promise.all([
        db
          .select()
          .from(revisions)
          .where(where)
          .orderBy(desc(revisions.seq))
          .offset(p.offset)
          .limit(p.limit),
        db.select({ n: count() }).from(revisions).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    async find(id: string): Promise<RevisionRow | null> {
      const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
      return row ?? null;
    },

    /**
     * Moves a record and its dependents into the trash, in the caller's
     * transaction; null when the record is not there (any more).
     */
    async moveToTrash(
      plan: TrashPlan,
      t: {
        resource: string;
        recordId: string;
        userId: string;
        label: (row: TrashedRow["row"]) => string;
      },
    ): Promise<TrashRow | null> {
      const [main] = await rowsWhere(plan.table, "id", t.recordId);
      if (!main) return null;
      const dependents: TrashedRow[] = [];
      for (const [table, column] of plan.dependents ?? []) {
        dependents.push(...(await rowsWhere(table, column, t.recordId)));
        await db.execute(
          sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${t.recordId}`,
        );
      }
      await db.execute(sql`delete from ${sql.identifier(plan.table)} where id = ${t.recordId}`);
      const [entry] = await db
        .insert(trash)
        .values({
          resource: t.resource,
          recordId: t.recordId,
          label: t.label(main.row),
          rows: [main, ...dependents],
          deletedBy: t.userId,
          deletedByName: displayName(t.userId),
        })
        .returning();
      return entry!;
    },

    /** Puts a trash entry's rows back with their ids and removes the entry, in the caller's transaction. */
    async putBack(entry: TrashRow) {
      for (const { table, row } of entry.rows) {
        const columns = await insertableColumns(table);
        const list = sql.join(
          columns.map((c) => sql.identifier(c)),
          sql`, `,
        );
        await db.execute(sql`
          insert into ${sql.identifier(table)} (${list})
          select ${list} from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::jsonb)`);
      }
      await db.delete(trash).where(eq(trash.id, entry.id));
    },

    async findTrash(id: string): Promise<TrashRow | null> {
      const [row] = await db.select().from(trash).where(eq(trash.id, id));
      return row ?? null;
    },

    /** Newest first, by kind or by a search of the labels; the rows themselves are left out. */
    async listTrash(p: { offset: number; limit: number; resource?: string; query?: string }) {
      const f: SQL[] = [];
      if (p.resource) f.push(eq(trash.resource, p.resource));
      if (p.query) f.push(ilike(trash.label, likePattern(p.query)));
      const where = f.length ? and(...f) : undefined;
      const rows = db
        .select({
          id: trash.id,
          resource: trash.resource,
          recordId: trash.recordId,
          label: trash.label,
          deletedByName: trash.deletedByName,
          deletedDate: trash.deletedDate,
        })
        .from(trash)
        .where(where)
        .orderBy(desc(trash.deletedDate), asc(trash.id));
      return pageAndTotal(db, trash, where, rows, p);
    },

    /** Empties entries deleted before `cutoff`; how many went. */
    async purge(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(trash)
        .where(lt(trash.deletedDate, cutoff))
        .returning({ id: trash.id });
      return gone.length;
    },

    /** Events' venue_names (searched with them) after a venue's dates left or came back. */
    async refreshVenueNames(eventIds: string[]) {
      if (!eventIds.length) return;
      await db.execute(sql`
        update events e set venue_names = coalesce((
          select string_agg(distinct concat_ws(' ', v.name, v.nickname), ' ')
          from event_dates d join venues v on v.id = d.venue_id
          where d.event_id = e.id), '')
        where e.id in ${eventIds}`);
    },

    /** What holds at these events' dates (decision 054), after dates came back from the trash. */
    async refreshFacets(eventIds: string[]) {
      if (eventIds.length) await refreshDateFacets(db, sql`d.event_id in ${eventIds}`);
    },
  };
}

export type RevisionsRepo = ReturnType<typeof createRevisionsRepo>;
