import { slugify } from "../../core/slug.ts";
import { ADJECTIVES, NOUNS } from "../../db/seed/events-data.ts";
import { venueAccessOf } from "../../db/seed/facets-data.ts";
import { SEED_CITIES, SEED_VENUES, type VenueType } from "../../db/seed/places-data.ts";
import type { CityRow, VenueInsert } from "../../server/api/places/repo.ts";
import { seedVenueValues } from "../../server/seed/demo.ts";
import type { Scale } from "../scales.ts";
import type { Draws } from "./draw.ts";

// Cities and venues: the demo's real ones first, then made-up ones shaped like
// them, so a city-scale calendar has the demo's places plus many more.

export type CityValues = Omit<CityRow, "createdDate" | "modifiedDate" | "version" | "modifiedBy">;
export type VenueValues = VenueInsert & { id: string; cityId: string; type: VenueType };

/** Towns around the Twin Cities beyond the demo's, with approximate centres. */
const MORE_CITIES: [name: string, lat: number, lon: number][] = [
  ["Roseville", 45.0061, -93.1566],
  ["Maple Grove", 45.0725, -93.4558],
  ["Stillwater", 45.0564, -92.8088],
  ["Anoka", 45.1977, -93.3872],
  ["Burnsville", 44.7677, -93.2777],
  ["Plymouth", 45.0105, -93.4555],
  ["Richfield", 44.8833, -93.2831],
  ["St. Louis Park", 44.9483, -93.348],
  ["Minnetonka", 44.9211, -93.4687],
  ["Woodbury", 44.9239, -92.9594],
  ["Northfield", 44.4583, -93.1616],
  ["Excelsior", 44.9033, -93.5663],
  ["Red Wing", 44.5625, -92.5338],
  ["Shakopee", 44.798, -93.5269],
  ["Forest Lake", 45.2789, -92.9852],
  ["Hastings", 44.7443, -92.8514],
];

const VENUE_KINDS: [VenueType, string][] = [
  ["gallery", "Gallery"],
  ["gallery", "Projects"],
  ["studios", "Studios"],
  ["institution", "Art Center"],
  ["business", "Coffee"],
  ["popup", "Pop-Up"],
  ["public", "Commons"],
  ["gallery", "Contemporary"],
];
const STREETS = [
  "Hennepin Ave",
  "University Ave",
  "Grand Ave",
  "Lake St",
  "Central Ave",
  "Main St",
];

export function buildCities(scale: Scale, d: Draws): CityValues[] {
  const out: CityValues[] = SEED_CITIES.slice(0, scale.cities).map((c) => ({
    id: d.uuid(),
    legacyId: null,
    name: c.name,
    slug: c.slug,
    state: c.state,
    summary: c.summary,
    geoLat: c.lat,
    geoLon: c.lon,
    sortOrder: c.sort_order,
  }));
  for (const [name, lat, lon] of MORE_CITIES.slice(0, scale.cities - out.length)) {
    out.push({
      id: d.uuid(),
      legacyId: null,
      name,
      slug: slugify(name),
      state: "MN",
      summary: `Galleries, studios and art fairs in ${name}.`,
      geoLat: lat,
      geoLon: lon,
      sortOrder: out.length + 1,
    });
  }
  return out;
}

export function buildVenues(scale: Scale, d: Draws, cities: CityValues[]): VenueValues[] {
  const cityByKey = new Map(SEED_CITIES.map((c, i) => [c.key, cities[i]]));
  // The demo's venues as the demo stores them, without the demo's old-site ids.
  const out: VenueValues[] = SEED_VENUES.slice(0, scale.venues).map((v) => {
    const cityId = (cityByKey.get(v.city) ?? cities[0]!).id;
    return { ...seedVenueValues(v, cityId), id: d.uuid(), cityId, type: v.type, legacyId: null };
  });
  for (let i = out.length; i < scale.venues; i++) {
    // Most venues are in the two cities; the rest spread over the suburbs.
    const city = d.chance(0.7) ? cities[i % 2]! : d.pick(cities);
    const [type, word] = d.pick(VENUE_KINDS);
    const shape = SEED_VENUES[i % SEED_VENUES.length]!;
    const name = `${d.pick(ADJECTIVES)} ${d.pick(NOUNS)} ${word}`;
    out.push({
      id: d.uuid(),
      name,
      nickname: null,
      slug: `${slugify(name)}-${i}`,
      type,
      summary: `${name} shows work by artists from ${city.name} and beyond.`,
      address: `${d.int(100, 4999)} ${d.pick(STREETS)}`,
      address2: null,
      cityId: city.id,
      state: "MN",
      postalCode: String(d.int(55001, 55499)),
      geoLat: (city.geoLat ?? 44.97) + (d.next() - 0.5) * 0.08,
      geoLon: (city.geoLon ?? -93.26) + (d.next() - 0.5) * 0.1,
      hours: (shape.hours as VenueInsert["hours"]) ?? null,
      hoursNote: shape.hours_note ?? null,
      website: `https://example.com/venues/${i}`,
      phone: `612-555-${String(i % 10000).padStart(4, "0")}`,
      email: null,
      links: [],
      isPremium: d.chance(0.08),
      isClosed: d.chance(0.03),
      isOnlineOnly: false,
      multipleLocationsLabel: null,
      accessibility: venueAccessOf({ type, is_online_only: false }, i),
    });
  }
  return out;
}
