import { DateTime } from "luxon";
import "./zone-offsets.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import { calendarDay, isoDate, shiftDate, siteWallClock } from "./wall-clock.ts";

// The site day (DOMAIN.md "Time rules"): 05:00 local to 03:00 of the next
// calendar day, in America/Chicago. Late-night events (a party running to
// 1:30am) belong to the evening they started in, not to the next date.

/** Local hour a site day starts (SITE_START_OF_DAY_TIME in core/site.ts). */
export const SITE_DAY_START_HOUR = 5;
/** Local hour, on the next calendar day, a site day ends (SITE_END_OF_DAY_TIME). */
export const SITE_DAY_END_HOUR = 3;

export interface SiteDay {
  /** Local calendar date the site day is named after, YYYY-MM-DD. */
  date: string;
  /** 05:00 local on `date`. */
  start: Date;
  /** 03:00 local on the calendar day after `date`. */
  end: Date;
}

/** `instant` as a luxon DateTime in the site's time zone. */
export function inSiteZone(instant: Date): DateTime {
  return DateTime.fromJSDate(instant, { zone: DEFAULT_TIMEZONE });
}

/**
 * The instant of a local wall-clock time on a local date (YYYY-MM-DD).
 * Only used with hours that exist on every Chicago day (00:00, 03:00, 05:00):
 * DST changes happen at 02:00, so none of them is skipped or repeated.
 */
export function localInstant(date: string, hour = 0): Date {
  const day = DateTime.fromISO(date, { zone: DEFAULT_TIMEZONE });
  if (!day.isValid) throw new RangeError(`Not a date: ${date}`);
  return day.set({ hour }).toJSDate();
}

/** Adds whole calendar days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const day = calendarDay(date);
  if (day) return shiftDate(day, days);
  // Not a plain YYYY-MM-DD: luxon's reading, as before the fast path.
  return DateTime.fromISO(date, { zone: DEFAULT_TIMEZONE }).plus({ days }).toISODate()!;
}

/** The site day named after a local date (YYYY-MM-DD). */
export function siteDayForDate(date: string): SiteDay {
  return {
    date,
    start: localInstant(date, SITE_DAY_START_HOUR),
    end: localInstant(addDays(date, 1), SITE_DAY_END_HOUR),
  };
}

/**
 * The site day `now` belongs to. Before 03:00 it is still the previous
 * date's site day (01:30 Saturday → Friday).
 *
 * 03:00–05:00 lies in no site day. We give it to the coming one (the site
 * day that starts at 05:00 that same morning), so `start` is then later
 * than `now`: by 3am the night is over, and "today" for someone up that
 * early is the day that is about to start.
 */
export function siteDayOf(now: Date): SiteDay {
  return siteDayForDate(siteDateOf(now));
}

/**
 * Only the date (YYYY-MM-DD) of the site day `now` belongs to: what
 * siteDayOf(now).date is, without working out the day's start and end, for
 * code that names a day per row (a listing groups a hundred rows by day).
 */
export function siteDateOf(now: Date): string {
  const local = siteWallClock(now);
  return local.hour < SITE_DAY_END_HOUR ? shiftDate(local, -1) : isoDate(local);
}

/** 05:00 of the site day `now` belongs to (see siteDayOf for 03:00–05:00). */
export function startOfSiteDay(now: Date): Date {
  return siteDayOf(now).start;
}
