import { formatEventDate } from "../../core/dates/display.ts";
import { notOverAt } from "../../core/dates/runs.ts";
import {
  type EmbedOptions,
  type EmbedTarget,
  embedTargetOf,
  embedUrl,
  iframeSnippet,
  sitePathOf,
} from "../../core/embed/options.ts";
import type { EmbedItem, EmbedModel } from "../../core/embed/render.ts";
import { notFound, validationError } from "../../core/errors.ts";
import {
  type CardEventDate,
  type CardImage,
  dateLabel,
  onePerEvent,
  venueDisplayName,
} from "../../core/listing/cards.ts";
import { parseListingFilters } from "../../core/listing/filters.ts";
import type { CalendarService } from "../api/calendar/service.ts";
import type { DiscoverService } from "../api/discover/service.ts";
import type { FilesService } from "../api/files/service.ts";
import type { GuidesService } from "../api/guides/service.ts";
import type { PlacesService } from "../api/places/service.ts";
import type { createSiteService } from "../api/site/service.ts";
import type { Clock } from "../lib/clock.ts";
import { anonymous } from "../lib/policy.ts";

// The embeddable calendar's use cases (decision 064): what a venue's, a
// city's, a guide's, an event's or a listing's embed shows, read as an
// anonymous visitor through the same services as the pages, and the oEmbed
// answer for a page of ours.

type Query = Record<string, string>;

/** The iframe oEmbed offers unless the consumer asks for less. */
export const OEMBED_WIDTH = 480;
export const OEMBED_HEIGHT = 520;

