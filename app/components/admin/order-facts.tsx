import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A record's facts as a description list: term on the left, value on the right (stacked on phones). */
export function OrderFacts({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "max-content minmax(0, 1fr)" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-word" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
