import ical, { ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { DateTime } from "luxon";
import type { CalendarEntry } from "../../core/feeds/entry.ts";
import { CHICAGO_TZID, CHICAGO_VTIMEZONE } from "./ical-timezone.ts";

// iCalendar (RFC 5545) documents of event dates, written by ical-generator:
// it folds long lines at 75 octets without splitting a UTF-8 character and
// escapes TEXT values (commas, semicolons, backslashes, newlines).
//
// Two traps in it, both avoided here:
// - With a calendar-wide time zone it writes DTSTAMP, CREATED and
//   LAST-MODIFIED as local times without "Z" (RFC 5545 wants UTC). So the
//   zone is set on each event, and the calendar only supplies the VTIMEZONE
//   generator (its name stays null).
// - With a plain Date and a zone it formats the server's local time, not the
//   zone's. Dates go in as luxon DateTimes already in Chicago time.
// A time in the hour repeated when clocks go back is written in UTC
// (repeatedHour). It also writes NAME and X-WR-CALDESC without escaping (calendarText does),
// and the refresh interval after the VTIMEZONE, where RFC 5545's grammar has
// no calendar properties (withPropertiesFirst moves it).

export interface ICalendarFeed {
  /** NAME / X-WR-CALNAME: "Upcoming Events · Twin Cities Art Calendar". */
  name: string;
  description: string;
  /** The page the feed stands for. */
  url: string;
  /** PRODID's company part: the site name. */
  siteName: string;
  entries: readonly CalendarEntry[];
  /** Subscribed calendars poll this often (REFRESH-INTERVAL); omit for a one-off download. */
  refreshSeconds?: number;
}

/** RFC 5545 TEXT escaping, for the two calendar properties the library writes raw. */
export function calendarText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: CHICAGO_TZID });
const HOUR_MS = 3_600_000;

/**
 * Whether an instant's Chicago wall-clock time also names another instant
 * (01:00–01:59 on the night clocks go back): a reader of TZID=…:…T013000
 * cannot tell which one is meant, and takes the first.
 */
export function repeatedHour(iso: string): boolean {
  const t = new Date(iso).getTime();
  const wall = (ms: number) =>
    DateTime.fromMillis(ms, { zone: CHICAGO_TZID }).toFormat("yyyyMMddHHmmss");
  const own = wall(t);
  return wall(t - HOUR_MS) === own || wall(t + HOUR_MS) === own;
}
const day = (isoDay: string) => DateTime.fromISO(isoDay, { zone: CHICAGO_TZID });

export function buildICalendar(feed: ICalendarFeed): string {
  const cal = ical({
    prodId: `//${feed.siteName.replace(/\/\//g, "/")}//artcal feeds//EN`,
    name: calendarText(feed.name),
    description: calendarText(feed.description),
    url: feed.url,
    timezone: { name: null, generator: (tz) => (tz === CHICAGO_TZID ? CHICAGO_VTIMEZONE : null) },
    ...(feed.refreshSeconds ? { ttl: feed.refreshSeconds } : {}),
  });
  for (const e of feed.entries) {
    const modified = new Date(e.modified);
    const times = e.times;
    cal.createEvent({
      id: e.uid,
      sequence: e.sequence,
      // In a calendar without METHOD, DTSTAMP is when the data last changed
      // (RFC 5545 §3.8.7.2); it also keeps the document the same between requests.
      stamp: modified,
      lastModified: modified,
      ...(times.allDay
        ? {
            timezone: CHICAGO_TZID,
            allDay: true,
            start: day(times.firstDay),
            end: day(times.endDay),
          }
        : repeatedHour(times.start) || repeatedHour(times.end)
          ? // Read as the first of the two 01:30s, the wall-clock time would be
            // an hour off: such dates are written in UTC, which says one instant.
            { timezone: null, start: new Date(times.start), end: new Date(times.end) }
          : { timezone: CHICAGO_TZID, start: chicago(times.start), end: chicago(times.end) }),
      summary: e.title,
      description: e.description,
      url: e.url,
      location: e.location ? { title: e.location, ...(e.geo ? { geo: e.geo } : {}) } : null,
      status: e.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // A weeks-long exhibition should not mark anyone busy.
      transparency: times.allDay ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      // A series (decision 059): the rule and its skipped dates, in Chicago wall-clock time.
      ...(e.repeat
        ? {
            repeating: [
              e.repeat.rrule,
              ...(e.repeat.exdates.length
                ? [`EXDATE;TZID=${CHICAGO_TZID}:${e.repeat.exdates.join(",")}`]
                : []),
            ].join("\r\n"),
          }
        : {}),
      ...(e.recurrenceId ? { recurrenceId: chicago(e.recurrenceId) } : {}),
    });
  }
  return withPropertiesFirst(cal.toString());
}

const REFRESH_LINES = /^(?:REFRESH-INTERVAL;VALUE=DURATION|X-PUBLISHED-TTL):[^\r]*\r\n/gm;

function withPropertiesFirst(text: string): string {
  const refresh = text.match(REFRESH_LINES)?.join("") ?? "";
  // No dates, no VTIMEZONE: nothing comes after the properties.
  if (!refresh || !text.includes("BEGIN:VTIMEZONE")) return text;
  return text
    .replace(REFRESH_LINES, "")
    .replace("BEGIN:VTIMEZONE\r\n", `${refresh}BEGIN:VTIMEZONE\r\n`);
}
