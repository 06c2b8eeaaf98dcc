import { DateTime } from "luxon";
import { inSiteZone } from "../dates/site-day.ts";

// A venue's weekly opening hours (DOMAIN.md "Venue") as the venue page shows
// them: the week as a table and whether it is open right now. Hours are
// Chicago wall-clock times. A close time at or before the open time means the
// venue closes after midnight, on the next calendar day (["18:00", "02:00"]).
//
// Days use Chicago calendar dates, not site days: "opens today at 11am" at
// 1am Saturday means Saturday, as it would on the venue's own door.

/** Hours per weekday, "0" = Sunday … "6" = Saturday; null or missing: closed. */
export type WeeklyHours = Partial<
  Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", [string, string] | null>
>;

export interface WeeklyHoursRow {
  /** 0 = Sunday … 6 = Saturday, as in WeeklyHours. */
  weekday: number;
  name: string;
  /** "11am – 5pm", "6pm – 2am", "Open 24 hours" or "Closed". */
  text: string;
  /** The Chicago calendar weekday of `now`. */
  isToday: boolean;
}

export interface OpenStatus {
  state: "open" | "closed" | "unknown";
  label: "Open now" | "Closed now" | null;
  /** "until 5pm", "opens tomorrow at 11am", "This venue has closed"; null if none. */
  detail: string | null;
}

