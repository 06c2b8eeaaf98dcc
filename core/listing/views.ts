import { DateTime } from "luxon";
import { longDayText, shortWeekday } from "../dates/display.ts";
import { addDays, siteDateOf, siteDayForDate } from "../dates/site-day.ts";
import { calendarDay } from "../dates/wall-clock.ts";

// How a visitor looks at a day-grouped listing, kept in the URL beside the
// filters (decision 035): `?view=compact` for the one-line-per-date list
// (the grid of cards is the default and has no parameter), `?from=YYYY-MM-DD`
// to start an open-ended listing (Upcoming, Classes) on a later site day.
// Neither is a filter: the feeds and the "subscribe" links never carry them.

export const LISTING_VIEWS = ["grid", "compact"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** How far ahead a visitor can jump: a year of site days. */
export const MAX_JUMP_DAYS = 366;

/** `?view=compact` → "compact"; anything else (absent, junk) is the grid. */
export function parseListingView(value: string | null | undefined): ListingView {
  return value === "compact" ? "compact" : "grid";
}

/** A real calendar date spelled YYYY-MM-DD (2026-02-30 is not one). */
export function isDateString(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return DateTime.fromISO(value, { zone: "utc" }).isValid;
}

export interface JumpDate {
  /** The site day the listing starts on, or null for "from now". */
  from: string | null;
  /** Why a `from` the visitor asked for was left out, for a plain note on the page. */
  note: string | null;
}

/**
 * Reads `?from=` at `now`. Today's site day (or no value) is the ordinary
 * listing; a date not readable, already past or more than MAX_JUMP_DAYS
 * ahead is ignored with a note. "Today" is the site day, so at 01:30 on
 * Saturday `from=` Friday is still today, and Saturday is tomorrow.
 */
export function parseJumpDate(value: string | null | undefined, now: Date): JumpDate {
  if (value === null || value === undefined) return { from: null, note: null };
  if (!isDateString(value)) {
    return { from: null, note: "We couldn't read that date, so the listing starts today." };
  }
  const today = siteDateOf(now);
  // YYYY-MM-DD strings compare in date order.
  if (value < today) {
    return { from: null, note: "That day is already past, so the listing starts today." };
  }
  if (value > addDays(today, MAX_JUMP_DAYS)) {
    return { from: null, note: "That day is too far ahead, so the listing starts today." };
  }
  return { from: value === today ? null : value, note: null };
}

/**
 * The instant an open-ended listing starts from: `now`, or 05:00 of the
 * chosen site day (what is still on at that moment is listed, as Upcoming
 * lists what has not ended).
 */
export function jumpInstant(from: string | null, now: Date): Date {
  if (!from) return now;
  const start = siteDayForDate(from).start;
  return start > now ? start : now;
}

export interface StripDay {
  /** YYYY-MM-DD of the site day. */
  date: string;
  /** "Sat". */
  weekday: string;
  /** "21". */
  day: string;
  /** "Saturday, November 21st": the link's accessible name. */
  label: string;
  today: boolean;
}

/** The next `count` site days from today's, for the strip of days above a listing. */
export function nextSiteDays(now: Date, count = 14): StripDay[] {
  const today = siteDateOf(now);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i);
    const d = calendarDay(date)!;
    return {
      date,
      weekday: shortWeekday(d),
      day: String(d.day),
      label: longDayText(d),
      today: i === 0,
    };
  });
}

/** "Saturday, November 28th" (", 2027" in another year than today's site day). */
export function jumpWords(from: string, now: Date): string {
  const d = calendarDay(from);
  if (!d) throw new RangeError(`Not a date: ${from}`);
  const year = from.slice(0, 4) === siteDateOf(now).slice(0, 4) ? "" : `, ${d.year}`;
  return `From ${longDayText(d)}${year}, soonest first`;
}

/**
 * The query string of a listing page: the filters' own (listingSearch) plus
 * the view and the start day, so paging and the view toggle keep them.
 */
export function withListingPlace(
  filterSearch: string,
  place: { view?: ListingView; from?: string | null },
): string {
  const params = new URLSearchParams(filterSearch);
  if (place.from) params.set("from", place.from);
  if (place.view === "compact") params.set("view", "compact");
  const s = params.toString();
  return s ? `?${s}` : "";
}
