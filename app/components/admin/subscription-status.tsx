import { Chip } from "@mui/material";

// The payment provider's subscription states (Stripe's, which the sandbox copies).
export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "incomplete",
  "canceled",
] as const;

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  canceled: "Canceled",
};

const COLORS: Record<string, "success" | "primary" | "error" | "default"> = {
  active: "success",
  trialing: "primary",
  past_due: "error",
  unpaid: "error",
};

/** A membership's state, in words (the colour only repeats it). */
export function SubscriptionStatusChip({ status }: { status: string }) {
  const color = COLORS[status] ?? "default";
  return (
    <Chip
      size="small"
      label={SUBSCRIPTION_STATUS_LABELS[status] ?? status}
      color={color}
      variant={color === "default" || status === "past_due" ? "outlined" : "filled"}
    />
  );
}