export function createEmbedService(deps: {
  calendar: CalendarService;
  discover: Pick<DiscoverService, "listingQuery" | "strictListingQuery">;
  places: PlacesService;
  files: FilesService;
  guides: Pick<GuidesService, "page">;
  site: ReturnType<typeof createSiteService>;
  clock: Clock;
  /** PUBLIC_URL's origin: oEmbed takes its URLs as ours too. */
  publicOrigin: string;
}) {
  const { calendar, discover, places, files, guides, site, clock } = deps;
  const origin = () => site.canonicalOrigin();
  const siteName = () => site.info().site_name;

  const abs = (url: string) => new URL(url, origin()).href;
  const picture = (image: CardImage | null | undefined, alt: string) => {
    const v = image?.versions.THUMB ?? image?.versions.CARD_SMALL;
    return v ? { url: abs(v.url), alt: image?.alt_text || alt } : null;
  };

  /** A card as an embed row: when, what, where. */
  function cardItem(d: CardEventDate, now: Date, showVenue = true): EmbedItem {
    const venue = d.venue
      ? `${venueDisplayName(d.venue)}${d.venue.city ? `, ${d.venue.city.name}` : ""}`
      : null;
    return {
      title: d.event.name,
      url: abs(`/events/${encodeURIComponent(d.event.slug)}`),
      when: formatEventDate({ start: new Date(d.start), end: new Date(d.end) }, now),
      detail: [dateLabel(d), showVenue ? venue : null].filter(Boolean).join(" · ") || null,
      canceled: d.is_canceled,
      image: picture(d.image, d.event.name),
    };
  }

  /** Dates not yet over, soonest first, one row per event, `limit` of them (and whether more are listed). */
  async function coming(scope: Query, limit: number, now: Date) {
    // A few more than asked: an event with several dates keeps only its first.
    const list = await calendar.listDateCards(anonymous, {
      ...scope,
      end: `gte:${now.toISOString()}`,
      sort_by: "start",
      sort: "asc",
      page_size: String(Math.min(100, limit * 3)),
    });
    const rows = onePerEvent(list.results);
    return { rows: rows.slice(0, limit), more: list.more || rows.length > limit };
  }

  const base = (target: EmbedTarget) => ({
    kind: target.kind,
    pageUrl: abs(sitePathOf(target)),
    siteName: siteName(),
    siteUrl: origin(),
  });

  async function venue(target: EmbedTarget, o: EmbedOptions, now: Date): Promise<EmbedModel> {
    const v = await places.getVenue("slug", target.key);
    const found = await coming({ venue_id: v.id }, o.limit, now);
    return {
      ...base(target),
      heading: `Events at ${v.name}`,
      items: found.rows.map((d) => cardItem(d, now, false)),
      more: found.more,
      empty: `Nothing is listed at ${v.name} right now.`,
      resource: { id: v.id, type: "venue", name: v.name },
    };
  }

  async function city(target: EmbedTarget, o: EmbedOptions, now: Date): Promise<EmbedModel> {
    const c = await places.getCity("slug", target.key);
    const found = await coming({ city_id: c.id, is_canceled: "false" }, o.limit, now);
    return {
      ...base(target),
      heading: `Art in ${c.name}`,
      items: found.rows.map((d) => cardItem(d, now)),
      more: found.more,
      empty: `Nothing is listed in ${c.name} right now.`,
      resource: { id: c.id, type: "city", name: c.name },
    };
  }

  /** A guide: its picks still to come first, then what its rules list (decision 057). */
  async function guide(target: EmbedTarget, o: EmbedOptions, now: Date): Promise<EmbedModel> {
    const { guide: g, preset, picks } = await guides.page(target.key);
    const none = parseListingFilters(new URLSearchParams());
    const { q } = await discover.listingQuery(preset, none, now);
    const listed = g.picks_only
      ? { results: [], more: false }
      : await calendar.listDateCards(anonymous, {
          ...q,
          page: "0",
          page_size: String(Math.min(100, o.limit * 3)),
        });
    const picked = picks.map((p) => p.card).filter((c) => notOverAt(c, now));
    const rows = onePerEvent([...picked, ...listed.results.filter((r) => notOverAt(r, now))]);
    return {
      ...base(target),
      heading: g.title,
      items: rows.slice(0, o.limit).map((d) => cardItem(d, now)),
      more: listed.more || rows.length > o.limit,
      empty: "Nothing in this guide is still to come.",
      resource: { id: g.id, type: "guide", name: g.title },
    };
  }

  /** An event's dates still to come (canceled ones marked), each with its venue. */
  async function event(target: EmbedTarget, o: EmbedOptions, now: Date): Promise<EmbedModel> {
    const e = await calendar.get(anonymous, "slug", target.key);
    const images = e.primary_image_id ? await files.imagesFor([e.primary_image_id]) : null;
    const image = images?.get(e.primary_image_id ?? "") ?? null;
    const dates = e.event_dates.filter((d) => notOverAt(d, now));
    const items = dates.slice(0, o.limit).map((d) =>
      cardItem(
        {
          ...d,
          event: { id: e.id, name: e.name, slug: e.slug, featured: false },
          image,
          venue: d.venue ?? null,
        } as CardEventDate,
        now,
      ),
    );
    return {
      ...base(target),
      heading: e.name,
      // Each row is a date of this one event: say what and where, not the name again.
      items: items.map((i) => ({ ...i, title: i.detail ?? i.title, detail: null })),
      more: dates.length > o.limit,
      empty: "This event has no dates still to come.",
      resource: { id: e.id, type: "event", name: e.name },
    };
  }

  /** A listing with its own filters (`/calendar/weekend?category=sale`): a bad filter is a 400, as in feeds. */
  async function listing(
    target: EmbedTarget,
    o: EmbedOptions,
    now: Date,
    params: URLSearchParams,
  ): Promise<EmbedModel> {
    const filters = parseListingFilters(params);
    const { preset, q } = await discover.strictListingQuery(target.key, filters, now);
    const list = await calendar.listDateCards(anonymous, {
      ...q,
      page: "0",
      page_size: String(Math.min(100, o.limit * 3)),
    });
    const rows = onePerEvent(list.results);
    const search = params.toString();
    return {
      ...base(target),
      pageUrl: `${abs(sitePathOf(target))}${search ? `?${search}` : ""}`,
      heading: preset.title,
      items: rows.slice(0, o.limit).map((d) => cardItem(d, now)),
      more: list.more || rows.length > o.limit,
      empty: "Nothing is listed here right now.",
      resource: null,
    };
  }

  /** The listing filters a `/calendar` embed passes on (the embed's own options are not filters). */
  function listingParams(params: URLSearchParams): URLSearchParams {
    const kept = new URLSearchParams();
    for (const [k, v] of params)
      if (!["theme", "limit", "track", "format"].includes(k)) kept.append(k, v);
    return kept;
  }

  return {
    /** What the embed of `target` shows, with `params` (its options and, for listings, filters). */
    async model(target: EmbedTarget, options: EmbedOptions, params: URLSearchParams) {
      const now = clock.now();
      switch (target.kind) {
        case "venue":
          return venue(target, options, now);
        case "city":
          return city(target, options, now);
        case "guide":
          return guide(target, options, now);
        case "event":
          return event(target, options, now);
        case "calendar":
          return listing(target, options, now, listingParams(params));
      }
    },

    /**
     * GET /oembed (oembed.com, "rich"): the iframe for a page of ours. The
     * URL must be on our origin (canonical or public) and name something we
     * have; `maxwidth`/`maxheight` bound the frame.
     */
    async oembed(input: { url: string | null; maxwidth: string | null; maxheight: string | null }) {
      const problems: { field: string; message: string }[] = [];
      const bound = (field: string, raw: string | null) => {
        if (raw === null || raw === "") return null;
        if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) {
          problems.push({ field, message: "Use a whole number of pixels, 1 or more." });
          return null;
        }
        return Number(raw);
      };
      const maxwidth = bound("maxwidth", input.maxwidth);
      const maxheight = bound("maxheight", input.maxheight);
      let url: URL | null = null;
      if (!input.url) problems.push({ field: "url", message: "Give the address of a page." });
      else {
        try {
          url = new URL(input.url);
        } catch {
          problems.push({ field: "url", message: "Give a whole address, with https://." });
        }
      }
      if (problems.length || !url) throw validationError(problems);
      const ours = new Set([origin(), deps.publicOrigin]);
      const target = ours.has(url.origin) ? embedTargetOf(url.pathname) : null;
      if (!target) throw notFound("A page of ours at that address");
      const params = new URLSearchParams(url.search);
      // Its title, and a 404 for a page that does not exist.
      const model = await this.model(target, { theme: "auto", limit: 1, track: false }, params);
      const width = Math.min(OEMBED_WIDTH, maxwidth ?? OEMBED_WIDTH);
      const height = Math.min(OEMBED_HEIGHT, maxheight ?? OEMBED_HEIGHT);
      const search = target.kind === "calendar" ? listingParams(params).toString() : "";
      const src = embedUrl(origin(), `${sitePathOf(target)}${search ? `?${search}` : ""}`);
      return {
        version: "1.0",
        type: "rich",
        title: model.heading,
        provider_name: siteName(),
        provider_url: `${origin()}/`,
        cache_age: 3600,
        html: iframeSnippet(src, `${model.heading} · ${siteName()}`, { width, height }),
        width,
        height,
      };
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
