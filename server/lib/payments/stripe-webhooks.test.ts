import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createStripeProvider } from "./stripe.ts";
import { eventPayload, fixtures } from "./stripe-fixtures.ts";
import { WebhookSignatureError } from "./types.ts";

// Webhooks are verified and read locally: these tests make no request at all.

const WEBHOOK_SECRET = "whsec_artcalTestSigningSecret0000000000000";

const provider = createStripeProvider({
  secretKey: "sk_test_51QaBcDeFgHiJkLmNoArtcalTestKey000000000000",
  webhookSecret: WEBHOOK_SECRET,
  publishableKey: "pk_test_51QaBcDeFgHiJkLmNoArtcal",
});

// The SDK's own helper signs exactly as Stripe does.
const sdk = new Stripe("sk_test_51QaBcDeFgHiJkLmNoArtcalTestKey000000000000");

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

/** Signs and parses one event, as the webhook route will (its time is checked on its own). */
function deliver(type: string, object: object) {
  const payload = eventPayload(type, object);
  const event = JSON.parse(payload) as { id: string };
  const parsed = provider.parseWebhook(payload, sign(payload)).then(({ at: _at, ...rest }) => rest);
  return { id: event.id, parsed };
}

it("every event carries the time Stripe made it, which orders late deliveries", async () => {
  const payload = eventPayload("payment_intent.succeeded", fixtures.paymentIntentSucceeded());
  const { created } = JSON.parse(payload) as { created: number };
  expect((await provider.parseWebhook(payload, sign(payload))).at).toEqual(
    new Date(created * 1000),
  );
});

describe("checkout events", () => {
  it("checkout.session.completed for an order: paid, with its payment intent and email", async () => {
    const { id, parsed } = deliver(
      "checkout.session.completed",
      fixtures.checkoutSessionPaymentComplete(),
    );

    expect(await parsed).toEqual({
      id,
      type: "checkout.completed",
      sessionId: "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
      reference: "ord_7QK2M9XD",
      paid: true,
      paymentId: "pi_3QbCdEfGhIjKlMn01aBcDeFg",
      customerId: null,
      subscriptionId: null,
      email: "collector@example.com",
      shipping: null,
      amountTotal: 15500,
      taxAmount: 0,
    });
  });

  it("checkout.session.completed with goods to ship: the address and the shipping charged", async () => {
    const session = {
      ...fixtures.checkoutSessionPaymentComplete(),
      amount_total: 16300,
      collected_information: {
        business_name: null,
        individual_name: null,
        shipping_details: {
          name: "Ada Buyer",
          address: {
            city: "Minneapolis",
            country: "US",
            line1: "100 Hennepin Ave",
            line2: "",
            postal_code: "55401",
            state: "MN",
          },
        },
      },
      shipping_cost: {
        amount_subtotal: 800,
        amount_tax: 0,
        amount_total: 800,
        shipping_rate: "shr_1QzShippingRate000001",
      },
    };

    expect(await deliver("checkout.session.completed", session).parsed).toMatchObject({
      type: "checkout.completed",
      amountTotal: 16300,
      shipping: {
        address: {
          name: "Ada Buyer",
          line1: "100 Hennepin Ave",
          line2: null,
          city: "Minneapolis",
          state: "MN",
          postal_code: "55401",
          country: "US",
        },
        amount: 800,
        rateId: null,
      },
    });
  });

  it("checkout.session.completed for a membership: its customer and subscription", async () => {
    const { id, parsed } = deliver(
      "checkout.session.completed",
      fixtures.checkoutSessionSubscriptionComplete(),
    );

    expect(await parsed).toEqual({
      id,
      type: "checkout.completed",
      sessionId: "cs_test_a9Zy8Xw7Vu6Ts5Rq4Po3Nm2Lk1Ji0Hg9Fe8Dc7Ba6Zy5Xw4Vu3Ts2Rq1",
      reference: "mem_4TR8WQ2N",
      paid: true,
      paymentId: null,
      customerId: "cus_RfGhIjKlMnOpQr",
      subscriptionId: "sub_1QcDeFgHiJkLmNoPqRsTuVwX",
      email: "member@example.com",
      shipping: null,
      amountTotal: 6000,
      taxAmount: 0,
    });
  });

  it("a session completed with nothing to pay counts as paid", async () => {
    const free = {
      ...fixtures.checkoutSessionPaymentComplete(),
      amount_subtotal: 0,
      amount_total: 0,
      payment_intent: null,
      payment_status: "no_payment_required",
    };

    expect(await deliver("checkout.session.completed", free).parsed).toMatchObject({
      type: "checkout.completed",
      paid: true,
      paymentId: null,
    });
  });

  it("a session completed by a delayed method is not paid until async_payment_succeeded", async () => {
    const pending = { ...fixtures.checkoutSessionPaymentComplete(), payment_status: "unpaid" };

    expect(await deliver("checkout.session.completed", pending).parsed).toMatchObject({
      type: "checkout.completed",
      reference: "ord_7QK2M9XD",
      paid: false,
    });
    expect(
      await deliver(
        "checkout.session.async_payment_succeeded",
        fixtures.checkoutSessionPaymentComplete(),
      ).parsed,
    ).toMatchObject({ type: "checkout.completed", reference: "ord_7QK2M9XD", paid: true });
  });

  it("checkout.session.async_payment_failed is a failed checkout", async () => {
    const failed = { ...fixtures.checkoutSessionPaymentComplete(), payment_status: "unpaid" };
    const { id, parsed } = deliver("checkout.session.async_payment_failed", failed);

    expect(await parsed).toEqual({
      id,
      type: "checkout.failed",
      sessionId: "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
      reference: "ord_7QK2M9XD",
      message: "The payment did not go through.",
    });
  });

  it("checkout.session.expired is a failed checkout", async () => {
    const expired = { ...fixtures.checkoutSessionPayment(), status: "expired", url: null };
    const { id, parsed } = deliver("checkout.session.expired", expired);

    expect(await parsed).toEqual({
      id,
      type: "checkout.failed",
      sessionId: "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
      reference: "ord_7QK2M9XD",
      message: "The checkout expired before it was paid.",
    });
  });
});

