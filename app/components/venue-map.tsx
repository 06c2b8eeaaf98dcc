import { useEffect, useRef } from "react";
import type { PinVenue } from "../../core/venues/pins.ts";
import { leafletContainerSx, MapLoading } from "./map-frame.tsx";
import { Box, Typography } from "./ui/index.ts";
import { useLeafletMap } from "./use-leaflet-map.ts";

/** A venue as the map draws it (core/venues/pins.ts: how the venue map's page sends them). */
export type MapVenue = PinVenue;

export interface VenueMapProps {
  venues: MapVenue[];
  /** Tile URL template, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". */
  tileUrl: string;
  /** HTML for the attribution control; defaults to OpenStreetMap's. */
  tileAttribution?: string;
  /** CSS height; a number is px (default 480); by breakpoint as in `sx`. */
  height?: number | string | Partial<Record<"xs" | "sm" | "md" | "lg" | "xl", string>>;
  /** Accessible name of the map region, e.g. "Map of venues". */
  label: string;
  /** Zoom for a single venue (default 15); with several, the most fitting may zoom in. */
  zoom?: number;
  /** The visitor's position (Near me): the map centres on it and marks it. Never sent anywhere. */
  position?: { lat: number; lon: number } | null;
}

export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const TILES_FAILED = "The map background couldn't load. Venues are still marked and listed.";
export const MAP_FAILED = "Sorry, the map didn't load. The venues are still listed on this page.";
const NEEDS_JS = "The map needs JavaScript.";

/**
 * A Leaflet map of venues: a coloured dot per venue, a pin per featured
 * venue, each opening a popup that links to the venue's page. The server and
 * the first client render show a placeholder; Leaflet loads in an effect.
 */
export function VenueMap({
  venues,
  tileUrl,
  tileAttribution = DEFAULT_TILE_ATTRIBUTION,
  height = 480,
  label,
  zoom,
  position,
}: VenueMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { controller, state, tilesFailed } = useLeafletMap(
    ref,
    async (el, onTilesFailed) =>
      (await import("./venue-map-leaflet.ts")).createVenueMap(el, {
        tileUrl,
        attribution: tileAttribution,
        onTilesFailed,
      }),
    `${tileUrl} ${tileAttribution}`,
  );

  useEffect(() => {
    controller?.setVenues(venues, zoom);
  }, [controller, venues, zoom]);

  useEffect(() => {
    controller?.showPosition(position ?? null);
  }, [controller, position]);

  const notice = state !== "failed" && tilesFailed ? TILES_FAILED : null;

  return (
    <Box
      className="ac-map-box"
      data-map-state={state}
      sx={{
        position: "relative",
        height,
        bgcolor: "grey.100",
        overflow: "hidden",
        borderRadius: 1,
        // Without JavaScript the noscript note below is real markup: no "Loading map…" then.
        "&:has(noscript > .ac-map-nojs) .ac-map-loading": { display: "none" },
      }}
    >
      {/* Leaflet owns this div's children; React never renders into it. */}
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        sx={{
          position: "absolute",
          inset: 0,
          ...leafletContainerSx("50%"),
        }}
      />
      {state === "loading" && <MapLoading />}
      {state === "failed" && <MapLoading text={MAP_FAILED} role="alert" />}
      <noscript>
        <p className="ac-map-nojs">{NEEDS_JS}</p>
      </noscript>
      {/* Always present so screen readers announce the notice when it appears. */}
      <Box
        role="status"
        sx={{
          position: "absolute",
          left: 8,
          right: 8,
          bottom: 28,
          zIndex: 1000,
          display: "flex",
          justifyContent: "center",
          // Text only: clicks pass through to the markers underneath.
          pointerEvents: "none",
        }}
      >
        {notice && (
          <Typography
            variant="body2"
            sx={{
              bgcolor: "background.paper",
              color: "text.primary",
              px: 1.5,
              py: 1,
              borderRadius: 1,
              boxShadow: 2,
              maxWidth: 420,
              textAlign: "center",
            }}
          >
            {notice}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
