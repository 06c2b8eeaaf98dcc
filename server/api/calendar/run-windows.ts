import { and, eq, gt, gte, lt, lte, not, or, type SQL, sql } from "drizzle-orm";
import { type RunColumn, runAdjustment, runRuleSpan } from "../../../core/dates/runs.ts";
import type { ComparisonInstant } from "../../../core/schemas/list-params.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import type { Db } from "../../../db/client.ts";
import { eventDates } from "../../../db/schema/calendar.ts";
import type { MovingBound } from "../../lib/count-cache.ts";
import { movingBound } from "../../lib/count-spans.ts";

// The calendar repo's time filters with runs read by the site days they
// cover (core/dates/runs.ts, docs/decisions/030-site-days-of-runs.md): a run
// stored from local midnight does not match a window that closes at 03:00
// that morning, and one stored to local midnight is on until 03:00. Each
// comparison stays a plain one on the indexed column, plus, only when the
// instant lies in that midnight's tail, one equality on that midnight.

const columns = { start: eventDates.start, end: eventDates.end } as const;
const ops = { gte, lte, gt, lt } as const;

const atLocalMidnight = (column: (typeof columns)[RunColumn]) =>
  sql`(${column} at time zone ${DEFAULT_TIMEZONE})::time = '00:00'`;

/** core/dates/runs.ts coversWholeDays, in SQL. */
const wholeDays = sql`(${eventDates.category} = 'ongoing' or (${eventDates.end} > ${eventDates.start} and ${atLocalMidnight(eventDates.start)} and ${atLocalMidnight(eventDates.end)}))`;

/** `column op at` (a bare instant is `bare`), with runs counted by their site days. */
export function compareInstant(column: RunColumn, c: ComparisonInstant, bare: "gte" | "lte"): SQL {
  // `start=gte:A,lte:B`: both conditions, each read the same way.
  if (c.also)
    return and(
      compareInstant(column, { op: c.op, date: c.date }, bare),
      compareInstant(column, c.also, bare),
    )!;
  const op = c.op ?? bare;
  const stored = ops[op](columns[column], c.date);
  const adjust = runAdjustment(column, op, c.date);
  if (!adjust) return stored;
  const runs = and(eq(columns[column], adjust.midnight), wholeDays)!;
  if (adjust.runs === "drop") return and(stored, not(runs))!;
  // `stored or runs` alone gives the planner no range on the column's index:
  // "start ≥ 11:00 or start = 00:00 and …" walked every past date (29 ms for
  // home's receptions). Both sides lie past the nearer of the two instants,
  // so saying so (redundant in logic) lets the index scan start there.
  const lower = op === "gte" || op === "gt";
  const edge = new Date((lower ? Math.min : Math.max)(c.date.getTime(), adjust.midnight.getTime()));
  return and(lower ? gte(columns[column], edge) : lte(columns[column], edge), or(stored, runs))!;
}

/**
 * An instant at or before every row `end >= at` (or `> at`) selects, runs
 * included: `at` itself, or the midnight whose runs are still on at `at`.
 * For range conditions that must not lose those runs.
 */
export function looseEndAfter(end: ComparisonInstant): Date {
  const adjust = runAdjustment("end", end.op ?? "lte", end.date);
  return adjust?.runs === "add" ? adjust.midnight : end.date;
}

/** The count cache's moving bound of `column op at`, kept within the span where the run rule holds still. */
export function instantBound(
  db: Db,
  column: RunColumn,
  op: ComparisonInstant["op"] & string,
  at: Date,
): MovingBound {
  const stored = movingBound(db, columns[column], op, at);
  const rule = runRuleSpan(column, at);
  return {
    at,
    span: async () => {
      const s = await stored.span();
      return { from: Math.max(s.from, rule.from), to: Math.min(s.to, rule.to) };
    },
  };
}
