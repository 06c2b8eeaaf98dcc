import { Box, Container, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

export const TEST_MODE_TEXT =
  "Test mode — no real money moves. Use card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.";

/**
 * The frame of the sandbox payment provider's pages (checkout, card form,
 * billing portal): a striped TEST MODE banner nobody can mistake for a real
 * payment page, then one focused card.
 */
export function ShopSandboxFrame({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box>
      <Box
        role="note"
        aria-label="Test mode"
        data-testid="test-mode-banner"
        sx={{
          bgcolor: "#ffe14d",
          color: "#111",
          borderBottom: "3px solid #111",
          backgroundImage:
            "repeating-linear-gradient(135deg, rgba(0,0,0,0.07) 0 12px, transparent 12px 24px)",
        }}
      >
        <Container
          maxWidth="md"
          sx={{ py: 1.5, display: "flex", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.5 }}
        >
          <Typography component="strong" sx={{ fontWeight: 900, letterSpacing: "0.1em" }}>
            TEST MODE
          </Typography>
          <Typography component="span">{TEST_MODE_TEXT}</Typography>
        </Container>
      </Box>
      <Container maxWidth={wide ? "md" : "sm"} sx={{ py: { xs: 3, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            Sandbox payments
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: "1.75rem", sm: "2.1rem" }, mb: 1 }}
          >
            {title}
          </Typography>
          {intro ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          ) : null}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
