import { venueTypeStyle } from "../../core/venues/types.ts";
import { DOT_DIAMETER, dotSvg, pinSvg } from "./map-markers.ts";
import { Box } from "./ui/index.ts";

/** Marker artwork beside text, decorative: the text says what it means. */
export function Swatch({ svg, height }: { svg: string; height: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      // Our own SVG string from map-markers.ts; colours are sanitised there.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, generated markup
      dangerouslySetInnerHTML={{ __html: svg }}
      sx={{
        display: "inline-flex",
        flexShrink: 0,
        alignItems: "center",
        justifyContent: "center",
        width: 18,
        height,
        "& svg": { height, width: "auto", display: "block" },
      }}
    />
  );
}

/** A venue's mark as the map draws it: a dot in its type's colour, a pin when featured. */
export function VenueMarkerSwatch({ type, premium }: { type: string; premium: boolean }) {
  const color = venueTypeStyle(type).color;
  return premium ? (
    <Swatch svg={pinSvg(color)} height={18} />
  ) : (
    <Swatch svg={dotSvg(color, DOT_DIAMETER)} height={DOT_DIAMETER} />
  );
}
