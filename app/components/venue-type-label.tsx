import { venueTypeStyle } from "../../core/venues/types.ts";
import { VenueMarkerSwatch } from "./marker-swatch.tsx";
import { Typography } from "./ui/index.ts";

/** The venue type with its map mark, a dot or a featured venue's pin in the type's colour ("● Gallery"). */
export function VenueTypeLabel({ type, premium = false }: { type: string; premium?: boolean }) {
  const style = venueTypeStyle(type);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}
    >
      <VenueMarkerSwatch type={type} premium={premium} />
      {style.label}
    </Typography>
  );
}
