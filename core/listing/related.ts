import { notOverAt, siteInstant } from "../dates/runs.ts";
import { type SiteDay, siteDayOf } from "../dates/site-day.ts";
import type { CardEventDate } from "./cards.ts";

// What an event page shows after the event (issue 26 item 4): more at the
// same venue, more sharing its tags, and what else is on nearby the same
// site day. The repo reads a few candidates per section in one statement;
// these rules pick and order the cards shown.

/** Cards per section: a short row, four across on a desktop. */
export const RELATED_PER_SECTION = 4;
/** Candidates the repo reads per section, so dropping repeats still leaves a full row. */
export const RELATED_CANDIDATES = 8;
/** Dates sharing a tag that "more like this" ranks: the soonest to end (related-repo.ts says why). */
export const RELATED_LIKE_SAMPLE = 100;
/**
 * "Nearby": about a 15-minute drive or a long walk across the Twin Cities
 * cores. Downtown Minneapolis to Northeast or Uptown is 3–4 km; the two
 * downtowns are 15 km apart, which is not "nearby".
 */
export const NEARBY_KM = 5;

export type RelatedKind = "venue" | "like" | "nearby";

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** One candidate row: a card, which section read it, and what its ranking needs. */
export interface RelatedCandidate {
  kind: RelatedKind;
  card: CardEventDate;
  /** Tags it shares with the event ("like" rows). */
  shared: number;
  /** Its venue's position ("nearby" rows). */
  geo: GeoPoint | null;
}

/** What the repo is asked for (server/api/calendar/related-repo.ts). */
export interface RelatedQuery {
  eventId: string;
  now: Date;
  /** The event's main venue: its other events, and "nearby" leaves it out. */
  venueId: string | null;
  tags: string[];
  /** The rest of the site day "nearby" looks at, with the box to look in. */
  nearby: {
    from: Date;
    to: Date;
    box: { minLat: number; maxLat: number; minLon: number; maxLon: number };
  } | null;
  limit: number;
}

export interface RelatedLists {
  venue: CardEventDate[];
  like: CardEventDate[];
  nearby: CardEventDate[];
}

type Dated = { category: string; start: string | Date; end: string | Date; is_canceled: boolean };

/**
 * The site day "nearby the same day" looks at: the day the event's next
 * date falls on, or today when a date is on now (an exhibition in its
 * run). A date is read by its site instants, so a run opening at midnight
 * Monday starts with Monday's site day and a reception at 00:30 Saturday
 * belongs to Friday's. Null when nothing is still to come.
 */
export function relatedDay(dates: readonly Dated[], now: Date): SiteDay | null {
  const coming = dates
    .filter((d) => !d.is_canceled && notOverAt(d, now))
    .map((d) => siteInstant(d, "start"))
    .sort((a, b) => a.getTime() - b.getTime());
  const first = coming[0];
  if (!first) return null;
  return siteDayOf(first.getTime() <= now.getTime() ? now : first);
}

/** The stretch of a site day still ahead at `now`: from its start or now, whichever is later. */
export function dayWindow(day: SiteDay, now: Date): { from: Date; to: Date } {
  return { from: new Date(Math.max(day.start.getTime(), now.getTime())), to: day.end };
}

/** Whether a date is on at some point of the window, by its site instants. */
export function onDuring(d: Dated, w: { from: Date; to: Date }): boolean {
  return (
    siteInstant(d, "start").getTime() <= w.to.getTime() &&
    siteInstant(d, "end").getTime() >= w.from.getTime()
  );
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box holding every point within `km` of `at`: what the query filters by. */
export function boxAround(at: GeoPoint, km: number) {
  const dLat = km / 111.2;
  const dLon = km / (111.2 * Math.max(0.01, Math.cos((at.lat * Math.PI) / 180)));
  return {
    minLat: at.lat - dLat,
    maxLat: at.lat + dLat,
    minLon: at.lon - dLon,
    maxLon: at.lon + dLon,
  };
}

/**
 * The query for an event's related candidates, with the day and the point
 * "nearby" is measured from: no nearby part without both.
 */
export function relatedQuery(
  event: { id: string; tags: string[]; event_dates: readonly Dated[] },
  venue: { id: string; geo: GeoPoint | null } | null,
  now: Date,
): { query: RelatedQuery; day: SiteDay | null; origin: GeoPoint | null } {
  const day = relatedDay(event.event_dates, now);
  const origin = venue?.geo ?? null;
  return {
    day,
    origin,
    query: {
      eventId: event.id,
      now,
      venueId: venue?.id ?? null,
      tags: event.tags,
      nearby: day && origin ? { ...dayWindow(day, now), box: boxAround(origin, NEARBY_KM) } : null,
      limit: RELATED_CANDIDATES,
    },
  };
}

/**
 * The three lists from the candidates: never the event itself, a canceled
 * or ended date, or an event twice (the first section to have it keeps
 * it: venue, then like, then nearby); each at most RELATED_PER_SECTION.
 * - venue: soonest first.
 * - like: most shared tags first, then soonest.
 * - nearby: on during the rest of `day`, within NEARBY_KM of `origin`;
 *   dated events (receptions, talks) before runs, then nearest, then soonest.
 */
export function pickRelated(
  candidates: readonly RelatedCandidate[],
  at: { eventId: string; now: Date; day: SiteDay | null; origin: GeoPoint | null },
): RelatedLists {
  const { eventId, now, day, origin } = at;
  const soonest = (a: RelatedCandidate, b: RelatedCandidate) =>
    siteInstant(a.card, "start").getTime() - siteInstant(b.card, "start").getTime() ||
    a.card.id.localeCompare(b.card.id);
  const live = candidates.filter(
    (c) => c.card.event.id !== eventId && !c.card.is_canceled && notOverAt(c.card, now),
  );
  const of = (kind: RelatedKind) => live.filter((c) => c.kind === kind);
  const km = (c: RelatedCandidate) => (origin && c.geo ? distanceKm(origin, c.geo) : Infinity);

  const window = day ? dayWindow(day, now) : null;
  const ranked: Record<RelatedKind, RelatedCandidate[]> = {
    venue: of("venue").sort(soonest),
    like: of("like")
      .filter((c) => c.shared > 0)
      .sort((a, b) => b.shared - a.shared || soonest(a, b)),
    nearby: window
      ? of("nearby")
          .filter((c) => km(c) <= NEARBY_KM && onDuring(c.card, window))
          .sort(
            (a, b) =>
              Number(b.card.type === "timed") - Number(a.card.type === "timed") ||
              km(a) - km(b) ||
              soonest(a, b),
          )
      : [],
  };
  const shown = new Set<string>();
  const take = (kind: RelatedKind) => {
    const out: CardEventDate[] = [];
    for (const c of ranked[kind]) {
      if (out.length === RELATED_PER_SECTION) break;
      if (shown.has(c.card.event.id)) continue;
      shown.add(c.card.event.id);
      out.push(c.card);
    }
    return out;
  };
  return { venue: take("venue"), like: take("like"), nearby: take("nearby") };
}
