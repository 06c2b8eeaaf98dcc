import { Link as RouterLink } from "react-router";
import { formatDistance } from "../../core/geo/distance.ts";
import type { CityGroup } from "../../core/venues/by-city.ts";
import { venueTypeStyle } from "../../core/venues/types.ts";
import { VenueMarkerSwatch } from "./marker-swatch.tsx";
import { Box, Link, Typography } from "./ui/index.ts";

export interface MapListVenue {
  id: string;
  name: string;
  slug: string;
  type: string;
  is_premium: boolean;
  address: string | null;
  city: { name: string; slug?: string } | null;
}

/**
 * A map of up to MAP_LIST_ALL venues lists every one under its city; a
 * bigger one lists MAP_LIST_PER_CITY per city and gives the rest to the
 * directory, so the page stays small at any size (the bench city's 2,000
 * venues, every one listed, made 2 MB of HTML and a 0.4 s render).
 */
export const MAP_LIST_ALL = 150;
export const MAP_LIST_PER_CITY = 12;
/** Venues listed nearest first after Near me. */
export const MAP_LIST_NEAREST = 50;

function Row({ v, metres }: { v: MapListVenue; metres?: number | null }) {
  const type = venueTypeStyle(v.type).label;
  const where = [v.address, v.city?.name].filter(Boolean).join(", ");
  return (
    <Box
      component="li"
      data-testid="map-venue"
      sx={{ display: "flex", gap: 1, py: 1, borderBottom: 1, borderColor: "divider" }}
    >
      <Box sx={{ pt: 0.25 }}>
        <VenueMarkerSwatch type={v.type} premium={v.is_premium} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link component={RouterLink} to={`/venues/${v.slug}`} sx={{ fontWeight: 700 }}>
          {v.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {[v.is_premium ? `${type} · Featured` : type, where].filter(Boolean).join(" · ")}
        </Typography>
      </Box>
      {metres != null ? (
        <Typography
          variant="body2"
          data-testid="map-venue-distance"
          sx={{ flexShrink: 0, fontWeight: 600, whiteSpace: "nowrap" }}
        >
          {formatDistance(metres)}
        </Typography>
      ) : null}
    </Box>
  );
}

const listSx = { listStyle: "none", p: 0, m: 0 } as const;

/** The map's venues under their cities, each with its mark as on the map. */
export function VenuesByCity({ groups }: { groups: CityGroup<MapListVenue>[] }) {
  const all = groups.reduce((n, g) => n + g.venues.length, 0) <= MAP_LIST_ALL;
  const perCity = all ? Number.POSITIVE_INFINITY : MAP_LIST_PER_CITY;
  return (
    <>
      {groups.map((g) => (
        <Box
          component="section"
          key={g.city ?? ""}
          aria-label={g.city ?? "Other places"}
          sx={{ mt: 2 }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {g.city ?? "Other places"}{" "}
            <Box component="span" sx={{ fontWeight: 400 }}>
              ({g.venues.length})
            </Box>
          </Typography>
          <Box component="ul" sx={listSx}>
            {g.venues.slice(0, perCity).map((v) => (
              <Row key={v.id} v={v} />
            ))}
          </Box>
          {g.venues.length > perCity ? (
            <Link
              component={RouterLink}
              to={g.venues[0]?.city?.slug ? `/venues?city=${g.venues[0].city.slug}` : "/venues"}
              sx={{ display: "inline-block", mt: 1 }}
            >
              {`All ${g.venues.length.toLocaleString("en-US")} venues ${g.city ? `in ${g.city}` : "elsewhere"} →`}
            </Link>
          ) : null}
        </Box>
      ))}
    </>
  );
}

/** The map's venues nearest first, each with how far it is. */
export function VenuesByDistance({
  venues,
}: {
  venues: { item: MapListVenue; metres: number | null }[];
}) {
  return (
    <Box component="ol" sx={{ ...listSx, mt: 1 }}>
      {venues.map(({ item, metres }) => (
        <Row key={item.id} v={item} metres={metres} />
      ))}
    </Box>
  );
}
