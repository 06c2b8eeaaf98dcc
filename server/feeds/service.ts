import {
  COMING_DATES,
  dateStatuses,
  formatEventDate,
  isComing,
  startOfSiteDay,
} from "../../core/dates/index.ts";
import { notOverAt } from "../../core/dates/runs.ts";
import { notFound, validationError } from "../../core/errors.ts";
import {
  type CalendarEntry,
  calendarEntry,
  type EntryDate,
  type EntryEvent,
  localIso,
} from "../../core/feeds/entry.ts";
import { buildJsonFeed, type JsonFeed } from "../../core/feeds/json-feed.ts";
import { seriesEntries } from "../../core/feeds/series-entries.ts";
import { crawlStopEntry } from "../../core/guides/crawl.ts";
import { listingSearch, parseListingFilters } from "../../core/listing/filters.ts";
import {
  PERSONAL_FEED_MAX_DATES,
  type PersonalScope,
  personalFeedWindow,
} from "../../core/listing/personal.ts";
import type { CalendarService } from "../api/calendar/service.ts";
import type { DiscoverService } from "../api/discover/service.ts";
import type { FilesService } from "../api/files/service.ts";
import type { GuidesService } from "../api/guides/service.ts";
import type { PlacesService } from "../api/places/service.ts";
import type { createSiteService } from "../api/site/service.ts";
import type { Clock } from "../lib/clock.ts";
import { escapeHtml } from "../lib/escape.ts";
import { buildICalendar } from "../lib/ical.ts";
import { anonymous } from "../lib/policy.ts";
import { isUuid } from "../lib/records.ts";
import { imageTypeOf, type SyndicationItem, toAtom, toRss } from "../lib/syndication.ts";

// The calendar feeds (docs/feeds.md): an event's dates, a preset listing with
// the page's filters, a venue's and a city's dates, as iCalendar, JSON Feed
// and Atom. They read through the same services as the pages, as an
// anonymous visitor, so a feed shows what the public sees.

/** Most dates in an iCalendar or JSON feed; a listing with more is cut (and says so). */
export const FEED_MAX_ITEMS = 500;
/** Most entries in an Atom or RSS feed: readers show the newest few anyway. */
export const ATOM_MAX_ENTRIES = 100;
/** Venue and city calendars keep a month of past dates, so a subscriber's history stays put. */
export const FEED_LOOKBACK_DAYS = 30;
/** How often subscribed calendars should poll (REFRESH-INTERVAL). */
const REFRESH_SECONDS = 60 * 60;
/** The v5 list's largest page. */
const PAGE_SIZE = 100;

export type ListingFormat = "ics" | "json" | "atom" | "rss";

type DateRow = Awaited<ReturnType<CalendarService["listDates"]>>["results"][number];
type Query = Record<string, string>;

