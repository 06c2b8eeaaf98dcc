import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import { addressLines } from "../../core/shop/address.ts";
import { cartBought } from "../../core/shop/cart.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { moneyRow, ShopOrderLines } from "../components/shop-order-lines.tsx";
import { cartCookie, readCart } from "../lib/cart.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { centsToField, formatMoney } from "../lib/shop-money.ts";
import { orderOr404 } from "../lib/shop-pages.server.ts";
import type { Route } from "./+types/shop-confirmation";

// The page a payment returns to. The order is only paid once the payment
// provider's webhook says so, so it may still be pending when the buyer
// arrives: the page then checks again every two seconds (by revalidating
// with JavaScript, by a meta refresh without).

const POLL_MS = 2000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("order");
  const o = await orderOr404(context, id);
  const body = {
    order: {
      confirmation_id: o.confirmation_id,
      kind: o.kind,
      status: o.status,
      email: o.email,
      lines: o.lines,
      amount_total: o.amount_total,
      currency: o.currency,
      failure_message: o.failure_message,
      ships: o.ships,
      shipping_amount: o.shipping_amount,
      shipping_rate_name: o.shipping_rate_name,
      tax_amount: o.tax_amount,
      amount_refunded: o.amount_refunded,
      shipping_address: o.shipping_address,
      fulfillment: o.fulfillment,
    },
  };
  // The cart that was just bought empties; another purchase leaves it alone.
  if (o.status === "paid" && cartBought(readCart(request), o.lines))
    return data(body, { headers: { "set-cookie": cartCookie(context, []) } });
  return body;
}

export function meta({ loaderData, ...args }: Route.MetaArgs) {
  const status = loaderData?.order.status;
  const title =
    status === "paid" ? "Thank you" : status === "failed" ? "Payment not completed" : "Your order";
  return privateMeta(args, title);
}

function ShopConfirmation({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const pending = order.status === "pending";
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  const tip = order.kind === "tip";
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {pending ? (
        <>
          {/* Without JavaScript the browser reloads the page; with it, the effect above polls. */}
          <noscript>
            <meta httpEquiv="refresh" content={String(POLL_MS / 1000)} />
          </noscript>
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: "center", mb: 3 }}>
            <CircularProgress size={28} aria-hidden="true" />
            <Typography sx={{ fontSize: "1.2rem", fontWeight: 600 }}>
              Waiting for your payment to be confirmed…
            </Typography>
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            This usually takes a few seconds. The page updates by itself; there's no need to pay
            again.
          </Typography>
        </>
      ) : null}

      {order.status === "paid" ? (
        <>
          <Typography variant="overline" component="p" color="primary">
            Payment received
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: "2.25rem", md: "3rem" }, mb: 2 }}>
            {tip ? "Thank you for your tip!" : "Thank you for your order!"}
          </Typography>
          <Typography sx={{ fontSize: "1.1rem", mb: 4 }}>
            {order.email ? (
              <>
                A receipt is on its way to <strong>{order.email}</strong>.
              </>
            ) : (
              "Keep this page as your receipt."
            )}
          </Typography>
        </>
      ) : null}

      {order.status === "failed" ? (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: "2.25rem", md: "3rem" }, mb: 2 }}>
            Your payment didn't go through
          </Typography>
          <Alert severity="error" sx={{ mb: 3 }}>
            {order.failure_message ?? "The payment was not completed."} Nothing was charged.
          </Alert>
          <Button
            component={Link}
            to={tip ? `/tip?amount=${centsToField(order.amount_total)}` : "/shop"}
            variant="contained"
            size="large"
            sx={{ mb: 4 }}
          >
            {tip ? "Try again" : "Back to the shop"}
          </Button>
        </>
      ) : null}

      {order.status === "refunded" ? (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: "2.25rem", md: "3rem" }, mb: 2 }}>
            This order was refunded
          </Typography>
          <Typography sx={{ mb: 4 }}>The money is on its way back to your card.</Typography>
        </>
      ) : null}

      <Box component="section" aria-label="Order details">
        <ShopOrderLines
          lines={order.lines}
          total={order.amount_total}
          currency={order.currency}
          above={[
            ...(order.ships
              ? [
                  moneyRow(
                    `Shipping${order.shipping_rate_name ? ` (${order.shipping_rate_name})` : ""}`,
                    order.shipping_amount,
                    order.currency,
                  ),
                ]
              : []),
            ...(order.tax_amount ? [moneyRow("Sales tax", order.tax_amount, order.currency)] : []),
          ]}
        />
        {order.amount_refunded ? (
          <Typography sx={{ mt: 2 }} data-testid="order-refunded">
            Refunded: {formatMoney(order.amount_refunded, order.currency)}
          </Typography>
        ) : null}
        {order.shipping_address ? (
          <Box sx={{ mt: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              Shipping to
            </Typography>
            <Typography component="address" sx={{ fontStyle: "normal" }}>
              {addressLines(order.shipping_address).map((line) => (
                <Box component="span" key={line} sx={{ display: "block" }}>
                  {line}
                </Box>
              ))}
            </Typography>
            {order.fulfillment ? (
              <Typography sx={{ mt: 1 }}>
                Sent with {order.fulfillment.carrier}:{" "}
                {order.fulfillment.tracking_url ? (
                  <a href={order.fulfillment.tracking_url}>{order.fulfillment.tracking_number}</a>
                ) : (
                  order.fulfillment.tracking_number
                )}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Order reference:{" "}
          <Box component="span" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
            {order.confirmation_id}
          </Box>
        </Typography>
      </Box>

      {order.status === "paid" ? (
        <Stack direction="row" sx={{ mt: 5, flexWrap: "wrap", gap: 1.5 }}>
          <Button component={Link} to="/calendar/upcoming" variant="contained">
            See what's on
          </Button>
          <Button component={Link} to="/shop" variant="outlined" color="secondary">
            Back to the shop
          </Button>
        </Stack>
      ) : null}
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Order not found"
      message="We couldn't find an order with that reference. Check the link in your receipt email."
      back={{ to: "/shop", label: "Go to the shop" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <ShopConfirmation {...props} />
    </MuiTheme>
  );
}
