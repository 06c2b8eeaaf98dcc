import type { OrderStatus } from "../../../core/schemas/shop.ts";
import { holdsStock, movesForward } from "../../../core/shop/order-moves.ts";
import type { OrderRow, ShopRepo, StockItem, StockLeft } from "./repo.ts";

// Moving an order to a new status, with its stock: the one place that does
// both, so a webhook, an expired checkout and a provider that could not be
// reached all leave the stock the way the status says (core/shop/order-moves.ts).

export const LATE_PAYMENT_SOLD_OUT =
  "Paid after its checkout had expired, and the print sold out in between: refund it or restock.";

/** What a product order holds of each product; tips hold nothing. */
export const stockItemsOf = (o: Pick<OrderRow, "kind" | "lines">): StockItem[] =>
  o.kind === "product"
    ? o.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }))
    : [];

export interface Moved {
  order: OrderRow;
  /** Stock counts this move changed (products that keep a count). */
  stock: StockLeft[];
}

/**
 * Moves `order` (read with a lock, inside the caller's transaction) to `to`
 * with `values`, taking or giving back its stock; null when `to` is not
 * forward of where the order is (a late or replayed event), changing nothing.
 */
export async function moveOrder(
  repo: ShopRepo,
  order: OrderRow,
  to: OrderStatus,
  values: Partial<OrderRow> = {},
  /** What the order's history says of the move, and who made it (staff), when not the provider. */
  event: { detail?: string | null; userId?: string | null } = {},
): Promise<Moved | null> {
  if (!movesForward(order.status, to)) return null;
  const items = stockItemsOf(order);
  let stockHeld = order.stockHeld;
  let stock: StockLeft[] = [];
  let failureMessage = values.failureMessage;
  if (items.length && stockHeld && !holdsStock(to)) {
    stock = await repo.stock.giveBack(items);
    stockHeld = false;
  } else if (items.length && !stockHeld && holdsStock(to)) {
    const taken = await repo.stock.take(items);
    // The money is in: the order is paid all the same, and says what staff must do.
    if (taken) [stock, stockHeld] = [taken, true];
    else failureMessage = LATE_PAYMENT_SOLD_OUT;
  }
  const saved = await repo.orders.update(order.id, {
    ...values,
    status: to,
    stockHeld,
    ...(failureMessage !== undefined ? { failureMessage } : {}),
  });
  if (!saved) return null;
  // A failure, or a late payment's note to staff, says why in the history too.
  await repo.events.add(order.id, to, event.detail ?? failureMessage ?? null, event.userId ?? null);
  return { order: saved, stock: stock.filter((s) => s.left !== null) };
}
