import type Stripe from "stripe";
import type { CollectedShipping, PaymentEvent } from "./types.ts";

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
        shipping: shippingOf(session),
        amountTotal: session.amount_total,
        taxAmount: session.total_details?.amount_tax ?? null,
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
      if (!paymentId) return ignored(event);
      // Also for partial refunds (ours, or made in Stripe's Dashboard): the
      // amount refunded so far, which only grows, makes late events harmless.
      return {
        id,
        type: "payment.refunded",
        paymentId,
        reference: charge.metadata?.reference ?? null,
        amountRefunded: charge.amount_refunded,
        full: charge.refunded,
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

/**
 * The address and shipping a completed session collected. Since API version
 * 2024-12-18 the address is in `collected_information`; an endpoint pinned
 * to an older version sends `shipping_details` on the session itself.
 */
function shippingOf(session: Stripe.Checkout.Session): CollectedShipping | null {
  const legacy = (
    session as {
      shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null;
    }
  ).shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  if (!details && !session.shipping_cost) return null;
  const a = details?.address;
  return {
    address: a
      ? {
          name: details.name,
          line1: a.line1 ?? "",
          line2: a.line2 || null,
          city: a.city ?? "",
          state: a.state || null,
          postal_code: a.postal_code ?? "",
          country: a.country ?? "",
        }
      : null,
    amount: session.shipping_cost?.amount_subtotal ?? null,
    rateId: null,
  };
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
