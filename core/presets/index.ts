import { DateTime } from "luxon";
import { addDays, siteDayForDate, siteDayOf, startOfSiteDay } from "../dates/site-day.ts";
import { DEFAULT_SORT_SENTINEL } from "../list-constants.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";

// The named event listings (spec §2, §9; DOMAIN.md "Time rules") as data,
// and the one function that turns a preset and a clock into the query the
// event_dates list endpoint receives (spec §7).
//
// How windows match event dates. The server compares one field per
// parameter (`start=gte:X` → event_date.start ≥ X, `end=lte:X` → end ≤ X…).
// - "upcoming": end ≥ now, so a reception that ended at 22:00 is gone at
//   22:00, not when the site day ends (decision 030); the site day still
//   names the day it is listed under.
// - "now": start ≤ now and end ≥ now.
// - every bounded window (weekend, week, fixed days): overlap, i.e.
//   start ≤ window end and end ≥ window start, so a run that began before
//   the window and is still on during it is included.
// Fixed days are whole site days: 05:00 of the first day to 03:00 after the
// last. Runs stored from or to local midnight count by the site days they
// cover (core/dates/runs.ts): the server compares a run opening Monday as if
// it started Monday 05:00, so a window ending Monday 03:00 leaves it out,
// while an event starting at 1am in the tail stays in.
//
// The exhibition presets (issue 31, decision 058) ask more of one field than
// overlap does, with two conditions on it (`start=gte:A,lte:B`):
// - "opening": runs whose start falls in the site days today..today+N−1.
// - "closing": runs on now (as "now") whose end falls in today..today+N−1.
// - "tonight": dates starting in today's site day that have not ended.

/** Event date categories (DOMAIN.md "Calendar"). */
export type PresetCategory =
  | "reception"
  | "ongoing"
  | "performance"
  | "class"
  | "artist_talk"
  | "sale"
  | "hours";

export type PresetWindowRule =
  | { kind: "none" }
  | { kind: "upcoming" }
  | { kind: "now" }
  | { kind: "weekend" }
  | { kind: "week" }
  /** Inclusive local dates, YYYY-MM-DD. */
  | { kind: "days"; first: string; last: string }
  /** Starting in the next `days` site days, today included. */
  | { kind: "opening"; days: number }
  /** On now and ending in the next `days` site days, today included. */
  | { kind: "closing"; days: number }
  | { kind: "tonight" };

export interface Preset {
  /** A PresetKey, or a guide's key (core/guides/rules.ts). */
  key: string;
  title: string;
  /** null: every category (no `category` parameter). */
  categories: readonly PresetCategory[] | null;
  /** null: any type. */
  type: "timed" | "reoccurring" | null;
  canceled: "exclude" | "include";
  window: PresetWindowRule;
  sort_by: "start" | "end";
  sort: "asc" | "desc";
  /** Fixed parameters of its own (a guide's rules: tags, venues, cities, facets). */
  params?: Readonly<Record<string, string>>;
}

export const PRESET_KEYS = [
  "all",
  "upcoming",
  "now_showing",
  "weekend",
  "week",
  "classes",
  "opening_this_week",
  "closing_soon",
  "receptions_tonight",
] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

/** Event list page size for presets (spec §9). */
export const PRESET_PAGE_SIZE = 100;

// The spec only says "canceled events excluded" for upcoming; classes are
// "upcoming" too and take the same filters. Other listings keep canceled
// dates so cards can mark them canceled.
const UPCOMING_CATEGORIES = ["reception", "performance", "artist_talk", "sale", "ongoing"] as const;

const base = {
  categories: null,
  type: null,
  canceled: "include",
  sort_by: "start",
  sort: "asc",
} as const;

export const PRESETS: { readonly [K in PresetKey]: Preset & { key: K } } = {
  // Newest first: with no window, oldest first would open on years-old events.
  all: { ...base, key: "all", title: "All Events", window: { kind: "none" }, sort: "desc" },
  upcoming: {
    ...base,
    key: "upcoming",
    title: "Upcoming Events",
    // As the spec has it. Note ongoing dates are type "reoccurring", so with
    // type=timed the server returns no ongoing rows.
    categories: UPCOMING_CATEGORIES,
    type: "timed",
    canceled: "exclude",
    window: { kind: "upcoming" },
  },
  now_showing: {
    ...base,
    key: "now_showing",
    title: "Now Showing",
    categories: ["ongoing"],
    window: { kind: "now" },
    // Closing soonest first.
    sort_by: "end",
  },
  weekend: { ...base, key: "weekend", title: "This Weekend", window: { kind: "weekend" } },
  week: { ...base, key: "week", title: "This Week", window: { kind: "week" } },
  classes: {
    ...base,
    key: "classes",
    title: "Classes & Workshops",
    categories: ["class"],
    type: "timed",
    canceled: "exclude",
    window: { kind: "upcoming" },
  },
  // The exhibition presets (decision 058). Canceled dates are left out:
  // these are lists of what to go to.
  opening_this_week: {
    ...base,
    key: "opening_this_week",
    title: "Opening This Week",
    categories: ["ongoing"],
    canceled: "exclude",
    window: { kind: "opening", days: 7 },
  },
  closing_soon: {
    ...base,
    key: "closing_soon",
    title: "Closing Soon",
    categories: ["ongoing"],
    canceled: "exclude",
    window: { kind: "closing", days: 14 },
    sort_by: "end",
  },
  receptions_tonight: {
    ...base,
    key: "receptions_tonight",
    title: "Receptions Tonight",
    categories: ["reception"],
    canceled: "exclude",
    window: { kind: "tonight" },
  },
};

