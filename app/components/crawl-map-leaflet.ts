// Client-only, as venue-map-leaflet.ts: crawl-map.tsx's effect imports it.
// A crawl's stops as numbered markers joined by the route in walking order.
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";
import { ACCENT } from "../colors.ts";
import { addTileLayer } from "./map-tiles.ts";

export interface CrawlMapStop {
  number: number;
  name: string;
  slug: string;
  geo: { lat: number; lon: number };
}

export interface CrawlMapOptions {
  tileUrl: string;
  attribution: string;
  onTilesFailed: () => void;
}

const MARKER = 30;

/** The same numbered disc as the printed plan (crawl-plan.tsx). */
function numberIcon(n: number): L.DivIcon {
  const r = MARKER / 2;
  return L.divIcon({
    className: "",
    html:
      `<span style="display:block;line-height:0"><svg xmlns="http://www.w3.org/2000/svg" width="${MARKER}" height="${MARKER}" viewBox="0 0 ${MARKER} ${MARKER}" aria-hidden="true" focusable="false">` +
      `<circle cx="${r}" cy="${r}" r="${r - 1.5}" fill="${ACCENT}" stroke="#ffffff" stroke-width="2"/>` +
      `<text x="${r}" y="${r}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${n}</text></svg></span>`,
    iconSize: [MARKER, MARKER],
    iconAnchor: [r, r],
    popupAnchor: [0, -r],
  });
}

function popup(s: CrawlMapStop): HTMLElement {
  const link = document.createElement("a");
  link.href = `/venues/${encodeURIComponent(s.slug)}`;
  link.textContent = `${s.number}. ${s.name}`;
  link.style.cssText = `font-weight:700;color:${ACCENT}`;
  return link;
}

export function createCrawlMap(el: HTMLElement, opts: CrawlMapOptions) {
  const map = L.map(el, { keyboard: true, scrollWheelZoom: false, maxZoom: 19 });
  addTileLayer(map, opts);
  const layer = L.layerGroup().addTo(map);
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(el);
  return {
    setStops(stops: readonly CrawlMapStop[]) {
      layer.clearLayers();
      const points = stops.map((s) => L.latLng(s.geo.lat, s.geo.lon));
      if (!points.length) return;
      if (points.length === 1) map.setView(points[0]!, 16);
      else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 17 });
      L.polyline(points, { color: ACCENT, weight: 4, opacity: 0.75, dashArray: "8 8" }).addTo(
        layer,
      );
      for (const s of stops) {
        const marker = L.marker([s.geo.lat, s.geo.lon], {
          icon: numberIcon(s.number),
          title: `${s.number}. ${s.name}`,
          alt: `${s.number}. ${s.name}`,
          keyboard: true,
          zIndexOffset: 1000 - s.number,
        }).bindPopup(() => popup(s));
        marker.on("add", () => {
          const icon = marker.getElement();
          icon?.setAttribute("aria-label", `Stop ${s.number}: ${s.name}`);
          icon?.setAttribute("data-stop", String(s.number));
        });
        marker.addTo(layer);
      }
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
