import { dateLabel } from "../listing/cards.ts";
import type { WeeklyHours } from "../venues/hours.ts";
import { type SchemaDates, schemaDates } from "./dates.ts";
import { compact, type JsonLd, type LdVenue, place, withContext } from "./json-ld.ts";
import type { ImageWithVersions } from "./share-image.ts";
import { absoluteUrl } from "./share-image.ts";

// An event page as schema.org Event(s). One date: one Event. Several (an
// exhibition with its reception and talk): the event as an Event spanning
// them all, with one subEvent per date, so each date keeps its own time,
// place and status. An exhibition (an event with an ongoing run) is an
// ExhibitionEvent; other dates take the subtype of their category. There is
// no price, organizer or performer field in the data; the venue that hosts
// the event stands as its organizer (decisions 016 and 032).

export interface LdEventVenue extends LdVenue {
  id: string;
  website?: string | null;
  is_online_only?: boolean;
  /** Weekly hours: an exhibition's run is given in them. Known for full records only. */
  hours?: WeeklyHours | null;
  is_closed?: boolean;
}

export interface LdEventDate {
  start: string;
  end: string;
  label: string | null;
  category: string;
  is_canceled: boolean;
  venue: LdEventVenue | null;
}

export interface EventLdInput {
  event: {
    name: string;
    summary: string | null;
    url: string | null;
    event_dates: readonly LdEventDate[];
  };
  /** The full record of the event's main venue (dates carry a short one). */
  venue: LdEventVenue | null;
  /** The page's canonical URL. */
  pageUrl: string;
  origin: string;
  /** The event's own picture (not the site's card); its versions become `image`. */
  image: ImageWithVersions | null;
}

const SCHEMA = "https://schema.org/";
const SCHEDULED = `${SCHEMA}EventScheduled`;
const CANCELLED = `${SCHEMA}EventCancelled`;
const OFFLINE = `${SCHEMA}OfflineEventAttendanceMode`;
const ONLINE = `${SCHEMA}OnlineEventAttendanceMode`;
const MIXED = `${SCHEMA}MixedEventAttendanceMode`;

/** schema.org's Event subtype for each date category (DOMAIN.md); others are plain Events. */
const TYPES: Record<string, string> = {
  ongoing: "ExhibitionEvent",
  reception: "SocialEvent",
  class: "EducationEvent",
  artist_talk: "EducationEvent",
  sale: "SaleEvent",
};
const typeOf = (category: string) => TYPES[category] ?? "Event";

/**
 * Versions for `image`, widest first: CARD_LARGE (900×472, the wide crop)
 * and FULL (the picture whole, up to 1500). There is no 4:3 or 1:1 crop as
 * large as search engines ask (50,000 pixels; THUMB is 160×160): decision 032.
 */
const IMAGE_VERSIONS = ["CARD_LARGE", "FULL"] as const;

/** The event page's JSON-LD; null for an event without dates (nothing to say when). */
export function eventJsonLd(input: EventLdInput): JsonLd | null {
  const { event, origin } = input;
  // The main venue's full record (address, postal code, hours) where a date is there.
  const venueOf = (d: LdEventDate) =>
    d.venue && input.venue && d.venue.id === input.venue.id ? input.venue : d.venue;
  const dates = event.event_dates
    .map((d) => ({ d, venue: venueOf(d), when: when(d, venueOf(d)) }))
    .sort((a, b) => a.when.from - b.when.from);
  const first = dates[0];
  if (!first) return null;
  const common = {
    description: event.summary,
    image: images(input.image, origin),
    url: input.pageUrl,
  };
  const onlineUrl = event.url ?? input.pageUrl;
  const occurrence = (x: (typeof dates)[number], name: string): JsonLd =>
    compact({
      "@type": typeOf(x.d.category),
      name,
      startDate: x.when.startDate,
      endDate: x.when.endDate,
      eventStatus: x.d.is_canceled ? CANCELLED : SCHEDULED,
      ...whereAndWho(x.venue, onlineUrl, origin),
      ...common,
    });

  if (dates.length === 1) return withContext(occurrence(first, event.name));

  const last = dates.reduce((a, b) => (b.when.to > a.when.to ? b : a));
  const types = new Set(dates.map((x) => typeOf(x.d.category)));
  const modes = new Set(dates.map((x) => attendanceMode(x.venue)));
  const main = whereAndWho(input.venue ?? first.venue, onlineUrl, origin);
  return withContext(
    compact({
      "@type": types.has("ExhibitionEvent")
        ? "ExhibitionEvent"
        : types.size === 1
          ? [...types][0]!
          : "Event",
      name: event.name,
      startDate: first.when.startDate,
      endDate: last.when.endDate,
      eventStatus: dates.every((x) => x.d.is_canceled) ? CANCELLED : SCHEDULED,
      ...main,
      eventAttendanceMode: modes.size > 1 ? MIXED : main.eventAttendanceMode,
      ...common,
      subEvent: dates.map((x) => occurrence(x, `${event.name}: ${dateLabel(x.d)}`)),
    }),
  );
}

/** A date's times; a run's in its venue's hours, unless the venue has closed for good. */
function when(d: LdEventDate, venue: LdEventVenue | null): SchemaDates {
  const hours = venue && !venue.is_closed && !venue.is_online_only ? venue.hours : null;
  return schemaDates(d, hours);
}

function images(image: ImageWithVersions | null, origin: string): string[] {
  const urls = IMAGE_VERSIONS.flatMap((name) => {
    const v = image?.versions[name];
    return v ? [absoluteUrl(v.url, origin)] : [];
  });
  return [...new Set(urls)];
}

function attendanceMode(venue: LdEventVenue | null): string {
  return venue?.is_online_only ? ONLINE : OFFLINE;
}

/** Attendance mode, location and organizer at a venue (online-only venues are virtual). */
function whereAndWho(venue: LdEventVenue | null, onlineUrl: string, origin: string) {
  if (!venue) return { eventAttendanceMode: OFFLINE };
  const organizer = {
    "@type": "Organization",
    name: venue.name,
    url: `${origin}/venues/${encodeURIComponent(venue.slug)}`,
  };
  if (venue.is_online_only) {
    return {
      eventAttendanceMode: ONLINE,
      location: { "@type": "VirtualLocation", url: venue.website || onlineUrl },
      organizer,
    };
  }
  return { eventAttendanceMode: OFFLINE, location: place(venue, origin), organizer };
}
