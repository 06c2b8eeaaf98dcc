import { ACCESS_LABELS, effectiveFeatures } from "../calendar/access.ts";
import { SHARE_VERSIONS } from "../files/versions.ts";
import { CARD_IMAGE_VERSIONS, dateLabel } from "../listing/cards.ts";
import type { WeeklyHours } from "../venues/hours.ts";
import { type SchemaDates, schemaDates, spanFrom } from "./dates.ts";
import { compact, type JsonLd, type LdVenue, place, withContext } from "./json-ld.ts";
import { type Admission, admissionLd } from "./offers.ts";
import { absoluteUrl, type ImageWithVersions } from "./share-image.ts";

// An event page as schema.org Event(s). One date: one Event. Several (an
// exhibition with its reception and talk): the event as an Event spanning
// them all, with one subEvent per date, so each date keeps its own time,
// place and status. An exhibition (an event with an ongoing run) is an
// ExhibitionEvent; other dates take the subtype of their category. There is
// no organizer or performer field in the data; the venue that hosts the
// event stands as its organizer (decisions 016 and 032). Admission becomes
// offers (offers.ts).

export interface LdEventVenue extends LdVenue {
  id: string;
  website?: string | null;
  is_online_only?: boolean;
  /** Weekly hours: an exhibition's run is given in them. Known for full records only. */
  hours?: WeeklyHours | null;
  is_closed?: boolean;
  /** Standing access features (core/calendar/access.ts). */
  accessibility?: readonly string[] | null;
}

export interface LdEventDate {
  start: string;
  end: string;
  label: string | null;
  category: string;
  is_canceled: boolean;
  /** The start first announced, when the date was moved (core/dates/reschedule.ts). */
  previous_start?: string | null;
  /** Where the date differs from its event (decision 054); null: as the event. */
  admission?: string | null;
  accessibility?: readonly string[] | null;
  venue: LdEventVenue | null;
}

export interface EventLdInput {
  event: Admission & {
    name: string;
    summary: string | null;
    url: string | null;
    /** Youngest age admitted: 0 all ages, null not said. */
    min_age?: number | null;
    accessibility?: readonly string[] | null;
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
const RESCHEDULED = `${SCHEMA}EventRescheduled`;
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
 * Versions for `image`: the share crops at 16:9, 4:3 and 1:1 (1200 px wide,
 * as search engines ask); an image made before them has its wide card crop
 * and the picture whole instead (decision 032).
 */
const OLDER_VERSIONS = ["CARD_LARGE", "FULL"] as const;
type Version = { url: string; width: number; height: number };

/**
 * What an event page keeps of its image: the versions its card picture
 * draws and the ones its JSON-LD lists, as url, width and height. The rest
 * (SIZED, the original, types and byte sizes) would only weigh down the
 * page's data; FULL stays only for an image without share crops.
 */
export function eventPageImage<I extends ImageWithVersions>(
  image: I | null,
): { alt_text: string | null; versions: Record<string, Version> } | null {
  if (!image) return null;
  const versions: Record<string, Version> = {};
  for (const name of [...CARD_IMAGE_VERSIONS, ...ldImageVersions(image)]) {
    const v = image.versions[name];
    if (v) versions[name] = { url: v.url, width: v.width, height: v.height };
  }
  return { alt_text: image.alt_text ?? null, versions };
}

/** The event page's JSON-LD; null for an event without dates (nothing to say when). */
export function eventJsonLd(input: EventLdInput): JsonLd | null {
  const { event, origin } = input;
  // The main venue's full record (address, postal code, hours) where a date is there.
  const venueOf = (d: LdEventDate) =>
    d.venue && input.venue && d.venue.id === input.venue.id ? input.venue : d.venue;
  const dates = event.event_dates
    .map((d) => {
      const venue = venueOf(d);
      const moved = d.previous_start && !d.is_canceled ? d.previous_start : null;
      const now = when(d, venue);
      const then = moved ? when(spanFrom(d, moved), venue) : null;
      // Moved between two days the venue is closed, it still opens when it did.
      return { d, venue, when: now, before: then?.startDate !== now.startDate ? then : null };
    })
    .sort((a, b) => a.when.from - b.when.from);
  const first = dates[0];
  if (!first) return null;
  const common = {
    description: event.summary,
    image: images(input.image, origin),
    url: input.pageUrl,
    ...admissionLd(event),
    // "18-" is schema.org's way to say 18 and over; all ages is no limit to state.
    typicalAgeRange: event.min_age ? `${event.min_age}-` : null,
  };
  const onlineUrl = event.url ?? input.pageUrl;
  const occurrence = (x: (typeof dates)[number], name: string): JsonLd =>
    compact({
      "@type": typeOf(x.d.category),
      name,
      startDate: x.when.startDate,
      endDate: x.when.endDate,
      ...status([x]),
      ...whereAndWho(x.venue, onlineUrl, origin, featuresAt(x.d)),
      ...common,
      // A date that differs from its event says its own admission.
      ...(x.d.admission
        ? {
            offers: undefined,
            isAccessibleForFree: undefined,
            ...admissionLd({ ...event, admission: x.d.admission }),
          }
        : {}),
    });
  // What a visitor can count on at a date, said as the features of its place (decision 054).
  const featuresAt = (d: LdEventDate) =>
    effectiveFeatures(event.accessibility, d.accessibility, venueOf(d)?.accessibility);

  if (dates.length === 1) return withContext(occurrence(first, event.name));

  const last = dates.reduce((a, b) => (b.when.to > a.when.to ? b : a));
  const types = new Set(dates.map((x) => typeOf(x.d.category)));
  const modes = new Set(dates.map((x) => attendanceMode(x.venue)));
  const mainVenue = input.venue ?? first.venue;
  const main = whereAndWho(
    mainVenue,
    onlineUrl,
    origin,
    effectiveFeatures(event.accessibility, null, mainVenue?.accessibility),
  );
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
      ...status(dates),
      ...main,
      eventAttendanceMode: modes.size > 1 ? MIXED : main.eventAttendanceMode,
      ...common,
      subEvent: dates.map((x) => occurrence(x, `${event.name}: ${dateLabel(x.d)}`)),
    }),
  );
}

