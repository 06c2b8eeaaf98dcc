import type { OrderStatus } from "../schemas/shop.ts";

// An order's status only moves forward along pending → failed → paid →
// refunded, whatever order the provider's events arrive in (decision 046).
// A payment that did arrive outranks an expiry or a decline, and a refund
// outranks everything: so a late "paid" after "expired" makes the order
// paid, and a "paid" delivered after its own refund changes nothing.

const RANK: Record<OrderStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

/** Whether an order in `from` may become `to`: only to a later status. */
export function movesForward(from: string, to: OrderStatus): boolean {
  const at = RANK[from as OrderStatus];
  return at === undefined || RANK[to] > at;
}

/**
 * Whether an order in `status` has its quantities off the stock: a pending
 * order holds them (reserved), a paid or refunded one has taken them (staff
 * return a refunded order's stock by hand when the print comes back), a
 * failed one has given them back. Because it depends on the status alone,
 * events applied in any order leave the stock as the last status says.
 */
export const holdsStock = (status: OrderStatus): boolean => status !== "failed";
