// Client-only: Leaflet touches `window` when it loads, so only venue-map.tsx's
// effect imports this module, dynamically. Never import it from a module that
// runs on the server.
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";
import Supercluster from "supercluster";
import { venueTypeStyle } from "../../core/venues/types.ts";
import { ACCENT, INK } from "../colors.ts";
import {
  CLUSTER_OPTIONS,
  clusterDiameter,
  clusterLabel,
  clusterSvg,
  expansionZoom,
  type VenuePointProps,
  venuePoints,
} from "./map-clusters.ts";
import { DOT_ICON, dotSvg, type MarkerMetrics, PIN_ICON, pinSvg } from "./map-markers.ts";
import { addTileLayer, TWIN_CITIES, TWIN_CITIES_ZOOM } from "./map-tiles.ts";
import type { MapVenue } from "./venue-map.tsx";

const SINGLE_VENUE_ZOOM = 15;
const MAX_FIT_ZOOM = 16;
const MAX_ZOOM = 19;
/** Where "Near me" puts the visitor: a few blocks around. */
const NEAR_ME_ZOOM = 14;

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
  /** Centres on the visitor with a "you are here" mark (Near me); null takes the mark away. */
  showPosition(at: { lat: number; lon: number } | null): void;
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

function clusterIcon(count: number): L.DivIcon {
  const d = clusterDiameter(count);
  return L.divIcon({
    className: "",
    html: `<span style="display:block;line-height:0">${clusterSvg(count, INK)}</span>`,
    iconSize: [d, d],
    iconAnchor: [d / 2, d / 2],
  });
}

