import { siteDayForDate } from "../dates/site-day.ts";
import type { Preset } from "../presets/index.ts";

// A guide as a listing (decision 057): its window is whole site days, its
// rules are the event_dates list's own parameters, so /calendar/{key}, the
// feeds and the guide's page all ask the one list the same question.

export interface GuideRulesLike {
  categories?: readonly string[];
  tags?: readonly string[];
  venue_ids?: readonly string[];
  city_ids?: readonly string[];
  venue_types?: readonly string[];
  is_free?: boolean;
  accessibility?: readonly string[];
}

export interface GuideLike extends GuideRulesLike {
  slug: string;
  title: string;
  first_day: string;
  last_day: string;
  kind?: string;
  stops?: readonly { venue_id: string }[];
}

/** A crawl without its own venue rule lists what is on at its stops (decision 060). */
function venueRule(guide: GuideLike): readonly string[] | undefined {
  if (guide.venue_ids?.length || guide.kind !== "crawl" || !guide.stops?.length)
    return guide.venue_ids;
  return [...new Set(guide.stops.map((s) => s.venue_id))];
}

/** The event_dates list parameters a guide's rules add (empty: every date in the window). */
export function guideParams(rules: GuideRulesLike): Record<string, string> {
  const q: Record<string, string> = {};
  const join = (v: readonly string[] | undefined) => (v?.length ? v.join(",") : null);
  const set = (name: string, v: string | null) => {
    if (v) q[name] = v;
  };
  set("tags", join(rules.tags));
  set("venue_id", join(rules.venue_ids));
  set("city_id", join(rules.city_ids));
  set("venue_type", join(rules.venue_types));
  set("accessibility", join(rules.accessibility));
  if (rules.is_free) q.is_free = "true";
  return q;
}

/** The listing a guide is, under `key` (its slug, or the preset key it answered to before). */
export function guidePreset(guide: GuideLike, key = guide.slug): Preset {
  return {
    key,
    title: guide.title,
    categories: guide.categories?.length ? guide.categories : null,
    type: null,
    canceled: "include",
    sort_by: "start",
    sort: "asc",
    window: { kind: "days", first: guide.first_day, last: guide.last_day },
    params: guideParams({ ...guide, venue_ids: venueRule(guide) }),
  } as Preset;
}

/** Whether `now` is inside the guide's window: 05:00 of its first day to 03:00 after its last. */
export function guideIsOpen(guide: Pick<GuideLike, "first_day" | "last_day">, now: Date) {
  return now >= siteDayForDate(guide.first_day).start && now < siteDayForDate(guide.last_day).end;
}
