import { DateTime } from "luxon";
import { RRuleTemporal } from "rrule-temporal";
import type { RecurrenceException, RecurrenceRule, Weekday } from "../schemas/recurrence.ts";
import { WEEKDAYS } from "../schemas/recurrence.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// Recurring dates (decision 059). The rule is written as an RRULE with
// DTSTART;TZID=America/Chicago (what the .ics carries), and expanded by
// rrule-temporal in floating time: the library is asked for the wall-clock
// dates and times in UTC (a zone without DST), and each is then placed in
// Chicago here. rrule-temporal leaves out a date whose wall-clock time falls
// in the hour skipped in March (a Sunday 02:30 class would vanish on
// 2026-03-08); RFC 5545 §3.3.10 and ical.js move it an hour on instead, and
// so does luxon, which this uses. 18:00 stays 18:00 on both sides of a change.

export type Recurrence = Omit<RecurrenceRule, "interval" | "by_weekday" | "exceptions"> & {
  interval?: number;
  by_weekday?: Weekday[];
  exceptions?: RecurrenceException[];
};

/** One date of a series, exceptions applied. */
export interface Occurrence {
  /** The local date the rule gives it (YYYY-MM-DD): what an exception names. */
  date: string;
  /** The start the rule gives it: a materialised row's `occurrence`, the .ics RECURRENCE-ID. */
  occurrence: Date;
  start: Date;
  end: Date;
  /** The exception's label, when it has one (otherwise the series'). */
  label?: string | null;
  /** Moved, retimed or relabelled by an exception. */
  changed: boolean;
}

const zone = DEFAULT_TIMEZONE;
const compact = (local: string) => local.replace(/[-:]/g, "");
/** The instant of a Chicago wall-clock time "YYYY-MM-DDTHH:MM" (a skipped time moves on, a repeated one is its first). */
export function chicagoInstant(local: string): Date {
  const dt = DateTime.fromISO(local, { zone });
  // luxon takes the second of a repeated hour; RFC 5545 (and ical.js) the first.
  const hourEarlier = dt.minus({ hours: 1 });
  return (
    hourEarlier.toFormat("yyyy-MM-dd'T'HH:mm") === dt.toFormat("yyyy-MM-dd'T'HH:mm")
      ? hourEarlier
      : dt
  ).toJSDate();
}
/** An instant's Chicago local date, YYYY-MM-DD. */
export const chicagoDate = (at: Date): string =>
  DateTime.fromJSDate(at, { zone }).toFormat("yyyy-MM-dd");
/** An instant's Chicago wall-clock time, YYYY-MM-DDTHH:MM. */
export const chicagoLocal = (at: Date): string =>
  DateTime.fromJSDate(at, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

/** RRULE parts without DTSTART (FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=…Z). */
function ruleParts(r: Recurrence, untilZ: string | null): string {
  const parts = [`FREQ=${r.freq.toUpperCase()}`];
  if ((r.interval ?? 1) > 1) parts.push(`INTERVAL=${r.interval}`);
  const days = r.by_weekday ?? [];
  if (r.freq === "weekly") parts.push(`BYDAY=${sortDays(days).join(",")}`);
  else if (r.month_day !== undefined) parts.push(`BYMONTHDAY=${r.month_day}`);
  else parts.push(`BYDAY=${r.nth}${days[0]}`);
  if (r.count !== undefined) parts.push(`COUNT=${r.count}`);
  if (untilZ) parts.push(`UNTIL=${untilZ}`);
  return parts.join(";");
}
const sortDays = (days: Weekday[]) =>
  [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));

