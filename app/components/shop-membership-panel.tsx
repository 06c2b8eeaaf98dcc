import { Alert, Paper, Typography } from "@mui/material";
import type { MembershipState } from "../../core/shop/membership.ts";
import { MembershipStatus } from "./membership-status.tsx";

/**
 * The account page's "Membership": where it stands (plan, since, renewal or
 * end, a failed payment) with the billing portal or an invitation to join.
 * `welcome` is the return from a membership checkout.
 */
export function ShopMembershipPanel({
  membership,
  welcome,
  error,
}: {
  membership: { state: MembershipState; can_manage_billing: boolean };
  welcome: boolean;
  error?: string | undefined;
}) {
  const { state } = membership;
  const member = state.kind !== "none" && state.kind !== "ended";
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-membership"
      data-testid="account-membership"
      sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
    >
      <Typography id="account-membership" variant="h4" component="h2" sx={{ mb: 2 }}>
        Membership
      </Typography>
      {welcome ? (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {member
            ? `Welcome, ${state.plan} member! Thank you for keeping the calendar going. A confirmation is in your inbox.`
            : "Thank you for joining! Your membership appears here as soon as the payment is confirmed; reload the page in a moment."}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {error}
        </Alert>
      ) : null}
      <MembershipStatus state={state} canManageBilling={membership.can_manage_billing} />
    </Paper>
  );
}
