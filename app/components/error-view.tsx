import { Link } from "react-router";
import { Button, Container, Stack, Typography } from "./ui/index.ts";

export function ErrorView({
  status,
  title,
  message,
  reference,
}: {
  status?: number;
  title: string;
  message: string;
  reference?: string;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 } }}>
      {status ? (
        <Typography variant="overline" color="text.secondary" component="p">
          Error {status}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: "1.15rem", maxWidth: 560 }}>{message}</Typography>
      {reference ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Reference: {reference}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
        <Button component={Link} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={Link} to="/calendar" variant="outlined" color="secondary">
          See what's on
        </Button>
      </Stack>
    </Container>
  );
}
