import { inSiteZone, SITE_DAY_END_HOUR, SITE_DAY_START_HOUR } from "./site-day.ts";
import { siteHourOfDay, siteWallClock } from "./wall-clock.ts";
import { QUARTER_HOUR } from "./zone-offsets.ts";

// Runs and the site day (docs/decisions/030-site-days-of-runs.md).
//
// An exhibition run is stored from local midnight of its first day to local
// midnight after its last (DOMAIN.md). Midnight lies in the 00:00–03:00 tail
// of the *previous* site day, so compared as a plain instant a run opening
// Monday would already be "on" late on Sunday's site day, and one whose last
// day is Friday would be over at 00:00 Saturday while Friday's site day runs
// on to 03:00. A run belongs to the site days it covers instead: one starting
// at local midnight of day D starts with site day D (05:00 D), and one ending
// at local midnight of day D ends with site day D−1 (03:00 D).

export type RunColumn = "start" | "end";
export type InstantOp = "gte" | "gt" | "lte" | "lt";

/** Local hour a run's midnight stands for: a start → 05:00, an end → 03:00. */
const SITE_HOUR: Record<RunColumn, number> = {
  start: SITE_DAY_START_HOUR,
  end: SITE_DAY_END_HOUR,
};

const atLocalMidnight = (ms: number) => {
  // Every zone's offset is a whole number of quarter hours: anything else is no midnight.
  if (ms % QUARTER_HOUR !== 0) return false;
  const local = siteWallClock(ms);
  return local.hour === 0 && local.minute === 0 && local.second === 0 && local.millisecond === 0;
};

/**
 * Whether a date covers whole local days: every `ongoing` date, and any other
 * date from a local midnight to a later one. The same dates calendar files
 * write as all-day (core/feeds/entry.ts).
 */
export function coversWholeDays(d: {
  category: string;
  start: string | Date;
  end: string | Date;
}): boolean {
  if (d.category === "ongoing") return true;
  const start = new Date(d.start).getTime();
  const end = new Date(d.end).getTime();
  return end > start && atLocalMidnight(start) && atLocalMidnight(end);
}

/**
 * The instant a date's start or end counts as for windows and listings: for
 * a whole-day date whose `column` falls on local midnight, 05:00 (start) or
 * 03:00 (end) of that day; otherwise the stored instant itself.
 */
export function siteInstant(
  d: { category: string; start: string | Date; end: string | Date },
  column: RunColumn,
): Date {
  const stored = new Date(d[column]);
  if (!atLocalMidnight(stored.getTime()) || !coversWholeDays(d)) return stored;
  return new Date(siteHourOfDay(stored.getTime(), SITE_HOUR[column]));
}

/**
 * How `column op at` must treat runs whose `column` is a local midnight, or
 * null when comparing the stored instant already gives the site-day answer.
 * Only the midnight of `at`'s own local date can differ (others lie a whole
 * day or more from `at` on both readings): "add" says such runs match though
 * their stored instant does not (a start at 00:00 against `start ≥ 02:00`),
 * "drop" that they do not match though it does (`start ≤ Monday 03:00`
 * against a run opening Monday).
 */
export function runAdjustment(
  column: RunColumn,
  op: InstantOp,
  at: Date,
): { midnight: Date; runs: "add" | "drop" } | null {
  const midnight = inSiteZone(at).startOf("day");
  const stored = midnight.toMillis();
  const site = midnight.set({ hour: SITE_HOUR[column] }).toMillis();
  const x = at.getTime();
  const holds = (v: number) =>
    op === "gte" ? v >= x : op === "gt" ? v > x : op === "lte" ? v <= x : v < x;
  const before = holds(stored);
  const after = holds(site);
  if (before === after) return null;
  return { midnight: midnight.toJSDate(), runs: after ? "add" : "drop" };
}

/**
 * The instants (inclusive ms) around `at` over which runAdjustment(column, ·, at)
 * stays the same: between the local midnight and the site hour that bound
 * it, exclusive, or `at` alone when it is one of them. A count kept for `at`
 * (server/lib/count-cache.ts) may be reused only inside this.
 */
export function runRuleSpan(column: RunColumn, at: Date): { from: number; to: number } {
  const midnight = inSiteZone(at).startOf("day");
  const edges = [
    midnight.toMillis(),
    midnight.set({ hour: SITE_HOUR[column] }).toMillis(),
    midnight.plus({ days: 1 }).toMillis(),
  ];
  const x = at.getTime();
  if (edges.includes(x)) return { from: x, to: x };
  const next = edges.findIndex((e) => e > x);
  return { from: edges[next - 1]! + 1, to: edges[next]! - 1 };
}

/** Whether a date is still to come or on at `now`: its site end (a run to midnight: 03:00) not passed. */
export function notOverAt(
  d: { category: string; start: string | Date; end: string | Date },
  now: Date,
): boolean {
  return siteInstant(d, "end").getTime() >= now.getTime();
}
