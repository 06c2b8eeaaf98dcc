// Refund arithmetic: what is left to refund on an order, what a refund
// request comes to, and which stock it may put back. Pure, so the staff
// screen, the API and the tests agree on every cent.

export interface OrderLineLike {
  product_id: string;
  price_id: string | null;
  name: string;
  quantity: number;
  unit_amount: number;
  amount: number;
}

export interface RefundLineLike {
  price_id: string;
  quantity: number;
}

export interface PastRefund {
  amount: number;
  lines: readonly RefundLineLike[];
}

export interface LineLeft {
  price_id: string;
  product_id: string;
  name: string;
  unit_amount: number;
  /** Bought, less what earlier refunds gave back. */
  quantity: number;
}

export interface RefundLeft {
  /** Cents still refundable: the total paid less every refund. */
  amount: number;
  lines: LineLeft[];
}

/** What earlier refunds leave to refund: money and, per priced line, quantities. */
export function refundLeft(
  order: { amount_total: number; lines: readonly OrderLineLike[] },
  refunds: readonly PastRefund[],
): RefundLeft {
  const given = new Map<string, number>();
  for (const r of refunds)
    for (const l of r.lines) given.set(l.price_id, (given.get(l.price_id) ?? 0) + l.quantity);
  const lines: LineLeft[] = [];
  for (const l of order.lines) {
    if (!l.price_id) continue;
    // A price bought on two lines is one line here: quantities add up.
    const have = lines.find((x) => x.price_id === l.price_id);
    if (have) have.quantity += l.quantity;
    else
      lines.push({
        price_id: l.price_id,
        product_id: l.product_id,
        name: l.name,
        unit_amount: l.unit_amount,
        quantity: l.quantity,
      });
  }
  for (const l of lines) l.quantity = Math.max(0, l.quantity - (given.get(l.price_id) ?? 0));
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  return { amount: Math.max(0, order.amount_total - refunded), lines };
}

export interface RefundRequest {
  /** Everything left: every item's remaining quantity and all the money left. */
  full?: boolean;
  /** Items given back (for the record and the stock). */
  lines?: readonly RefundLineLike[];
  /** Cents to refund; without it, the chosen items' price. */
  amount?: number;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export type RefundPlan =
  | {
      ok: true;
      amount: number;
      lines: RefundLineLike[];
      /** After it nothing is left to refund: the order becomes "refunded". */
      completes: boolean;
    }
  | { ok: false; errors: FieldProblem[] };

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/**
 * What a refund request comes to, given what is left: the amount (at most
 * what is left), the items (each at most its remaining quantity), or why not,
 * field by field as the API reports it.
 */
export function planRefund(left: RefundLeft, request: RefundRequest): RefundPlan {
  const fail = (field: string, message: string): RefundPlan => ({
    ok: false,
    errors: [{ field, message }],
  });
  if (left.amount <= 0) return fail("amount", "Nothing is left to refund on this order.");
  if (request.full) {
    return {
      ok: true,
      amount: left.amount,
      lines: left.lines
        .filter((l) => l.quantity > 0)
        .map((l) => ({ price_id: l.price_id, quantity: l.quantity })),
      completes: true,
    };
  }
  const wanted = new Map<string, number>();
  const errors: FieldProblem[] = [];
  for (const [i, l] of (request.lines ?? []).entries()) {
    const line = left.lines.find((x) => x.price_id === l.price_id);
    if (!line) {
      errors.push({ field: `lines.${i}.price_id`, message: "That item is not in this order." });
      continue;
    }
    const total = (wanted.get(l.price_id) ?? 0) + l.quantity;
    if (total > line.quantity)
      errors.push({
        field: `lines.${i}.quantity`,
        message: line.quantity
          ? `Only ${line.quantity} of ${line.name} left to refund.`
          : `${line.name} is refunded already.`,
      });
    else wanted.set(l.price_id, total);
  }
  if (errors.length) return { ok: false, errors };
  const lines = [...wanted].map(([price_id, quantity]) => ({ price_id, quantity }));
  const itemsWorth = lines.reduce(
    (s, l) =>
      s + l.quantity * (left.lines.find((x) => x.price_id === l.price_id)?.unit_amount ?? 0),
    0,
  );
  if (request.amount === undefined && !lines.length)
    return fail("lines", "Choose the items to refund, an amount, or a full refund.");
  const amount = request.amount ?? itemsWorth;
  if (amount < 1) return fail("amount", "Refund at least $0.01.");
  if (amount > left.amount)
    return fail(
      request.amount === undefined ? "lines" : "amount",
      `At most ${dollars(left.amount)} is left to refund.`,
    );
  return { ok: true, amount, lines, completes: amount === left.amount };
}

/** The stock a refund's items put back, per product. */
export function stockToReturn(
  left: RefundLeft,
  lines: readonly RefundLineLike[],
): { productId: string; quantity: number }[] {
  const out = new Map<string, number>();
  for (const l of lines) {
    const line = left.lines.find((x) => x.price_id === l.price_id);
    if (line && l.quantity > 0)
      out.set(line.product_id, (out.get(line.product_id) ?? 0) + l.quantity);
  }
  return [...out].map(([productId, quantity]) => ({ productId, quantity }));
}

/** "2 × Tote, 1 × Print (Large)": a refund's items in words. */
export function refundItemsText(left: RefundLeft, lines: readonly RefundLineLike[]): string {
  return lines
    .map(
      (l) => `${l.quantity} × ${left.lines.find((x) => x.price_id === l.price_id)?.name ?? "item"}`,
    )
    .join(", ");
}
