import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import journal from "./migrations/meta/_journal.json" with { type: "json" };

export interface MigrationStatus {
  expected: number;
  applied: number;
  upToDate: boolean;
}

/** Both drivers return `{rows}`; only the type's name differs. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Compares what the database has applied with the migrations this build
 * ships. Drizzle records each migration's journal timestamp as created_at.
 */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const expected = journal.entries.length;
  const latest = journal.entries.at(-1)?.when ?? 0;
  const table = await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!rowsOf<{ exists: boolean }>(table)[0]?.exists) {
    return { expected, applied: 0, upToDate: expected === 0 };
  }
  const result = await database.db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const row = rowsOf<{ applied: number; latest: string | null }>(result)[0];
  return {
    expected,
    applied: Number(row?.applied ?? 0),
    upToDate: Number(row?.latest ?? 0) >= latest,
  };
}
