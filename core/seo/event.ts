import { dateLabel } from "../listing/cards.ts";
import { schemaDates } from "./dates.ts";
import { compact, type JsonLd, type LdVenue, place, withContext } from "./json-ld.ts";

// An event page as schema.org Event(s). One date: one Event. Several (an
// exhibition with its reception and talk): the event as an Event spanning
// them all, with one subEvent per date, so each date keeps its own time,
// place and status. There is no price, organizer or performer field in the
// data; the venue that hosts the event stands as its organizer.

export interface LdEventVenue extends LdVenue {
  id: string;
  website?: string | null;
  is_online_only?: boolean;
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
  /** Absolute URL of the share image. */
  image: string | null;
}

const SCHEDULED = "https://schema.org/EventScheduled";
const CANCELLED = "https://schema.org/EventCancelled";
const OFFLINE = "https://schema.org/OfflineEventAttendanceMode";
const ONLINE = "https://schema.org/OnlineEventAttendanceMode";

/** The event page's JSON-LD; null for an event without dates (nothing to say when). */
export function eventJsonLd(input: EventLdInput): JsonLd | null {
  const { event, origin } = input;
  const dates = [...event.event_dates].sort((a, b) => a.start.localeCompare(b.start));
  const first = dates[0];
  if (!first) return null;
  // The main venue's full record (address, postal code) where a date is there.
  const venueOf = (d: LdEventDate) =>
    d.venue && input.venue && d.venue.id === input.venue.id ? input.venue : d.venue;
  const common = {
    description: event.summary,
    image: input.image ? [input.image] : null,
    url: input.pageUrl,
  };
  const occurrence = (d: LdEventDate, name: string): JsonLd =>
    compact({
      "@type": "Event",
      name,
      ...schemaDates(d),
      eventStatus: d.is_canceled ? CANCELLED : SCHEDULED,
      ...whereAndWho(venueOf(d), event.url ?? input.pageUrl, origin),
      ...common,
    });

  if (dates.length === 1) return withContext(occurrence(first, event.name));

  const last = dates.reduce((a, b) => (b.end > a.end ? b : a));
  return withContext(
    compact({
      "@type": "Event",
      name: event.name,
      startDate: schemaDates(first).startDate,
      endDate: schemaDates(last).endDate,
      eventStatus: dates.every((d) => d.is_canceled) ? CANCELLED : SCHEDULED,
      ...whereAndWho(input.venue ?? venueOf(first), event.url ?? input.pageUrl, origin),
      ...common,
      subEvent: dates.map((d) => occurrence(d, `${event.name}: ${dateLabel(d)}`)),
    }),
  );
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
