import { DEFAULT_TIMEZONE } from "../site.ts";
import { inSiteZone } from "./site-day.ts";
import {
  type CalendarDay,
  calendarDay,
  isSiteDaylightTime,
  shiftDate,
  siteWallClock,
  type WallClock,
} from "./wall-clock.ts";

// How event dates read on cards and pages (DOMAIN.md "Time rules",
// spec §4). Everything is shown in Chicago time, whoever is looking; names
// are spelled out here rather than taken from Intl so the server and every
// browser render the same text.

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const MONTHS_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const WEEKDAYS_LONG = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** "Sat" for a calendar day. */
export function shortWeekday(d: CalendarDay): string {
  return WEEKDAYS[d.weekday - 1] ?? "";
}

/** "Saturday, November 21st" (no year) for a calendar day. */
export function longDayText(d: CalendarDay): string {
  return `${WEEKDAYS_LONG[d.weekday - 1]}, ${MONTHS_LONG[d.month - 1]} ${ordinal(d.day)}`;
}

/** Event dates shorter than this show as one day with times (spec §9). */
export const SINGLE_DAY_MAX_MS = 15 * 60 * 60 * 1000;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ["th", "st", "nd", "rd"][abs % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "CST" or "CDT": the Chicago abbreviation in force at `instant`. */
export function displayTZAbbreviation(instant: Date): "CST" | "CDT" {
  // isInDST rather than offsetNameShort: the latter depends on the locale data
  // of the runtime, this does not.
  return isSiteDaylightTime(instant) ? "CDT" : "CST";
}

/** "November 21st, 2026" in Chicago time (article dates). */
export function formatLongDate(instant: Date): string {
  const d = siteWallClock(instant);
  return `${MONTHS_LONG[d.month - 1]} ${ordinal(d.day)}, ${d.year}`;
}

/**
 * The display of one event date.
 * - `kind: "now"`: started and not yet ended; `primary` "Now", `secondary`
 *   "thru May 20th" (the last day).
 * - `kind: "single"`: shorter than 15 hours; `primary` "Sat Nov 8th 7pm – 10:30pm",
 *   with " CST"/" CDT" appended for a viewer in another zone.
 * - `kind: "range"`: 15 hours or longer; `primary` "May 15th – 20th",
 *   "Jan 19th – Feb 20th", "Dec 20th, 2026 – Jan 15th, 2027", or one day
 *   "May 15th" when it starts and ends on the same day.
 * `secondary` is only set for "now".
 */
export interface EventDateDisplay {
  kind: "now" | "single" | "range";
  primary: string;
  secondary?: string;
}

export interface FormatEventDateOptions {
  /**
   * The viewer's IANA zone (e.g. from Intl.DateTimeFormat().resolvedOptions()).
   * Times stay in Chicago time; when this zone's offset differs from Chicago's
   * at the event's start, timed strings get the Chicago abbreviation. An
   * unknown zone name counts as different.
   */
  viewerZone?: string;
}

/**
 * How an event date `{start, end}` reads at `now`. The 15-hour rule uses
 * elapsed time, so a midnight-to-3pm day reads as a range on the 25-hour
 * day in November and with times on the 23-hour day in March.
 */
export function formatEventDate(
  d: { start: Date; end: Date },
  now: Date,
  options: FormatEventDateOptions = {},
): EventDateDisplay {
  const start = siteWallClock(d.start);
  const end = siteWallClock(d.end);
  const t = now.getTime();

  if (d.start.getTime() <= t && t < d.end.getTime()) {
    return { kind: "now", primary: "Now", secondary: `thru ${monthDay(lastDay(end))}` };
  }

  if (d.end.getTime() - d.start.getTime() < SINGLE_DAY_MAX_MS) {
    const times =
      d.end.getTime() === d.start.getTime() ? clock(start) : `${clock(start)} – ${clock(end)}`;
    const zone = showsZone(d.start, options.viewerZone) ? ` ${displayTZAbbreviation(d.start)}` : "";
    return { kind: "single", primary: `${dayWithWeekday(start)} ${times}${zone}` };
  }

  return { kind: "range", primary: dayRange(start, lastDay(end)) };
}

/**
 * The same, for a row already under its day's heading: a date shorter than
 * 15 hours shows only its times ("7pm – 10pm"); "Now" and ranges read as
 * formatEventDate has them.
 */
export function formatEventTime(
  d: { start: Date; end: Date },
  now: Date,
  options: FormatEventDateOptions = {},
): string {
  const shown = formatEventDate(d, now, options);
  if (shown.kind !== "single") {
    return shown.secondary ? `${shown.primary} – ${shown.secondary}` : shown.primary;
  }
  const start = siteWallClock(d.start);
  const times =
    d.end.getTime() === d.start.getTime()
      ? clock(start)
      : `${clock(start)} – ${clock(siteWallClock(d.end))}`;
  const zone = showsZone(d.start, options.viewerZone) ? ` ${displayTZAbbreviation(d.start)}` : "";
  return `${times}${zone}`;
}

/**
 * Where a moved date used to start, for "Moved from …": "Sat Nov 1st 7pm"
 * for a date shorter than 15 hours, else its first day, "Nov 1st" (a run).
 */
export function formatPreviousStart(d: { start: Date; end: Date }, previousStart: Date): string {
  const at = siteWallClock(previousStart);
  if (d.end.getTime() - d.start.getTime() < SINGLE_DAY_MAX_MS) {
    return `${dayWithWeekday(at)} ${clock(at)}`;
  }
  return monthDay(at);
}

/**
 * The last day an event date covers. Ongoing runs are stored up to local
 * midnight after their last day, so an end at exactly 00:00 belongs to the
 * day before.
 */
function lastDay(end: WallClock): CalendarDay {
  const atMidnight =
    end.hour === 0 && end.minute === 0 && end.second === 0 && end.millisecond === 0;
  return atMidnight ? calendarDay(shiftDate(end, -1))! : end;
}

function dayRange(first: CalendarDay, last: CalendarDay): string {
  if (first.year !== last.year) {
    return `${monthDay(first)}, ${first.year} – ${monthDay(last)}, ${last.year}`;
  }
  if (first.month !== last.month) return `${monthDay(first)} – ${monthDay(last)}`;
  if (first.day !== last.day) return `${monthDay(first)} – ${ordinal(last.day)}`;
  return monthDay(first);
}

/** "May 20th". */
function monthDay(d: { month: number; day: number }): string {
  return `${MONTHS_SHORT[d.month - 1]} ${ordinal(d.day)}`;
}

/** "Sat Nov 8th". */
function dayWithWeekday(d: CalendarDay): string {
  return `${WEEKDAYS[d.weekday - 1]} ${monthDay(d)}`;
}

/** "7pm", "10:30pm", "12am" (midnight), "12pm" (noon). */
function clock(d: { hour: number; minute: number }): string {
  const hour = d.hour % 12 === 0 ? 12 : d.hour % 12;
  const minutes = d.minute === 0 ? "" : `:${String(d.minute).padStart(2, "0")}`;
  return `${hour}${minutes}${d.hour < 12 ? "am" : "pm"}`;
}

function showsZone(at: Date, viewerZone: string | undefined): boolean {
  if (!viewerZone || viewerZone === DEFAULT_TIMEZONE) return false;
  const viewer = inSiteZone(at).setZone(viewerZone);
  if (!viewer.isValid) return true;
  return viewer.offset !== siteWallClock(at).offset;
}
