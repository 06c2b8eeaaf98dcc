import { formatLongDate } from "../../core/dates/index.ts";
import type { ShippingAddress } from "../../core/shop/address.ts";
import type { BuyerOrder } from "../../server/api/shop/buyer-present.ts";
import { formatMoney } from "./shop-money.ts";

// How a buyer's order reads on /account/orders and its receipt: one status
// word, the day it was paid (Chicago time), refunds and the address. Pure, so
// the server and the browser say the same.

export type { BuyerOrder };

/** "Paid", "Shipped", "Partly refunded" or "Refunded". */
export function orderStatusLabel(o: BuyerOrder): string {
  if (o.status === "refunded" || (o.amount_refunded > 0 && o.amount_refunded >= o.amount_total))
    return "Refunded";
  if (o.amount_refunded > 0) return "Partly refunded";
  if (o.fulfillment) return "Shipped";
  return "Paid";
}

/** "November 21st, 2026" in Chicago time. */
export const dayOf = (iso: string) => formatLongDate(new Date(iso));

/** The day it was paid, else the day it was placed. */
export const orderDay = (o: BuyerOrder) => dayOf(o.paid_date ?? o.created_date);

export const money = (o: BuyerOrder, cents: number) => formatMoney(cents, o.currency);

/** "2 × Stone Arch Print (Small), Tip": what was bought, on one line. */
export const orderItems = (o: BuyerOrder) =>
  o.lines.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name)).join(", ");

/** An address as the lines of an envelope. */
export function addressLines(a: ShippingAddress): string[] {
  const cityLine = [a.city, [a.state, a.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [a.name, a.line1, a.line2 ?? "", cityLine, a.country === "US" ? "" : a.country].filter(
    Boolean,
  );
}
