import { typeOfCategory } from "../../core/schemas/calendar.ts";
import { slugify, uniqueSlug } from "../../core/slug.ts";
import type { Db } from "../../db/client.ts";
import { generateDemoEvents } from "../../db/seed/events-data.ts";
import { venueAccessOf } from "../../db/seed/facets-data.ts";
import { SEED_CITIES, SEED_VENUES, type SeedVenue } from "../../db/seed/places-data.ts";
import { createCalendarRepo } from "../api/calendar/repo.ts";
import { createPlacesRepo, type VenueInsert } from "../api/places/repo.ts";
import { sanitizeRichText } from "../lib/sanitize.ts";
import type { Storage } from "../lib/storage/types.ts";
import { seedBlog } from "./blog.ts";
import { seedGuides } from "./guides.ts";
import { seedImages } from "./images.ts";
import { seedShop } from "./shop.ts";

export interface SeedResult {
  cities: number;
  venues: number;
  events: number;
  dates: number;
  articles: number;
  products: number;
}

/** A demo venue as the venues repo stores it (the bench generator starts from these too). */
export function seedVenueValues(v: SeedVenue, cityId: string | null) {
  return {
    name: v.name,
    nickname: v.nickname ?? null,
    slug: v.slug,
    type: v.type,
    summary: v.summary,
    address: v.address,
    address2: v.address2 ?? null,
    cityId,
    state: "MN",
    postalCode: v.postal_code,
    geoLat: v.lat,
    geoLon: v.lon,
    hours: (v.hours as VenueInsert["hours"]) ?? null,
    hoursNote: v.hours_note ?? null,
    website: v.website ?? null,
    phone: v.phone ?? null,
    email: v.email ?? null,
    links: v.links ?? [],
    isPremium: v.is_premium ?? false,
    isClosed: v.is_closed ?? false,
    isOnlineOnly: v.is_online_only ?? false,
    multipleLocationsLabel: v.multiple_locations_label ?? null,
    accessibility: v.accessibility ?? venueAccessOf(v, SEED_VENUES.indexOf(v)),
    legacyId: v.legacy_id ?? null,
  } satisfies VenueInsert;
}

/** True when the calendar holds nothing yet (first start of an empty database). */
export async function calendarIsEmpty(db: Db): Promise<boolean> {
  const places = createPlacesRepo(db);
  const { total } = await places.cities.list({ sortBy: "name", sort: "asc", offset: 0, limit: 1 });
  return total === 0;
}

/**
 * The demo Twin Cities: real cities and venues (db/seed/places-data.ts) and
 * ~150 events generated around `now` so every preset has content.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  opts: { storage?: Storage } = {},
): Promise<SeedResult> {
  const images = opts.storage
    ? await seedImages(
        db,
        opts.storage,
        SEED_VENUES.filter((v) => v.is_premium).map((v) => v.key),
      )
    : null;
  const places = createPlacesRepo(db);
  const calendar = createCalendarRepo(db);
  const cityIds = new Map<string, string>();
  for (const c of SEED_CITIES) {
    const row = await places.cities.insert({
      name: c.name,
      slug: await uniqueSlug(c.slug, (s) => places.cities.slugTaken(s)),
      state: c.state,
      summary: c.summary,
      geoLat: c.lat,
      geoLon: c.lon,
      sortOrder: c.sort_order,
    });
    cityIds.set(c.key, row.id);
  }
  const venueIds = new Map<string, string>();
  for (const v of SEED_VENUES) {
    const id = await places.venues.insert({
      ...seedVenueValues(v, cityIds.get(v.city) ?? null),
      slug: await uniqueSlug(v.slug, (s) => places.venues.slugTaken(s)),
      primaryImageId: images?.venues.get(v.key) ?? null,
    });
    venueIds.set(v.key, id);
  }
  const events = generateDemoEvents(now, SEED_VENUES);
  let dates = 0;
  const eventSlugs = new Map<string, string>();
  const eventIds = new Map<string, string>();
  for (const [i, e] of events.entries()) {
    const slug = await uniqueSlug(slugify(e.name), (s) => calendar.slugTaken(s));
    eventSlugs.set(e.name, slug);
    const id = await calendar.create(
      {
        name: e.name,
        slug,
        summary: e.summary,
        content: sanitizeRichText(e.content),
        tags: e.tags,
        featured: e.featured ?? false,
        status: e.status ?? "published",
        url: e.url ?? null,
        admission: e.admission ?? "unknown",
        priceText: e.price_text ?? null,
        ticketUrl: e.ticket_url ?? null,
        minAge: e.min_age ?? null,
        accessibility: e.accessibility ?? [],
        legacyId: e.legacy_id ?? null,
        primaryImageId: images ? (images.events[i % images.events.length] ?? null) : null,
      },
      e.dates.map((d) => ({
        venueId: venueIds.get(d.venue)!,
        category: d.category,
        type: typeOfCategory(d.category),
        label: d.label ?? null,
        start: d.start,
        end: d.end,
        isCanceled: d.is_canceled ?? false,
        previousStart: d.previous_start ?? null,
        admission: d.admission ?? null,
        accessibility: d.accessibility ?? null,
      })),
    );
    eventIds.set(e.name, id);
    dates += e.dates.length;
  }
  await seedGuides(db, eventSlugs, eventIds);
  const blog = await seedBlog(db, now, eventSlugs, opts.storage);
  const shop = await seedShop(db, opts.storage);
  return {
    cities: SEED_CITIES.length,
    venues: SEED_VENUES.length,
    events: events.length,
    dates,
    articles: blog.articles,
    products: shop.products,
  };
}
