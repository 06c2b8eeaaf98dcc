import type * as Out from "../../../core/schemas/api/calendar.ts";
import { presentVenueSummary, type VenueSummary } from "../places/present.ts";
import type { VenueWithCity } from "../places/repo.ts";
import type { EventDateRow, EventRow } from "./repo.ts";

const stamps = (r: { createdDate: Date; modifiedDate: Date; version: number }) => ({
  created_date: r.createdDate.toISOString(),
  modified_date: r.modifiedDate.toISOString(),
  version: r.version,
});

/** An event without its dates: what an event-date row embeds. */
export function presentEventSummary(e: EventRow): Out.EventSummary {
  return {
    id: e.id,
    legacy_id: e.legacyId,
    name: e.name,
    slug: e.slug,
    summary: e.summary,
    url: e.url,
    admission: e.admission,
    price_text: e.priceText,
    ticket_url: e.ticketUrl,
    min_age: e.minAge,
    accessibility: e.accessibility,
    featured: e.featured,
    tags: e.tags,
    primary_image_id: e.primaryImageId,
    status: e.status,
    // Calendar feeds number their revisions (SEQUENCE) from these.
    version: e.version,
    modified_date: e.modifiedDate.toISOString(),
  };
}

export function presentDate(d: EventDateRow, venue: VenueSummary | null): Out.EventDate {
  return {
    id: d.id,
    event_id: d.eventId,
    venue_id: d.venueId,
    category: d.category,
    type: d.type,
    label: d.label,
    start: d.start.toISOString(),
    end: d.end.toISOString(),
    is_canceled: d.isCanceled,
    previous_start: d.previousStart?.toISOString() ?? null,
    // Where the date differs from its event (decision 054); null: as the event.
    admission: d.admission,
    accessibility: d.accessibility,
    // A series' date (decision 059): the series and the start its rule gives it.
    series_id: d.seriesId,
    occurrence: d.occurrence?.toISOString() ?? null,
    venue,
    ...stamps(d),
  };
}

export function presentEvent(
  e: EventRow,
  dates: EventDateRow[],
  venues: Map<string, VenueWithCity>,
): Out.Event {
  return {
    ...presentEventSummary(e),
    content: e.content,
    event_dates: dates.map((d) => {
      const v = venues.get(d.venueId);
      return presentDate(d, v ? presentVenueSummary(v) : null);
    }),
    ...stamps(e),
  };
}

export type Event = Out.Event;
export type EventDateListRow = Out.EventDateListRow;
