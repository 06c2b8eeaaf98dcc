import type Stripe from "stripe";
import type { PaymentEvent } from "./types.ts";

type SubscriptionStatus = Extract<PaymentEvent, { type: "subscription.updated" }>["status"];

// Stripe has two states our union lacks. Both leave the member without a
// paid-up membership: an expired first payment ends it for good, a paused
// subscription bills nothing until it resumes.
const SUBSCRIPTION_STATUS: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  canceled: "canceled",
  incomplete: "incomplete",
  unpaid: "unpaid",
  incomplete_expired: "canceled",
  paused: "unpaid",
};

/** A Checkout Session's payment state: paid, or nothing to pay (a free order). */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === "paid" || paymentStatus === "no_payment_required";
}

/** A verified Stripe event in our words; whatever the shop does not act on is "ignored". */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  return { ...inOurWords(event), at: new Date(event.created * 1000) };
}

function inOurWords(event: Stripe.Event): PaymentEvent {
  const id = event.id;
  switch (event.type) {
    // A delayed payment method (bank debit) completes the session unpaid and
    // reports the money later in async_payment_succeeded.
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      return {
        id,
        type: "checkout.completed",
        sessionId: session.id,
        reference: session.client_reference_id,
        paid: isPaid(session.payment_status),
        paymentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        email: session.customer_details?.email ?? null,
      };
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = event.data.object;
      return {
        id,
        type: "checkout.failed",
        sessionId: session.id,
        reference: session.client_reference_id,
        message:
          event.type === "checkout.session.expired"
            ? "The checkout expired before it was paid."
            : "The payment did not go through.",
      };
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return {
        id,
        type: "payment.succeeded",
        paymentId: intent.id,
        reference: intent.metadata.reference ?? null,
        amount: intent.amount_received,
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        id,
        type: "payment.failed",
        paymentId: intent.id,
        reference: intent.metadata.reference ?? null,
        message: intent.last_payment_error?.message ?? "The payment failed.",
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      // charge.refunded also fires for partial refunds; only a charge refunded
      // in full makes the payment refunded.
      if (!charge.refunded || !paymentId) return ignored(event);
      return {
        id,
        type: "payment.refunded",
        paymentId,
        reference: charge.metadata?.reference ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      return {
        id,
        type: "subscription.updated",
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        status: SUBSCRIPTION_STATUS[subscription.status] ?? "incomplete",
        currentPeriodEnd: periodEnd(subscription),
        // In flexible billing mode (the default for new subscriptions) the
        // billing portal schedules a cancellation with cancel_at and leaves
        // cancel_at_period_end false.
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        providerPriceId: subscription.items.data[0]?.price.id ?? null,
        reference: subscription.metadata.reference ?? null,
      };
    }
    case "customer.subscription.deleted":
      return {
        id,
        type: "subscription.deleted",
        subscriptionId: event.data.object.id,
        reference: event.data.object.metadata?.reference ?? null,
      };
    default:
      return ignored(event);
  }
}

function ignored(event: Stripe.Event): PaymentEvent {
  return { id: event.id, type: "ignored", providerType: event.type };
}

/**
 * The end of the paid period. Since API version 2025-03-31 it lives on each
 * subscription item; a webhook endpoint pinned to an older version still
 * sends it on the subscription itself.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end) => typeof end === "number");
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  const seconds = ends.length > 0 ? Math.max(...ends) : typeof legacy === "number" ? legacy : null;
  return seconds === null ? null : new Date(seconds * 1000);
}

function idOf(value: string | { id?: string } | null): string | null {
  if (value === null) return null;
  return typeof value === "string" ? value : (value.id ?? null);
}
