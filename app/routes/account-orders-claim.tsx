import { Alert, Button, Container, Typography } from "@mui/material";
import {
  data,
  Form,
  Link as RouterLink,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { shopFailure } from "../lib/shop-pages.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-orders-claim";

// Where the claim mail's link lands (/account/orders/claim?token=…): it says
// which orders the link would add, and a button adds them. Opening the link
// changes nothing by itself, so a mail scanner that follows links cannot
// spend it; a used, expired or foreign link is refused here in plain words.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Add your orders");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const claim = await serverContext(context).services.buyer.checkClaim(actor, { token });
    return { token, claim, refused: null };
  } catch (err) {
    return { token, claim: null, refused: shopFailure(err).message };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    const { attached } = await serverContext(context).services.buyer.confirmClaim(actor, {
      token: field(form, "token"),
    });
    return redirect(`/account/orders?claimed=${attached}`);
  } catch (err) {
    const failure = shopFailure(err);
    return data({ refused: failure.message }, { status: failure.status });
  }
}

function ClaimOrders() {
  const { token, claim, refused } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const problem = result?.refused ?? refused;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Orders placed without signing in
      </Typography>
      {problem ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {problem}
          </Alert>
          <Button component={RouterLink} to="/account/orders" variant="contained">
            Go to your orders
          </Button>
        </>
      ) : claim?.orders === 0 ? (
        <>
          <Typography sx={{ mb: 3 }}>
            There are no orders placed with {claim.email} left to add: they are in an account
            already, or there are none.
          </Typography>
          <Button component={RouterLink} to="/account/orders" variant="contained">
            Go to your orders
          </Button>
        </>
      ) : claim ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <Typography sx={{ mb: 3 }}>
            {`${claim.orders === 1 ? "1 order was" : `${claim.orders} orders were`} placed with ${claim.email} without signing in. Add ${claim.orders === 1 ? "it" : "them"} to your account to see ${claim.orders === 1 ? "it" : "them"} with your other orders.`}
          </Typography>
          <SubmitButton busyLabel="Adding…">
            {claim.orders === 1 ? "Add 1 order" : `Add ${claim.orders} orders`}
          </SubmitButton>
        </Form>
      ) : null}
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <ClaimOrders />
    </MuiTheme>
  );
}
