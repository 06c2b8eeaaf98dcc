import { IANAZone } from "luxon";
import "./zone-offsets.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// Chicago wall-clock fields of an instant, without a luxon DateTime. A
// listing names and formats a few hundred instants per render, and building
// a DateTime for each (a clone, an object of fields, a zone lookup) was a
// tenth of an uncached Upcoming render (issue 24). The zone's offset comes
// from luxon's zone (cached per quarter hour, zone-offsets.ts); the fields
// are UTC fields of the instant moved by that offset.

const zone = IANAZone.create(DEFAULT_TIMEZONE);
const MINUTE = 60_000;
const DAY = 86_400_000;

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** ISO weekday: 1 Monday … 7 Sunday (luxon's numbering). */
  weekday: number;
  /** Minutes from UTC: −300 in CDT, −360 in CST. */
  offset: number;
}

/** The Chicago wall clock at `instant`. */
export function siteWallClock(instant: Date | number): WallClock {
  const ts = typeof instant === "number" ? instant : instant.getTime();
  const offset = zone.offset(ts);
  return { ...utcFields(ts + offset * MINUTE), offset };
}

/** Whether Chicago keeps daylight time at `instant` (its offset is the summer one). */
export function isSiteDaylightTime(instant: Date | number): boolean {
  const at = siteWallClock(instant);
  // As luxon's isInDST: ahead of the smaller of January's and July's offsets.
  const standard = Math.min(
    zone.offset(Date.UTC(at.year, 0, 1)),
    zone.offset(Date.UTC(at.year, 6, 1)),
  );
  return at.offset > standard;
}

/**
 * The instant of `hour`:00 on the local date that begins at `midnight` (a
 * Chicago midnight, ms), without a luxon DateTime: the hours since midnight,
 * less the clock change between them (on the two DST days, 05:00 is four or
 * six hours after midnight).
 */
export function siteHourOfDay(midnight: number, hour: number): number {
  const naive = midnight + hour * 60 * MINUTE;
  return naive - (zone.offset(naive) - zone.offset(midnight)) * MINUTE;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date's fields, or null when it is not a real date. */
export function calendarDay(date: string): CalendarDay | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const f = utcFields(Date.UTC(year, month - 1, day));
  return f.year === year && f.month === month && f.day === day
    ? { year, month, day, weekday: f.weekday }
    : null;
}

/** The date `days` calendar days after y-m-d (negative: before), as YYYY-MM-DD. */
export function shiftDate(d: { year: number; month: number; day: number }, days: number): string {
  const f = utcFields(Date.UTC(d.year, d.month - 1, d.day) + days * DAY);
  return isoDate(f);
}

/** YYYY-MM-DD of the fields. */
export function isoDate(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, "0")}-${pad(d.month)}-${pad(d.day)}`;
}

/** Whole calendar days from one y-m-d to another. */
export function daysFrom(
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY,
  );
}

function utcFields(ms: number) {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: ((d.getUTCDay() + 6) % 7) + 1,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