describe("payment events", () => {
  it("payment_intent.succeeded carries the amount received and our reference", async () => {
    const { id, parsed } = deliver("payment_intent.succeeded", fixtures.paymentIntentSucceeded());

    expect(await parsed).toEqual({
      id,
      type: "payment.succeeded",
      paymentId: "pi_3QdEfGhIjKlMnOp02bCdEfGh",
      reference: "tip_9HV3KX2P",
      amount: 700,
    });
  });

  it("payment_intent.payment_failed carries Stripe's message for the buyer", async () => {
    const { id, parsed } = deliver("payment_intent.payment_failed", fixtures.paymentIntentFailed());

    expect(await parsed).toEqual({
      id,
      type: "payment.failed",
      paymentId: "pi_3QdEfGhIjKlMnOp02bCdEfGh",
      reference: "tip_9HV3KX2P",
      message: "Your card was declined.",
    });
  });

  it("a payment intent without our reference reads as null", async () => {
    const foreign = { ...fixtures.paymentIntentSucceeded(), metadata: {} };

    expect(await deliver("payment_intent.succeeded", foreign).parsed).toMatchObject({
      type: "payment.succeeded",
      reference: null,
    });
  });

  it("charge.refunded in full refunds the charge's payment intent", async () => {
    const { id, parsed } = deliver("charge.refunded", fixtures.chargeRefunded());

    expect(await parsed).toEqual({
      id,
      type: "payment.refunded",
      paymentId: "pi_3QbCdEfGhIjKlMn01aBcDeFg",
      reference: null,
      amountRefunded: 15500,
      full: true,
    });
  });

  it("a partial refund (ours, or made in the Dashboard) says how much is refunded so far", async () => {
    const partial = { ...fixtures.chargeRefunded(), amount_refunded: 6500, refunded: false };

    expect(await deliver("charge.refunded", partial).parsed).toMatchObject({
      type: "payment.refunded",
      amountRefunded: 6500,
      full: false,
    });
  });
});

