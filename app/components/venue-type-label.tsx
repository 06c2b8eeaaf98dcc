import { venueTypeStyle } from "../../core/venues/types.ts";
import { Box, Typography } from "./ui/index.ts";

/** The venue type as a coloured dot and its name ("● Gallery"). */
export function VenueTypeLabel({ type, premium = false }: { type: string; premium?: boolean }) {
  const style = venueTypeStyle(type);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, fontWeight: 600 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          borderRadius: "50%",
          bgcolor: style.color,
          boxShadow: premium ? `0 0 0 2px #fff, 0 0 0 3px ${style.color}` : "none",
        }}
      />
      {style.label}
    </Typography>
  );
}