/** The last instant of the local until date, in UTC as UNTIL wants it (a date at 23:30 on it still counts). */
function untilUtc(until: string | undefined): string | null {
  if (!until) return null;
  return DateTime.fromISO(`${until}T23:59:59`, { zone }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
}

/** The library's rule over floating (UTC-as-wall-clock) times, from a local start. */
function floatingRule(r: Recurrence, startLocal: string): RRuleTemporal {
  const until = r.until ? `${compact(r.until)}T235959Z` : null;
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=UTC:${compact(startLocal)}00\nRRULE:${ruleParts(r, until)}`,
  });
}

/**
 * The local start of the series' first date: the rule's first date on or
 * after start_date (which need not be one: "weekly on Tue/Thu from Monday").
 * DTSTART is always that date, so RRULE readers that count DTSTART as the
 * first date (RFC 5545) agree with the library, which does not.
 */
export function firstLocalStart(r: Recurrence): string | null {
  const first = floatingRule(r, `${r.start_date}T${r.start_time}`).next(
    new Date(Date.parse(`${r.start_date}T00:00:00Z`) - 1),
  );
  return first ? floatingLocal(first.epochMilliseconds) : null;
}
const floatingLocal = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** DTSTART and RRULE lines of the rule (America/Chicago), as an .ics carries them; null when it has no date. */
export function toRRule(r: Recurrence): { dtstart: string; rrule: string } | null {
  const first = firstLocalStart(r);
  if (!first) return null;
  return {
    dtstart: `DTSTART;TZID=${zone}:${compact(first)}00`,
    rrule: `RRULE:${ruleParts(r, untilUtc(r.until))}`,
  };
}

/** The rule part of an RRULE (with its DTSTART;TZID line), read back by the library; exceptions are not in it. */
export function fromRRule(text: string, durationMinutes: number): Recurrence {
  const o = new RRuleTemporal({ rruleString: text }).options();
  const start = o.dtstart.toString().slice(0, 16);
  const days = (o.byDay ?? []) as string[];
  const nth = days.length === 1 ? /^(-?\d)([A-Z]{2})$/.exec(days[0]!) : null;
  const freq = o.freq === "MONTHLY" ? "monthly" : "weekly";
  return {
    freq,
    interval: o.interval ?? 1,
    by_weekday: days.map((d) => d.slice(-2) as Weekday),
    ...(nth ? { nth: Number(nth[1]) as 1 } : {}),
    ...(o.byMonthDay?.length ? { month_day: o.byMonthDay[0]! } : {}),
    start_date: start.slice(0, 10),
    start_time: start.slice(11, 16),
    duration_minutes: durationMinutes,
    ...(o.count ? { count: o.count } : {}),
    ...(o.until
      ? { until: DateTime.fromMillis(o.until.epochMilliseconds, { zone }).toFormat("yyyy-MM-dd") }
      : {}),
    exceptions: [],
  };
}

/**
 * The series' dates whose rule start falls in [from, to), exceptions applied:
 * skipped ones left out, moved or retimed ones at their new times.
 */
export function occurrences(r: Recurrence, from: Date, to: Date): Occurrence[] {
  const first = firstLocalStart(r);
  if (!first || to <= from) return [];
  const rule = floatingRule(r, first);
  // Floating times sit within ±6 h of their Chicago instants: widen, then cut exactly.
  const pad = 7 * 3_600_000;
  const floating = rule.between(new Date(from.getTime() - pad), new Date(to.getTime() + pad), true);
  const exceptions = new Map((r.exceptions ?? []).map((x) => [x.date, x]));
  const out: Occurrence[] = [];
  for (const f of floating) {
    const local = floatingLocal(f.epochMilliseconds);
    const occurrence = chicagoInstant(local);
    if (occurrence < from || occurrence >= to) continue;
    const date = local.slice(0, 10);
    const x = exceptions.get(date);
    if (x?.skip) continue;
    const start = x?.start ? chicagoInstant(x.start) : occurrence;
    const end = x?.end
      ? chicagoInstant(x.end)
      : DateTime.fromJSDate(occurrence, { zone }).plus({ minutes: r.duration_minutes }).toJSDate();
    out.push({
      date,
      occurrence,
      start,
      end,
      ...(x && x.label !== undefined ? { label: x.label } : {}),
      changed: Boolean(x && (x.start || x.label !== undefined)),
    });
  }
  return out;
}

/** Exceptions naming a date the rule does not give (looked for in the rule's first ten years). */
export function strayExceptions(r: Recurrence): string[] {
  const from = chicagoInstant(`${r.start_date}T00:00`);
  const to = DateTime.fromJSDate(from).plus({ years: 10 }).toJSDate();
  const dates = new Set(occurrences({ ...r, exceptions: [] }, from, to).map((o) => o.date));
  return (r.exceptions ?? []).filter((x) => !dates.has(x.date)).map((x) => x.date);
}

/** How many of the rule's dates (skipped ones too) start before `before`: what a count series has used up. */
export function countBefore(r: Recurrence, before: Date): number {
  const from = chicagoInstant(`${r.start_date}T00:00`);
  return occurrences({ ...r, exceptions: [] }, from, before).length;
}
