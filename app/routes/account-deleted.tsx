import { Alert, Button, Container, Typography } from "@mui/material";
import { Link as RouterLink, useLoaderData } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { privateMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-deleted";

// Where "Delete my account" ends: says what happened. Nobody is signed in any more.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your account is deleted");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export function loader({ request }: Route.LoaderArgs) {
  const orders = Number(new URL(request.url).searchParams.get("orders")) || 0;
  return { orders };
}

function Deleted() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Your account is deleted
      </Typography>
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        Your profile, saved events, follows, mail preferences and the mails we kept for you are
        gone, and every device you were signed in on is signed out.
      </Alert>
      <Typography sx={{ mb: 3 }}>
        {orders
          ? `We keep ${orders === 1 ? "your order" : `your ${orders} orders`} for our accounts, without your name, email or street address.`
          : "You had no orders with us, so nothing of yours is kept."}{" "}
        Thank you for visiting the calendar.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the calendar
      </Button>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <Deleted />
    </MuiTheme>
  );
}
