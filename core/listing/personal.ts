import { addDays, siteDateOf, siteDayForDate } from "../dates/site-day.ts";
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

/** Days of the past and the future a personal calendar feed holds, and its most dates. */
export const PERSONAL_FEED_DAYS_BACK = 30;
export const PERSONAL_FEED_DAYS_AHEAD = 365;
export const PERSONAL_FEED_MAX_DATES = 1000;

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
