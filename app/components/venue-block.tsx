import { Link as RouterLink } from "react-router";
import type { openStatus, weeklyHoursRows } from "../../core/venues/hours.ts";
import { Box, Link, Stack, Typography } from "./ui/index.ts";
import { type AddressVenue, VenueAddress } from "./venue-address.tsx";
import { OpenStatusBadge, WeeklyHours } from "./venue-hours.tsx";
import { type MapVenue, VenueMap } from "./venue-map.tsx";
import { VenueTypeLabel } from "./venue-type-label.tsx";

/** The venue panel of an event page: name, address, hours and a small map. */
export function VenueBlock({
  venue,
  hours,
  status,
  map,
}: {
  venue: AddressVenue & MapVenue & { hours_note: string | null };
  hours: ReturnType<typeof weeklyHoursRows>;
  status: ReturnType<typeof openStatus> | null;
  map: { tileUrl: string; attribution: string };
}) {
  return (
    <Stack spacing={2} sx={{ border: 1, borderColor: "divider", p: { xs: 2, md: 3 } }}>
      <Box>
        <VenueTypeLabel type={venue.type} premium={venue.is_premium} />
        <Typography component="h2" variant="h3" sx={{ mt: 0.5 }}>
          <Link component={RouterLink} to={`/venues/${venue.slug}`} color="inherit">
            {venue.name}
          </Link>
        </Typography>
      </Box>
      <VenueAddress venue={venue} />
      <OpenStatusBadge status={status} />
      <WeeklyHours rows={hours} note={venue.hours_note} />
      {venue.geo ? (
        <VenueMap
          venues={[venue]}
          tileUrl={map.tileUrl}
          tileAttribution={map.attribution}
          height={220}
          label={`Map of ${venue.name}`}
        />
      ) : null}
    </Stack>
  );
}
