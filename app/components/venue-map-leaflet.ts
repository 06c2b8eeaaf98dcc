// Client-only: Leaflet touches `window` when it loads, so only venue-map.tsx's
// effect imports this module, dynamically. Never import it from a module that
// runs on the server.
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";
import { venueTypeStyle } from "../../core/venues/types.ts";
import { ACCENT } from "../colors.ts";
import { DOT_ICON, dotSvg, type MarkerMetrics, PIN_ICON, pinSvg } from "./map-markers.ts";
import { addTileLayer, TWIN_CITIES, TWIN_CITIES_ZOOM } from "./map-tiles.ts";
import type { MapVenue } from "./venue-map.tsx";

const SINGLE_VENUE_ZOOM = 15;
const MAX_FIT_ZOOM = 16;

export interface VenueMapOptions {
  tileUrl: string;
  /** HTML, as Leaflet's attribution control shows it. */
  attribution: string;
  /** Called once when enough tiles fail that the map background is mostly missing. */
  onTilesFailed: () => void;
}

export interface VenueMapController {
  /** Replaces the markers and fits the view; a no-op when nothing changed. */
  setVenues(venues: readonly MapVenue[], zoom?: number): void;
  destroy(): void;
}

function venueIcon(v: MapVenue): L.DivIcon {
  const color = venueTypeStyle(v.type).color;
  const m: MarkerMetrics = v.is_premium ? PIN_ICON : DOT_ICON;
  const svg = v.is_premium ? pinSvg(color) : dotSvg(color);
  return L.divIcon({
    // No className: Leaflet's default one draws a white box behind the icon.
    className: "",
    html: `<span style="display:block;line-height:0">${svg}</span>`,
    iconSize: [...m.iconSize],
    iconAnchor: [...m.iconAnchor],
    popupAnchor: [...m.popupAnchor],
  });
}

/** Built from DOM nodes, not an HTML string, so names and addresses are never parsed as markup. */
function popupContent(v: MapVenue): HTMLElement {
  const root = document.createElement("div");
  root.style.cssText = "font-size:0.875rem;line-height:1.4";
  const link = document.createElement("a");
  link.href = `/venues/${encodeURIComponent(v.slug)}`;
  link.textContent = v.name;
  link.style.cssText = `font-weight:700;font-size:1rem;color:${ACCENT}`;
  root.append(link);
  const type = venueTypeStyle(v.type).label;
  const lines = [v.is_premium ? `${type} · Featured` : type];
  const address = [v.address, v.city?.name].filter(Boolean).join(", ");
  if (address) lines.push(address);
  for (const text of lines) {
    const line = document.createElement("div");
    line.textContent = text;
    root.append(line);
  }
  return root;
}

function signature(venues: readonly MapVenue[], zoom: number | undefined): string {
  return JSON.stringify([
    zoom,
    venues.map((v) => [
      v.id,
      v.slug,
      v.name,
      v.type,
      v.is_premium,
      v.geo?.lat,
      v.geo?.lon,
      v.address,
      v.city?.name,
    ]),
  ]);
}

export function createVenueMap(el: HTMLElement, opts: VenueMapOptions): VenueMapController {
  // No view yet: the first setVenues sets it, so no tiles load for a view we leave at once.
  const map = L.map(el, { keyboard: true, scrollWheelZoom: false });

  addTileLayer(map, opts);

  const markers = L.layerGroup().addTo(map);
  let last = "";
  let fitView = () => {};
  /** Fitting a box with no size (hidden, say) goes wrong: fit again once it has one. */
  let fittedBlind = false;
  const refit = () => {
    fitView();
    fittedBlind = el.clientWidth === 0 || el.clientHeight === 0;
  };

  // The box can change size after the map is made (layout shifts, a hidden
  // tab becoming visible); Leaflet only measures on create otherwise.
  const resize = new ResizeObserver(() => {
    map.invalidateSize();
    if (fittedBlind) refit();
  });
  resize.observe(el);

  return {
    setVenues(venues, zoom) {
      const sig = signature(venues, zoom);
      if (sig === last) return;
      last = sig;
      markers.clearLayers();
      const located = venues.filter((v) => v.geo);
      const points = located.map((v) => L.latLng(v.geo!.lat, v.geo!.lon));
      // The view comes first: Leaflet can only place markers on a map that has one.
      const [first] = points;
      fitView = () => {
        if (!first) {
          map.setView(TWIN_CITIES, TWIN_CITIES_ZOOM);
        } else if (points.length === 1) {
          map.setView(first, zoom ?? SINGLE_VENUE_ZOOM);
        } else {
          // Extra room at the top for pins, which stand above their point.
          map.fitBounds(L.latLngBounds(points), {
            paddingTopLeft: [28, 44],
            paddingBottomRight: [28, 28],
            maxZoom: zoom ?? MAX_FIT_ZOOM,
          });
        }
      };
      refit();
      located.forEach((v, i) => {
        const marker = L.marker(points[i]!, {
          icon: venueIcon(v),
          title: v.name,
          alt: v.name,
          keyboard: true,
          riseOnHover: true,
          // Featured pins stay above every dot, whatever their latitude.
          zIndexOffset: v.is_premium ? 1000 : 0,
        })
          .bindPopup(() => popupContent(v))
          .addTo(markers);
        const icon = marker.getElement();
        icon?.setAttribute("data-venue-slug", v.slug);
        icon?.setAttribute("aria-label", v.name);
      });
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
