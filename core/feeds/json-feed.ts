import { addDays } from "../dates/site-day.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import { type CalendarEntry, localIso } from "./entry.ts";

// The JSON feed of a listing: JSON Feed 1.1 (https://jsonfeed.org/version/1.1),
// so feed readers show it as it is, with what a program needs about each
// event date in the `_event_date` extension and about the feed in `_artcal`
// (extension keys start with "_" by that spec). docs/feeds.md documents the
// shape; change both together.

export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export interface JsonFeedVenue {
  name: string;
  slug: string;
  address: string | null;
  address2?: string | null;
  city?: { name: string; slug: string } | null;
  state?: string | null;
  postal_code?: string | null;
  geo: { lat: number; lon: number } | null;
}

export interface JsonFeedItemInput {
  entry: CalendarEntry;
  venue: JsonFeedVenue | null;
  /** Absolute URL of the event's picture, when it has one. */
  image: string | null;
}

export interface JsonFeedInput {
  title: string;
  description: string;
  /** The listing page, with the same filters. */
  homePageUrl: string;
  feedUrl: string;
  /** The same listing as iCalendar, Atom and RSS. */
  icsUrl: string;
  atomUrl: string;
  rssUrl: string;
  preset: { key: string; title: string };
  /** The filters applied, as the query string had them. */
  filters: Record<string, string>;
  origin: string;
  maxItems: number;
  /** More dates matched than maxItems. */
  truncated: boolean;
  items: readonly JsonFeedItemInput[];
}

function item({ entry: e, venue, image }: JsonFeedItemInput, origin: string) {
  return {
    id: e.uid,
    url: e.url,
    title: e.title,
    ...(e.summary ? { summary: e.summary } : {}),
    content_text: e.description,
    ...(image ? { image } : {}),
    date_modified: e.modified,
    ...(e.tags.length ? { tags: [...e.tags] } : {}),
    _event_date: {
      id: e.dateId,
      event_id: e.eventId,
      category: e.category,
      label: e.label,
      status: e.canceled ? "cancelled" : "confirmed",
      sequence: e.sequence,
      all_day: e.times.allDay,
      // Whole days: the first and the last (inclusive) local day.
      start: e.times.allDay ? e.times.firstDay : localIso(e.times.start),
      end: e.times.allDay ? addDays(e.times.endDay, -1) : localIso(e.times.end),
      time_zone: DEFAULT_TIMEZONE,
      location: e.location,
      venue: venue
        ? {
            name: venue.name,
            slug: venue.slug,
            url: `${origin}/venues/${venue.slug}`,
            address: venue.address,
            address2: venue.address2 ?? null,
            city: venue.city?.name ?? null,
            state: venue.state ?? null,
            postal_code: venue.postal_code ?? null,
            geo: venue.geo,
          }
        : null,
    },
  };
}

export function buildJsonFeed(input: JsonFeedInput) {
  return {
    version: JSON_FEED_VERSION,
    title: input.title,
    description: input.description,
    home_page_url: input.homePageUrl,
    feed_url: input.feedUrl,
    language: "en-US",
    _artcal: {
      preset: input.preset.key,
      preset_title: input.preset.title,
      filters: input.filters,
      time_zone: DEFAULT_TIMEZONE,
      max_items: input.maxItems,
      truncated: input.truncated,
      ical_url: input.icsUrl,
      atom_url: input.atomUrl,
      rss_url: input.rssUrl,
    },
    items: input.items.map((i) => item(i, input.origin)),
  };
}

export type JsonFeed = ReturnType<typeof buildJsonFeed>;
