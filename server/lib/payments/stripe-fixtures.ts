// Test support: recorded Stripe API objects (fixtures/stripe/*.json) for the
// provider's tests. Each one is checked against the SDK's own type of that
// object at typecheck time, so a fixture cannot drift from the API version
// the pinned SDK speaks: a missing or misspelled field, or a value of the
// wrong kind, fails `npm run typecheck`.
import type Stripe from "stripe";
import billingPortalSessionJson from "./fixtures/stripe/billing-portal-session.json" with {
  type: "json",
};
import chargeRefundedJson from "./fixtures/stripe/charge-refunded.json" with { type: "json" };
import checkoutPaymentJson from "./fixtures/stripe/checkout-session-payment.json" with {
  type: "json",
};
import checkoutPaymentCompleteJson from "./fixtures/stripe/checkout-session-payment-complete.json" with {
  type: "json",
};
import checkoutSubscriptionJson from "./fixtures/stripe/checkout-session-subscription.json" with {
  type: "json",
};
import checkoutSubscriptionCompleteJson from "./fixtures/stripe/checkout-session-subscription-complete.json" with {
  type: "json",
};
import errorNoSuchPriceJson from "./fixtures/stripe/error-no-such-price.json" with { type: "json" };
import eventJson from "./fixtures/stripe/event.json" with { type: "json" };
import paymentIntentJson from "./fixtures/stripe/payment-intent.json" with { type: "json" };
import paymentIntentFailedJson from "./fixtures/stripe/payment-intent-failed.json" with {
  type: "json",
};
import paymentIntentSucceededJson from "./fixtures/stripe/payment-intent-succeeded.json" with {
  type: "json",
};
import refundJson from "./fixtures/stripe/refund.json" with { type: "json" };
import subscriptionJson from "./fixtures/stripe/subscription.json" with { type: "json" };

/**
 * What JSON can hold of a Stripe type: literal types become their base type
 * (JSON imports are typed `string`, not `"checkout.session"`) and decimals are
 * the strings the API sends.
 */
type Json<T> = T extends Stripe.Decimal
  ? string
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends boolean
        ? boolean
        : T extends readonly (infer U)[]
          ? Json<U>[]
          : T extends object
            ? { [K in keyof T]: Json<T[K]> }
            : T;

/** Accepts JSON shaped like T, with no top-level field T does not know. */
function recorded<T>() {
  return <F extends Json<T>>(json: F & Record<Exclude<keyof F, keyof T>, never>): T =>
    structuredClone(json) as unknown as T;
}

// Fresh copies on every call, so a test may change what it gets.
export const fixtures = {
  checkoutSessionPayment: () => recorded<Stripe.Checkout.Session>()(checkoutPaymentJson),
  checkoutSessionPaymentComplete: () =>
    recorded<Stripe.Checkout.Session>()(checkoutPaymentCompleteJson),
  checkoutSessionSubscription: () => recorded<Stripe.Checkout.Session>()(checkoutSubscriptionJson),
  checkoutSessionSubscriptionComplete: () =>
    recorded<Stripe.Checkout.Session>()(checkoutSubscriptionCompleteJson),
  paymentIntent: () => recorded<Stripe.PaymentIntent>()(paymentIntentJson),
  paymentIntentSucceeded: () => recorded<Stripe.PaymentIntent>()(paymentIntentSucceededJson),
  paymentIntentFailed: () => recorded<Stripe.PaymentIntent>()(paymentIntentFailedJson),
  chargeRefunded: () => recorded<Stripe.Charge>()(chargeRefundedJson),
  subscription: () => recorded<Stripe.Subscription>()(subscriptionJson),
  refund: () => recorded<Stripe.Refund>()(refundJson),
  billingPortalSession: () => recorded<Stripe.BillingPortal.Session>()(billingPortalSessionJson),
  errorNoSuchPrice: () => recorded<{ error: Stripe.StripeRawError }>()(errorNoSuchPriceJson),
  event: () => recorded<Stripe.EventBase>()(eventJson),
};

let eventCount = 0;

/** The raw body Stripe would POST for an event of this type about this object. */
export function eventPayload(type: string, object: object): string {
  eventCount += 1;
  const event = {
    ...fixtures.event(),
    id: `evt_1QfGhIjKlMnOpQrStUv${String(eventCount).padStart(5, "0")}`,
    type,
    data: { object },
  };
  // Stripe sends pretty-printed JSON; signatures are over these exact bytes.
  return JSON.stringify(event, null, 2);
}
