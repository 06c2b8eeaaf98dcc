import type { ReactNode } from "react";
import { Box, Container } from "./ui/index.ts";

/** An event or venue page: the story on the left, the practical panel on the right (below on a phone). */
export function TwoColumnPage({
  main,
  aside,
  asideLabel,
  children,
}: {
  main: ReactNode;
  aside: ReactNode;
  asideLabel: string;
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" },
        }}
      >
        <Box sx={{ minWidth: 0 }}>{main}</Box>
        <Box component="aside" aria-label={asideLabel} sx={{ minWidth: 0 }}>
          {aside}
        </Box>
      </Box>
      {children}
    </Container>
  );
}
