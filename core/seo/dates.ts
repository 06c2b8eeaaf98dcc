import type { DateTime } from "luxon";
import { inSiteZone } from "../dates/site-day.ts";
import { openingOn, type WeeklyHours } from "../venues/hours.ts";

// Dates as structured data wants them: ISO 8601 with the offset Chicago had
// at that instant (search engines show the time as local time only when the
// offset is there). A whole-day run (an exhibition) is seen in its venue's
// opening hours: from the doors opening on its first open day to their
// closing on its last; without known hours it stays a run of plain dates.

/** An instant in Chicago time with its offset, to the second: 2026-11-07T18:00:00-06:00. */
export function isoWithOffset(instant: Date | string): string {
  return inSiteZone(new Date(instant)).startOf("second").toISO({ suppressMilliseconds: true })!;
}

const atMidnight = (instant: Date) => {
  const t = inSiteZone(instant);
  return t.hour === 0 && t.minute === 0 && t.second === 0 && t.millisecond === 0;
};

export interface SchemaDates {
  startDate: string;
  endDate: string;
  /** The instants they stand for (a plain date: the stored start or end), to order by. */
  from: number;
  to: number;
}

/**
 * The same span moved to start at `start`: a whole-day run keeps its number
 * of days (midnight to midnight, whatever the clocks do between), anything
 * else its length. Where a moved date was (previousStartDate).
 */
export function spanFrom(d: { start: Date | string; end: Date | string }, start: Date | string) {
  const [from, to, at] = [new Date(d.start), new Date(d.end), new Date(start)];
  if (to > from && atMidnight(from) && atMidnight(to) && atMidnight(at)) {
    const days = Math.round(inSiteZone(to).diff(inSiteZone(from), "days").days);
    return { start: at, end: inSiteZone(at).plus({ days }).toJSDate() };
  }
  return { start: at, end: new Date(at.getTime() + (to.getTime() - from.getTime())) };
}

/** Hours are weekly: a week from either end of a run finds its first and last open days. */
const WEEK = 7;

/**
 * startDate and endDate of an event date. A run stored from local midnight
 * to local midnight (exhibitions and open hours, DOMAIN.md) covers whole
 * days: with the venue's weekly hours, it starts when the doors open on
 * the first day of the run the venue opens and ends when they close on the
 * last; without them (or if the venue never opens during the run) both are
 * dates, the end being the last day it is on. Anything else: the stored
 * instants.
 */
export function schemaDates(
  d: { start: Date | string; end: Date | string },
  hours?: WeeklyHours | null,
): SchemaDates {
  const start = new Date(d.start);
  const end = new Date(d.end);
  if (!(end > start && atMidnight(start) && atMidnight(end))) {
    return instants(start, end);
  }
  const firstDay = inSiteZone(start);
  const lastDay = inSiteZone(end).minus({ days: 1 });
  const open = openingWithin(hours, firstDay, lastDay, 1);
  const close = openingWithin(hours, lastDay, firstDay, -1);
  if (open && close) return instants(open.start.toJSDate(), close.end.toJSDate());
  return {
    startDate: firstDay.toISODate()!,
    endDate: lastDay.toISODate()!,
    from: start.getTime(),
    to: end.getTime(),
  };
}

function instants(start: Date, end: Date): SchemaDates {
  return {
    startDate: isoWithOffset(start),
    endDate: isoWithOffset(end),
    from: start.getTime(),
    to: end.getTime(),
  };
}

/** The first opening from `from` towards `limit` (step +1 or −1 day), within a week. */
function openingWithin(
  hours: WeeklyHours | null | undefined,
  from: DateTime,
  limit: DateTime,
  step: 1 | -1,
) {
  if (!hours) return null;
  for (let i = 0; i < WEEK; i++) {
    const day = from.plus({ days: i * step });
    if (step * (day.toMillis() - limit.toMillis()) > 0) return null;
    const opening = openingOn(hours, day);
    if (opening) return opening;
  }
  return null;
}
