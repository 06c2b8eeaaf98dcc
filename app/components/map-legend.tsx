import { VENUE_TYPE_STYLES } from "../../core/venues/types.ts";
import { DOT_DIAMETER, dotSvg, pinSvg } from "./map-markers.ts";
import { Swatch } from "./marker-swatch.tsx";
import { Box, type Sx, Typography } from "./ui/index.ts";

const KEY_INK = "#555555";

function Item({ svg, height, children }: { svg: string; height: number; children: string }) {
  return (
    <Box component="li" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      <Swatch svg={svg} height={height} />
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/** What the map's colours and shapes mean: one colour per venue type, pins for featured venues. */
export function MapLegend({ sx }: { sx?: Sx }) {
  return (
    <Box
      component="ul"
      aria-label="Map key"
      sx={[
        {
          listStyle: "none",
          m: 0,
          p: 0,
          display: "flex",
          flexWrap: "wrap",
          columnGap: 2,
          rowGap: 0.5,
          color: "text.secondary",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {VENUE_TYPE_STYLES.map((s) => (
        <Item key={s.key} svg={dotSvg(s.color, DOT_DIAMETER)} height={DOT_DIAMETER}>
          {s.plural}
        </Item>
      ))}
      <Item svg={pinSvg(KEY_INK)} height={20}>
        Pin: featured venue
      </Item>
      <Item svg={dotSvg(KEY_INK, DOT_DIAMETER)} height={DOT_DIAMETER}>
        Dot: venue
      </Item>
    </Box>
  );
}