export function createFeedsService(deps: {
  calendar: CalendarService;
  discover: DiscoverService;
  places: PlacesService;
  files: FilesService;
  guides: Pick<GuidesService, "page">;
  site: ReturnType<typeof createSiteService>;
  clock: Clock;
}) {
  const { calendar, discover, places, files, guides, site, clock } = deps;
  const origin = () => site.canonicalOrigin();
  const siteName = () => site.info().site_name;

  /** Up to `max` rows of the public event_dates list (or one visitor's part of it), page after page. */
  async function collect(q: Query, max: number, forUser?: PersonalScope) {
    const rows: DateRow[] = [];
    let more = false;
    for (let page = 0; rows.length < max; page++) {
      const list = await calendar.listDates(
        anonymous,
        { ...q, page: String(page), page_size: String(PAGE_SIZE) },
        forUser,
      );
      rows.push(...list.results);
      more = list.more;
      if (!more) break;
    }
    return { rows: rows.slice(0, max), truncated: more || rows.length > max };
  }

  /** Each row's entry, with the full record of its venue (the address has all its parts). */
  async function entriesOf(rows: DateRow[]) {
    const venues = await places.venuesById(rows.map((r) => r.venue_id));
    return rows.map((row) => {
      const venue = venues.get(row.venue_id) ?? null;
      return { row, venue, entry: calendarEntry(origin(), row.event, row, venue) };
    });
  }

  /** A venue's or city's dates from a month back, soonest first. */
  async function placeDates(scope: Query) {
    const since = new Date(startOfSiteDay(clock.now()).getTime() - FEED_LOOKBACK_DAYS * 86_400_000);
    const { rows } = await collect(
      { ...scope, end: `gte:${since.toISOString()}`, sort_by: "start", sort: "asc" },
      FEED_MAX_ITEMS,
    );
    return (await entriesOf(rows)).map((r) => r.entry);
  }

  const ics = (name: string, description: string, url: string, entries: CalendarEntry[]) =>
    buildICalendar({
      name,
      description,
      url,
      siteName: siteName(),
      entries,
      refreshSeconds: REFRESH_SECONDS,
    });

  /** An event's entries, one per date, with each date's full venue. */
  /** `known`: the full records of the dates' venues when the caller has them (the event page). */
  async function eventEntries(
    event: EntryEvent & { event_dates: EventDate[] },
    known?: Awaited<ReturnType<PlacesService["venuesById"]>>,
  ) {
    const venues = known ?? (await places.venuesById(event.event_dates.map((d) => d.venue_id)));
    return event.event_dates.map((d) =>
      calendarEntry(origin(), event, d, venues.get(d.venue_id) ?? null),
    );
  }

  /** An event's dates one by one, except a series' dates: their series' RRULE and changed dates instead. */
  async function wholeEventEntries(event: Awaited<ReturnType<CalendarService["get"]>>) {
    const venues = await places.venuesById([
      ...event.event_dates.map((d) => d.venue_id),
      ...event.series.map((s) => s.venue_id),
    ]);
    const single = await eventEntries(
      { ...event, event_dates: event.event_dates.filter((d) => !d.series_id) },
      venues,
    );
    const series = event.series.flatMap((s) =>
      seriesEntries(origin(), event, s, event.event_dates, venues.get(s.venue_id) ?? null),
    );
    return [...series, ...single];
  }

  return {
    /** The "Add to calendar" entries of an event page's dates (the same the .ics has). */
    eventEntries,

    /**
     * /events/{slug}.ics: every date of the event, only `dateId`'s, or with
     * `dateId` "coming" the dates still to come and not canceled (what the
     * event page's "Add the N dates to come" counts, core/dates/date-status.ts).
     */
    async eventCalendar(slug: string, dateId: string | null) {
      const event = await calendar.get(anonymous, "slug", slug);
      const coming = dateId === COMING_DATES;
      if (dateId !== null && !coming && !isUuid(dateId)) {
        throw validationError([
          { field: "date", message: "Use the id of one of the event's dates." },
        ]);
      }
      const statuses = coming ? dateStatuses(event.event_dates, clock.now()) : [];
      const dates = coming
        ? event.event_dates.filter((_, i) => isComing(statuses[i]!))
        : dateId
          ? event.event_dates.filter((d) => d.id === dateId)
          : event.event_dates;
      if (dateId && !coming && !dates.length) throw notFound("That date of the event");
      // The whole event's file carries each series as its rule (decision 059).
      const whole = dateId === null && event.series.length > 0;
      const entries = whole
        ? await wholeEventEntries(event)
        : await eventEntries({ ...event, event_dates: dates });
      const first = entries[0];
      // The date's local day names the file (the UTC day may be the next one).
      const day = first
        ? first.times.allDay
          ? first.times.firstDay
          : localIso(first.times.start).slice(0, 10)
        : "";
      return {
        filename: dateId && !coming && day ? `${event.slug}-${day}.ics` : `${event.slug}.ics`,
        body: buildICalendar({
          name: event.name,
          description: event.summary ?? `${event.name}, on the ${siteName()}.`,
          url: `${origin()}/events/${event.slug}`,
          siteName: siteName(),
          entries,
        }),
      };
    },

    /**
     * /guides/{slug}.{ics,rss}: the guide's picks and every date its rules
     * list, soonest first, each date once (decision 057).
     */
    async guide(slug: string, format: "ics" | "rss") {
      const whenText = (r: DateRow, at: Date) => {
        const shown = formatEventDate({ start: new Date(r.start), end: new Date(r.end) }, at);
        return shown.secondary ? `${shown.primary} ${shown.secondary}` : shown.primary;
      };
      const { guide, preset, stops } = await guides.page(slug);
      const pageUrl = `${origin()}${guide.permalink}`;
      const title = `${guide.title} · ${siteName()}`;
      const description = guide.summary ?? `${guide.title} on the ${siteName()}.`;
      // A crawl's calendar is its route: every stop, numbered, at its hours (decision 060).
      if (format === "ics" && guide.kind === "crawl")
        return ics(
          title,
          description,
          pageUrl,
          stops.map((s) =>
            crawlStopEntry({ guide, stop: s, number: s.number, venue: s.venue, origin: origin() }),
          ),
        );
      const now = clock.now();
      const { q } = await discover.listingQuery(
        preset,
        parseListingFilters(new URLSearchParams()),
        now,
      );
      const window = { start: q.start, end: q.end, sort_by: "start", sort: "asc" } as Query;
      const [listed, picked] = await Promise.all([
        guide.picks_only ? { rows: [] } : collect(q, FEED_MAX_ITEMS),
        guide.picks.length
          ? collect(
              { ...window, event_id: guide.picks.map((p) => p.event_id).join(",") },
              FEED_MAX_ITEMS,
            )
          : { rows: [] },
      ]);
      const byId = new Map([...picked.rows, ...listed.rows].map((r) => [r.id, r]));
      const rows = [...byId.values()]
        .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
        .slice(0, FEED_MAX_ITEMS);
      const items = await entriesOf(rows);
      if (format === "ics")
        return ics(
          title,
          description,
          pageUrl,
          items.map((i) => i.entry),
        );
      return toRss(
        {
          id: `${pageUrl}.rss`,
          title,
          link: pageUrl,
          description,
          language: "en-us",
          updated: new Date(
            Math.max(
              Date.parse(guide.modified_date),
              ...items.map((i) => Date.parse(i.entry.modified)),
            ),
          ),
          items: items.map(({ row, entry }) => ({
            id: `urn:uuid:${entry.dateId}`,
            title: `${entry.title}: ${whenText(row, now)}`,
            link: entry.url,
            updated: new Date(entry.modified),
            summary: [entry.location, entry.summary].filter(Boolean).join(" — ") || entry.label,
            categories: [entry.label],
          })),
        },
        `${pageUrl}.rss`,
      );
    },

    /**
     * /calendar/{preset}.{ics,json,atom}: the listing with the page's filters
     * (core/listing/filters.ts). Filter values the page would quietly drop
     * are a 400 here: a feed URL is typed once and polled for months.
     */
    async listing(key: string, params: URLSearchParams, format: ListingFormat) {
      const filters = parseListingFilters(params);
      const now = clock.now();
      // Filter values the page would quietly drop are a 400 (discover's strictListingQuery).
      const { preset, q } = await discover.strictListingQuery(key, filters, now);

      const search = listingSearch(filters, { page: 0 });
      const base = `${origin()}/calendar/${preset.key}`;
      const pageUrl = `${preset.key === "all" ? `${origin()}/calendar` : base}${search}`;
      const title = `${preset.title} · ${siteName()}`;
      const description = `${preset.title} on the ${siteName()}${search ? ` (${decodeURIComponent(search.slice(1))})` : ""}.`;
      // Atom and RSS are for readers: the newest few of what is still to come.
      const forReaders = format === "atom" || format === "rss";
      const max = forReaders ? ATOM_MAX_ENTRIES : FEED_MAX_ITEMS;
      const found = await collect(q, FEED_MAX_ITEMS);
      let rows = found.rows;
      if (forReaders) {
        // "Upcoming events": what has not ended (decision 030: ended dates leave at once).
        rows = rows.filter((r) => notOverAt(r, now)).slice(0, max);
      }
      const items = await entriesOf(rows);
      if (format === "ics") {
        return ics(
          title,
          description,
          pageUrl,
          items.map((i) => i.entry),
        );
      }
      const images = await files.imagesFor(rows.map((r) => r.event.primary_image_id));
      const imageOf = (row: DateRow) => {
        const v = images.get(row.event.primary_image_id ?? "")?.versions;
        const large = v?.CARD_LARGE ?? v?.CARD_SMALL;
        return large ? new URL(large.url, origin()).href : null;
      };
      if (format === "json") {
        return buildJsonFeed({
          title,
          description,
          homePageUrl: pageUrl,
          feedUrl: `${base}.json${search}`,
          icsUrl: `${base}.ics${search}`,
          atomUrl: `${base}.atom${search}`,
          rssUrl: `${base}.rss${search}`,
          preset: { key: preset.key, title: preset.title },
          filters: Object.fromEntries(new URLSearchParams(search)),
          origin: origin(),
          maxItems: max,
          truncated: found.truncated,
          items: items.map((i) => ({ entry: i.entry, venue: i.venue, image: imageOf(i.row) })),
        }) satisfies JsonFeed;
      }
      const doc = {
        id: `${base}.atom${search}`,
        title,
        description,
        link: pageUrl,
        language: "en-us",
        author: { name: siteName(), uri: origin() },
        items: items.map(({ row, entry }) => feedItem(row, entry, imageOf(row))),
      };
      const updated = doc.items.reduce((a, e) => (e.updated > a ? e.updated : a), new Date(0));
      return format === "rss"
        ? toRss({ ...doc, updated }, `${base}.rss${search}`)
        : toAtom({ ...doc, updated }, `${base}.atom${search}`);
    },

    /**
     * /feeds/personal/{secret}.ics once the secret is known to be this
     * visitor's: the dates of their saved events and, when they asked for it,
     * of what they follow, from a month back to a year ahead (canceled ones
     * too, so a subscribed calendar shows them canceled).
     */
    async personalCalendar(userId: string, includeFollows: boolean) {
      const { from, to } = personalFeedWindow(clock.now());
      const { rows } = await collect(
        {
          start: `lte:${to.toISOString()}`,
          end: `gte:${from.toISOString()}`,
          sort_by: "start",
          sort: "asc",
        },
        PERSONAL_FEED_MAX_DATES,
        { userId, includeSaves: true, includeFollows },
      );
      return ics(
        `My art calendar · ${siteName()}`,
        includeFollows
          ? `The events you saved and those of what you follow, from the ${siteName()}.`
          : `The events you saved on the ${siteName()}.`,
        `${origin()}/for-you`,
        (await entriesOf(rows)).map((r) => r.entry),
      );
    },

    /** /venues/{slug}.ics */
    async venueCalendar(slug: string) {
      const venue = await places.getVenue("slug", slug);
      return ics(
        `${venue.name} · ${siteName()}`,
        `Events at ${venue.name}, from the ${siteName()}.`,
        `${origin()}/venues/${venue.slug}`,
        await placeDates({ venue_id: venue.id }),
      );
    },

    /** /cities/{slug}.ics */
    async cityCalendar(slug: string) {
      const city = await places.getCity("slug", slug);
      return ics(
        `Art in ${city.name} · ${siteName()}`,
        `Art events in ${city.name}, from the ${siteName()}.`,
        `${origin()}/cities/${city.slug}`,
        await placeDates({ city_id: city.id }),
      );
    },
  };
}

