import { Box, Button, Stack, Typography } from "@mui/material";
import { data, Form, Link as RouterLink, redirect } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { ShopCardFields } from "../components/shop-card-fields.tsx";
import { ShopSandboxFrame } from "../components/shop-sandbox-frame.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { centsToField, formatMoney } from "../lib/shop-money.ts";
import { notFound, sandboxOr404 } from "../lib/shop-pages.server.ts";
import type { Route } from "./+types/sandbox-pay";

// The sandbox's card form for a payment intent (the tip jar), where Stripe
// would show its Payment Element. A decline fails the order, as Stripe's
// payment_intent.payment_failed does; the intent stays open for another card.

const confirmationPath = (order: string) =>
  `/shop/order/confirmation?order=${encodeURIComponent(order)}`;

async function intentOr404(context: Route.LoaderArgs["context"], request: Request) {
  const url = new URL(request.url);
  const secret = url.searchParams.get("secret") ?? "";
  const order = url.searchParams.get("order") ?? "";
  const sandbox = sandboxOr404(context);
  const intent = secret && order ? await sandbox.paymentIntent(secret) : null;
  if (!intent) notFound("Payment");
  return { sandbox, secret, order, intent };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { intent, order } = await intentOr404(context, request);
  return {
    amount: intent.amount,
    currency: intent.currency,
    open: intent.status === "requires_payment_method",
    confirmation: confirmationPath(order),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { sandbox, secret, order } = await intentOr404(context, request);
  const card = field(await request.formData(), "card");
  if (!card) return data({ card, error: "Enter a card number.", declined: false }, { status: 400 });
  const result = await sandbox.confirmPayment(secret, card);
  if (result.ok) return redirect(confirmationPath(order));
  return data({ card, error: result.message, declined: true }, { status: 400 });
}

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Pay (test mode)");

function SandboxPay({ loaderData, actionData }: Route.ComponentProps) {
  const { amount, currency, open, confirmation } = loaderData;
  const total = formatMoney(amount, currency);
  if (!open) {
    return (
      <ShopSandboxFrame title="This payment is done">
        <Typography sx={{ mb: 3 }}>It has already gone through, or was closed.</Typography>
        <Button component={RouterLink} to={confirmation} variant="contained">
          See the order
        </Button>
      </ShopSandboxFrame>
    );
  }
  return (
    <ShopSandboxFrame title={`Tip ${total}`} intro="A one-time payment to the tip jar. Thank you!">
      <Form method="post" noValidate>
        <Stack spacing={2.5}>
          <ShopCardFields error={actionData?.error} card={actionData?.card ?? ""} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
            <SubmitButton busyLabel="Paying…" sx={{ minWidth: 180 }}>
              {`Pay ${total}`}
            </SubmitButton>
            {actionData?.declined ? (
              // The order is marked failed now; the tip jar starts a fresh one.
              <Button
                component={RouterLink}
                to={`/tip?amount=${centsToField(amount)}`}
                variant="outlined"
                color="secondary"
                size="large"
              >
                Try again
              </Button>
            ) : null}
          </Box>
        </Stack>
      </Form>
    </ShopSandboxFrame>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Payment not found"
      message="This payment page doesn't exist, or payments here go through Stripe. Start again from the tip jar."
      back={{ to: "/tip", label: "Go to the tip jar" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <SandboxPay {...props} />
    </MuiTheme>
  );
}
