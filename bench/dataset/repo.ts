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

    async version(): Promise<string> {
      return rowsOf<{ version: string }>(await db.execute(sql`select version()`))[0]!.version;
    },

    /** Fresh planner statistics and no dead rows, as a long-running database would have. */
    async vacuumAnalyze(): Promise<void> {
      await db.execute(sql`vacuum analyze`);
    },
  };
}