export function isPresetKey(key: string): key is PresetKey {
  return Object.hasOwn(PRESETS, key);
}

/** The preset for a URL segment, or undefined for an unknown key. */
export function presetByKey(key: string): Preset | undefined {
  return isPresetKey(key) ? PRESETS[key] : undefined;
}

/**
 * The instants a preset covers at `now`; null where it is open. For
 * "opening" and "tonight" the instants a date's start falls between; for
 * "closing" from now to the last instant an end may fall on.
 */
export interface PresetWindow {
  start: Date | null;
  end: Date | null;
}

export function presetWindow(preset: Preset, now: Date): PresetWindow {
  const rule = preset.window;
  switch (rule.kind) {
    case "none":
      return { start: null, end: null };
    case "upcoming":
      return { start: now, end: null };
    case "now": {
      // 03:00–05:00 counts to the coming site day: the runs on are its runs.
      const at = later(now, startOfSiteDay(now));
      return { start: at, end: at };
    }
    case "weekend":
      return weekendWindow(now);
    case "week": {
      const today = siteDayOf(now);
      return { start: today.start, end: siteDayForDate(addDays(today.date, 6)).end };
    }
    case "days":
      return { start: siteDayForDate(rule.first).start, end: siteDayForDate(rule.last).end };
    case "opening": {
      const today = siteDayOf(now);
      return { start: today.start, end: siteDayForDate(addDays(today.date, rule.days - 1)).end };
    }
    case "closing": {
      const today = siteDayOf(now);
      const at = later(now, today.start);
      return { start: at, end: siteDayForDate(addDays(today.date, rule.days - 1)).end };
    }
    case "tonight": {
      const today = siteDayOf(now);
      return { start: today.start, end: today.end };
    }
  }
}

/**
 * Thursday 05:00 to Monday 03:00: the site days Thursday to Sunday. From
 * Thursday's site day through Sunday's (which runs to Monday 03:00) it is
 * this weekend, starting now; from Monday 03:00 on, the coming one.
 */
function weekendWindow(now: Date): PresetWindow {
  const today = siteDayOf(now);
  const weekday = DateTime.fromISO(today.date, { zone: DEFAULT_TIMEZONE }).weekday; // 1 Mon … 7 Sun
  // Monday–Wednesday look ahead to Thursday, Thursday–Sunday back to it.
  const thursday = addDays(today.date, 4 - weekday);
  const start = siteDayForDate(thursday).start;
  const end = siteDayForDate(addDays(thursday, 3)).end;
  return { start: later(start, now), end };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

export interface PresetFilterExtra {
  tags?: readonly string[] | null;
  venue_id?: string | null;
  /** "asc" | "desc"; empty or "xxDefaultxx" keeps the preset's. */
  sort?: string | null;
  /** Empty or "xxDefaultxx" keeps the preset's. */
  sort_by?: string | null;
}

/**
 * The query parameters of GET /api/v5/calendar/event_dates/list for a
 * preset at `now` (spec §7): category, type, is_canceled, start, end,
 * page_size, sort_by, sort, tags, venue_id. Instants are UTC ISO strings.
 */
export function presetFilter(
  preset: Preset,
  now: Date,
  extra: PresetFilterExtra = {},
): Record<string, string> {
  const q: Record<string, string> = {};
  if (preset.categories) q.category = preset.categories.join(",");
  if (preset.type) q.type = preset.type;
  if (preset.canceled === "exclude") q.is_canceled = "false";

  Object.assign(q, windowParams(preset.window, presetWindow(preset, now), now));

  q.page_size = String(PRESET_PAGE_SIZE);
  q.sort_by = override(extra.sort_by) ?? preset.sort_by;
  q.sort = override(extra.sort) ?? preset.sort;
  if (preset.params) Object.assign(q, preset.params);

  const tags = (extra.tags ?? []).map((t) => t.trim()).filter(Boolean);
  if (tags.length > 0) q.tags = tags.join(",");
  const venue = extra.venue_id?.trim();
  if (venue) q.venue_id = venue;
  return q;
}

/** The `start` and `end` parameters of a window (see the top of this file). */
function windowParams(rule: PresetWindowRule, w: PresetWindow, now: Date): Record<string, string> {
  const iso = (d: Date | null) => d?.toISOString();
  switch (rule.kind) {
    case "opening":
      return { start: `gte:${iso(w.start)},lte:${iso(w.end)}` };
    case "closing":
      return { start: `lte:${iso(w.start)}`, end: `gte:${iso(w.start)},lte:${iso(w.end)}` };
    case "tonight":
      return { start: `gte:${iso(w.start)},lte:${iso(w.end)}`, end: `gte:${now.toISOString()}` };
    default: {
      // Every other window: a date matches when it overlaps it. An open end adds no parameter.
      const q: Record<string, string> = {};
      if (w.end) q.start = `lte:${iso(w.end)}`;
      if (w.start) q.end = `gte:${iso(w.start)}`;
      return q;
    }
  }
}

function override(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && v !== DEFAULT_SORT_SENTINEL ? v : undefined;
}