/** A span's times; a run's in its venue's hours, unless the venue has closed for good. */
function when(
  d: { start: Date | string; end: Date | string },
  venue: LdEventVenue | null,
): SchemaDates {
  const hours = venue && !venue.is_closed && !venue.is_online_only ? venue.hours : null;
  return schemaDates(d, hours);
}

interface Dated {
  d: LdEventDate;
  when: SchemaDates;
  /** Where it was before it was moved (not for a cancelled date). */
  before: SchemaDates | null;
}

/**
 * Cancelled when every date is; rescheduled when every date still on was
 * moved (for one date: it was), with the earliest start they had; else
 * scheduled. A series with one talk moved is still on as scheduled: the
 * talk's subEvent says it moved.
 */
function status(dates: readonly Dated[]) {
  const on = dates.filter((x) => !x.d.is_canceled);
  if (!on.length) return { eventStatus: CANCELLED };
  if (!on.every((x) => x.before)) return { eventStatus: SCHEDULED };
  const before = on.reduce((a, b) => (b.before!.from < a.before!.from ? b : a)).before!;
  return { eventStatus: RESCHEDULED, previousStartDate: before.startDate };
}

const ldImageVersions = (image: ImageWithVersions): readonly string[] =>
  SHARE_VERSIONS.every((name) => image.versions[name]) ? SHARE_VERSIONS : OLDER_VERSIONS;

function images(image: ImageWithVersions | null, origin: string): string[] {
  if (!image) return [];
  const urls = ldImageVersions(image).flatMap((name) => {
    const v = image.versions[name];
    return v ? [absoluteUrl(v.url, origin)] : [];
  });
  return [...new Set(urls)];
}

function attendanceMode(venue: LdEventVenue | null): string {
  return venue?.is_online_only ? ONLINE : OFFLINE;
}

/**
 * Access features as the place's `amenityFeature`s. schema.org's
 * `accessibilityFeature` belongs to CreativeWork (content: captions in a
 * video), not to Event or Place; a feature of where a date happens is an
 * amenity of that place, named in words (decision 054).
 */
function amenities(features: readonly string[]): JsonLd[] {
  return features.map((f) => ({
    "@type": "LocationFeatureSpecification",
    name: ACCESS_LABELS[f as keyof typeof ACCESS_LABELS] ?? f,
    value: true,
  }));
}

/** Attendance mode, location and organizer at a venue (online-only venues are virtual). */
function whereAndWho(
  venue: LdEventVenue | null,
  onlineUrl: string,
  origin: string,
  features: readonly string[] = [],
) {
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
  const location = features.length
    ? { ...place(venue, origin), amenityFeature: amenities(features) }
    : place(venue, origin);
  return { eventAttendanceMode: OFFLINE, location, organizer };
}
