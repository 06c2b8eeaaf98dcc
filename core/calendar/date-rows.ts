import { DateTime } from "luxon";
import { addDays, localInstant } from "../dates/site-day.ts";
import type { EventCategory } from "../schemas/calendar.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// The event editor's date rows: what a new row starts as, which labels to
// suggest, and how an ongoing run's first and last days map to its stored
// start and end (DOMAIN.md: local midnight of the first day to local
// midnight after the last day). Pure, so the rules are tested with fixed
// dates across DST changes.

export const LABEL_SUGGESTIONS: Record<EventCategory, string[]> = {
  reception: ["Opening Reception", "Closing Reception", "Reception", "Members' Preview"],
  ongoing: ["Exhibition", "On View", "Final Weeks"],
  performance: ["Performance", "Screening", "Reading", "Concert"],
  class: ["Workshop", "Class", "Demonstration", "Drop-in Session"],
  artist_talk: ["Artist Talk", "Gallery Talk", "Panel Discussion", "Curator Tour"],
  sale: ["Art Sale", "Holiday Sale", "Open Studio Sale", "Print Sale"],
  hours: ["Open Hours", "Open Studios", "Extended Hours"],
};

/** Local wall-clock hours a new timed row gets: receptions 6–9pm and so on. */
const DEFAULT_HOURS: Record<Exclude<EventCategory, "ongoing">, [number, number]> = {
  reception: [18, 21],
  performance: [19, 21],
  class: [10, 13],
  artist_talk: [18, 19],
  sale: [10, 17],
  hours: [11, 17],
};

/** A new exhibition run lasts this many days, first and last included. */
export const DEFAULT_RUN_DAYS = 42;

const zoned = (iso: string) => DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
const at = (day: string, hour: number) =>
  DateTime.fromISO(day, { zone: DEFAULT_TIMEZONE }).set({ hour, minute: 0 });
const iso = (d: DateTime) => d.toUTC().toISO({ suppressMilliseconds: true })!;

/** An ongoing run's stored start and end from its first and last local days. */
export function runRange(firstDay: string, lastDay: string): { start: string; end: string } {
  const midnight = (day: string) => iso(DateTime.fromJSDate(localInstant(day)));
  return { start: midnight(firstDay), end: midnight(addDays(lastDay, 1)) };
}

/** The first and last local days of a stored run (the end is exclusive midnight). */
export function runDays(start: string, end: string): { firstDay: string; lastDay: string } {
  const s = zoned(start);
  const e = zoned(end);
  // An end exactly at local midnight belongs to the day before; any later
  // time (a run imported with a closing hour) is on its own day.
  const last = e.equals(e.startOf("day")) ? e.minus({ days: 1 }) : e;
  return { firstDay: s.toISODate()!, lastDay: last.toISODate()! };
}

/** The local day (YYYY-MM-DD) of an instant. */
export const localDay = (instant: string) => zoned(instant).toISODate()!;

/** Start and end for a new row of `category` on local `day`. */
export function defaultRange(category: EventCategory, day: string): { start: string; end: string } {
  if (category === "ongoing") {
    return runRange(day, addDays(day, DEFAULT_RUN_DAYS - 1));
  }
  const [from, to] = DEFAULT_HOURS[category];
  return { start: iso(at(day, from)), end: iso(at(day, to)) };
}

export interface DateRowTimes {
  category: EventCategory;
  start: string;
  end: string;
}

/**
 * The day a new row should start on: the opening day of the event's run
 * when it has one (a reception usually opens the show), else the day after
 * the last existing date, else tomorrow.
 */
export function nextRowDay(rows: readonly DateRowTimes[], now: Date): string {
  const run = rows.find((r) => r.category === "ongoing" && r.start);
  if (run && rows.length === 1) return localDay(run.start);
  const starts = rows
    .map((r) => r.start)
    .filter(Boolean)
    .sort();
  const last = starts.at(-1);
  return addDays(localDay(last ?? now.toISOString()), 1);
}

/**
 * A row whose category changes keeps its day; its times become the new
 * category's defaults when the kind of range changes (a run ↔ a few hours)
 * or when it had none.
 */
export function changeCategory(row: DateRowTimes, next: EventCategory, now: Date): DateRowTimes {
  const wasRun = row.category === "ongoing";
  const isRun = next === "ongoing";
  if (row.start && row.end && wasRun === isRun) return { ...row, category: next };
  const day = row.start ? localDay(row.start) : nextRowDay([], now);
  return { category: next, ...defaultRange(next, day) };
}

/**
 * An end picked before its start usually means the editor moved the start:
 * keep the row's length and move the end with it.
 */
export function moveStart(row: { start: string; end: string }, nextStart: string) {
  if (!row.start || !row.end || !nextStart) return { start: nextStart, end: row.end };
  const length = zoned(row.end).diff(zoned(row.start));
  return { start: nextStart, end: iso(zoned(nextStart).plus(length)) };
}
