import type * as Out from "../../../core/schemas/api/places.ts";
import type { CityRow, VenueWithCity } from "./repo.ts";

const geo = (lat: number | null, lon: number | null) =>
  lat == null || lon == null ? null : { lat, lon };
const stamps = (r: { createdDate: Date; modifiedDate: Date; version: number }) => ({
  created_date: r.createdDate.toISOString(),
  modified_date: r.modifiedDate.toISOString(),
  version: r.version,
});

export function presentCity(c: CityRow): Out.City {
  return {
    id: c.id,
    legacy_id: c.legacyId,
    name: c.name,
    slug: c.slug,
    state: c.state,
    summary: c.summary,
    geo: geo(c.geoLat, c.geoLon),
    sort_order: c.sortOrder,
    ...stamps(c),
  };
}

/** What a card or an event date needs of its venue. */
export function presentVenueSummary(v: VenueWithCity): Out.VenueSummary {
  return {
    id: v.id,
    name: v.name,
    nickname: v.nickname,
    slug: v.slug,
    type: v.type,
    address: v.address,
    city: v.city,
    geo: geo(v.geoLat, v.geoLon),
    is_premium: v.isPremium,
    is_closed: v.isClosed,
    is_online_only: v.isOnlineOnly,
    multiple_locations_label: v.multipleLocationsLabel,
    accessibility: v.accessibility,
    primary_image_id: v.primaryImageId,
  };
}

export function presentVenue(v: VenueWithCity): Out.Venue {
  return {
    ...presentVenueSummary(v),
    legacy_id: v.legacyId,
    // Staff's setting (decision 056): on the venue's own record, not on every card's venue.
    editor_review: v.editorReview,
    summary: v.summary,
    content: v.content,
    address2: v.address2,
    city_id: v.cityId,
    state: v.state,
    postal_code: v.postalCode,
    hours: v.hours ?? null,
    hours_note: v.hoursNote,
    website: v.website,
    phone: v.phone,
    email: v.email,
    links: v.links,
    ...stamps(v),
  };
}

export type VenueSummary = Out.VenueSummary;
export type Venue = Out.Venue;
export type City = Out.City;
