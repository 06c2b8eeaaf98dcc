// Client-only: Leaflet touches `window` when it loads, so only geo-picker.tsx's
// effect imports this module, dynamically. Never import it from a module that
// runs on the server.
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";
import { ACCENT } from "../../theme.ts";
import { PIN_ICON, pinSvg } from "../map-markers.ts";
import { addTileLayer, TWIN_CITIES, TWIN_CITIES_ZOOM } from "../map-tiles.ts";
import { type GeoPoint, roundCoordinate } from "./geo-picker.tsx";

/** Close enough to see which side of the street the pin is on. */
const PLACED_ZOOM = 16;
/** How far one arrow key press moves a focused marker, in screen pixels (Shift: 5×). */
const NUDGE_PX = 4;

export interface GeoPickerMapOptions {
  tileUrl: string;
  /** HTML, as Leaflet's attribution control shows it. */
  attribution: string;
  /** The position to show first, or null for the Twin Cities. */
  initial: GeoPoint | null;
  /** Accessible name of the marker. */
  markerLabel: string;
  /** A click on the map, a drag or a nudge of the marker: the new position, already rounded. */
  onPick: (point: GeoPoint) => void;
  /** Called once when enough tiles fail that the map background is mostly missing. */
  onTilesFailed: () => void;
}

export interface GeoPickerMapController {
  /** Moves the marker (or removes it for null), bringing it into view; a no-op when unchanged. */
  setPosition(point: GeoPoint | null): void;
  destroy(): void;
}

function pointOf(latlng: L.LatLng): GeoPoint {
  // A click on a copy of the world east or west of the first gives a longitude past ±180.
  const w = latlng.wrap();
  return { lat: roundCoordinate(w.lat), lon: roundCoordinate(w.lng) };
}

function pinIcon(): L.DivIcon {
  return L.divIcon({
    // No className: Leaflet's default one draws a white box behind the icon.
    className: "",
    html: `<span style="display:block;line-height:0">${pinSvg(ACCENT)}</span>`,
    iconSize: [...PIN_ICON.iconSize],
    iconAnchor: [...PIN_ICON.iconAnchor],
    popupAnchor: [...PIN_ICON.popupAnchor],
  });
}

export function createGeoPickerMap(
  el: HTMLElement,
  opts: GeoPickerMapOptions,
): GeoPickerMapController {
  const map = L.map(el, { keyboard: true, scrollWheelZoom: false });
  if (opts.initial) map.setView([opts.initial.lat, opts.initial.lon], PLACED_ZOOM);
  else map.setView(TWIN_CITIES, TWIN_CITIES_ZOOM);

  addTileLayer(map, opts);

  let marker: L.Marker | null = null;
  let current: GeoPoint | null = null;

  const pick = (point: GeoPoint) => {
    current = point;
    marker?.setLatLng([point.lat, point.lon]);
    opts.onPick(point);
  };

  const nudge = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const step = steps[event.key];
    if (!step || !marker || event.altKey || event.ctrlKey || event.metaKey) return;
    // The map pans on arrow keys too; with the marker focused, move the marker instead.
    L.DomEvent.stop(event);
    const px = NUDGE_PX * (event.shiftKey ? 5 : 1);
    const at = map.latLngToContainerPoint(marker.getLatLng());
    pick(pointOf(map.containerPointToLatLng(at.add([step[0] * px, step[1] * px]))));
  };

  const placeMarker = (point: GeoPoint) => {
    if (marker) {
      marker.setLatLng([point.lat, point.lon]);
      return;
    }
    marker = L.marker([point.lat, point.lon], {
      icon: pinIcon(),
      draggable: true,
      autoPan: true,
      keyboard: true,
      title: opts.markerLabel,
      alt: opts.markerLabel,
      riseOnHover: true,
    }).addTo(map);
    marker.on("dragend", () => {
      if (marker) pick(pointOf(marker.getLatLng()));
    });
    const icon = marker.getElement();
    if (icon) {
      icon.setAttribute(
        "aria-label",
        `${opts.markerLabel}. Drag, or use the arrow keys, to move it.`,
      );
      L.DomEvent.on(icon, "keydown", nudge as L.DomEvent.EventHandlerFn);
    }
  };

  map.on("click", (e: L.LeafletMouseEvent) => {
    const point = pointOf(e.latlng);
    placeMarker(point);
    pick(point);
  });

  if (opts.initial) {
    current = opts.initial;
    placeMarker(opts.initial);
  }

  // The box can change size after the map is made (a tab or an accordion
  // opening); Leaflet only measures on create otherwise.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(el);

  return {
    setPosition(point) {
      if (current?.lat === point?.lat && current?.lon === point?.lon) return;
      const hadNone = current === null;
      current = point;
      if (!point) {
        marker?.remove();
        marker = null;
        return;
      }
      placeMarker(point);
      const latlng = L.latLng(point.lat, point.lon);
      if (hadNone) map.setView(latlng, Math.max(map.getZoom(), PLACED_ZOOM));
      else if (!map.getBounds().contains(latlng)) map.panTo(latlng);
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
