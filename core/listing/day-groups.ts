import { longDayText } from "../dates/display.ts";
import { siteInstant } from "../dates/runs.ts";
import { addDays, siteDateOf } from "../dates/site-day.ts";
import { calendarDay, daysFrom, isoDate, siteWallClock } from "../dates/wall-clock.ts";

// Event listings split into days (DOMAIN.md "Time rules"). Days are site
// days, so a party starting at 12:30am sits under the evening before, and
// "today" at 1:30am Saturday is still Friday.

export interface DayGroup<T> {
  /** The site day, YYYY-MM-DD. */
  date: string;
  /** "Today · Saturday, November 21st", "Monday, November 23rd". */
  heading: string;
  rows: T[];
}

/**
 * Rows (sorted by start, ascending) grouped by the site day their start falls
 * in, groups in the order they first appear. Anything that started before
 * today's site day and is still listed (an ongoing run) goes under today. A
 * whole-day date from local midnight starts with that day's site day, not in
 * the previous one's tail (core/dates/runs.ts). A listing that starts on a
 * later day (`first`, core/listing/views.ts) puts what is still on from
 * earlier under that day in the same way.
 */
export function groupByDay<
  T extends { start: string | Date; end: string | Date; category: string },
>(rows: T[], now: Date, first?: string | null): DayGroup<T>[] {
  const today = first && first > siteDateOf(now) ? first : siteDateOf(now);
  const groups = new Map<string, DayGroup<T>>();
  for (const row of rows) {
    toDate(row.start);
    const day = siteDateOf(siteInstant(row, "start"));
    // YYYY-MM-DD strings compare in date order.
    const date = day < today ? today : day;
    let group = groups.get(date);
    if (!group) {
      group = { date, heading: dayHeading(date, now), rows: [] };
      groups.set(date, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/**
 * "Today · Saturday, November 21st", "Tomorrow · Sunday, November 22nd",
 * "Monday, November 23rd", with ", 2027" when the date is in another year
 * than today's site day (at 1am on New Year's Day "today" is still Dec 31st).
 */
export function dayHeading(date: string, now: Date): string {
  const today = siteDateOf(now);
  const d = calendarDay(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  const year = date.slice(0, 4) === today.slice(0, 4) ? "" : `, ${d.year}`;
  // English names spelled out in core (display.ts), so server and browsers agree.
  const text = `${longDayText(d)}${year}`;
  if (date === today) return `Today · ${text}`;
  if (date === addDays(today, 1)) return `Tomorrow · ${text}`;
  return text;
}

/**
 * For an ongoing run still on view: "Last day", "Closes tomorrow", "Closes in
 * N days" up to a week, else null. Runs are stored to local midnight after
 * their last day, so the last day is the date of the instant just before
 * `end`; today is the site day, so at 1:30am Saturday a run ending Friday is
 * on its last day still. null as well once the last day is past.
 */
export function closingNote(end: string | Date, now: Date): string | null {
  const lastDay = isoDate(siteWallClock(toDate(end).getTime() - 1));
  const today = siteDateOf(now);
  const days = daysBetween(today, lastDay);
  if (days < 0 || days > 7) return null;
  if (days === 0) return "Last day";
  if (days === 1) return "Closes tomorrow";
  return `Closes in ${days} days`;
}

/** Whole calendar days from one YYYY-MM-DD date to another (no DST in UTC). */
function daysBetween(from: string, to: string): number {
  const a = calendarDay(from);
  const b = calendarDay(to);
  return a && b ? daysFrom(a, b) : Number.NaN;
}

function toDate(value: string | Date): Date {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return d;
}
