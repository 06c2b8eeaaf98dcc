// Map marker artwork as SVG strings, for Leaflet's divIcon and for the legend.
// Regular venues get a small dot, premium ("featured") venues a teardrop pin,
// both in the venue type's colour (core/venues/types.ts). Pure: no DOM, no
// Leaflet, so it is safe on the server and in unit tests.

type Point = readonly [number, number];

export interface MarkerMetrics {
  /** Size of the icon element in px: [width, height]. */
  iconSize: Point;
  /** The point of the icon that sits on the venue's location. */
  iconAnchor: Point;
  /** Where a popup opens, relative to the anchor. */
  popupAnchor: Point;
}

/** Visible diameter of a venue dot, white ring included. */
export const DOT_DIAMETER = 14;
/**
 * The dot's icon is larger than the dot: the transparent margin gives fingers
 * a 24px target (WCAG 2.5.8) without making the dot itself heavier.
 */
export const DOT_ICON: MarkerMetrics = {
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -8],
};

export const PIN_WIDTH = 24;
export const PIN_HEIGHT = 34;
/** The pin's tip is the location; popups open just above its head. */
export const PIN_ICON: MarkerMetrics = {
  iconSize: [PIN_WIDTH, PIN_HEIGHT],
  iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
  popupAnchor: [0, -PIN_HEIGHT + 4],
};

const FALLBACK_COLOR = "#9e9e9e";

/** A colour safe to put in an attribute: hex, rgb()/hsl() or a plain name. */
export function safeColor(color: string): string {
  const c = color.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(c)) return c;
  if (/^(rgb|rgba|hsl|hsla)\([0-9.,%\s/deg]+\)$/i.test(c)) return c;
  if (/^[a-z]{3,20}$/i.test(c)) return c;
  return FALLBACK_COLOR;
}

/** A small filled circle with a white 2px ring and a faint outline for light maps. */
export function dotSvg(color: string, size: number = DOT_ICON.iconSize[0]): string {
  const fill = safeColor(color);
  const c = size / 2;
  const r = DOT_DIAMETER / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" aria-hidden="true" focusable="false">` +
    `<circle cx="${c}" cy="${c}" r="${r - 1}" fill="${fill}" stroke="#ffffff" stroke-width="2"/>` +
    `<circle cx="${c}" cy="${c}" r="${r - 0.25}" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="0.5"/>` +
    `</svg>`
  );
}

/** A teardrop map pin in the colour, white edge, white inner circle. */
export function pinSvg(color: string): string {
  const fill = safeColor(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" ` +
    `viewBox="0 0 ${PIN_WIDTH} ${PIN_HEIGHT}" aria-hidden="true" focusable="false">` +
    `<path d="M12 1C5.9 1 1 5.9 1 12c0 8.3 11 21 11 21s11-12.7 11-21C23 5.9 18.1 1 12 1z" ` +
    `fill="${fill}" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M12 0.25C5.5 0.25 0.25 5.5 0.25 12c0 8.7 11.75 22 11.75 22s11.75-13.3 11.75-22C23.75 5.5 18.5 0.25 12 0.25z" ` +
    `fill="none" stroke="rgba(0,0,0,0.3)" stroke-width="0.5"/>` +
    `<circle cx="12" cy="12" r="4.5" fill="#ffffff"/>` +
    `</svg>`
  );
}
