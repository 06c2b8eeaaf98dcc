import { addDays, siteDateOf, siteDayForDate } from "../dates/site-day.ts";
import { PRESETS, type Preset } from "../presets/index.ts";
import { CATEGORY_LABELS } from "./cards.ts";

// "For a person" listings (issue 29, decision 052): the dates of one
// visitor's saved events and of what they follow, each with why it is there.

/** Why a date is on a visitor's own list: a save, or a follow that matched. */
export interface PersonalReason {
  kind: "saved" | "venue" | "city" | "category" | "tag";
  /** The followed venue's or city's id, the category key or the tag; null for a save. */
  target: string | null;
  /** What a person reads: the venue's or city's name, the category's label, the tag. */
  name: string;
}

/** Which of a visitor's things a personal list holds. */
export interface PersonalScope {
  userId: string;
  includeSaves: boolean;
  includeFollows: boolean;
}

/** What one visitor saved and follows, as a listing reads it (the calendar repo's PersonalSet). */
export interface PersonalValues {
  saved: readonly string[];
  venues: readonly string[];
  cities: readonly string[];
  categories: readonly string[];
  tags: readonly string[];
}

/** What of a listed date the reasons are read from. */
export interface ReasonSource {
  eventId: string;
  category: string;
  tags: readonly string[];
  venue: { id?: string; name: string; cityId: string | null; cityName: string | null } | null;
}

/**
 * Why a date is on a visitor's list, from their set and the date itself:
 * a save, and each follow it matches. Worked out here rather than beside
 * the row in SQL, where five subqueries per row were most of the
 * statement's planning and running time. Categories carry their key as
 * the name; presentReasons gives them their label.
 */
export function reasonsFor(set: PersonalValues, d: ReasonSource): PersonalReason[] {
  const out: PersonalReason[] = [];
  if (set.saved.includes(d.eventId)) out.push({ kind: "saved", target: null, name: "Saved" });
  const v = d.venue;
  if (v?.id && set.venues.includes(v.id)) out.push({ kind: "venue", target: v.id, name: v.name });
  if (v?.cityId && set.cities.includes(v.cityId))
    out.push({ kind: "city", target: v.cityId, name: v.cityName ?? "" });
  if (set.categories.includes(d.category))
    out.push({ kind: "category", target: d.category, name: d.category });
  for (const tag of d.tags)
    if (set.tags.includes(tag)) out.push({ kind: "tag", target: tag, name: tag });
  return out;
}

/** The display name of a followed category key ("artist_talk" → "Artist Talk"). */
export const categoryFollowName = (key: string) => CATEGORY_LABELS[key] ?? key;

/** "Saved" or "Because you follow Walker Art Center" (a tag reads "#sculpture"). */
export function reasonWords(r: PersonalReason): string {
  if (r.kind === "saved") return "Saved";
  return `Because you follow ${r.kind === "tag" ? `#${r.name}` : r.name}`;
}

/** The reasons in the order a card shows them: a save first, then the most specific follow. */
const ORDER: PersonalReason["kind"][] = ["saved", "venue", "city", "category", "tag"];
export function sortReasons(reasons: readonly PersonalReason[]): PersonalReason[] {
  return [...reasons].sort(
    (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.name.localeCompare(b.name),
  );
}

/**
 * /for-you's listing: Upcoming's window, filters and paging, but with every
 * kind of date one can follow or save (exhibitions and classes too; not a
 * venue's open hours), shown as Upcoming shows them (timed dates by day,
 * runs "On view").
 */
export const FOR_YOU_PRESET: Preset = {
  ...PRESETS.upcoming,
  title: "For you",
  categories: ["reception", "ongoing", "performance", "class", "artist_talk", "sale"],
  type: null,
};

/** Days of the past and the future a personal calendar feed holds, and its most dates. */
export const PERSONAL_FEED_DAYS_BACK = 30;
export const PERSONAL_FEED_DAYS_AHEAD = 365;
export const PERSONAL_FEED_MAX_DATES = 500;

/**
 * The instants a personal calendar feed covers at `now`: from the start of
 * the site day 30 days before today's (a date that ended in it stays, so a
 * calendar app keeps last month's visits) to the end of the site day a year
 * after today's. Whole site days, so the window moves once a day (05:00
 * Chicago), not every request: the feed's ETag stays put in between.
 */
export function personalFeedWindow(now: Date): { from: Date; to: Date } {
  const today = siteDateOf(now);
  return {
    from: siteDayForDate(addDays(today, -PERSONAL_FEED_DAYS_BACK)).start,
    to: siteDayForDate(addDays(today, PERSONAL_FEED_DAYS_AHEAD)).end,
  };
}

/** "A", "A and B", "A, B and 2 more". */
function listWords(names: string[], most = 2): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  const shown = names.slice(0, most);
  return `${shown.join(", ")} and ${names.length - most} more`;
}

/**
 * The line a card shows on /for-you: "Saved", "Because you follow Walker
 * Art Center", or both ("Saved · Because you follow #sculpture"); null
 * without reasons.
 */
export function reasonLine(reasons: readonly PersonalReason[]): string | null {
  const sorted = sortReasons(reasons);
  const saved = sorted.some((r) => r.kind === "saved");
  const names = [
    ...new Set(
      sorted
        .filter((r) => r.kind !== "saved")
        .map((r) => (r.kind === "tag" ? `#${r.name}` : r.name)),
    ),
  ];
  const follow = names.length ? `Because you follow ${listWords(names)}` : null;
  const line = [saved ? "Saved" : null, follow].filter((w) => w !== null).join(" · ");
  return line || null;
}
