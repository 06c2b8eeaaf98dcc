import { DateTime } from "luxon";
import { addDays } from "../dates/site-day.ts";
import { calendarDay, daysFrom } from "../dates/wall-clock.ts";
import type { CalendarEntry, EntryTimes, EntryVenue } from "../feeds/entry.ts";
import { locationLine } from "../feeds/entry.ts";
import { distanceMetres, type LatLon } from "../geo/distance.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import { formatClock } from "../venues/hours.ts";

// A crawl (decision 060): a guide whose venues are stops in walking order.
// Each stop keeps its hours as Chicago wall-clock times, on one day of the
// window or on every day of it (a crawl weekend). From those, the page's
// hours, the legs between stops, the printed plan's layout and the one
// calendar file that holds every stop.

export interface CrawlWindow {
  first_day: string;
  last_day: string;
}

export interface StopHours {
  /** The one day the hours are for (YYYY-MM-DD); null: every day of the window. */
  day: string | null;
  /** "HH:MM", both or neither; a close at or before the open is after midnight. */
  opens: string | null;
  closes: string | null;
}

/** Straight-line metres are shorter than streets: walking takes about this much more. */
export const STREET_FACTOR = 1.3;
/** An unhurried walk, metres a minute (4.8 km/h). */
export const WALK_METRES_PER_MINUTE = 80;
const METRES_PER_MILE = 1609.344;

/** The window's days, first and last included. */
const wholeDays = (w: CrawlWindow) =>
  daysFrom(calendarDay(w.first_day)!, calendarDay(w.last_day)!) + 1;

/** The stop's first day and how many days in a row its hours repeat. */
export function stopDays(
  w: CrawlWindow,
  s: Pick<StopHours, "day">,
): { first: string; count: number } {
  return s.day ? { first: s.day, count: 1 } : { first: w.first_day, count: wholeDays(w) };
}

const shortDay = (day: string) =>
  DateTime.fromISO(day, { zone: DEFAULT_TIMEZONE }).toFormat("ccc, LLL d");

/** "Sat, Dec 5 · 11am – 6pm", "11am – 6pm each day", "Sat, Dec 5", or "" (no hours given). */
export function stopHoursText(w: CrawlWindow, s: StopHours): string {
  const times = s.opens && s.closes ? `${formatClock(s.opens)} – ${formatClock(s.closes)}` : "";
  if (s.day) return times ? `${shortDay(s.day)} · ${times}` : shortDay(s.day);
  if (!times) return "";
  return wholeDays(w) > 1 ? `${times} each day` : times;
}

/** When the stop is open, as a calendar entry's times, and the days its times repeat. */
export function stopTimes(w: CrawlWindow, s: StopHours): { times: EntryTimes; count: number } {
  const { first, count } = stopDays(w, s);
  if (!s.opens || !s.closes)
    return { times: { allDay: true, firstDay: first, endDay: addDays(first, count) }, count: 1 };
  const start = DateTime.fromISO(`${first}T${s.opens}`, { zone: DEFAULT_TIMEZONE });
  let end = DateTime.fromISO(`${first}T${s.closes}`, { zone: DEFAULT_TIMEZONE });
  if (end <= start)
    end = DateTime.fromISO(`${addDays(first, 1)}T${s.closes}`, { zone: DEFAULT_TIMEZONE });
  return {
    times: { allDay: false, start: start.toUTC().toISO()!, end: end.toUTC().toISO()! },
    count,
  };
}

export interface Leg {
  metres: number;
  minutes: number;
}

/** The walk to each stop from the one before (null for the first, or when either has no place on a map). */
export function crawlLegs(points: readonly (LatLon | null)[]): (Leg | null)[] {
  return points.map((p, i) => {
    const before = i > 0 ? points[i - 1] : null;
    if (!p || !before) return null;
    const metres = distanceMetres(before, p);
    return {
      metres,
      minutes: Math.max(1, Math.round((metres * STREET_FACTOR) / WALK_METRES_PER_MINUTE)),
    };
  });
}

/** "0.4 mi · about 8 min walk"; under a tenth of a mile, "next door". */
export function legText(leg: Leg): string {
  const miles = leg.metres / METRES_PER_MILE;
  if (miles < 0.1) return "Next door";
  return `${miles.toFixed(1)} mi · about ${leg.minutes} min walk`;
}

/** The whole route: "1.8 mi, about 35 min of walking" over the legs that have one. */
export function routeText(legs: readonly (Leg | null)[]): string | null {
  const known = legs.filter((l): l is Leg => l !== null);
  if (!known.length) return null;
  const metres = known.reduce((n, l) => n + l.metres, 0);
  const minutes = known.reduce((n, l) => n + l.minutes, 0);
  return `${(metres / METRES_PER_MILE).toFixed(1)} mi, about ${minutes} min of walking`;
}

/**
 * Where each stop sits in a `width`×`height` drawing (the printed plan):
 * longitude scaled by the latitude's cosine so distances look right, the
 * whole route fitted inside `pad`. Stops without a place are null.
 */
export function planLayout(
  points: readonly (LatLon | null)[],
  width: number,
  height: number,
  pad: number,
): ({ x: number; y: number } | null)[] {
  const placed = points.filter((p): p is LatLon => p !== null);
  if (!placed.length) return points.map(() => null);
  const midLat = placed.reduce((n, p) => n + p.lat, 0) / placed.length;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = placed.map((p) => p.lon * k);
  const ys = placed.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(
    spanX ? (width - 2 * pad) / spanX : Number.POSITIVE_INFINITY,
    spanY ? (height - 2 * pad) / spanY : Number.POSITIVE_INFINITY,
  );
  const s = Number.isFinite(scale) ? scale : 0;
  // Centred: the unused room split on both sides.
  const offX = (width - spanX * s) / 2;
  const offY = (height - spanY * s) / 2;
  return points.map((p) =>
    p ? { x: offX + (p.lon * k - minX) * s, y: height - (offY + (p.lat - minY) * s) } : null,
  );
}

export interface CrawlStopEntryInput {
  guide: CrawlWindow & {
    id: string;
    title: string;
    permalink: string;
    modified_date: string;
    version: number;
  };
  stop: StopHours & { note: string | null };
  number: number;
  venue: EntryVenue & { slug: string };
  origin: string;
}

/** One stop as a calendar entry: "3. Casket Arts — Holiday Crawl", daily over the window when its hours repeat. */
export function crawlStopEntry({
  guide,
  stop,
  number,
  venue,
  origin,
}: CrawlStopEntryInput): CalendarEntry {
  const { times, count } = stopTimes(guide, stop);
  const url = `${origin}/venues/${venue.slug}`;
  const hours = stopHoursText(guide, stop);
  const description = [
    `Stop ${number} of ${guide.title}.`,
    hours ? `Hours: ${hours}.` : null,
    stop.note,
    url,
    `${origin}${guide.permalink}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    uid: `guide-${guide.id}-stop-${number}@${new URL(origin).host}`,
    dateId: `${guide.id}-${number}`,
    eventId: guide.id,
    title: `${number}. ${venue.name} — ${guide.title}`,
    label: `Stop ${number}`,
    summary: stop.note,
    description,
    url,
    location: locationLine(venue),
    geo: venue.geo,
    times,
    canceled: false,
    sequence: guide.version - 1,
    modified: guide.modified_date,
    category: "crawl",
    tags: [],
    ...(count > 1 ? { repeat: { rrule: `RRULE:FREQ=DAILY;COUNT=${count}`, exdates: [] } } : {}),
  };
}
