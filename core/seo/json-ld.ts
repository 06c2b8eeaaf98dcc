// Shared pieces of the schema.org JSON-LD the public pages carry (built by
// the pure functions beside this file; the route's meta export puts each in
// a <script type="application/ld+json">, React Router escaping `<`, `>` and
// `&` so no text can close the script early).

export type JsonLd = { "@type": string } & Record<string, unknown>;

export const SCHEMA_ORG = "https://schema.org";

/** A top-level object: the same with its @context. */
export function withContext(node: JsonLd): JsonLd & { "@context": string } {
  return { "@context": SCHEMA_ORG, ...node };
}

/** Leaves out properties without a value (null, undefined, "" or []), recursively in arrays. */
export function compact<T extends Record<string, unknown>>(node: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (v === null || v === undefined || v === "") continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out as T;
}

/** What a venue contributes to an event's location or its own page. */
export interface LdVenue {
  name: string;
  slug: string;
  address?: string | null;
  address2?: string | null;
  city?: { name: string } | null;
  state?: string | null;
  postal_code?: string | null;
  geo?: { lat: number; lon: number } | null;
}

/** The venue's street address; null when neither a street nor a city is known. */
export function postalAddress(v: LdVenue): JsonLd | null {
  const street = [v.address, v.address2].map((s) => s?.trim()).filter(Boolean);
  if (!street.length && !v.city) return null;
  return compact({
    "@type": "PostalAddress",
    streetAddress: street.join(", "),
    addressLocality: v.city?.name,
    addressRegion: v.state?.trim(),
    postalCode: v.postal_code?.trim(),
    // Every venue on the calendar is in the United States.
    addressCountry: "US",
  });
}

export function geoCoordinates(geo: LdVenue["geo"]): JsonLd | null {
  return geo ? { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lon } : null;
}

/** A venue as a schema.org Place (an event's location). */
export function place(v: LdVenue, origin: string): JsonLd {
  return compact({
    "@type": "Place",
    name: v.name,
    url: `${origin}/venues/${encodeURIComponent(v.slug)}`,
    address: postalAddress(v),
    geo: geoCoordinates(v.geo),
  });
}
