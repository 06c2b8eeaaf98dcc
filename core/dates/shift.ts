import { DateTime } from "luxon";
import "./zone-offsets.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// Moving a date by whole days the way people mean it: a 6pm reception copied
// a week on is at 6pm again, even when a DST change lies between (then the
// instants are 7×24 ± 1 hours apart).

/** `instant` moved by `days` calendar days, keeping its America/Chicago wall-clock time. */
export function shiftWallClockDays(instant: Date, days: number): Date {
  // A wall-clock time the target day skips (02:30 on the spring-forward day)
  // comes out an hour later; one it repeats takes the earlier instant.
  return DateTime.fromJSDate(instant, { zone: DEFAULT_TIMEZONE }).plus({ days }).toJSDate();
}

/**
 * A start/end span moved by `days` calendar days, both ends keeping their
 * wall-clock times. Should that put the end before the start (a span inside
 * the repeated hour of the fall-back night), the end keeps the span's length.
 */
export function shiftSpanDays(
  span: { start: Date; end: Date },
  days: number,
): { start: Date; end: Date } {
  const start = shiftWallClockDays(span.start, days);
  const end = shiftWallClockDays(span.end, days);
  if (end >= start) return { start, end };
  return { start, end: new Date(start.getTime() + (span.end.getTime() - span.start.getTime())) };
}
