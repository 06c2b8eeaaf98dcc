// The pure half of clustered map pins: venues as the GeoJSON points
// supercluster indexes, and the artwork and words of a cluster marker. No
// Leaflet, no DOM: safe on the server and in unit tests. venue-map-leaflet.ts
// does the drawing.
import type { PointFeature } from "supercluster";

export interface Located {
  geo: { lat: number; lon: number } | null;
}

/** What each point carries: the venue's place in the list the map was given. */
export interface VenuePointProps {
  index: number;
}

/** GeoJSON points ([lon, lat], GeoJSON's order) for the venues that have a position. */
export function venuePoints(venues: readonly Located[]): PointFeature<VenuePointProps>[] {
  const points: PointFeature<VenuePointProps>[] = [];
  venues.forEach((v, index) => {
    if (!v.geo || !Number.isFinite(v.geo.lat) || !Number.isFinite(v.geo.lon)) return;
    points.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [v.geo.lon, v.geo.lat] },
      properties: { index },
    });
  });
  return points;
}

/** Pins closer than this many px on screen join one cluster. */
export const CLUSTER_RADIUS = 48;
/**
 * The last zoom at which venues cluster: from the next one in, every venue is
 * its own marker (two in one building stay apart only there).
 */
export const CLUSTER_MAX_ZOOM = 16;

/**
 * supercluster's settings for Leaflet: its radius is measured against a tile
 * of `extent` px, and Leaflet's tiles are 256 px, not supercluster's 512.
 */
export const CLUSTER_OPTIONS = { radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM, extent: 256 };

/** A cluster marker's diameter in px: larger for more venues, at least a 32px target. */
export function clusterDiameter(count: number): number {
  if (count < 10) return 32;
  if (count < 50) return 38;
  return 44;
}

/** What a cluster marker says to screen readers and in its tooltip. */
export function clusterLabel(count: number): string {
  return `${count} venues here; zoom in to see them`;
}

/** A dark disc with a white ring and the count in white: readable on any tile or none. */
export function clusterSvg(count: number, ink: string): string {
  const d = clusterDiameter(count);
  const c = d / 2;
  const text = count > 999 ? "999+" : String(Math.max(0, Math.floor(count)));
  const fontSize = text.length > 2 ? 11 : 13;
  const fill = /^#[0-9a-f]{3,8}$/i.test(ink) ? ink : "#111111";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${d}" height="${d}" viewBox="0 0 ${d} ${d}" ` +
    `aria-hidden="true" focusable="false">` +
    `<circle cx="${c}" cy="${c}" r="${c - 1.5}" fill="${fill}" stroke="#ffffff" stroke-width="3"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - 0.25}" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="0.5"/>` +
    `<text x="${c}" y="${c}" dy="0.35em" text-anchor="middle" fill="#ffffff" ` +
    `font-family="inherit" font-weight="700" font-size="${fontSize}">${text}</text>` +
    `</svg>`
  );
}

/**
 * The zoom to go to when a cluster is opened: supercluster's expansion zoom,
 * at least one step in from where we are, and no further than the map goes.
 */
export function expansionZoom(expansion: number, current: number, max: number): number {
  return Math.min(max, Math.max(expansion, Math.floor(current) + 1));
}
