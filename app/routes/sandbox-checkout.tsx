import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { addressSchema } from "../../core/shop/address.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { ADDRESS_FIELDS, ShopAddressFields } from "../components/shop-address-fields.tsx";
import { ShopCardFields } from "../components/shop-card-fields.tsx";
import { moneyRow, ShopOrderLines } from "../components/shop-order-lines.tsx";
import { ShopSandboxFrame } from "../components/shop-sandbox-frame.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { formatMoney, perInterval } from "../lib/shop-money.ts";
import { notFound, sandboxOr404 } from "../lib/shop-pages.server.ts";
import type { Route } from "./+types/sandbox-checkout";

// The sandbox's hosted checkout (Stripe Checkout's stand-in): what is being
// bought, an email for the receipt when the buyer has no account, the card,
// and Pay or Cancel.

export async function loader({ context, params }: Route.LoaderArgs) {
  const s = await sandboxOr404(context).checkout(params.sessionId);
  if (!s) notFound("Checkout");
  return {
    status: s.status,
    mode: s.mode,
    lines: s.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      amount: l.unitAmount * l.quantity,
      interval: l.interval ?? null,
    })),
    amountTotal: s.amountTotal,
    currency: s.currency,
    shipping: s.shipping ?? null,
    needsEmail: !s.customerEmail,
    successUrl: s.successUrl,
    cancelUrl: s.cancelUrl,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const sandbox = sandboxOr404(context);
  const session = await sandbox.checkout(params.sessionId);
  if (!session) notFound("Checkout");
  const form = await request.formData();
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, field(form, `address.${f}`)]));
  const values = {
    email: field(form, "email").toLowerCase(),
    card: field(form, "card"),
    rate: field(form, "rate"),
    address,
  };
  const refuse = (fields: Record<string, string>, message?: string) =>
    data({ fields, message, values }, { status: 400 });
  const needsEmail = !session.customerEmail;
  const problems: Record<string, string> = {};
  if (needsEmail && !z.email().safeParse(values.email).success)
    problems.email = "Enter your email address: the receipt goes there.";
  const shipTo = session.shipping ? addressSchema.safeParse(address) : null;
  for (const issue of shipTo?.error?.issues ?? [])
    problems[`address.${issue.path.join(".")}`] ??= issue.message;
  if (shipTo?.data && !session.shipping?.countries.includes(shipTo.data.country))
    problems["address.country"] = "This checkout ships to the country chosen in the cart only.";
  if (!values.card) problems.card = "Enter a card number.";
  if (Object.keys(problems).length) return refuse(problems);
  const result = await sandbox.payCheckout(
    params.sessionId,
    values.card,
    needsEmail ? values.email : null,
    shipTo?.data ? { address: shipTo.data, rateId: values.rate || null } : null,
  );
  if (result.ok) return redirect(result.redirect ?? session.successUrl);
  // A checkout that closed meanwhile is the page's problem, not the card's.
  const still = (await sandbox.checkout(params.sessionId))?.status === "open";
  return still ? refuse({ card: result.message }) : refuse({}, result.message);
}

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Checkout (test mode)");

function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { status, mode, lines, currency, needsEmail, successUrl, cancelUrl, shipping } = loaderData;
  const rate = shipping?.options[0] ?? null;
  // The total as it was made, with the (one) rate the cart chose.
  const amountTotal = loaderData.amountTotal;
  const fields: Record<string, string> = actionData?.fields ?? {};
  const membership = mode === "subscription";
  const interval = membership ? perInterval(lines[0]?.interval) : "";
  const pay = `Pay ${formatMoney(amountTotal, currency)}${interval ? ` ${interval}` : ""}`;
  if (status !== "open") {
    return (
      <ShopSandboxFrame
        title={status === "complete" ? "This checkout is paid" : "This checkout has closed"}
      >
        <Typography sx={{ mb: 3 }}>
          {status === "complete" ? "Nothing more to do here." : "Start again from the shop."}
        </Typography>
        <Button href={status === "complete" ? successUrl : cancelUrl} variant="contained">
          Continue
        </Button>
      </ShopSandboxFrame>
    );
  }
  return (
    <ShopSandboxFrame
      title={membership ? (lines[0]?.name ?? "Membership") : "Checkout"}
      intro={
        membership
          ? `Billed ${lines[0]?.interval === "year" ? "yearly" : "monthly"} until you cancel, which you can do any time from your account.`
          : shipping
            ? "Check your order, say where it goes, then pay by card."
            : "Check your order, then pay by card."
      }
    >
      <ShopOrderLines
        lines={lines}
        total={amountTotal}
        currency={currency}
        caption="What you're paying for"
        above={rate ? [moneyRow(`Shipping (${rate.name})`, rate.amount, currency)] : []}
      />
      <Form method="post" noValidate>
        <Stack spacing={2.5} sx={{ mt: 4 }}>
          {actionData?.message ? (
            <Alert severity="error" role="alert">
              {actionData.message}
            </Alert>
          ) : null}
          {needsEmail ? (
            <TextField
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={actionData?.values.email ?? ""}
              error={Boolean(fields.email)}
              helperText={fields.email ?? "Your receipt goes here."}
            />
          ) : null}
          {shipping ? (
            <>
              {rate ? <input type="hidden" name="rate" value={rate.id} /> : null}
              <ShopAddressFields
                countries={shipping.countries}
                values={actionData?.values.address}
                errors={fields}
              />
            </>
          ) : null}
          <ShopCardFields error={fields.card} card={actionData?.values.card ?? ""} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
            <SubmitButton busyLabel="Paying…" sx={{ minWidth: 180 }}>
              {pay}
            </SubmitButton>
            <Button href={cancelUrl} variant="text" color="secondary" size="large">
              Cancel
            </Button>
          </Box>
        </Stack>
      </Form>
    </ShopSandboxFrame>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Checkout not found"
      message="This payment page doesn't exist, or payments here go through Stripe. Start again from the shop."
      back={{ to: "/shop", label: "Go to the shop" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <SandboxCheckout {...props} />
    </MuiTheme>
  );
}
