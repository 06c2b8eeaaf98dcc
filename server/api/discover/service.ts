import { isAccessFeature } from "../../../core/calendar/access.ts";
import { notOverAt, siteInstant } from "../../../core/dates/runs.ts";
import { siteDayOf } from "../../../core/dates/site-day.ts";
import { ApiError, notFound, validationError } from "../../../core/errors.ts";
import { type CardEventDate, cardImage, onePerEvent, toCard } from "../../../core/listing/cards.ts";
import { receptionsByEvent } from "../../../core/listing/exhibition-notes.ts";
import { type ListingFilters, parseListingFilters } from "../../../core/listing/filters.ts";
import type { PersonalScope } from "../../../core/listing/personal.ts";
import { pickRelated, relatedQuery } from "../../../core/listing/related.ts";
import { describePresetWindow } from "../../../core/presets/describe.ts";
import {
  PRESET_KEYS,
  PRESET_PAGE_SIZE,
  PRESETS,
  type Preset,
  presetByKey,
  presetFilter,
  presetWindow,
} from "../../../core/presets/index.ts";
import { EVENT_CATEGORIES } from "../../../core/schemas/calendar.ts";
import { eventPageImage } from "../../../core/seo/event.ts";
import { VENUE_PAGE_SIZE, type VenueFilters } from "../../../core/venues/filters.ts";
import { isKnownVenueType } from "../../../core/venues/types.ts";
import { listEnvelope, parseListParams } from "../../lib/list-params.ts";
import { noteShownDates } from "../../lib/page-cache/clock-changes.ts";
import { anonymous } from "../../lib/policy.ts";
import type { FirstCardsOptions } from "../calendar/first-cards.ts";
import type { CalendarService } from "../calendar/service.ts";
import { presentImage } from "../files/present.ts";
import type { FilesService } from "../files/service.ts";
import type { GuidesService } from "../guides/service.ts";
import { presentVenue } from "../places/present.ts";
import type { PlacesService } from "../places/service.ts";

// Use cases of the public pages (home, listings, event, venue and city pages,
// search). They compose the calendar and places services as an anonymous
// visitor, so a page shows exactly what the v5 API shows the public.

type Query = Record<string, string>;

/** Cards per home list, and in the weekend teaser. */
const HOME_CARDS = 8;
const WEEKEND_CARDS = 4;
/** Featured events read per list: home shows three, and a canceled first date drops one. */
const FEATURED_READ = 6;
/** Cards in each of home's exhibition blocks (decision 058). */
const EXHIBITION_CARDS = 4;

