import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migration-status.ts";
import type { MovingBound, Span } from "./count-cache.ts";

// How far the instant of a time filter can move before the rows it selects
// change (docs/decisions/026-list-totals.md): `column >= T` selects the same
// rows for every T between the greatest value below T and the least at or
// above it. Two index probes, taken over every row of the table whatever the
// other filters say, which can only make the span shorter, never wrong.

export type InstantOp = "gte" | "gt" | "lte" | "lt";

/** The bound of `column op at` for the count cache. */
export function movingBound(db: Db, column: PgColumn, op: InstantOp, at: Date): MovingBound {
  return { at, span: () => stableSpan(db, column, op, at) };
}

/** The instants (whole ms, inclusive) around `at` at which `column op instant` selects the same rows. */
export async function stableSpan(db: Db, column: PgColumn, op: InstantOp, at: Date): Promise<Span> {
  // gte and lt cut the rows into "< T | ≥ T"; lte and gt into "≤ T | > T".
  const closedAbove = op === "gte" || op === "lt";
  const below = closedAbove ? sql`${column} < ${at}` : sql`${column} <= ${at}`;
  const above = closedAbove ? sql`${column} >= ${at}` : sql`${column} > ${at}`;
  const ms = (agg: SQL) => sql`(extract(epoch from ${agg}) * 1000)::float8`;
  const table = column.table;
  const result = await db.execute(sql`select
    (select ${ms(sql`max(${column})`)} from ${table} where ${below}) as lo,
    (select ${ms(sql`min(${column})`)} from ${table} where ${above}) as hi`);
  const row = rowsOf<{ lo: number | string | null; hi: number | string | null }>(result)[0];
  const lo = row?.lo == null ? null : Number(row.lo);
  const hi = row?.hi == null ? null : Number(row.hi);
  // Values may carry microseconds; instants here are whole milliseconds.
  return closedAbove
    ? // Same rows for T in (lo, hi].
      {
        from: lo == null ? -Infinity : Math.floor(lo) + 1,
        to: hi == null ? Infinity : Math.floor(hi),
      }
    : // Same rows for T in [lo, hi).
      {
        from: lo == null ? -Infinity : Math.ceil(lo),
        to: hi == null ? Infinity : Math.ceil(hi) - 1,
      };
}
