// Where a member's membership stands, in the words the account page and
// /membership show: a pure function of the member's subscriptions (as the
// API presents them) and now, so both pages and the tests agree on it.

/** One of a member's subscriptions, as `presentSubscription` gives it. */
export interface MembershipRecord {
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  created_date: string;
  modified_date: string;
  product: { name: string } | null;
  /** The stored price it renews at (never an amount the provider sent). */
  price: { amount: number; currency: string; interval: string | null } | null;
}

export interface MembershipPlan {
  /** The tier's name, e.g. "Friend". */
  plan: string;
  /** When the membership began (ISO). */
  since: string;
  price: MembershipRecord["price"];
}

export type MembershipState =
  | { kind: "none" }
  /** Renews on `renews` (ISO; null when the provider has not said) at `price`. */
  | ({ kind: "active"; renews: string | null } & MembershipPlan)
  /** Set to cancel: a member until `ends`, then it stops. */
  | ({ kind: "ending"; ends: string | null } & MembershipPlan)
  /**
   * A payment failed: `past_due` (the provider retries the card), `unpaid`
   * (retries are over, benefits on hold) or `incomplete` (the first payment
   * never went through). The fix is a new card in the billing portal.
   */
  | ({ kind: "payment_due"; status: "past_due" | "unpaid" | "incomplete" } & MembershipPlan)
  /** Canceled or run out: `ended` (ISO) is when. The fix is to join again. */
  | ({ kind: "ended"; ended: string } & MembershipPlan);

const PAYMENT_DUE = new Set(["past_due", "unpaid", "incomplete"]);
const LIVE = new Set(["active", "trialing", ...PAYMENT_DUE]);

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * The state of the membership that matters most: a live one (newest first)
 * over one that has ended, and the most recently ended of those.
 */
export function membershipState(records: readonly MembershipRecord[], now: Date): MembershipState {
  const newest = [...records].sort(
    (a, b) => Date.parse(b.created_date) - Date.parse(a.created_date),
  );
  const live = newest.find((r) => LIVE.has(r.status));
  const r = live ?? newest[0];
  if (!r) return { kind: "none" };
  const plan: MembershipPlan = {
    plan: r.product?.name ?? "Membership",
    since: r.created_date,
    price: r.price,
  };
  const end = r.current_period_end;
  const over = end !== null && Date.parse(end) <= now.getTime();
  if (r.status === "active" || r.status === "trialing") {
    // Set to cancel and past its end: over, whether or not the provider's "deleted" has come.
    if (r.cancel_at_period_end && over) return { kind: "ended", ended: end, ...plan };
    if (r.cancel_at_period_end) return { kind: "ending", ends: end, ...plan };
    return { kind: "active", renews: end, ...plan };
  }
  if (PAYMENT_DUE.has(r.status))
    return { kind: "payment_due", status: r.status as "past_due", ...plan };
  // Canceled (or expired): it ended when it was last changed, or at its period's end if sooner
  // (a cancellation that took effect at the period's end is recorded a little after it).
  return { kind: "ended", ended: end ? earlier(end, r.modified_date) : r.modified_date, ...plan };
}
