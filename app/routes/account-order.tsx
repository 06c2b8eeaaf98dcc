import { Box, Button, Container, Link, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLoaderData } from "react-router";
import { ApiError } from "../../core/errors.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { OrderReceipt } from "../components/order-receipt.tsx";
import { serverContext } from "../lib/context.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { notFound } from "../lib/shop-pages.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import "../styles/receipt.css";
import type { Route } from "./+types/account-order";

// One of the buyer's orders as a printable receipt. Only their own: anyone
// else's order is this page's 404, as the API's is.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Receipt");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  try {
    const order = await services.buyer.getOrder(actor, params.id);
    return { order, siteName: services.site.info().site_name };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound("Order");
    throw err;
  }
}

/** Printing needs JavaScript; without it, the browser's own Print does the same. */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready)
    return <Typography color="text.secondary">Print it from your browser's menu.</Typography>;
  return (
    <Button variant="contained" onClick={() => window.print()}>
      Print receipt
    </Button>
  );
}

function AccountOrder() {
  const { order, siteName } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="md" className="ac-receipt-page" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        className="ac-receipt-actions"
        sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 4 }}
      >
        <Link component={RouterLink} to="/account/orders" sx={{ mr: "auto" }}>
          ← Your orders
        </Link>
        <PrintButton />
      </Box>
      <OrderReceipt order={order} siteName={siteName} />
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Order not found"
      message="There is no order of yours at this address. Your orders are all on your orders page."
      back={{ to: "/account/orders", label: "Go to your orders" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <AccountOrder />
    </MuiTheme>
  );
}
