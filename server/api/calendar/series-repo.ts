import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Occurrence } from "../../../core/recurrence/rule.ts";
import type { Db } from "../../../db/client.ts";
import { eventDates, eventSeries } from "../../../db/schema/calendar.ts";
import { bump } from "../../lib/records.ts";
import { refreshDateFacets } from "./facets.ts";
import { refreshVenueNames } from "./repo.ts";

// Series and their materialised dates (decision 059). The dates are plain
// event_dates rows with series_id and occurrence; this is the one place that
// writes them.

export type SeriesRow = typeof eventSeries.$inferSelect;
export type SeriesInsert = Omit<
  typeof eventSeries.$inferInsert,
  "id" | "version" | "createdDate" | "modifiedDate"
>;

export function createSeriesRepo(db: Db) {
  return {
    async ofEvents(eventIds: string[]): Promise<SeriesRow[]> {
      if (!eventIds.length) return [];
      return db
        .select()
        .from(eventSeries)
        .where(inArray(eventSeries.eventId, eventIds))
        .orderBy(asc(eventSeries.createdDate), asc(eventSeries.id));
    },

    async find(id: string): Promise<SeriesRow | null> {
      const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
      return row ?? null;
    },

    async insert(values: SeriesInsert): Promise<SeriesRow> {
      const [row] = await db.insert(eventSeries).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<SeriesInsert>) {
      await db
        .update(eventSeries)
        .set({ ...values, ...bump(eventSeries as never) })
        .where(eq(eventSeries.id, id));
    },

    async remove(id: string) {
      await db.delete(eventSeries).where(eq(eventSeries.id, id));
    },

    /** Series whose dates reach less far than `horizon` (the daily job's work). */
    async due(horizon: Date, limit = 200): Promise<SeriesRow[]> {
      return db
        .select()
        .from(eventSeries)
        .where(
          or(isNull(eventSeries.materialisedUntil), lt(eventSeries.materialisedUntil, horizon)),
        )
        .orderBy(asc(eventSeries.materialisedUntil))
        .limit(limit);
    },

    /**
     * Makes the series' rows from `from` on exactly `wanted` (its dates up to
     * `until`): missing ones inserted, changed ones updated, ones the rule no
     * longer gives deleted. Rows before `from` (past dates) stay as they were.
     * Idempotent: a second run with the same dates writes nothing. Returns
     * how many rows it inserted, updated or deleted.
     */
    async materialise(
      series: SeriesRow,
      wanted: Occurrence[],
      from: Date,
      until: Date,
    ): Promise<number> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const existing = await tx
          .select()
          .from(eventDates)
          .where(and(eq(eventDates.seriesId, series.id), gte(eventDates.occurrence, from)));
        const byOccurrence = new Map(existing.map((r) => [r.occurrence!.getTime(), r]));
        let changed = 0;
        const keep = new Set<string>();
        for (const o of wanted) {
          const label = o.label !== undefined ? o.label : series.label;
          const row = byOccurrence.get(o.occurrence.getTime());
          if (row) {
            keep.add(row.id);
            const same =
              row.start.getTime() === o.start.getTime() &&
              row.end.getTime() === o.end.getTime() &&
              row.label === label &&
              row.venueId === series.venueId &&
              row.category === series.category;
            if (same) continue;
            await tx
              .update(eventDates)
              .set({
                start: o.start,
                end: o.end,
                label,
                venueId: series.venueId,
                category: series.category,
                ...bump(eventDates as never),
              })
              .where(eq(eventDates.id, row.id));
          } else {
            await tx
              .insert(eventDates)
              .values({
                eventId: series.eventId,
                seriesId: series.id,
                occurrence: o.occurrence,
                venueId: series.venueId,
                category: series.category,
                type: "timed",
                label,
                start: o.start,
                end: o.end,
              })
              .onConflictDoNothing();
          }
          changed++;
        }
        const stale = existing.filter((r) => !keep.has(r.id)).map((r) => r.id);
        if (stale.length) {
          await tx.delete(eventDates).where(inArray(eventDates.id, stale));
          changed += stale.length;
        }
        await tx
          .update(eventSeries)
          .set({ materialisedUntil: until })
          .where(eq(eventSeries.id, series.id));
        if (changed) {
          await refreshVenueNames(tx, series.eventId);
          await refreshDateFacets(tx, sql`d.event_id = ${series.eventId}`);
        }
        return changed;
      });
    },
  };
}

export type SeriesRepo = ReturnType<typeof createSeriesRepo>;