export interface OpenStatusOptions {
  /** The venue has closed for good; its hours no longer mean anything. */
  isClosed?: boolean;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Table order: Monday first, Sunday last. */
const TABLE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const MINUTES_PER_DAY = 24 * 60;

/**
 * "17:30" → "5:30pm", "17:00" → "5pm", "12:00" → "12pm", "00:00" (or "24:00")
 * → "midnight". Anything that is not HH:MM comes back unchanged.
 */
export function formatClock(hhmm: string): string {
  const minutes = parseClock(hhmm);
  return minutes === null ? hhmm : clockText(minutes);
}

/** The week Monday to Sunday; [] when no day has hours (nothing to show). */
export function weeklyHoursRows(
  hours: WeeklyHours | null | undefined,
  now: Date,
): WeeklyHoursRow[] {
  if (!hasAnyHours(hours)) return [];
  const today = inSiteZone(now).weekday % 7;
  return TABLE_ORDER.map((weekday) => {
    const span = daySpan(hours, weekday);
    return {
      weekday,
      name: DAY_NAMES[weekday]!,
      text: span ? spanText(span) : "Closed",
      isToday: weekday === today,
    };
  });
}

/** Whether the venue is open at `now`, and until when or when it next opens. */
export function openStatus(
  hours: WeeklyHours | null | undefined,
  now: Date,
  opts: OpenStatusOptions = {},
): OpenStatus {
  if (opts.isClosed) {
    return { state: "closed", label: "Closed now", detail: "This venue has closed" };
  }
  if (!hasAnyHours(hours)) return { state: "unknown", label: null, detail: null };

  const local = inSiteZone(now);
  const t = now.getTime();
  const openings = openingsAround(hours, local);
  const current = openings.find((o) => o.start <= t && t < o.end);
  if (current) {
    const end = DateTime.fromMillis(current.end, { zone: local.zone });
    // A run of back-to-back openings that never ends within the horizon
    // (open around the clock) has no closing time worth naming.
    const neverCloses = current.end >= openings[openings.length - 1]!.end;
    return { state: "open", label: "Open now", detail: neverCloses ? null : until(end, local) };
  }
  const next = openings.find((o) => o.start > t);
  const detail = next
    ? opensAt(DateTime.fromMillis(next.start, { zone: local.zone }), local)
    : null;
  return { state: "closed", label: "Closed now", detail };
}

interface Opening {
  start: number;
  end: number;
}

/**
 * Openings as instants for the calendar days from yesterday (an opening past
 * midnight may still be on) to a week from today (the next opening of any
 * weekly schedule), back-to-back ones merged so "until" names the real close.
 */
function openingsAround(hours: WeeklyHours | null | undefined, local: DateTime): Opening[] {
  const openings: Opening[] = [];
  const today = local.startOf("day");
  for (let offset = -1; offset <= 7; offset++) {
    const day = today.plus({ days: offset });
    const span = daySpan(hours, day.weekday % 7);
    if (!span) continue;
    const [open, close] = span;
    const start = atClock(day, open).toMillis();
    const end = atClock(day, close > open ? close : close + MINUTES_PER_DAY).toMillis();
    // Both ends inside the hour skipped in March can land on the same instant.
    if (end <= start) continue;
    const last = openings[openings.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else openings.push({ start, end });
  }
  return openings;
}

/**
 * The opening on a Chicago calendar day (`day` at any time of it), as
 * instants; null when the venue is closed that day. A close after midnight
 * ends on the next day; the same open and close time is around the clock.
 */
export function openingOn(
  hours: WeeklyHours | null | undefined,
  day: DateTime,
): { start: DateTime; end: DateTime } | null {
  const date = inSiteZone(day.toJSDate()).startOf("day");
  const span = daySpan(hours, date.weekday % 7);
  if (!span) return null;
  const [open, close] = span;
  const start = atClock(date, open);
  const end = atClock(date, close > open ? close : close + MINUTES_PER_DAY);
  // Both ends inside the hour skipped in March can land on the same instant.
  return end > start ? { start, end } : null;
}

/**
 * `minutes` after the start of `day` on the wall clock. A time in the hour
 * skipped in March moves forward an hour (02:30 → 03:30 CDT); one in the hour
 * repeated in November is the first of the two (luxon's rules).
 */
function atClock(day: DateTime, minutes: number): DateTime {
  const date = day.plus({ days: Math.floor(minutes / MINUTES_PER_DAY) });
  const m = minutes % MINUTES_PER_DAY;
  return date.set({ hour: Math.floor(m / 60), minute: m % 60 });
}

function until(end: DateTime, local: DateTime): string {
  // Within a day the clock is enough: "until 2am" after a late night.
  if (end.toMillis() - local.toMillis() < MINUTES_PER_DAY * 60_000) {
    return `until ${clockText(end.hour * 60 + end.minute)}`;
  }
  return `until ${DAY_NAMES[end.weekday % 7]} at ${clockText(end.hour * 60 + end.minute)}`;
}

function opensAt(start: DateTime, local: DateTime): string {
  const days = start.startOf("day").diff(local.startOf("day"), "days").days;
  const when =
    Math.round(days) === 0
      ? "today"
      : Math.round(days) === 1
        ? "tomorrow"
        : DAY_NAMES[start.weekday % 7];
  return `opens ${when} at ${clockText(start.hour * 60 + start.minute)}`;
}

/** "11am – 5pm"; the same open and close time is a full day. */
function spanText([open, close]: [number, number]): string {
  if (open % MINUTES_PER_DAY === close % MINUTES_PER_DAY) return "Open 24 hours";
  return `${clockText(open)} – ${clockText(close)}`;
}

/** Open and close minutes after midnight for a weekday, or null if closed or malformed. */
function daySpan(hours: WeeklyHours | null | undefined, weekday: number): [number, number] | null {
  const entry: unknown = hours?.[String(weekday) as keyof WeeklyHours];
  // The column is jsonb: do not trust its shape.
  if (!Array.isArray(entry) || entry.length !== 2) return null;
  const [open, close] = entry;
  if (typeof open !== "string" || typeof close !== "string") return null;
  const o = parseClock(open);
  const c = parseClock(close);
  return o === null || c === null ? null : [o, c];
}

/**
 * The days a venue opens, Sunday first, as open and close minutes after
 * midnight (a close at or before the open is after midnight; the same time
 * is around the clock). Malformed days are left out, as the page does.
 */
export function openingSpans(
  hours: WeeklyHours | null | undefined,
): { weekday: number; open: number; close: number }[] {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => {
    const span = daySpan(hours, weekday);
    return span ? [{ weekday, open: span[0], close: span[1] }] : [];
  });
}

function hasAnyHours(hours: WeeklyHours | null | undefined): boolean {
  return [0, 1, 2, 3, 4, 5, 6].some((d) => daySpan(hours, d) !== null);
}

/** "HH:MM" → minutes after midnight (0–1440; "24:00" is midnight ending the day). */
function parseClock(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** Like display.ts: "7pm", "10:30pm", "12pm"; midnight is spelled out. */
function clockText(minutes: number): string {
  const m = minutes % MINUTES_PER_DAY;
  if (m === 0) return "midnight";
  const hour24 = Math.floor(m / 60);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const min = m % 60 === 0 ? "" : `:${String(m % 60).padStart(2, "0")}`;
  return `${hour}${min}${hour24 < 12 ? "am" : "pm"}`;
}
