import { inSiteZone } from "../dates/site-day.ts";

// Dates as structured data wants them: ISO 8601 with the offset Chicago had
// at that instant (search engines show the time as local time only when the
// offset is there), and whole-day runs as plain dates.

/** An instant in Chicago time with its offset, to the second: 2026-11-07T18:00:00-06:00. */
export function isoWithOffset(instant: Date | string): string {
  return inSiteZone(new Date(instant)).startOf("second").toISO({ suppressMilliseconds: true })!;
}

const atMidnight = (instant: Date) => {
  const t = inSiteZone(instant);
  return t.hour === 0 && t.minute === 0 && t.second === 0 && t.millisecond === 0;
};

/**
 * startDate and endDate of an event date. A run stored from local midnight
 * to local midnight (exhibitions and open hours, DOMAIN.md) covers whole
 * days: both are dates, the end being the last day it is on (the stored end
 * is the midnight after it). Anything else: instants with offsets.
 */
export function schemaDates(d: { start: Date | string; end: Date | string }): {
  startDate: string;
  endDate: string;
} {
  const start = new Date(d.start);
  const end = new Date(d.end);
  if (end > start && atMidnight(start) && atMidnight(end)) {
    return {
      startDate: inSiteZone(start).toISODate()!,
      endDate: inSiteZone(end).minus({ days: 1 }).toISODate()!,
    };
  }
  return { startDate: isoWithOffset(start), endDate: isoWithOffset(end) };
}
