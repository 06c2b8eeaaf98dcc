import { ACCENT } from "../colors.ts";
import { Box, Typography } from "./ui/index.ts";

/** The look of a Leaflet container in our pages: our font, visible focus on the map and its markers. */
export function leafletContainerSx(markerRadius: string) {
  return {
    "&.leaflet-container": { fontFamily: "inherit", bgcolor: "grey.100" },
    "& .leaflet-control-attribution a": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${ACCENT}`, outlineOffset: "-2px" },
    "& .leaflet-marker-icon:focus-visible": {
      outline: `2px solid ${ACCENT}`,
      outlineOffset: "2px",
      borderRadius: markerRadius,
    },
  } as const;
}

/** Shown over a map's box until Leaflet has loaded, or in its place when it could not. */
export function MapLoading({ text = "Loading map…", role }: { text?: string; role?: "alert" }) {
  return (
    <Box
      className="ac-map-loading"
      role={role}
      sx={{
        position: "absolute",
        inset: 0,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        p: 2,
        textAlign: "center",
        pointerEvents: "none",
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
