import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { sortByDistance } from "../../core/geo/distance.ts";
import { countOf } from "../../core/listing/counts.ts";
import { groupByCity } from "../../core/venues/by-city.ts";
import { packPins, unpackPins } from "../../core/venues/pins.ts";
import { MapLegend } from "../components/map-legend.tsx";
import { MAP_LIST_NEAREST, VenuesByCity, VenuesByDistance } from "../components/map-venue-list.tsx";
import { TonightNearby } from "../components/tonight-nearby.tsx";
import { Box, Button, Container, Link, Typography } from "../components/ui/index.ts";
import { useNearMe } from "../components/use-near-me.ts";
import { VenueMap } from "../components/venue-map.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/venue-map";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const venues = await page.services.discover.mapVenues();
  const open = venues.filter((v) => !v.is_closed);
  return {
    // Packed (core/venues/pins.ts): every pin of a city-sized calendar as objects was 700 KB.
    pins: packPins(open),
    closed: venues.length - open.length,
    map: page.services.site.map(),
    siteName: page.siteName,
    nowIso: page.nowIso,
    canonical: page.canonical("/venues/map"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Venue map · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Venue map",
    description:
      "Every gallery, museum and art space on the calendar, on one map of the Twin Cities.",
    canonical: loaderData?.canonical,
    crumbs: [
      { name: "Venues", path: "/venues" },
      { name: "Map", path: "/venues/map" },
    ],
  });
}

const MAP_HEIGHT = { xs: "min(60vh, 480px)", md: "min(70vh, 640px)" };

export default function VenueMapPage({ loaderData }: Route.ComponentProps) {
  const { map, nowIso } = loaderData;
  const venues = useMemo(() => unpackPins(loaderData.pins), [loaderData.pins]);
  const near = useNearMe();
  const position = near.state.kind === "found" ? near.state.position : null;
  const byCity = useMemo(() => groupByCity(venues), [venues]);
  const nearest = useMemo(
    () =>
      position ? sortByDistance(venues, position, (v) => v.geo).slice(0, MAP_LIST_NEAREST) : null,
    [venues, position],
  );

  return (
    <Container sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.75rem" } }}>
        Venue map
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {countOf(venues.length, "open venue", "open venues")}
        {loaderData.closed
          ? ` (the ${countOf(loaderData.closed, "closed one is", "closed ones are")} only in the directory)`
          : ""}
        . Pins are featured venues, dots the others; a number is a group of venues, zoom in to see
        them. Prefer a list?{" "}
        <Link component={RouterLink} to="/venues">
          Browse the directory
        </Link>
        .
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(280px, 1fr)" },
          // Without JavaScript the noscript note is real markup: the map and
          // Near me, which need it, give way to the note and the list.
          "&:has(noscript > .ac-map-page-nojs) .ac-needs-js": { display: "none" },
          "& > noscript": { gridColumn: "1 / -1" },
        }}
      >
        <noscript>
          <p className="ac-map-page-nojs">The map needs JavaScript; here are the venues by city.</p>
        </noscript>
        <Box>
          <Box className="ac-needs-js" sx={{ display: "grid", gap: 1.5 }}>
            <VenueMap
              venues={venues}
              tileUrl={map.tileUrl}
              tileAttribution={map.attribution}
              height={MAP_HEIGHT}
              label="Map of venues"
              position={position}
            />
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
              <Button variant="outlined" onClick={near.ask} disabled={near.state.kind === "asking"}>
                Near me
              </Button>
              {position ? (
                <Button variant="text" onClick={near.reset}>
                  Back to the list by city
                </Button>
              ) : null}
              <Typography variant="body2" role="status" sx={{ flex: "1 1 240px" }}>
                {near.state.kind === "asking"
                  ? "Asking your browser where you are…"
                  : near.state.kind === "failed"
                    ? near.state.message
                    : position
                      ? "Nearest first. Your location stays in this browser."
                      : ""}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ mt: 2 }}>
            <MapLegend />
          </Box>
        </Box>
        <Box
          component="section"
          aria-labelledby="map-list"
          sx={{ maxHeight: { md: "min(70vh, 640px)" }, overflowY: { md: "auto" } }}
          tabIndex={0}
        >
          {position ? <TonightNearby position={position} nowIso={nowIso} /> : null}
          <Typography id="map-list" component="h2" variant="h6">
            {!position
              ? "Venues by city"
              : venues.length > MAP_LIST_NEAREST
                ? `The ${MAP_LIST_NEAREST} nearest venues`
                : "Venues, nearest first"}
          </Typography>
          {nearest ? <VenuesByDistance venues={nearest} /> : <VenuesByCity groups={byCity} />}
        </Box>
      </Box>
    </Container>
  );
}
