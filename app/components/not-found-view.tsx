import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorView } from "./error-view.tsx";
import { Button, Container, Stack, Typography } from "./ui/index.ts";

/**
 * A page's error boundary: its own "… not found" with a way back for a 404,
 * the site's general error page for anything else.
 */
export function NotFoundView({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return (
      <ErrorView
        title="Something went wrong"
        message="We couldn't show this page just now. Please try again in a moment; if it keeps happening, let us know and quote the reference below."
        {...(root?.requestId ? { reference: root.requestId } : {})}
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
      <title>{title}</title>
      <Typography variant="overline" color="text.secondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: "1.15rem", maxWidth: 560 }}>{message}</Typography>
      <Stack direction="row" sx={{ mt: 4, flexWrap: "wrap", gap: 2 }}>
        <Button component={Link} to={back.to} variant="contained">
          {back.label}
        </Button>
        <Button component={Link} to="/search" variant="outlined" color="secondary">
          Search the calendar
        </Button>
      </Stack>
    </Container>
  );
}
