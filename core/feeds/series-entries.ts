import { DateTime } from "luxon";
import { chicagoInstant, firstLocalStart, type Recurrence } from "../recurrence/rule.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import {
  type CalendarEntry,
  calendarEntry,
  type EntryDate,
  type EntryEvent,
  type EntryVenue,
} from "./entry.ts";

// A series in an event's calendar file (decision 059): one VEVENT with its
// RRULE and EXDATEs (the skipped dates), and one VEVENT with RECURRENCE-ID for
// each date moved, retimed or relabelled. A subscribed calendar then knows the
// dates are one series, and expands them past the year the site keeps.

export interface EntrySeries {
  id: string;
  rrule: string;
  label: string | null;
  category: string;
  venue_id: string;
  duration_minutes: number;
  exceptions?: Recurrence["exceptions"];
  version: number;
}

export type SeriesDate = EntryDate & { series_id: string | null; occurrence: string | null };

const exdate = (iso: string) =>
  DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE }).toFormat("yyyyMMdd'T'HHmmss");

/** The entries of one series: the rule's VEVENT first, then its changed dates. */
export function seriesEntries(
  origin: string,
  event: EntryEvent,
  series: EntrySeries & Recurrence,
  dates: readonly SeriesDate[],
  venue: EntryVenue | null,
): CalendarEntry[] {
  const first = firstLocalStart(series);
  if (!first) return [];
  const start = chicagoInstant(first);
  const end = new Date(start.getTime() + series.duration_minutes * 60_000);
  const own = dates.filter((d) => d.series_id === series.id);
  const newest = own.reduce((a, d) => (d.modified_date > a.modified_date ? d : a), {
    modified_date: event.modified_date,
    version: 1,
  } as { modified_date: string; version: number });
  const rrule = series.rrule.split("\n").find((l) => l.startsWith("RRULE:"))!;
  const occurrenceOf = new Map(own.map((d) => [d.occurrence ? chicagoKey(d.occurrence) : "", d]));
  const exceptions = series.exceptions ?? [];
  const skipped = exceptions
    .filter((x) => x.skip)
    .map((x) => `${x.date}T${series.start_time}`)
    .map((local) => chicagoInstant(local).toISOString());
  const host = new URL(origin).host;
  const uid = `event-series-${series.id}@${host}`;
  const master: CalendarEntry = {
    ...calendarEntry(
      origin,
      event,
      {
        id: series.id,
        category: series.category,
        label: series.label,
        start: start.toISOString(),
        end: end.toISOString(),
        is_canceled: false,
        version: series.version,
        modified_date: newest.modified_date,
      },
      venue,
    ),
    uid,
    repeat: { rrule, exdates: skipped.map(exdate) },
  };
  const changed = exceptions
    .filter((x) => !x.skip && (x.start || x.label !== undefined))
    .map((x) => occurrenceOf.get(`${x.date}T${series.start_time}`))
    .filter((d): d is SeriesDate => Boolean(d))
    .map((d) => ({
      ...calendarEntry(origin, event, d, venue),
      uid,
      recurrenceId: d.occurrence!,
    }));
  return [master, ...changed];
}

const chicagoKey = (iso: string) =>
  DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