type EventDate = EntryDate & { venue_id: string };

/** A reader's item for a date (Atom, RSS): when and where first, then the summary, then the picture. */
function feedItem(row: DateRow, e: CalendarEntry, image: string | null): SyndicationItem {
  // formatEventDate says "Now" for a date under way at the `now` it is given;
  // a feed entry is read later, so it gets a `now` before anything on the calendar.
  const when = formatEventDate({ start: new Date(row.start), end: new Date(row.end) }, new Date(0));
  const html = [
    `<p><strong>${escapeHtml(when.primary)}</strong>${e.location ? `<br>${escapeHtml(e.location)}</p>` : "</p>"}`,
    e.canceled ? "<p><strong>This date is canceled.</strong></p>" : "",
    e.summary ? `<p>${escapeHtml(e.summary)}</p>` : "",
    image ? `<p><img src="${escapeHtml(image)}" alt=""></p>` : "",
  ].join("");
  return {
    id: `urn:uuid:${e.dateId}`,
    title: e.canceled ? `Canceled: ${e.title}` : e.title,
    link: e.url,
    updated: new Date(e.modified),
    published: new Date(row.created_date),
    summary: `${when.primary}${e.location ? ` · ${e.location}` : ""}`,
    contentHtml: html,
    categories: [e.label, ...e.tags],
    image: image ? { url: image, length: 0, type: imageTypeOf(image) } : null,
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
