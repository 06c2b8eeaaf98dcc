import { Box, Link, Typography } from "./ui/index.ts";

export interface AddressVenue {
  name: string;
  address: string | null;
  address2: string | null;
  state: string | null;
  postal_code: string | null;
  city: { name: string } | null;
  geo: { lat: number; lon: number } | null;
  is_online_only: boolean;
  multiple_locations_label: string | null;
}

/** The street address with a link that opens it on a map. */
export function VenueAddress({ venue }: { venue: AddressVenue }) {
  if (venue.is_online_only) return <Typography>Online only</Typography>;
  if (venue.multiple_locations_label)
    return <Typography>{venue.multiple_locations_label}</Typography>;
  if (!venue.address) return null;
  const place = [venue.city?.name, [venue.state, venue.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const mapHref = venue.geo
    ? `https://www.openstreetmap.org/?mlat=${venue.geo.lat}&mlon=${venue.geo.lon}#map=17/${venue.geo.lat}/${venue.geo.lon}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${venue.address}, ${place}`)}`;
  return (
    <Box component="address" sx={{ fontStyle: "normal" }}>
      <Typography>{venue.address}</Typography>
      {venue.address2 ? <Typography>{venue.address2}</Typography> : null}
      <Typography>{place}</Typography>
      <Link href={mapHref} rel="noopener" target="_blank" sx={{ fontWeight: 600 }}>
        Open in a map
      </Link>
    </Box>
  );
}
