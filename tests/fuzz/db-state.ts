import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/migration-status.ts";

// A fingerprint of every application table, to show that a rejected write
// left the database as it was. Rate-limit counters are left out: counting a
// refused attempt is their job.

const NOT_STATE = new Set(["rate_limits", "__drizzle_migrations", "schema_migrations"]);

export async function stateQuery(database: Database) {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((r) => r.name)
    .filter((name) => !NOT_STATE.has(name));
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const query = sql.raw(parts.join(" union all "));
  return async (): Promise<Record<string, string>> => {
    const rows = rowsOf<{ name: string; rows: number; digest: string }>(
      await database.db.execute(query),
    );
    return Object.fromEntries(rows.map((r) => [r.name, `${r.rows}:${r.digest}`]));
  };
}
