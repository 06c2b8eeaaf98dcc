import type { Database } from "../../../db/client.ts";
import { migrationStatus } from "../../../db/migration-status.ts";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable";
  migrations: { applied: number; expected: number; up_to_date: boolean } | null;
}

export function createHealthService(database: Database) {
  return {
    /** Ready means: the database answers and has every migration this build ships. */
    async readiness(): Promise<Readiness> {
      try {
        await database.ping();
        const m = await migrationStatus(database);
        return {
          ready: m.upToDate,
          database: "ok",
          migrations: { applied: m.applied, expected: m.expected, up_to_date: m.upToDate },
        };
      } catch {
        return { ready: false, database: "unreachable", migrations: null };
      }
    },
  };
}
