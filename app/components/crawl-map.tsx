import { useEffect, useMemo, useRef } from "react";
import type { CrawlMapStop } from "./crawl-map-leaflet.ts";
import { leafletContainerSx, MapLoading } from "./map-frame.tsx";
import { Box } from "./ui/index.ts";
import { useLeafletMap } from "./use-leaflet-map.ts";
import { MAP_FAILED } from "./venue-map.tsx";

/** The crawl's stops on a live map (screen only; paper and no-JavaScript get crawl-plan.tsx). */
export function CrawlMap({
  stops,
  tileUrl,
  tileAttribution,
  label,
}: {
  stops: readonly {
    number: number;
    venue: { name: string; slug: string; geo: { lat: number; lon: number } | null };
  }[];
  tileUrl: string;
  tileAttribution: string;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { controller, state, tilesFailed } = useLeafletMap(
    ref,
    async (el, onTilesFailed) =>
      (await import("./crawl-map-leaflet.ts")).createCrawlMap(el, {
        tileUrl,
        attribution: tileAttribution,
        onTilesFailed,
      }),
    `${tileUrl} ${tileAttribution}`,
  );
  const placed = useMemo<CrawlMapStop[]>(
    () =>
      stops.flatMap((s) =>
        s.venue.geo
          ? [{ number: s.number, name: s.venue.name, slug: s.venue.slug, geo: s.venue.geo }]
          : [],
      ),
    [stops],
  );
  useEffect(() => {
    controller?.setStops(placed);
  }, [controller, placed]);
  return (
    <Box
      className="ac-crawl-live"
      data-map-state={state}
      data-tiles-failed={tilesFailed ? "true" : undefined}
      sx={{
        position: "relative",
        height: { xs: "320px", md: "460px" },
        borderRadius: 1,
        overflow: "hidden",
      }}
    >
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        sx={{ position: "absolute", inset: 0, ...leafletContainerSx("50%") }}
      />
      {state === "loading" && <MapLoading />}
      {state === "failed" && <MapLoading text={MAP_FAILED} role="alert" />}
    </Box>
  );
}
