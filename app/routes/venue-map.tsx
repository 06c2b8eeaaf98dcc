import { Link as RouterLink } from "react-router";
import { countOf } from "../../core/listing/counts.ts";
import { MapLegend } from "../components/map-legend.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { VenueList } from "../components/venue-list.tsx";
import { VenueMap } from "../components/venue-map.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/venue-map";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const { venues } = await page.services.discover.venues({ type: null, city: null, q: null });
  const open = venues.filter((v) => !v.is_closed);
  return {
    venues: open,
    closed: venues.length - open.length,
    map: page.services.site.map(),
    siteName: page.siteName,
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

export default function VenueMapPage({ loaderData }: Route.ComponentProps) {
  const { venues, map } = loaderData;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.75rem" } }}>
        Venue map
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {countOf(venues.length, "open venue", "open venues")}
        {loaderData.closed
          ? ` (the ${countOf(loaderData.closed, "closed one is", "closed ones are")} only in the directory)`
          : ""}
        . Pins are featured venues, dots the others. Prefer a list?{" "}
        <Link component={RouterLink} to="/venues">
          Browse the directory
        </Link>
        .
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(280px, 1fr)" },
        }}
      >
        <Box>
          <VenueMap
            venues={venues}
            tileUrl={map.tileUrl}
            tileAttribution={map.attribution}
            height="min(70vh, 640px)"
            label="Map of venues"
          />
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
          <Typography id="map-list" component="h2" variant="h6">
            All venues on the map
          </Typography>
          <VenueList venues={venues} headingLevel={3} />
        </Box>
      </Box>
    </Container>
  );
}
