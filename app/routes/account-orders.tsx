import { Alert, Box, Button, Container, Paper, Typography } from "@mui/material";
import { data, Form, Link as RouterLink, useActionData, useLoaderData } from "react-router";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { OrderCard } from "../components/order-card.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { shopFailure } from "../lib/shop-pages.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-orders";

// The buyer's orders, newest first, each opening its printable receipt; and
// "Find orders placed without signing in", which mails a claim link to the
// account's own address. A private page (never cached), usable without JavaScript.

const PAGE_SIZE = 20;

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your orders");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const url = new URL(request.url);
  const page = Math.max(0, Math.floor(Number(url.searchParams.get("page")) || 0));
  const list = await serverContext(context).services.buyer.listOrders(actor, {
    page: String(page),
    page_size: String(PAGE_SIZE),
  });
  // The claim page sends the buyer back here saying how many orders it added.
  const claimed = url.searchParams.get("claimed");
  return {
    orders: list.results,
    page,
    more: list.more,
    total: list.total,
    claimed: claimed === null ? null : Number(claimed) || 0,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  try {
    const sent = await serverContext(context).services.buyer.sendClaimMail(actor);
    return { sentTo: sent.sent_to, error: null };
  } catch (err) {
    // Not confirmed yet (409) or asked too often (429): said beside the button.
    const failure = shopFailure(err);
    return data({ sentTo: null, error: failure.message }, { status: failure.status });
  }
}

function claimedText(n: number) {
  if (n === 0) return "No orders were added: there were none left to find with that address.";
  return n === 1 ? "1 order was added to your account." : `${n} orders were added to your account.`;
}

function AccountOrders() {
  const { orders, page, more, total, claimed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Your orders">
        {total === 0
          ? "Prints you buy and tips you leave while signed in appear here."
          : `${total} ${total === 1 ? "order" : "orders"}, newest first. Open one for its receipt.`}
      </AccountPageHeading>
      {claimed !== null ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {claimedText(claimed)}
        </Alert>
      ) : null}

      {orders.length ? (
        <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
          {orders.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} />
            </li>
          ))}
        </Box>
      ) : (
        <Button component={RouterLink} to="/shop" variant="contained" sx={{ mb: 2 }}>
          Visit the shop
        </Button>
      )}
      <PageLinks page={page} more={more} search={(n) => (n ? `?page=${n}` : "")} />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="guest-orders"
        sx={{ p: { xs: 3, sm: 4 }, mt: 6 }}
      >
        <Typography id="guest-orders" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Orders placed without signing in
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Bought something before you had an account, or without signing in? We'll email your
          account's address a link that adds every order placed with it to this list.
        </Typography>
        {result?.sentTo ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            We've sent an email to <strong>{result.sentTo}</strong>. Follow its link to add the
            orders; it works once, for 24 hours.
          </Alert>
        ) : null}
        {result?.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {result.error}
          </Alert>
        ) : null}
        <Form method="post">
          <SubmitButton busyLabel="Sending…" variant="outlined" color="secondary" size="medium">
            Find orders placed without signing in
          </SubmitButton>
        </Form>
      </Paper>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <AccountOrders />
    </MuiTheme>
  );
}
