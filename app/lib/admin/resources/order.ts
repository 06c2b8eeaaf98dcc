import { validationError } from "../../../../core/errors.ts";
import { ORDER_STATUSES } from "../../../../core/schemas/shop.ts";
import { OrderCsvLink } from "../../../components/admin/order-csv-link.tsx";
import { OrderRecord } from "../../../components/admin/order-record.tsx";
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from "../../../components/admin/order-status.tsx";
import { formatMoney, parseDollars } from "../../shop-money.ts";
import { defineResource } from "./types.ts";

// Orders come from checkouts: staff look at them and act on them. The page
// is the order (lines, buyer, address, payment, refunds, history) with two
// commands: "Mark fulfilled" (carrier and tracking) and "Refund" (in full or
// in part, the items optionally back in stock). Both are plain posts.

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const money = (r: Record<string, unknown>, field: string) =>
  formatMoney(Number(r[field] ?? 0), String(r.currency ?? "usd"));

/** The refund form's fields as the API's body: `qty.{price_id}` per item, dollars as cents. */
export function refundBody(form: FormData) {
  const lines: { price_id: string; quantity: number }[] = [];
  for (const [key, value] of form) {
    if (!key.startsWith("qty.")) continue;
    const quantity = Number(String(value).trim() || "0");
    if (!Number.isInteger(quantity) || quantity < 0)
      throw validationError([{ field: key, message: "Use a whole number of items." }]);
    if (quantity > 0) lines.push({ price_id: key.slice(4), quantity });
  }
  const typed = text(form, "amount");
  const amount = typed ? parseDollars(typed) : null;
  if (typed && amount === null)
    throw validationError([
      { field: "amount", message: "Enter the amount in dollars, like 12.50." },
    ]);
  return {
    full: form.get("full") === "on",
    lines,
    ...(amount !== null ? { amount } : {}),
    ...(text(form, "reason") ? { reason: text(form, "reason") } : {}),
    restock: form.get("restock") === "on",
  };
}

export const order = defineResource({
  key: "orders",
  noun: "Order",
  plural: "Orders",
  titleOf: (r) => `Order ${String(r.confirmation_id)}`,
  role: "superadmin",
  list: {
    columns: [
      { field: "confirmation_id", header: "Confirmation", flex: 1.4 },
      { field: "created_date", header: "Placed", width: 130, sortable: true, date: true },
      {
        field: "status",
        header: "Payment",
        width: 150,
        sortable: true,
        text: (r) =>
          `${ORDER_STATUS_LABELS[r.status as keyof typeof ORDER_STATUS_LABELS] ?? r.status}${
            r.status === "paid" && Number(r.amount_refunded) > 0 ? ", part refunded" : ""
          }`,
      },
      {
        field: "fulfillment",
        header: "Shipping",
        width: 120,
        text: (r) =>
          r.fulfillment ? "Fulfilled" : r.ships && r.status === "paid" ? "To ship" : "—",
      },
      {
        field: "amount_total",
        header: "Total",
        width: 110,
        sortable: true,
        text: (r) => money(r, "amount_total"),
      },
      {
        field: "kind",
        header: "Kind",
        width: 100,
        text: (r) => ORDER_KIND_LABELS[String(r.kind)] ?? String(r.kind),
      },
      { field: "email", header: "Email", flex: 1.2, text: (r) => String(r.email ?? "—") },
    ],
    sortable: ["created_date", "amount_total", "status"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search email or confirmation",
    filters: [
      {
        name: "status",
        label: "Payment",
        options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
      },
      {
        name: "shipping",
        label: "Shipping",
        options: [
          { value: "to_ship", label: "To ship" },
          { value: "fulfilled", label: "Fulfilled" },
        ],
      },
      {
        name: "kind",
        label: "Kind",
        options: [
          { value: "product", label: "Products" },
          { value: "tip", label: "Tips" },
        ],
      },
    ],
    headerActions: OrderCsvLink,
  },
  page: {
    view: OrderRecord,
    commands: {
      async fulfil(s, actor, id, form) {
        const url = text(form, "tracking_url");
        const o = await s.orders.fulfil(actor, id, {
          carrier: text(form, "carrier"),
          tracking_number: text(form, "tracking_number"),
          ...(url ? { tracking_url: url } : {}),
          notify: form.get("notify") === "on",
        });
        const f = o.fulfillment;
        return `Marked fulfilled: ${f?.carrier} ${f?.tracking_number}.${
          form.get("notify") === "on" && o.email ? " The buyer was emailed the tracking link." : ""
        }`;
      },
      async refund(s, actor, id, form) {
        const before = await s.orders.getOrder(actor, id);
        const o = await s.orders.refund(actor, id, refundBody(form));
        const amount = o.amount_refunded - before.amount_refunded;
        return `Refunded ${formatMoney(amount, o.currency)}.${
          o.status === "refunded" ? " The order is refunded in full." : ""
        }`;
      },
    },
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.orders.listOrders(actor, q);
      return { ...page, results: page.results.map((o) => ({ ...o, version: o.version })) };
    },
    get: (s, id, actor) => s.orders.getOrder(actor, id),
  },
});
