// Distances on the Earth's surface, for "Near me" on the venue map: how far a
// venue is from where the visitor stands, and lists ordered by it. Pure: the
// visitor's position never leaves the browser.

export interface LatLon {
  lat: number;
  lon: number;
}

/** Mean Earth radius in metres (IUGG), good to about 0.5% anywhere. */
const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine formula). */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min() keeps rounding from pushing asin's argument past 1 for antipodes.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `items` nearest first from `from`, each with its distance in metres (null
 * when it has no position: those go last, in their original order). Stable:
 * equal distances keep the order they came in.
 */
export function sortByDistance<T>(
  items: readonly T[],
  from: LatLon,
  position: (item: T) => LatLon | null | undefined,
): { item: T; metres: number | null }[] {
  return items
    .map((item, i) => {
      const at = position(item);
      return { item, i, metres: at ? distanceMetres(from, at) : null };
    })
    .sort((x, y) => {
      if (x.metres === null || y.metres === null) {
        return x.metres === y.metres ? x.i - y.i : x.metres === null ? 1 : -1;
      }
      return x.metres - y.metres || x.i - y.i;
    })
    .map(({ item, metres }) => ({ item, metres }));
}

const METRES_PER_MILE = 1609.344;

/** A distance as people in the Twin Cities say it: "0.3 mi", "12 mi", "450 ft" under a tenth of a mile. */
export function formatDistance(metres: number): string {
  const miles = metres / METRES_PER_MILE;
  if (miles < 0.1) return `${Math.max(1, Math.round((metres * 3.28084) / 10) * 10)} ft`;
  if (miles < 10) return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}
