import { Box } from "@mui/material";
import { venueTypeStyle } from "../../core/venues/types.ts";

/**
 * The image slot of a card. Until an event has an image (the files issue),
 * a quiet panel tinted with its venue type's colour and the title's initial
 * keeps the grid image-first without pretending to be a picture.
 */
export function CardArt({
  title,
  venueType,
  ratio = "900 / 472",
  size,
}: {
  title: string;
  venueType: string | null | undefined;
  ratio?: string;
  size?: number;
}) {
  const { color } = venueTypeStyle(venueType);
  const initial = title.trim().charAt(0).toUpperCase() || "·";
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: "relative",
        overflow: "hidden",
        width: size ?? "100%",
        height: size,
        aspectRatio: size ? undefined : ratio,
        flexShrink: 0,
        bgcolor: `${color}14`,
        backgroundImage: `linear-gradient(135deg, ${color}24 0%, transparent 60%)`,
        display: "flex",
        alignItems: "flex-end",
        justifyContent: "flex-start",
      }}
    >
      <Box
        component="span"
        sx={{
          color,
          opacity: 0.55,
          fontWeight: 800,
          lineHeight: 0.8,
          letterSpacing: "-0.06em",
          fontSize: size ? `${Math.round(size * 0.6)}px` : "clamp(4rem, 12vw, 7rem)",
          px: size ? 1 : 2,
          pb: size ? 0.5 : 1,
        }}
      >
        {initial}
      </Box>
    </Box>
  );
}
