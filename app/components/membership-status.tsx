import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import { Form, Link } from "react-router";
import { formatLongDate } from "../../core/dates/index.ts";
import type { MembershipState } from "../../core/shop/membership.ts";
import { priceText } from "../lib/shop-money.ts";
import { SubmitButton } from "./submit-button.tsx";

// Where a member's membership stands, in plain words, with the way to change
// or fix it: the billing portal (POST /account intent=billing, so it works
// without JavaScript from any page) or joining again. The account page
// renders it on the server; /membership after hydration (decision 022).

const day = (iso: string | null) => (iso ? formatLongDate(new Date(iso)) : null);

type Member = Exclude<MembershipState, { kind: "none" }>;

const CHIP: Record<Member["kind"], { label: string; color: "success" | "warning" | "default" }> = {
  active: { label: "Active", color: "success" },
  ending: { label: "Ending", color: "warning" },
  payment_due: { label: "Payment due", color: "warning" },
  ended: { label: "Ended", color: "default" },
};

/** The sentences under the plan's name: since when, then renewal, end or what went wrong. */
function lines(s: Member): string[] {
  const price = s.price ? priceText(s.price) : null;
  const since = `Member since ${day(s.since)}.`;
  switch (s.kind) {
    case "active":
      return [
        since,
        s.renews
          ? `Renews on ${day(s.renews)}${price ? ` at ${price}` : ""}.`
          : "Renews automatically.",
      ];
    case "ending":
      return [
        since,
        `Ends on ${day(s.ends) ?? "the last day of this period"}; it won't renew.`,
        "Changed your mind? Renew it from the billing portal.",
      ];
    case "payment_due":
      if (s.status === "incomplete")
        return [
          "Your first payment didn't go through, so your membership hasn't started.",
          "Update your card in the billing portal, or join again.",
        ];
      if (s.status === "unpaid")
        return [
          since,
          `Your renewal payment${price ? ` of ${price}` : ""} didn't go through, so your membership is on hold.`,
          "Update your card in the billing portal to restart it.",
        ];
      return [
        since,
        `Your last payment${price ? ` of ${price}` : ""} didn't go through. Update your card in the billing portal; your membership continues while we try again.`,
      ];
    case "ended":
      return [`Your membership ended on ${day(s.ended)}.`, "You can join again any time."];
  }
}

/** The billing portal's button: a form posting to the account page, which redirects there. */
export function BillingButton({ label, primary }: { label: string; primary?: boolean }) {
  return (
    <Form method="post" action="/account">
      <SubmitButton
        intent="billing"
        busyLabel="Opening billing…"
        variant={primary ? "contained" : "outlined"}
        color={primary ? "primary" : "secondary"}
        size="medium"
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

export function MembershipStatus({
  state,
  canManageBilling,
}: {
  state: MembershipState;
  canManageBilling: boolean;
}) {
  if (state.kind === "none")
    return (
      <Box data-testid="membership-status">
        <Typography sx={{ mb: 2 }}>
          You're not a member yet. Members keep the calendar free for everyone and get our weekly
          picks a day early.
        </Typography>
        <Button component={Link} to="/membership" variant="contained">
          Become a member
        </Button>
      </Box>
    );
  const chip = CHIP[state.kind];
  const fixCard = state.kind === "payment_due";
  return (
    <Box data-testid="membership-status">
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 0.5 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: "1.25rem" }}>
          {state.plan}
        </Typography>
        <Chip
          size="small"
          label={chip.label}
          color={chip.color}
          variant={chip.color === "default" ? "outlined" : "filled"}
        />
      </Box>
      {lines(state).map((line) => (
        <Typography key={line} color={fixCard ? "text.primary" : "text.secondary"}>
          {line}
        </Typography>
      ))}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5, mt: 2 }}>
        {canManageBilling && state.kind !== "ended" ? (
          <BillingButton
            label={fixCard ? "Update your card" : "Change or cancel"}
            primary={fixCard}
          />
        ) : null}
        {state.kind === "ended" || (fixCard && state.status === "incomplete") ? (
          <Button component={Link} to="/membership" variant="contained">
            Join again
          </Button>
        ) : null}
        {canManageBilling && state.kind === "ended" ? (
          <BillingButton label="Past payments" />
        ) : null}
      </Stack>
    </Box>
  );
}
