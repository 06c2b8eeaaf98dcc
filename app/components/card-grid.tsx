import { Box } from "@mui/material";
import type { ReactNode } from "react";

/** Cards in one column on a phone, two on a tablet, three or four on a desktop. */
export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 2.5, sm: 3 },
        rowGap: { xs: 2.5, sm: 4 },
        gridTemplateColumns: {
          xs: "1fr",
          sm: "repeat(2, minmax(0, 1fr))",
          md: `repeat(${wide ? 4 : 3}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
