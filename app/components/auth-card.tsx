import { Alert, Box, Container, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The frame of the sign-in family of pages: one focused card, readable on a phone. */
export function AuthCard({
  title,
  intro,
  error,
  notice,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  error?: string | null;
  notice?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: "1.9rem", sm: "2.25rem" }, mb: 1 }}
        >
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 3 }} role="alert">
            {error}
          </Alert>
        ) : null}
        {notice ? (
          <Alert severity="success" sx={{ mb: 3 }} role="status">
            {notice}
          </Alert>
        ) : null}
        {children}
      </Paper>
      {footer ? <Box sx={{ mt: 3, textAlign: "center" }}>{footer}</Box> : null}
    </Container>
  );
}
