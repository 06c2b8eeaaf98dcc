import type { ScrapedLocation } from "../../../core/scraper/types.ts";
import { looseKey, matchVenue } from "../../../core/scraper/venue-match.ts";
import { ApiCallError, api } from "../api-client.ts";
import type { City, FileContainer, LinkPreview, Venue, VenueListRow } from "../api-types.ts";

// "Import from a link" in the back office: read a page's preview, keep its
// image as one of our files, find (or, when the editor asks, create) the
// venue its event names. Nothing here saves the record being edited.

export const readLink = (url: string) =>
  api<LinkPreview>("/utils/scraper/meta", { body: { url: url.trim() } });

/** Downloads the image on the server (through the same guard) into a file container. */
export const importImage = (url: string, type: "event" | "venue", alt: string | null) =>
  api<FileContainer>("/files/import", { body: { url, type, alt_text: alt } });

/** A venue found by its name (a list row) or just made. */
export type ImportedVenue = Venue | VenueListRow;

/** Our venue that the location names, or null (search by its name, then compare name and address). */
export async function findVenue(location: ScrapedLocation): Promise<ImportedVenue | null> {
  if (!location.name) return null;
  const q = new URLSearchParams({ query: location.name, page_size: "20" });
  return matchVenue(location, await api<VenueListRow[]>(`/places/venues/list?${q}`));
}

/** The name a new venue for this location gets. */
export const venueNameOf = (l: ScrapedLocation) => l.name ?? l.street ?? l.address ?? "";

/** Creates the venue the location describes, in our city of that name when there is one. */
export async function createVenue(location: ScrapedLocation): Promise<ImportedVenue> {
  let cityId: string | null = null;
  if (location.locality) {
    const q = new URLSearchParams({ query: location.locality, page_size: "20" });
    const cities = await api<City[]>(`/places/cities/list?${q}`);
    cityId = cities.find((c) => looseKey(c.name) === looseKey(location.locality))?.id ?? null;
  }
  const region = location.region?.trim() ?? "";
  return api<Venue>("/places/venues/list", {
    body: {
      name: venueNameOf(location).slice(0, 160),
      address:
        (location.street ?? (location.name ? location.address : null))?.slice(0, 200) ?? null,
      city_id: cityId,
      ...(/^[A-Za-z]{2}$/.test(region) ? { state: region.toUpperCase() } : {}),
      postal_code: location.postal_code?.slice(0, 10) ?? null,
    },
  });
}

/** What to tell the editor when a call failed. */
export function problemOf(err: unknown): string {
  if (!(err instanceof ApiCallError)) return "Something went wrong. Please try again.";
  if (err.error.code === "N-1001") {
    return "Could not reach the server. Check your connection and try again.";
  }
  return err.error.errors[0]?.message ?? err.message;
}
