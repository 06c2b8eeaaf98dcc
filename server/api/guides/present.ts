import type { Guide } from "../../../core/schemas/api/guides.ts";
import type { GuideRow } from "./repo.ts";

/** A guide as the API and the back office have it; picks and stops name their records by id and slug. */
export function presentGuide(
  g: GuideRow,
  slugs: { events: Map<string, string>; venues: Map<string, string> } = {
    events: new Map(),
    venues: new Map(),
  },
): Guide {
  return {
    id: g.id,
    slug: g.slug,
    legacy_key: g.legacyKey,
    title: g.title,
    summary: g.summary,
    intro: g.intro,
    first_day: g.firstDay,
    last_day: g.lastDay,
    hero_image_id: g.heroImageId,
    kind: g.kind as "list" | "crawl",
    categories: g.rules.categories ?? [],
    tags: g.rules.tags ?? [],
    venue_ids: g.rules.venue_ids ?? [],
    /** The venue rule as the form shows it: each venue by id and slug. */
    venues: (g.rules.venue_ids ?? []).map((id) => ({
      venue_id: id,
      venue_slug: slugs.venues.get(id) ?? null,
    })),
    city_ids: g.rules.city_ids ?? [],
    venue_types: g.rules.venue_types ?? [],
    is_free: g.rules.is_free ?? false,
    accessibility: g.rules.accessibility ?? [],
    picks: g.picks.map((p) => ({
      event_id: p.event_id,
      event_slug: slugs.events.get(p.event_id) ?? null,
      note: p.note ?? null,
    })),
    stops: g.stops.map((s) => ({
      venue_id: s.venue_id,
      venue_slug: slugs.venues.get(s.venue_id) ?? null,
      day: s.day ?? null,
      opens: s.opens ?? null,
      closes: s.closes ?? null,
      note: s.note ?? null,
    })),
    picks_only: g.picksOnly,
    is_published: g.isPublished,
    permalink: `/guides/${g.slug}`,
    created_date: g.createdDate.toISOString(),
    modified_date: g.modifiedDate.toISOString(),
    version: g.version,
  };
}

export type PresentedGuide = ReturnType<typeof presentGuide>;
