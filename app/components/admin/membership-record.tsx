import { Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import { formatPrice } from "../../lib/admin/product-form-values.ts";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { formatArticleDate } from "./article-status.tsx";
import { FactList } from "./resource/record-page.tsx";
import { SubscriptionStatusChip } from "./subscription-status.tsx";

interface Membership {
  status: string;
  user_id: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  provider: string;
  created_date: string;
  member: { id: string; name: string | null; email: string | null } | null;
  product: { id: string; name: string } | null;
  price: { amount: number; interval: string | null; label: string | null } | null;
}

/** Whether the period end is a renewal or the end of the membership. */
export function periodEnd(
  m: Pick<Membership, "current_period_end" | "status" | "cancel_at_period_end">,
) {
  if (!m.current_period_end) return "—";
  const day = formatArticleDate(m.current_period_end);
  if (m.status === "canceled") return `Ended ${day}`;
  return m.cancel_at_period_end ? `Ends ${day}` : `Renews ${day}`;
}

/**
 * A membership's page in the back office: who holds it, which tier at which
 * price, and where it stands with the payment provider. Staff change nothing
 * here: the member manages it through the provider's portal.
 */
export function MembershipRecord({ record }: RecordViewProps) {
  const m = record as unknown as Membership;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: "center" }}>
        <Typography color="text.secondary">Status</Typography>
        <SubscriptionStatusChip status={m.status} />
      </Stack>
      <FactList
        rows={[
          ["Member", m.member?.name || m.member?.email || "Account deleted"],
          ["Email", m.member?.email ?? "—"],
          ["Membership", m.product?.name ?? "—"],
          [
            "Price",
            m.price
              ? `${formatPrice(m.price.amount, m.price.interval)}${m.price.label ? ` (${m.price.label})` : ""}`
              : "—",
          ],
          ["Renews or ends", periodEnd(m)],
          ["Cancels at period end", m.cancel_at_period_end ? "Yes" : "No"],
          ["Paid through", m.provider === "sandbox" ? "Sandbox (test payments)" : m.provider],
          ["Joined", formatArticleDate(m.created_date, true)],
        ]}
      />
      <Stack direction="row" spacing={3} sx={{ mt: 3 }}>
        {m.member ? (
          <MuiLink component={Link} to={`/admin/users/${m.member.id}`}>
            The member's account
          </MuiLink>
        ) : null}
        {m.product ? (
          <MuiLink component={Link} to={`/admin/products/${m.product.id}`}>
            The membership tier
          </MuiLink>
        ) : null}
      </Stack>
    </Paper>
  );
}