describe("subscription events", () => {
  it("customer.subscription.created: status, period end from its item, price and reference", async () => {
    const { id, parsed } = deliver("customer.subscription.created", fixtures.subscription());

    expect(await parsed).toEqual({
      id,
      type: "subscription.updated",
      subscriptionId: "sub_1QcDeFgHiJkLmNoPqRsTuVwX",
      customerId: "cus_RfGhIjKlMnOpQr",
      status: "active",
      currentPeriodEnd: new Date("2027-11-21T18:04:12Z"),
      cancelAtPeriodEnd: false,
      providerPriceId: "price_1QcAbCdEfGhIjKlMnOpQrStU",
      reference: "mem_4TR8WQ2N",
    });
  });

  it("a cancellation in the billing portal (flexible billing: cancel_at) ends at the period end", async () => {
    const canceling = { ...fixtures.subscription(), cancel_at: 1826820252 };

    expect(await deliver("customer.subscription.updated", canceling).parsed).toMatchObject({
      type: "subscription.updated",
      status: "active",
      cancelAtPeriodEnd: true,
    });
  });

  it("a cancellation with cancel_at_period_end (classic billing) ends at the period end", async () => {
    const canceling = { ...fixtures.subscription(), cancel_at_period_end: true };

    expect(await deliver("customer.subscription.updated", canceling).parsed).toMatchObject({
      cancelAtPeriodEnd: true,
    });
  });

  it.each([
    ["past_due", "past_due"],
    ["unpaid", "unpaid"],
    ["trialing", "trialing"],
    ["incomplete", "incomplete"],
    ["incomplete_expired", "canceled"],
    ["paused", "unpaid"],
  ])("Stripe's status %s reads as %s", async (stripeStatus, ours) => {
    const subscription = { ...fixtures.subscription(), status: stripeStatus };

    expect(await deliver("customer.subscription.updated", subscription).parsed).toMatchObject({
      type: "subscription.updated",
      status: ours,
    });
  });

  it("an event from an endpoint on an older API version still finds the period end", async () => {
    const { items, ...rest } = fixtures.subscription();
    const legacy = {
      ...rest,
      current_period_end: 1826820252,
      items: {
        ...items,
        data: items.data.map(({ current_period_end, current_period_start, ...item }) => item),
      },
    };

    expect(await deliver("customer.subscription.updated", legacy).parsed).toMatchObject({
      currentPeriodEnd: new Date("2027-11-21T18:04:12Z"),
    });
  });

  it("customer.subscription.deleted", async () => {
    const ended = { ...fixtures.subscription(), status: "canceled", ended_at: 1826820252 };
    const { id, parsed } = deliver("customer.subscription.deleted", ended);

    expect(await parsed).toEqual({
      id,
      type: "subscription.deleted",
      subscriptionId: "sub_1QcDeFgHiJkLmNoPqRsTuVwX",
      reference: "mem_4TR8WQ2N",
    });
  });
});

describe("events the shop does not act on", () => {
  it.each([
    ["invoice.paid", { id: "in_1QcDeFgHiJkLmNoPqRsTuVwX", object: "invoice" }],
    ["customer.created", { id: "cus_RfGhIjKlMnOpQr", object: "customer" }],
    ["payment_intent.created", fixtures.paymentIntent()],
  ])("%s is ignored", async (type, object) => {
    const { id, parsed } = deliver(type, object);

    expect(await parsed).toEqual({ id, type: "ignored", providerType: type });
  });
});

describe("signatures", () => {
  const payload = eventPayload("payment_intent.succeeded", fixtures.paymentIntentSucceeded());

  it("a payload signed with another secret is refused", async () => {
    const header = sign(payload, { secret: "whsec_someoneElsesSecret000000000000000000" });

    await expect(provider.parseWebhook(payload, header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("a body changed after signing is refused", async () => {
    const header = sign(payload);
    const tampered = payload.replace('"amount_received": 700', '"amount_received": 70000');
    expect(tampered).not.toBe(payload);

    await expect(provider.parseWebhook(tampered, header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("a missing or empty Stripe-Signature header is refused", async () => {
    await expect(provider.parseWebhook(payload, undefined)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(payload, "")).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("a header that is no Stripe signature is refused", async () => {
    await expect(provider.parseWebhook(payload, "sha256=deadbeef")).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("a correctly signed but replayed old delivery is refused", async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const header = sign(payload, { timestamp: tenMinutesAgo });

    await expect(provider.parseWebhook(payload, header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("the same payload correctly signed is accepted", async () => {
    await expect(provider.parseWebhook(payload, sign(payload))).resolves.toMatchObject({
      type: "payment.succeeded",
    });
  });
});
