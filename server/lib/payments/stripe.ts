import type Stripe from "stripe";
import { lazyImport } from "../lazy-import.ts";
import { isPaid, toPaymentEvent } from "./stripe-events.ts";
import {
  type CheckoutInput,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentIntentInput,
  type PaymentsProvider,
  type ProviderRefund,
  type RefundInput,
  type SessionState,
  WebhookSignatureError,
} from "./types.ts";

// The Stripe SDK is some 6 MB of heap: loaded with the first payment, not at boot.
const loadStripe = lazyImport(async () => (await import("stripe")).default);

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Stripe Tax computes sales tax on each checkout (STRIPE_AUTOMATIC_TAX). */
  automaticTax?: boolean;
  /** Another API origin than api.stripe.com; the tests point it at a local server. */
  apiBase?: { host: string; port: number; protocol: "http" | "https" };
}

/**
 * Stripe Checkout for products and memberships, a PaymentIntent for the
 * Payment Element of the tip jar, the billing portal, and signed webhooks.
 * Every call to Stripe that fails becomes a plain Error whose message starts
 * with "Stripe " (the original error is its `cause`).
 */
export function createStripeProvider(opts: StripeProviderOptions): PaymentsProvider {
  const client = lazyImport(
    async () =>
      new (await loadStripe())(opts.secretKey, {
        ...(opts.apiBase ?? {}),
        // POSTs carry an idempotency key the SDK generates once per call, so a
        // retry after a lost response cannot create a second session or intent.
        maxNetworkRetries: 2,
        timeout: 10_000,
      }),
  );
  const call = <T>(operation: string, run: (stripe: Stripe) => Promise<T>) =>
    callStripe(operation, async () => run(await client()));

  return {
    name: "stripe",
    publishableKey: opts.publishableKey,

    async createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
      const session = await call("checkout.sessions.create", (stripe) =>
        stripe.checkout.sessions.create(checkoutParams(input, opts.automaticTax ?? false)),
      );
      // Only hosted-page sessions have a URL, and that is all we create.
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id: string): Promise<SessionState> {
      const session = await call("checkout.sessions.retrieve", (stripe) =>
        stripe.checkout.sessions.retrieve(id),
      );
      return {
        id: session.id,
        status: sessionStatus(session.status),
        paid: isPaid(session.payment_status),
        reference: session.client_reference_id,
        amountTotal: session.amount_total,
      };
    },

    async createPaymentIntent(input: PaymentIntentInput): Promise<PaymentIntent> {
      const intent = await call("paymentIntents.create", (stripe) =>
        stripe.paymentIntents.create({
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: { ...input.metadata, reference: input.reference },
          // The Payment Element offers whatever methods the Dashboard enables.
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!intent.client_secret)
        throw new Error(`Stripe payment intent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async createPortalLink(input: { customerId: string; returnUrl: string }) {
      const session = await call("billingPortal.sessions.create", (stripe) =>
        stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        }),
      );
      return { url: session.url };
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const refund = await call("refunds.create", (stripe) =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amount,
            metadata: { reference: input.reference, refund_id: input.idempotencyKey },
          },
          // Our refund's id: a retry after a lost answer refunds once.
          { idempotencyKey: `refund-${input.idempotencyKey}` },
        ),
      );
      if (refund.status === "failed" || refund.status === "canceled")
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { id: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },

    async parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      const stripe = await client();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        // A wrong or stale signature, a body changed on the way, or a body
        // that is no snapshot event: nothing in it can be trusted or applied.
        throw new WebhookSignatureError(
          `Stripe webhook rejected: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      return toPaymentEvent(event);
    },
  };
}

/**
 * How long a payment checkout holds its stock: Stripe's shortest expiry (30
 * minutes, plus one for clocks that differ) instead of its default 24 hours,
 * after which it sends checkout.session.expired and the stock goes back.
 */
export const CHECKOUT_EXPIRY_SECONDS = 31 * 60;

function checkoutParams(
  input: CheckoutInput,
  automaticTax: boolean,
): Stripe.Checkout.SessionCreateParams {
  // The reference rides on the session and on the object the session makes
  // (payment intent or subscription), so every later webhook can find our record.
  const metadata = { ...input.metadata, reference: input.reference };
  return {
    mode: input.mode,
    line_items: input.lines.map((line) =>
      line.providerPriceId
        ? { price: line.providerPriceId, quantity: line.quantity }
        : {
            quantity: line.quantity,
            price_data: {
              currency: line.currency,
              unit_amount: line.unitAmount,
              product_data: { name: line.name },
              ...(line.interval ? { recurring: { interval: line.interval } } : {}),
            },
          },
    ),
    client_reference_id: input.reference,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata,
    // Stripe refuses customer and customer_email together; a known customer wins.
    ...(input.customerId
      ? { customer: input.customerId }
      : input.customerEmail
        ? { customer_email: input.customerEmail }
        : {}),
    ...(input.shipping ? shippingParams(input.shipping) : {}),
    ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
    ...(input.mode === "subscription"
      ? { subscription_data: { metadata } }
      : {
          payment_intent_data: { metadata },
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_EXPIRY_SECONDS,
        }),
  };
}

/**
 * Stripe Checkout collects the address (in the country chosen in our cart)
 * and charges the rate chosen there; our rate's id rides in its metadata.
 */
function shippingParams(
  shipping: NonNullable<CheckoutInput["shipping"]>,
): Pick<Stripe.Checkout.SessionCreateParams, "shipping_address_collection" | "shipping_options"> {
  return {
    shipping_address_collection: {
      allowed_countries:
        shipping.countries as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
    },
    shipping_options: shipping.options.map((o) => ({
      shipping_rate_data: {
        type: "fixed_amount",
        display_name: o.name,
        fixed_amount: { amount: o.amount, currency: o.currency },
        metadata: { rate_id: o.id },
      },
    })),
  };
}

function sessionStatus(status: string | null): SessionState["status"] {
  return status === "complete" || status === "expired" ? status : "open";
}

async function callStripe<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw providerError(operation, err, await loadStripe().catch(() => undefined));
  }
}

/** One plain message for the logs and the 502: what failed, Stripe's words, and its request id. */
function providerError(operation: string, err: unknown, sdk: typeof Stripe | undefined): Error {
  if (sdk && err instanceof sdk.errors.StripeError) {
    const details = [err.rawType ?? err.type, err.code, err.statusCode, err.requestId]
      .filter((part) => part !== undefined && part !== null && part !== "")
      .join(", ");
    return new Error(`Stripe ${operation} failed: ${err.message} (${details})`, { cause: err });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new Error(`Stripe ${operation} failed: ${message}`, { cause: err });
}
