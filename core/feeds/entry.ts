import { DateTime } from "luxon";
import { runDays } from "../calendar/date-rows.ts";
import { coversWholeDays } from "../dates/runs.ts";
import { addDays } from "../dates/site-day.ts";
import { dateLabel } from "../listing/cards.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// One event date as every calendar output sees it: the iCalendar feeds, the
// JSON and Atom feeds, the "Add to calendar" links and the h-event markup.
// Built in one place so a date reads the same in a subscribed calendar, in
// Google's "add event" form and on the page.

/** When a date happens: wall-clock instants, or whole local days (DOMAIN.md runs). */
export type EntryTimes =
  | { allDay: false; start: string; end: string }
  /** Local days, YYYY-MM-DD; `endDay` is the day after the last one (exclusive, as iCalendar wants). */
  | { allDay: true; firstDay: string; endDay: string };

export interface EntryEvent {
  id: string;
  name: string;
  slug: string;
  summary: string | null;
  tags: readonly string[];
  version: number;
  modified_date: string;
}

export interface EntryDate {
  id: string;
  category: string;
  label: string | null;
  start: string;
  end: string;
  is_canceled: boolean;
  version: number;
  modified_date: string;
}

/** The venue fields a location line uses; the full record has them all, a card's summary most. */
export interface EntryVenue {
  name: string;
  address: string | null;
  address2?: string | null;
  city?: { name: string } | null;
  state?: string | null;
  postal_code?: string | null;
  geo: { lat: number; lon: number } | null;
  multiple_locations_label?: string | null;
  is_online_only?: boolean;
  modified_date?: string;
}

export interface CalendarEntry {
  /** Stable per event date, the same in every feed: event-date-{id}@{host}. */
  uid: string;
  dateId: string;
  eventId: string;
  /** "Glass & Light — Opening Reception". */
  title: string;
  /** "Opening Reception": the date's label, else its category's name. */
  label: string;
  summary: string | null;
  /** The summary, then the page's address (calendars seldom show URL). */
  description: string;
  /** Canonical address of the event page. */
  url: string;
  location: string | null;
  geo: { lat: number; lon: number } | null;
  times: EntryTimes;
  canceled: boolean;
  /** Grows with every write to the event or the date (RFC 5545 SEQUENCE). */
  sequence: number;
  /** The latest change to the event, the date or its venue (ISO instant). */
  modified: string;
  category: string;
  tags: readonly string[];
  /** A series' one VEVENT (decision 059): its RRULE and EXDATE lines, without DTSTART. */
  repeat?: { rrule: string; exdates: string[] };
  /** A date of a series made different: the start the rule gives it (RECURRENCE-ID). */
  recurrenceId?: string;
}

const zoned = (iso: string) => DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });

/**
 * All-day or timed. Exhibition runs (`ongoing`) are whole days: they are
 * stored from local midnight to the midnight after their last day, or with a
 * closing hour when imported. Any other date that starts and ends on a local
 * midnight covers whole days too. Everything else keeps its times.
 */
export function entryTimes(d: { category: string; start: string; end: string }): EntryTimes {
  if (!coversWholeDays(d)) return { allDay: false, start: d.start, end: d.end };
  const { firstDay, lastDay } = runDays(d.start, d.end);
  const endDay = addDays(lastDay, 1);
  return { allDay: true, firstDay, endDay: endDay > firstDay ? endDay : addDays(firstDay, 1) };
}

/** "2026-11-07T18:00:00-06:00": an instant as Chicago wall-clock time with its offset. */
export function localIso(iso: string): string {
  return zoned(iso).toISO({ suppressMilliseconds: true })!;
}

/** "Walker Art Center, 725 Vineland Pl, Minneapolis, MN 55403"; the multiple-locations label when set. */
export function locationLine(v: EntryVenue): string {
  const several = v.multiple_locations_label?.trim();
  if (several) return several;
  const region = [v.state, v.postal_code].filter((p) => p?.trim()).join(" ");
  return [v.name, v.address, v.address2, v.city?.name, region]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ");
}

const latest = (...isos: (string | undefined)[]) =>
  isos
    .filter((s): s is string => Boolean(s))
    .reduce((a, b) => (new Date(b).getTime() > new Date(a).getTime() ? b : a));

export function calendarEntry(
  origin: string,
  event: EntryEvent,
  date: EntryDate,
  venue: EntryVenue | null,
): CalendarEntry {
  const url = `${origin}/events/${event.slug}`;
  const label = dateLabel(date);
  const summary = event.summary?.trim() || null;
  const description = [date.is_canceled ? "This date is canceled." : null, summary, url]
    .filter(Boolean)
    .join("\n\n");
  // A place with several addresses has no one point on a map.
  const geo = venue && !venue.multiple_locations_label?.trim() ? venue.geo : null;
  return {
    uid: `event-date-${date.id}@${new URL(origin).host}`,
    dateId: date.id,
    eventId: event.id,
    title: `${event.name} — ${label}`,
    label,
    summary,
    description,
    url,
    location: venue ? locationLine(venue) : null,
    geo,
    times: entryTimes(date),
    canceled: date.is_canceled,
    // Both versions start at 1 and only grow, so their sum does too; a new
    // record starts at 0.
    sequence: event.version + date.version - 2,
    modified: latest(event.modified_date, date.modified_date, venue?.modified_date),
    category: date.category,
    tags: event.tags,
  };
}
