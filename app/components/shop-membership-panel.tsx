import { Alert, Box, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { Form, Link } from "react-router";
import { formatLongDate } from "../../core/dates/index.ts";
import { priceText } from "../lib/shop-money.ts";
import { SubmitButton } from "./submit-button.tsx";

export interface AccountMembership {
  status: string;
  /** Live (active, trialing or past due: the provider may still be retrying a card). */
  is_current: boolean;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  product: { name: string } | null;
  price: { amount: number; currency: string; interval: string | null } | null;
}

/**
 * The account page's "Membership": the current membership (tier, price,
 * renewal or end date) and "Manage billing" (the provider's portal), or an
 * invitation to join. `welcome` is the return from a membership checkout.
 */
export function ShopMembershipPanel({
  memberships,
  welcome,
  error,
}: {
  memberships: AccountMembership[];
  welcome: boolean;
  error?: string | undefined;
}) {
  const current = memberships.find((m) => m.is_current);
  const latest = current ?? memberships[0];
  const tier = latest?.product?.name ?? "Membership";
  const date = latest?.current_period_end
    ? formatLongDate(new Date(latest.current_period_end))
    : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-membership"
      sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
    >
      <Typography id="account-membership" variant="h4" component="h2" sx={{ mb: 2 }}>
        Membership
      </Typography>
      {welcome ? (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {current
            ? `Welcome, ${tier} member! Thank you for keeping the calendar going. A confirmation is in your inbox.`
            : "Thank you for joining! Your membership appears here as soon as the payment is confirmed; reload the page in a moment."}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {error}
        </Alert>
      ) : null}
      {latest ? (
        <Box data-testid="account-membership" sx={{ mb: 2.5 }}>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 0.5 }}>
            <Typography sx={{ fontWeight: 800, fontSize: "1.25rem" }}>{tier}</Typography>
            <Chip
              size="small"
              label={
                current ? (latest.status === "past_due" ? "Payment due" : "Active") : "Canceled"
              }
              color={current ? (latest.status === "past_due" ? "warning" : "success") : "default"}
              variant={current ? "filled" : "outlined"}
            />
          </Box>
          {latest.price ? <Typography>{priceText(latest.price)}</Typography> : null}
          <Typography color="text.secondary">
            {!current
              ? "Your membership is canceled. You can join again any time."
              : latest.cancel_at_period_end && date
                ? `Ends on ${date}; it won't renew.`
                : date
                  ? `Renews on ${date}.`
                  : null}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ mb: 2.5 }}>
          You're not a member yet. Members keep the calendar free for everyone and get our weekly
          picks a day early.
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5 }}>
        {latest ? (
          <Form method="post">
            <SubmitButton
              intent="billing"
              busyLabel="Opening billing…"
              variant="outlined"
              color="secondary"
            >
              Manage billing
            </SubmitButton>
          </Form>
        ) : null}
        {current ? null : (
          <Button component={Link} to="/membership" variant="contained" size="large">
            {latest ? "Join again" : "Become a member"}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
