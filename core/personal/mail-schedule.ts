import { addDays, siteDateOf, siteDayForDate } from "../dates/site-day.ts";
import { calendarDay, isoDate, shiftDate, siteWallClock } from "../dates/wall-clock.ts";

// When a visitor's mails are due (issue 29, decision 052): the weekly digest
// at their weekday and hour in Chicago time, and reminders of saved dates.
// Pure functions of (now, input); the hourly jobs ask them what has come due.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An hour's mail that was missed (no server ran) still goes this long after its time. */
export const CATCH_UP_MS = 6 * HOUR;
/** Reminders go at 09:00 Chicago time. */
export const REMINDER_HOUR = 9;

/**
 * The instant a Chicago wall-clock hour begins on a calendar date (YYYY-MM-DD).
 * A skipped hour (02:00 on the spring-forward Sunday) gives the instant the
 * clocks jump to (03:00 CDT); a repeated one (01:00 on the fall-back
 * Sunday) gives its first time round.
 */
export function chicagoHourInstant(date: string, hour: number): Date {
  const d = calendarDay(date);
  if (!d || !Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError(`Not a date and hour: ${date} ${hour}`);
  const local = Date.UTC(d.year, d.month - 1, d.day, hour);
  const before = siteWallClock(local - DAY).offset;
  const after = siteWallClock(local + DAY).offset;
  const fits = [...new Set([before, after])]
    .map((offset) => local - offset * MINUTE)
    .filter((t) => {
      const w = siteWallClock(t);
      return isoDate(w) === date && w.hour === hour;
    });
  // A skipped hour read with the offset before the change lands where the clocks jumped to.
  return new Date(fits.length ? Math.min(...fits) : local - before * MINUTE);
}

/** Chicago's calendar date (not the site day) at `instant`. */
export const chicagoDate = (instant: Date): string => isoDate(siteWallClock(instant));

/**
 * The latest instant at or before `now` that is `weekday` (0 Sunday … 6
 * Saturday) at `hour` in Chicago: when this week's digest fell due.
 */
export function latestDigestDue(now: Date, weekday: number, hour: number): Date {
  const local = siteWallClock(now);
  const back = ((((local.weekday % 7) - weekday) % 7) + 7) % 7;
  const due = chicagoHourInstant(shiftDate(local, -back), hour);
  return due.getTime() <= now.getTime()
    ? due
    : chicagoHourInstant(shiftDate(local, -back - 7), hour);
}

/** When the digest fell due, if that was within the catch-up window before `now`; else null. */
export function digestDueAt(
  now: Date,
  weekday: number,
  hour: number,
  catchUpMs = CATCH_UP_MS,
): Date | null {
  const due = latestDigestDue(now, weekday, hour);
  return now.getTime() - due.getTime() < catchUpMs ? due : null;
}

/** The Chicago weekdays (0–6) whose digests may be due at `now`: today's and, within the catch-up, yesterday's. */
export function digestWeekdaysAround(now: Date, catchUpMs = CATCH_UP_MS): number[] {
  const days = new Set([
    siteWallClock(now).weekday % 7,
    siteWallClock(now.getTime() - catchUpMs).weekday % 7,
  ]);
  return [...days];
}

export interface DigestWeek {
  /** The Chicago date the digest fell due on: names the week in its job's unique key. */
  key: string;
  /** What the digest covers: dates that start, or runs that close, in [from, to). */
  from: Date;
  to: Date;
}

/**
 * The week a digest due at `dueAt` covers: from then to the end of the
 * seventh site day counted from the due date's. Due in the 00:00–05:00 tail
 * of a night, the first site day is the one starting that morning (the few
 * hours left of the night before are still in the window).
 */
export function digestWeek(dueAt: Date): DigestWeek {
  const key = chicagoDate(dueAt);
  return { key, from: dueAt, to: siteDayForDate(addDays(key, 6)).end };
}

export type ReminderWhich = "before" | "closing";
export interface Reminder {
  which: ReminderWhich;
  at: Date;
}

/** The part of a saved date the reminder rules read. */
export interface RemindedDate {
  category: string;
  start: Date;
  end: Date;
}

/**
 * A saved date's reminders:
 * - a timed date (reception, talk, performance …): 09:00 the day before its
 *   site day, or, when saved after that, 09:00 the morning of its site day
 *   if it starts later than that; saved later still, none;
 * - an ongoing run (stored midnight to midnight): 09:00 the day before its
 *   first day, when saved before that; and, for runs of three days or more,
 *   "closing" at 09:00 the day before its last day, when saved before that;
 * - open hours: none.
 */
export function remindersFor(d: RemindedDate, savedAt: Date): Reminder[] {
  const saved = savedAt.getTime();
  if (d.category === "hours") return [];
  if (d.category !== "ongoing") {
    const day = siteDateOf(d.start);
    const dayBefore = chicagoHourInstant(addDays(day, -1), REMINDER_HOUR);
    if (saved < dayBefore.getTime()) return [{ which: "before", at: dayBefore }];
    const morning = chicagoHourInstant(day, REMINDER_HOUR);
    if (saved < morning.getTime() && morning.getTime() < d.start.getTime())
      return [{ which: "before", at: morning }];
    return [];
  }
  const first = chicagoDate(d.start);
  // The run ends at the midnight after its last day.
  const last = chicagoDate(new Date(d.end.getTime() - 1));
  const out: Reminder[] = [];
  const opening = chicagoHourInstant(addDays(first, -1), REMINDER_HOUR);
  if (saved < opening.getTime()) out.push({ which: "before", at: opening });
  const closing = chicagoHourInstant(addDays(last, -1), REMINDER_HOUR);
  if (addDays(first, 2) <= last && saved < closing.getTime())
    out.push({ which: "closing", at: closing });
  return out;
}

/**
 * The reminders of a saved date that have come due at `now`: their time has
 * come within the catch-up window, and what they remind of has not begun
 * ("before") or ended ("closing").
 */
export function dueReminders(
  d: RemindedDate,
  savedAt: Date,
  now: Date,
  catchUpMs = CATCH_UP_MS,
): Reminder[] {
  const t = now.getTime();
  return remindersFor(d, savedAt).filter(
    (r) =>
      r.at.getTime() <= t &&
      t - r.at.getTime() < catchUpMs &&
      t < (r.which === "before" ? d.start : d.end).getTime(),
  );
}

/** How far ahead the hourly reminder job looks for saved dates (reminders go at most a day and a half ahead). */
export const REMINDER_LOOKAHEAD_MS = 3 * DAY;
