import { MembershipRecord, periodEnd } from "../../../components/admin/membership-record.tsx";
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
} from "../../../components/admin/subscription-status.tsx";
import { formatPrice } from "../product-form-values.ts";
import { chosen } from "./parts.ts";
import { defineResource, type ResourceRecord } from "./types.ts";

// Memberships (subscriptions to a membership tier). Staff do not make or fill
// them in: members join through checkout and manage them with the payment
// provider. The list and each membership's page are for looking up who is a
// member and until when.

const statusOptions = SUBSCRIPTION_STATUSES.map((s) => ({
  value: s,
  label: SUBSCRIPTION_STATUS_LABELS[s] ?? s,
}));

type Member = { name: string | null; email: string | null } | null;
const memberOf = (r: ResourceRecord) => r.member as Member;
const price = (r: ResourceRecord) => r.price as { amount: number; interval: string | null } | null;

export const membership = defineResource({
  key: "subscriptions",
  noun: "Membership",
  plural: "Memberships",
  titleOf: (r) => `${memberOf(r)?.name || memberOf(r)?.email || "Unknown member"}: membership`,
  role: "superadmin",
  list: {
    columns: [
      {
        field: "member",
        header: "Member",
        flex: 1.5,
        text: (r) => memberOf(r)?.name || memberOf(r)?.email || "Unknown member",
      },
      { field: "email", header: "Email", flex: 1.5, text: (r) => memberOf(r)?.email ?? "—" },
      {
        field: "product",
        header: "Membership",
        flex: 1,
        text: (r) => (r.product as { name: string } | null)?.name ?? "—",
      },
      {
        field: "price",
        header: "Price",
        width: 120,
        text: (r) => {
          const p = price(r);
          return p ? formatPrice(p.amount, p.interval) : "—";
        },
      },
      {
        field: "status",
        header: "Status",
        width: 120,
        text: (r) => SUBSCRIPTION_STATUS_LABELS[String(r.status)] ?? String(r.status),
      },
      {
        field: "current_period_end",
        header: "Renews or ends",
        width: 170,
        text: (r) =>
          periodEnd({
            current_period_end: (r.current_period_end as string | null) ?? null,
            status: String(r.status),
            cancel_at_period_end: r.cancel_at_period_end === true,
          }),
      },
      { field: "created_date", header: "Joined", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search member name or email",
    filters: [{ name: "status", label: "Status", options: statusOptions }],
    query: ({ status, ...rest }) => ({ ...rest, status: chosen(statusOptions, status) }),
  },
  page: { view: MembershipRecord },
  service: {
    list: (s, q, actor) => s.catalog.listSubscriptions(actor, q),
    get: (s, id, actor) => s.catalog.getSubscription(actor, id),
  },
});
