import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migration-status.ts";
import { appSettings } from "../../db/schema/profiles.ts";
import type { DatasetMarker } from "../scales.ts";

// The bench's own few statements. The dataset marker lives in app_settings,
// beside the generated auth secret, so it travels with the database (a
// PGlite directory or a PostgreSQL database) and goes when it is dropped.

const MARKER_KEY = "bench_dataset";

export function createBenchRepo(db: Db) {
  return {
    async marker(): Promise<DatasetMarker | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER_KEY));
      return row ? (JSON.parse(row.value) as DatasetMarker) : null;
    },

    async setMarker(marker: DatasetMarker): Promise<void> {
      const value = JSON.stringify(marker);
      await db
        .insert(appSettings)
        .values({ key: MARKER_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    /** True when the calendar holds any event (a dataset without our marker is not ours to reuse). */
    async hasEvents(): Promise<boolean> {
      const result = await db.execute(sql`select exists (select 1 from events) as any`);
      return Boolean(rowsOf<{ any: boolean }>(result)[0]?.any);
    },

    /**
     * The events whose dates start soonest after `now` (published ones), each
     * once with the venue of that date: what the bench visitor saves and whose
     * venues they follow (personal.ts).
     */
    async soonestEvents(now: Date, n: number): Promise<{ eventId: string; venueId: string }[]> {
      const rows = rowsOf<{ event_id: string; venue_id: string }>(
        await db.execute(sql`select d.event_id, d.venue_id from event_dates d
          join events e on e.id = d.event_id
          where e.status = 'published' and d.start >= ${now.toISOString()}::timestamptz
          order by d.start, d.id limit ${n * 10}`),
      );
      const seen = new Map<string, string>();
      for (const r of rows) if (!seen.has(r.event_id)) seen.set(r.event_id, r.venue_id);
      return [...seen].slice(0, n).map(([eventId, venueId]) => ({ eventId, venueId }));
    },

    /** Published events' names, venues and first dates from `now` on, soonest first (the queue's look-alikes). */
    async soonestDates(
      now: Date,
      n: number,
    ): Promise<{ name: string; venue_id: string; start: string; end: string }[]> {
      return rowsOf(
        await db.execute(sql`select distinct on (d.start, e.id) e.name, d.venue_id,
            to_json(d.start) #>> '{}' as start, to_json(d.end) #>> '{}' as end
          from event_dates d join events e on e.id = d.event_id
          where e.status = 'published' and d.start >= ${now.toISOString()}::timestamptz
            and d.venue_id is not null
          order by d.start, e.id limit ${n}`),
      );
    },

    async version(): Promise<string> {
      return rowsOf<{ version: string }>(await db.execute(sql`select version()`))[0]!.version;
    },

    /** Fresh planner statistics and no dead rows, as a long-running database would have. */
    async vacuumAnalyze(): Promise<void> {
      await db.execute(sql`vacuum analyze`);
    },
  };
}
