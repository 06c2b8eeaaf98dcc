// The payment provider, behind a small interface: Stripe in production
// (STRIPE_SECRET_KEY…), our own sandbox otherwise. The shop service speaks
// only these shapes; each provider maps its own objects and events to them.
import type { ShippingAddress } from "../../../core/shop/address.ts";

export type ProviderName = "stripe" | "sandbox";

/** One line of a hosted checkout, priced by us from stored prices (never by the browser). */
export interface CheckoutLine {
  name: string;
  /** Unit amount in cents. */
  unitAmount: number;
  quantity: number;
  currency: string;
  /** Recurring lines (memberships) carry their interval. */
  interval?: "month" | "year" | null;
  /** The provider's own price id when it has one (Stripe price_…), else priced inline. */
  providerPriceId?: string | null;
}

export interface CheckoutInput {
  mode: "payment" | "subscription";
  lines: CheckoutLine[];
  /** Ours: the order's confirmation id, or the membership's reference. Comes back in events. */
  reference: string;
  customerEmail?: string | null;
  /** The provider's customer to attach (memberships of a returning member). */
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Goods that ship: collect an address in these countries, and charge one of these rates. */
  shipping?: CheckoutShipping | null;
}

export interface CheckoutShipping {
  /** ISO codes the address may be in (the country the buyer chose in the cart). */
  countries: string[];
  /** The rates offered, priced for this order (ours: the one chosen in the cart). */
  options: { id: string; name: string; amount: number; currency: string }[];
}

/** Where a paid checkout's goods go and what their shipping cost, as the provider collected it. */
export interface CollectedShipping {
  address: ShippingAddress | null;
  /** Cents charged for shipping (before tax), when the provider says. */
  amount: number | null;
  /** Our rate's id, when the provider carried it back. */
  rateId: string | null;
}

export interface RefundInput {
  /** The payment to refund (the order's provider payment id). */
  paymentId: string;
  amount: number;
  /** The order's confirmation id, kept on the provider's refund. */
  reference: string;
  /** Ours (the refund's id): a retried call refunds once. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: "succeeded" | "pending";
}

export interface CheckoutSession {
  id: string;
  url: string;
}

export interface SessionState {
  id: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  reference: string | null;
  amountTotal: number | null;
}

export interface PaymentIntentInput {
  amount: number;
  currency: string;
  reference: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
}

/**
 * What happened at the provider, in our words. Every event has the
 * provider's event id, which makes redeliveries recognisable, and when the
 * provider made it (`at`, when known), which puts late deliveries in their place.
 */
export type PaymentEvent = { id: string; at?: Date | null } & (
  | {
      type: "checkout.completed";
      sessionId: string;
      reference: string | null;
      paid: boolean;
      paymentId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      email: string | null;
      /** Present when the checkout collected a shipping address. */
      shipping?: CollectedShipping | null;
      /** What the buyer paid in all, tax included, and the tax (Stripe's automatic tax). */
      amountTotal?: number | null;
      taxAmount?: number | null;
    }
  | { type: "checkout.failed"; sessionId: string; reference: string | null; message: string }
  | { type: "payment.succeeded"; paymentId: string; reference: string | null; amount: number }
  | { type: "payment.failed"; paymentId: string; reference: string | null; message: string }
  | {
      type: "payment.refunded";
      paymentId: string;
      reference?: string | null;
      /** Refunded so far on the payment, in cents; absent: all of it. */
      amountRefunded?: number | null;
      /** The whole payment is refunded (absent with no amount: yes). */
      full?: boolean;
    }
  | {
      type: "subscription.updated";
      subscriptionId: string;
      customerId: string | null;
      status: "active" | "trialing" | "past_due" | "canceled" | "incomplete" | "unpaid";
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      providerPriceId: string | null;
      reference: string | null;
    }
  | { type: "subscription.deleted"; subscriptionId: string; reference?: string | null }
  | { type: "ignored"; providerType: string }
);

export class WebhookSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: ProviderName;
  /** Shown to the browser for client-side payment forms (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<SessionState>;
  createPaymentIntent(input: PaymentIntentInput): Promise<PaymentIntent>;
  createPortalLink(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Gives back part or all of a payment; throws when the provider refuses. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /**
   * Expires checkouts left open too long, reporting each as checkout.failed
   * (which gives its stock back). Only the sandbox needs it: Stripe expires
   * its sessions itself and sends checkout.session.expired.
   */
  expireStaleCheckouts?(): Promise<void>;
}
