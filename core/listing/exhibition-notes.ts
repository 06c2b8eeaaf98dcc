import { formatEventDate, longDayText } from "../dates/display.ts";
import { siteInstant } from "../dates/runs.ts";
import { siteDateOf } from "../dates/site-day.ts";
import { calendarDay, daysFrom } from "../dates/wall-clock.ts";

// The extra line on exhibition cards in the exhibition presets (decision 058):
// "Last chance" on a run closing soon, and an opening run's reception.

interface Dated {
  category: string;
  start: string | Date;
  end: string | Date;
}

/**
 * "Last chance: last day today", "Last chance: closes tomorrow", "Last
 * chance: closes Sunday, December 6th". The last day is the site day the run
 * ends with (a run to local midnight ends with the day before).
 */
export function lastChanceNote(run: Dated, now: Date): string {
  const lastDay = siteDateOf(new Date(siteInstant(run, "end").getTime() - 1));
  const a = calendarDay(siteDateOf(now));
  const b = calendarDay(lastDay);
  const days = a && b ? daysFrom(a, b) : Number.NaN;
  if (days <= 0) return "Last chance: last day today";
  if (days === 1) return "Last chance: closes tomorrow";
  return `Last chance: closes ${longDayText(b!)}`;
}

/** "Reception Fri Dec 4th 6pm – 9pm" (two: "Receptions …; …"), or null without one. */
export function receptionNote(
  receptions: readonly { start: string; end: string }[] | undefined,
  now: Date,
): string | null {
  if (!receptions?.length) return null;
  const times = receptions.map(
    (r) => formatEventDate({ start: new Date(r.start), end: new Date(r.end) }, now).primary,
  );
  return `${times.length > 1 ? "Receptions" : "Reception"} ${times.join("; ")}`;
}

/** Receptions by event id, soonest first, from rows sorted by start. */
export function receptionsByEvent(
  rows: readonly { start: string; end: string; event: { id: string } }[],
): Record<string, { start: string; end: string }[]> {
  const out: Record<string, { start: string; end: string }[]> = {};
  for (const r of rows) {
    const list = out[r.event.id] ?? [];
    list.push({ start: r.start, end: r.end });
    out[r.event.id] = list;
  }
  return out;
}
