// Client-only, like the Leaflet modules that import it: what every map of
// ours shares, a default view and the background tiles with one notice when
// most of them fail (an offline machine, a blocked tile server).
import * as L from "leaflet";

/** Between Minneapolis and Saint Paul: the view of a map with nothing placed yet. */
export const TWIN_CITIES: L.LatLngTuple = [44.9661, -93.1759];
export const TWIN_CITIES_ZOOM = 11;
/** Tile failures before we tell people the background is missing. */
const TILE_ERROR_THRESHOLD = 3;

export function addTileLayer(
  map: L.Map,
  opts: { tileUrl: string; attribution: string; onTilesFailed: () => void },
) {
  let errors = 0;
  let loads = 0;
  let reported = false;
  L.tileLayer(opts.tileUrl, { attribution: opts.attribution, maxZoom: 19 })
    .on("tileload", () => {
      loads++;
    })
    .on("tileerror", () => {
      errors++;
      if (!reported && errors >= TILE_ERROR_THRESHOLD && errors > loads) {
        reported = true;
        opts.onTilesFailed();
      }
    })
    .addTo(map);
}
