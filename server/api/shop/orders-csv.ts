import { countryName } from "../../../core/shop/countries.ts";
import { csvTable } from "../../lib/csv.ts";
import type { Order } from "./present.ts";

// The staff orders list as a spreadsheet: one row per order, amounts in
// dollars, where it went and how. Every text cell goes through csvCell, so
// what buyers typed (names, addresses) cannot run as a formula.

const dollars = (cents: number) => (cents / 100).toFixed(2);

const HEAD = [
  "created_date",
  "confirmation_id",
  "status",
  "shipping_status",
  "email",
  "items",
  "subtotal",
  "shipping",
  "tax",
  "total",
  "refunded",
  "currency",
  "ship_to_name",
  "ship_to_address",
  "ship_to_city",
  "ship_to_state",
  "ship_to_postal_code",
  "ship_to_country",
  "shipping_rate",
  "carrier",
  "tracking_number",
  "paid_date",
];

export function ordersCsv(orders: Order[]): string {
  return csvTable(
    HEAD,
    orders.map((o) => {
      const a = o.shipping_address;
      return [
        o.created_date,
        o.confirmation_id,
        o.status,
        o.fulfillment ? "fulfilled" : o.ships && o.status === "paid" ? "to ship" : "",
        o.email,
        o.lines.map((l) => `${l.quantity} × ${l.name}`).join("; "),
        dollars(o.subtotal),
        dollars(o.shipping_amount),
        dollars(o.tax_amount),
        dollars(o.amount_total),
        dollars(o.amount_refunded),
        o.currency.toUpperCase(),
        a?.name,
        a ? [a.line1, a.line2].filter(Boolean).join(", ") : null,
        a?.city,
        a?.state,
        a?.postal_code,
        a ? countryName(a.country) : null,
        o.shipping_rate_name,
        o.fulfillment?.carrier,
        o.fulfillment?.tracking_number,
        o.paid_date,
      ];
    }),
  );
}