export function createDiscoverService(deps: {
  calendar: CalendarService;
  places: PlacesService;
  files: FilesService;
  /** Guides answer the listing keys no preset has (decision 057). */
  guides?: Pick<GuidesService, "presetFor">;
}) {
  const { calendar, places, files } = deps;

  /**
   * Rows as cards (core/listing/cards.ts: only what a card shows, the one
   * set of image versions it uses), with their event's image fetched in one
   * query. Pages send these to the browser as loader data.
   */
  async function withImages<
    T extends CardEventDate & { event: { primary_image_id: string | null } },
  >(rows: T[]): Promise<CardEventDate[]> {
    const images = await files.imagesFor(rows.map((r) => r.event.primary_image_id));
    return rows.map((r) =>
      toCard({ ...r, image: images.get(r.event.primary_image_id ?? "") ?? null }),
    );
  }
  /** A page of event dates as cards, their images read in the same statement. */
  const dates = (q: Query) => {
    return calendar.listDateCards(anonymous, q);
  };

  /** Every city, in the site's order (a handful: one page holds them). */
  const allCities = async () =>
    (await places.listCities({ page_size: "100", sort_by: "sort_order", sort: "asc" })).results;

  async function cityBySlug(slug: string) {
    try {
      return await places.getCity("slug", slug);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  }

  /** Dates at one venue or city not yet over, soonest first (decision 030: ended dates leave at once). */
  const comingDates = (now: Date, scope: Query, pageSize = 100) =>
    dates({
      ...scope,
      end: `gte:${now.toISOString()}`,
      sort_by: "start",
      sort: "asc",
      page_size: String(pageSize),
    });

  /**
   * Receptions not yet over whose start falls in an "opening" preset's
   * window: the receptions of the runs it lists (decision 058).
   */
  function openingReceptions(preset: Preset, now: Date): Query {
    const w = presetWindow(preset, now);
    return {
      category: "reception",
      is_canceled: "false",
      start: `gte:${w.start?.toISOString()},lte:${w.end?.toISOString()}`,
      end: `gte:${now.toISOString()}`,
      sort_by: "start",
      sort: "asc",
      page_size: String(PRESET_PAGE_SIZE),
    };
  }

  /**
   * The event_dates query of a preset listing with a visitor's filters (no
   * page), and the filter values it had to leave out: the page shows what it
   * can, a feed refuses them (server/feeds).
   */
  async function listingQuery(key: string | Preset, filters: ListingFilters, now: Date) {
    const preset =
      typeof key === "string"
        ? (presetByKey(key) ?? (await deps.guides?.presetFor(key)) ?? undefined)
        : key;
    if (!preset) throw notFound("That listing");
    const q = presetFilter(preset, now, { tags: filters.tags });
    const categoryChoices: readonly string[] = preset.categories ?? EVENT_CATEGORIES;
    const categories = filters.categories.filter((c) => categoryChoices.includes(c));
    if (categories.length) q.category = categories.join(",");
    const city = filters.city ? await cityBySlug(filters.city) : null;
    if (city) q.city_id = city.id;
    const venueTypes = filters.venueTypes.filter(isKnownVenueType);
    if (venueTypes.length) q.venue_type = venueTypes.join(",");
    if (filters.q) q.query = filters.q;
    if (filters.free) q.is_free = "true";
    const access = filters.access.filter(isAccessFeature);
    if (access.length) q.accessibility = access.join(",");
    return {
      preset,
      q,
      categoryChoices,
      unknown: {
        categories: filters.categories.filter((c) => !categoryChoices.includes(c)),
        venueTypes: filters.venueTypes.filter((t) => !isKnownVenueType(t)),
        access: filters.access.filter((a) => !isAccessFeature(a)),
        city: filters.city && !city ? filters.city : null,
      },
    };
  }

  /**
   * listingQuery for a client that typed its filters (a feed, the API
   * preset): values the page would quietly leave out are a 400 instead.
   */
  async function strictListingQuery(key: string, filters: ListingFilters, now: Date) {
    const found = await listingQuery(key, filters, now);
    const { unknown, categoryChoices } = found;
    const problems = [
      unknown.categories.length
        ? {
            field: "category",
            message: `This listing has no category ${unknown.categories.join(", ")}. Use: ${categoryChoices.join(", ")}.`,
          }
        : null,
      unknown.venueTypes.length
        ? { field: "venue_type", message: `Unknown venue type ${unknown.venueTypes.join(", ")}.` }
        : null,
      unknown.access.length
        ? { field: "access", message: `Unknown access feature ${unknown.access.join(", ")}.` }
        : null,
      unknown.city ? { field: "city", message: `We don't know the city "${unknown.city}".` } : null,
    ].filter((p) => p !== null);
    if (problems.length) throw validationError(problems);
    return found;
  }

  /**
   * The related sections of an event page: candidates in one statement,
   * picked and ordered by core's rules; the times of those shown are noted
   * so a cached page expires when one starts or ends.
   */
  async function relatedTo(
    event: Parameters<typeof relatedQuery>[0],
    venue: Parameters<typeof relatedQuery>[1],
    now: Date,
  ) {
    const { query, day, origin } = relatedQuery(event, venue, now);
    const candidates = await calendar.relatedCandidates(query);
    const related = pickRelated(candidates, { eventId: event.id, now, day, origin });
    noteShownDates([...related.venue, ...related.like, ...related.nearby]);
    return {
      ...related,
      venue: related.venue.map(toCard),
      like: related.like.map(toCard),
      nearby: related.nearby.map(toCard),
    };
  }

  return {
    /** The home page: featured events, upcoming, now showing and the weekend teaser. */
    async home(now: Date) {
      // Home shows no totals: its lists are not counted. Each list is the first
      // page of its listing, read as one card per event for the first few
      // events only (first-cards.ts), plus featured ones further down.
      const first = (query: Query, o: FirstCardsOptions) => ({ query, o });
      const weekendList = presetFilter(PRESETS.weekend, now);
      const opening = PRESETS.opening_this_week;
      // Every list in one statement (first-cards.ts).
      const [upcoming, showing, weekendTimed, weekend, openingRuns, receptions] =
        await calendar.firstCards(anonymous, [
          first(presetFilter(PRESETS.upcoming, now), {
            events: HOME_CARDS,
            featured: FEATURED_READ,
          }),
          // Closing soon is the start of this list (runs on now, soonest end first): read apart, no statement.
          first(presetFilter(PRESETS.now_showing, now), {
            events: HOME_CARDS + EXHIBITION_CARDS,
            featured: FEATURED_READ,
          }),
          // The weekend's receptions and talks: at city scale its listing's first
          // page is all exhibitions that opened earlier, so they are read apart.
          first({ ...weekendList, type: "timed" }, { events: WEEKEND_CARDS }),
          first(weekendList, { events: 0 }),
          first(presetFilter(opening, now), { events: EXHIBITION_CARDS }),
          // The week's receptions: tonight's are its first, the rest are the opening runs'.
          first(openingReceptions(opening, now), { events: 24 }),
        ]);
      const closingBy = presetWindow(PRESETS.closing_soon, now).end!.getTime();
      const closingSoon = showing.cards
        .filter((d) => !d.is_canceled && siteInstant(d, "end").getTime() <= closingBy)
        .slice(0, EXHIBITION_CARDS);
      const closingIds = new Set(closingSoon.map((d) => d.id));
      const tonightEnd = siteDayOf(now).end.getTime();
      const current = onePerEvent([...upcoming.cards, ...showing.cards]);
      return {
        featured: current.filter((d) => d.event.featured && !d.is_canceled).slice(0, 3),
        upcoming: upcoming.cards.slice(0, HOME_CARDS),
        // Not again the runs Closing Soon shows above it.
        nowShowing: showing.cards.filter((d) => !closingIds.has(d.id)).slice(0, HOME_CARDS),
        openingThisWeek: openingRuns.cards,
        openingReceptions: receptionsByEvent(receptions.cards),
        closingSoon,
        receptionsTonight: receptions.cards
          .filter((d) => new Date(d.start).getTime() <= tonightEnd)
          .slice(0, EXHIBITION_CARDS),
        weekend: weekendTimed.cards,
        // The events of the weekend listing, when this one page holds it all;
        // else none (home counts nothing: decision 028).
        weekendEvents: weekend.listed < PRESET_PAGE_SIZE ? weekend.listedEvents : null,
      };
    },

    listingQuery,
    strictListingQuery,

    /** GET /calendar/presets/list: every preset, its window in words at `now`. */
    presets(now: Date, query: Record<string, string | undefined> = {}) {
      // A list like every other: paged (25 by default, 100 at most), in the site's order.
      const params = parseListParams(query, {
        sortable: ["key"],
        defaultSortBy: "key",
        defaultSort: "asc",
      });
      const results = PRESET_KEYS.map((key) => ({
        key,
        title: PRESETS[key].title,
        description: describePresetWindow(PRESETS[key], now),
      }));
      const page = results.slice(params.offset, params.offset + params.pageSize);
      return listEnvelope(page, results.length, params);
    },

    /**
     * GET /calendar/presets/{key}/event_dates: the preset's dates at `now`
     * as /calendar/event_dates/list answers them, with a listing's filters
     * (category, city, venue_type, tag, q, free, access) and page, page_size.
     */
    async presetDates(key: string, query: Record<string, string>, now: Date) {
      const { q } = await strictListingQuery(
        key,
        parseListingFilters(new URLSearchParams(query)),
        now,
      );
      if (query.page !== undefined) q.page = query.page;
      if (query.page_size !== undefined) q.page_size = query.page_size;
      return calendar.listDatesJson(anonymous, q);
    },

    /**
     * One preset listing page with the visitor's filters applied; with
     * `forUser`, only that visitor's saved and followed dates, each with its
     * reasons (/for-you: never a cached page).
     */
    async listing(
      key: string | Preset,
      filters: ListingFilters,
      now: Date,
      forUser?: PersonalScope,
    ) {
      const { preset, q, categoryChoices, unknown } = await listingQuery(key, filters, now);
      q.page = String(filters.page);
      const [list, cities, receptions] = await Promise.all([
        calendar.listDateCardsWithEvents(anonymous, q, forUser),
        places.cityChoices(),
        preset.window.kind === "opening" && !forUser
          ? dates(openingReceptions(preset, now)).then((r) => receptionsByEvent(r.results))
          : null,
      ]);
      return {
        preset: presetInfo(preset),
        rows: list.results,
        /** Dates in the whole listing (every page). */
        total: list.total,
        /** Events those dates belong to. */
        eventTotal: list.eventTotal,
        page: list.page,
        more: list.more,
        categoryChoices,
        cities,
        unknownCity: Boolean(unknown.city),
        /** An opening listing's receptions by event id (decision 058). */
        receptions,
      };
    },

    /** An event with its dates and the full record of its main venue. */
    async event(slug: string, now: Date) {
      const found = await calendar.getWithVenues(anonymous, "slug", slug);
      const { event } = found;
      const upcoming = event.event_dates.filter((d) => notOverAt(d, now));
      const main = upcoming[0] ?? event.event_dates.at(-1);
      const venues = new Map([...found.venues].map(([id, v]) => [id, presentVenue(v)]));
      const venue = (main?.venue && venues.get(main.venue.id)) ?? null;
      // An event without an image of its own is shown with its venue's, if
      // that has one; only on the page (shares and JSON-LD keep to the event's).
      const venueImageId = found.image ? null : venue?.primary_image_id;
      const [venueImage, related] = await Promise.all([
        venueImageId
          ? files.imagesFor([venueImageId]).then((m) => m.get(venueImageId) ?? null)
          : null,
        relatedTo(event, venue, now),
      ]);
      return {
        event,
        // Only the versions the page draws and its JSON-LD lists.
        image: eventPageImage(presentImage(found.image)),
        /** The main venue's image, for an event without one: card crops only, as a card draws it. */
        venueImage: cardImage(venueImage),
        venue,
        /** Full records of every date's venue (the calendar entries' addresses); not for the page's data. */
        venues,
        isPast: upcoming.length === 0 && event.event_dates.length > 0,
        /** More at the venue, more like it, nearby the same day (core/listing/related.ts). */
        related,
      };
    },

    async eventSlugForLegacyId(legacyId: string) {
      return (await calendar.get(anonymous, "legacy_id", legacyId)).slug;
    },

    /** A venue with its current and upcoming dates and a page of past ones. */
    async venue(slug: string, now: Date) {
      const venue = await places.getVenue("slug", slug);
      const [coming, past] = await Promise.all([
        comingDates(now, { venue_id: venue.id }),
        dates({
          venue_id: venue.id,
          end: `lt:${now.toISOString()}`,
          sort_by: "start",
          sort: "desc",
          page_size: "24",
        }),
      ]);
      const current = onePerEvent(coming.results);
      const image = venue.primary_image_id
        ? ((await files.imagesFor([venue.primary_image_id])).get(venue.primary_image_id) ?? null)
        : null;
      const listed = new Set(current.map((d) => d.event.id));
      return {
        venue,
        image,
        coming: current,
        past: onePerEvent(past.results).filter((d) => !listed.has(d.event.id)),
        /** More past dates exist than the page shows. */
        pastMore: past.more,
      };
    },

    async venueSlugForLegacyId(legacyId: string) {
      return (await places.getVenue("legacy_id", legacyId)).slug;
    },

    /** The venue directory: every venue by name, a page at a time, filtered by type, city and name. */
    async venues(filters: VenueFilters) {
      const city = filters.city ? await cityBySlug(filters.city) : null;
      const q: Query = {
        page_size: String(VENUE_PAGE_SIZE),
        page: String(filters.page),
        sort_by: "name",
        sort: "asc",
      };
      if (filters.type) q.type = filters.type;
      if (city) q.city_id = city.id;
      if (filters.q) q.query = filters.q;
      const [list, cities] = await Promise.all([places.listVenues(q), allCities()]);
      return { venues: list.results, total: list.total, more: list.more, cities };
    },

    /** Every venue for the venue map, a few fields each. */
    mapVenues: () => places.mapVenues(),

    async cities() {
      return allCities();
    },

    async city(slug: string, now: Date) {
      const city = await places.getCity("slug", slug);
      const [venues, coming] = await Promise.all([
        places.listVenues({ city_id: city.id, page_size: "100", sort_by: "name", sort: "asc" }),
        comingDates(now, { city_id: city.id, is_canceled: "false" }),
      ]);
      return { city, venues: venues.results, coming: onePerEvent(coming.results) };
    },

    async citySlugForLegacyId(legacyId: string) {
      return (await places.getCity("legacy_id", legacyId)).slug;
    },

    /** Full-text search over events and venues, with a count per kind. */
    async search(text: string, now: Date) {
      const query = text.trim().slice(0, 200);
      if (!query) return { query, events: [], eventTotal: 0, venues: [], venueTotal: 0 };
      const [events, venues] = await Promise.all([
        calendar.listEvents(anonymous, { query, page_size: "50", sort_by: "modified_date" }),
        places.listVenues({ query, page_size: "50" }),
      ]);
      // Events whose dates are still to come first, then the rest, newest first.
      const ranked = events.results
        .map((e) => ({ e, next: e.event_dates.find((d) => notOverAt(d, now)) }))
        .sort((a, b) => Number(Boolean(b.next)) - Number(Boolean(a.next)));
      const found = ranked.flatMap(({ e, next }) => {
        const d = next ?? e.event_dates.at(-1);
        const { event_dates: _dates, content: _content, ...event } = e;
        return d ? [{ ...d, event }] : [];
      });
      return {
        query,
        events: await withImages(found),
        eventTotal: events.total,
        venues: venues.results,
        venueTotal: venues.total,
      };
    },
  };
}

/** What a listing page says about its preset. */
function presetInfo(p: Preset) {
  return { key: p.key, title: p.title, sortBy: p.sort_by, window: p.window.kind, preset: p };
}

export type DiscoverService = ReturnType<typeof createDiscoverService>;
