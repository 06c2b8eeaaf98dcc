import { DateTime } from "luxon";
import { DEFAULT_TIMEZONE } from "../site.ts";
import type { CalendarEntry } from "./entry.ts";

// "Add to calendar" links: the pages Google Calendar and Outlook open with a
// new event filled in. Neither service documents these addresses formally;
// the parameters below are the ones they have accepted for years.

type LinkEntry = Pick<CalendarEntry, "title" | "description" | "location" | "times">;

const compactDay = (day: string) => day.replaceAll("-", "");

/** A query string with spaces as %20: Outlook shows a "+" from form encoding literally. */
function query(params: Record<string, string | null>): string {
  return Object.entries(params)
    .filter((p): p is [string, string] => p[1] !== null)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
}

/**
 * Google Calendar's event template. Timed dates go as Chicago wall-clock
 * times with ctz=America/Chicago, so Google shows them at the right hour
 * whatever zone the visitor's calendar is in; all-day dates as days with an
 * exclusive end (20261107/20261115 is Nov 7th to 14th).
 */
export function googleCalendarUrl(e: LinkEntry): string {
  const dates = e.times.allDay
    ? `${compactDay(e.times.firstDay)}/${compactDay(e.times.endDay)}`
    : `${googleWallClock(e.times.start)}/${googleWallClock(e.times.end)}`;
  const params = query({
    action: "TEMPLATE",
    text: e.title,
    dates,
    ctz: DEFAULT_TIMEZONE,
    details: e.description,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

function googleWallClock(iso: string): string {
  return DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE }).toFormat("yyyyLLdd'T'HHmmss");
}

export type OutlookHost = "outlook.live.com" | "outlook.office.com";

/**
 * Outlook's compose deep link: outlook.live.com for personal accounts
 * (Outlook.com), outlook.office.com for work and school ones (Office 365).
 * Timed dates go in UTC (a trailing Z is the only zone it understands);
 * all-day ones as days, with the same exclusive end as iCalendar.
 */
export function outlookCalendarUrl(e: LinkEntry, host: OutlookHost): string {
  const params = query({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: e.times.allDay ? e.times.firstDay : utc(e.times.start),
    enddt: e.times.allDay ? e.times.endDay : utc(e.times.end),
    allday: String(e.times.allDay),
    body: e.description,
    location: e.location,
  });
  return `https://${host}/calendar/0/deeplink/compose?${params}`;
}

const utc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Subscribe links for an iCalendar feed at `httpsUrl`: webcal:// (Apple
 * Calendar, Outlook and most desktop apps subscribe on open) and Google
 * Calendar's "add by URL", which takes the webcal address as `cid`.
 */
export function subscribeLinks(httpsUrl: string): { webcal: string; google: string } {
  const webcal = httpsUrl.replace(/^https?:\/\//, "webcal://");
  return {
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}