const HERE_ICON = L.divIcon({
  className: "",
  html:
    `<span style="display:block;line-height:0"><svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">` +
    `<circle cx="11" cy="11" r="9" fill="${ACCENT}" fill-opacity="0.2" stroke="${ACCENT}" stroke-width="1"/>` +
    `<circle cx="11" cy="11" r="5" fill="${ACCENT}" stroke="#ffffff" stroke-width="2"/></svg></span>`,
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

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

function venueMarker(v: MapVenue): L.Marker {
  const marker = L.marker([v.geo!.lat, v.geo!.lon], {
    icon: venueIcon(v),
    title: v.name,
    alt: v.name,
    keyboard: true,
    riseOnHover: true,
    // Featured pins stay above every dot, whatever their latitude.
    zIndexOffset: v.is_premium ? 1000 : 0,
  }).bindPopup(() => popupContent(v));
  // The icon element is made on add and kept while the marker lives.
  marker.on("add", () => {
    const icon = marker.getElement();
    icon?.setAttribute("data-venue-slug", v.slug);
    icon?.setAttribute("aria-label", v.name);
  });
  return marker;
}

export function createVenueMap(el: HTMLElement, opts: VenueMapOptions): VenueMapController {
  // No view yet: the first setVenues sets it, so no tiles load for a view we leave at once.
  const map = L.map(el, { keyboard: true, scrollWheelZoom: false, maxZoom: MAX_ZOOM });

  addTileLayer(map, opts);

  let venues: readonly MapVenue[] = [];
  let index = new Supercluster<VenuePointProps>(CLUSTER_OPTIONS);
  /**
   * The markers on the map by key ("v:<venue id>", "c:<cluster id>"). A
   * redraw adds and removes only what changed, so a venue's open popup
   * survives the pan that opening it causes.
   */
  const shown = new Map<string, L.Marker>();
  const venueMarkers = new Map<string, L.Marker>();
  let here: L.Marker | null = null;
  /** After a cluster is opened from the keyboard, focus goes back to the map. */
  let refocus = false;

  const openCluster = (id: number, at: L.LatLng, fromKeyboard: boolean) => {
    const zoom = expansionZoom(index.getClusterExpansionZoom(id), map.getZoom(), MAX_ZOOM);
    refocus = fromKeyboard;
    map.setView(at, zoom);
  };

  const clusterMarker = (id: number, count: number, at: L.LatLng): L.Marker => {
    const label = clusterLabel(count);
    const marker = L.marker(at, { icon: clusterIcon(count), title: label, keyboard: true });
    marker.on("add", () => {
      const icon = marker.getElement();
      icon?.setAttribute("aria-label", label);
      icon?.setAttribute("data-cluster-count", String(count));
    });
    marker.on("click", () => openCluster(id, at, false));
    marker.on("keypress", (e) => {
      const key = (e as L.LeafletKeyboardEvent).originalEvent;
      if (key.key === "Enter" || key.key === " ") {
        key.preventDefault();
        openCluster(id, at, true);
      }
    });
    return marker;
  };

  const draw = () => {
    if (!venues.length) return;
    const b = map.getBounds().pad(0.25);
    const box: [number, number, number, number] = [
      Math.max(-180, b.getWest()),
      Math.max(-85, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(85, b.getNorth()),
    ];
    const wanted = new Map<string, () => L.Marker>();
    for (const f of index.getClusters(box, Math.round(map.getZoom()))) {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties;
      if ("cluster" in p && p.cluster) {
        const { cluster_id: id, point_count: count } = p;
        wanted.set(`c:${id}`, () => clusterMarker(id, count, L.latLng(lat, lon)));
      } else {
        const v = venues[(p as VenuePointProps).index]!;
        wanted.set(`v:${v.id}`, () => {
          let m = venueMarkers.get(v.id);
          if (!m) {
            m = venueMarker(v);
            venueMarkers.set(v.id, m);
          }
          return m;
        });
      }
    }
    for (const [key, marker] of shown) {
      if (!wanted.has(key)) {
        marker.remove();
        shown.delete(key);
      }
    }
    for (const [key, make] of wanted) {
      if (shown.has(key)) continue;
      const marker = make().addTo(map);
      shown.set(key, marker);
    }
    if (refocus) {
      refocus = false;
      el.focus({ preventScroll: true });
    }
  };
  map.on("moveend", draw);

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
    setVenues(next, zoom) {
      const sig = signature(next, zoom);
      if (sig === last) return;
      last = sig;
      for (const marker of shown.values()) marker.remove();
      shown.clear();
      venueMarkers.clear();
      venues = next;
      const points = venuePoints(next);
      index = new Supercluster<VenuePointProps>(CLUSTER_OPTIONS);
      index.load(points);
      const latLngs = points.map((p) =>
        L.latLng(p.geometry.coordinates[1]!, p.geometry.coordinates[0]!),
      );
      // The view comes first: Leaflet can only place markers on a map that has one.
      const [first] = latLngs;
      fitView = () => {
        if (!first) {
          map.setView(TWIN_CITIES, TWIN_CITIES_ZOOM);
        } else if (latLngs.length === 1) {
          map.setView(first, zoom ?? SINGLE_VENUE_ZOOM);
        } else {
          // Extra room at the top for pins, which stand above their point.
          map.fitBounds(L.latLngBounds(latLngs), {
            paddingTopLeft: [28, 44],
            paddingBottomRight: [28, 28],
            maxZoom: zoom ?? MAX_FIT_ZOOM,
          });
        }
      };
      refit();
      // setView fires moveend (which draws) only when the view changed.
      draw();
    },
    showPosition(at) {
      if (!at) {
        here?.remove();
        here = null;
        return;
      }
      const point = L.latLng(at.lat, at.lon);
      if (!here) {
        here = L.marker(point, {
          icon: HERE_ICON,
          interactive: false,
          keyboard: false,
          zIndexOffset: 2000,
        }).addTo(map);
        here.getElement()?.setAttribute("data-testid", "map-you-are-here");
      } else {
        here.setLatLng(point);
      }
      map.setView(point, Math.max(NEAR_ME_ZOOM, map.getZoom()));
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
