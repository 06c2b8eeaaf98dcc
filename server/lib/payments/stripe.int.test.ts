import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "./stripe.ts";
import { fixtures } from "./stripe-fixtures.ts";
import type { CheckoutInput, PaymentsProvider } from "./types.ts";

// A local server plays api.stripe.com: it answers with recorded Stripe
// objects and keeps what the SDK sent, so the tests see the real wire format.

const SECRET_KEY = "sk_test_51QaBcDeFgHiJkLmNoArtcalTestKey000000000000";

interface SentRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Form fields (POST) or query (GET), keys as Stripe sees them: `metadata[reference]`. */
  params: Record<string, string>;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

let server: Server;
let provider: PaymentsProvider;
let sent: SentRequest[] = [];
let replies: Reply[] = [];
let requestCount = 0;

function reply(...queued: Reply[]) {
  replies.push(...queued);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = req.method === "GET" ? url.searchParams : new URLSearchParams(body);
      sent.push({
        method: req.method ?? "",
        path: url.pathname,
        headers: req.headers,
        params: Object.fromEntries(form),
      });
      const next = replies.shift() ?? {
        status: 500,
        body: { error: { type: "api_error", message: "The test queued no reply" } },
        headers: { "Stripe-Should-Retry": "false" },
      };
      requestCount += 1;
      res.writeHead(next.status, {
        "Content-Type": "application/json",
        "Request-Id": `req_artcalTest${String(requestCount).padStart(4, "0")}`,
        "Stripe-Version": Stripe.API_VERSION,
        ...next.headers,
      });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: "whsec_unused_here",
    publishableKey: "pk_test_51QaBcDeFgHiJkLmNoArtcal",
    apiBase: { host: "127.0.0.1", port, protocol: "http" },
  });
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((err) => (err ? reject(err) : resolve())),
  );
});

beforeEach(() => {
  sent = [];
  replies = [];
});

function onlyRequest(): SentRequest {
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

function keysStartingWith(params: Record<string, string>, prefix: string): string[] {
  return Object.keys(params).filter((key) => key.startsWith(prefix));
}

const orderCheckout: CheckoutInput = {
  mode: "payment",
  lines: [
    { name: "Prints of the River, No. 3", unitAmount: 6500, quantity: 2, currency: "usd" },
    {
      name: "Tote bag",
      unitAmount: 2500,
      quantity: 1,
      currency: "usd",
      providerPriceId: "price_1QbToteBagCanvas0001",
    },
  ],
  reference: "ord_7QK2M9XD",
  customerEmail: "collector@example.com",
  successUrl: "http://localhost:3000/shop/order/confirmation?order_confirmation_id=ord_7QK2M9XD",
  cancelUrl: "http://localhost:3000/shop/prints-of-the-river",
  metadata: { order_id: "41" },
};

describe("createCheckoutSession", () => {
  it("creates a payment-mode session priced inline, our reference on the session and its payment intent", async () => {
    reply({ status: 200, body: fixtures.checkoutSessionPayment() });

    const session = await provider.createCheckoutSession(orderCheckout);

    expect(session).toEqual({
      id: "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_b1Kq3/),
    });
    const request = onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.headers["stripe-version"]).toBe(Stripe.API_VERSION);
    expect(request.headers["idempotency-key"]).toMatch(/^stripe-node-retry-/);
    // Stock is held while the checkout is open: 31 minutes, not Stripe's 24 hours.
    const expiresIn = Number(request.params.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(31 * 60);
    expect(request.params).toEqual({
      expires_at: expect.stringMatching(/^\d+$/),
      mode: "payment",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "6500",
      "line_items[0][price_data][product_data][name]": "Prints of the River, No. 3",
      "line_items[1][price]": "price_1QbToteBagCanvas0001",
      "line_items[1][quantity]": "1",
      client_reference_id: "ord_7QK2M9XD",
      success_url: orderCheckout.successUrl,
      cancel_url: orderCheckout.cancelUrl,
      customer_email: "collector@example.com",
      "metadata[order_id]": "41",
      "metadata[reference]": "ord_7QK2M9XD",
      "payment_intent_data[metadata][order_id]": "41",
      "payment_intent_data[metadata][reference]": "ord_7QK2M9XD",
    });
  });

  it("creates a subscription-mode session with a recurring price for a returning member", async () => {
    reply({ status: 200, body: fixtures.checkoutSessionSubscription() });

    const session = await provider.createCheckoutSession({
      mode: "subscription",
      lines: [
        {
          name: "Friend of the Calendar",
          unitAmount: 6000,
          quantity: 1,
          currency: "usd",
          interval: "year",
        },
      ],
      reference: "mem_4TR8WQ2N",
      customerEmail: "member@example.com",
      customerId: "cus_RfGhIjKlMnOpQr",
      successUrl: "http://localhost:3000/account?membership=mem_4TR8WQ2N",
      cancelUrl: "http://localhost:3000/membership",
      metadata: { membership_id: "12" },
    });

    expect(session.id).toBe("cs_test_a9Zy8Xw7Vu6Ts5Rq4Po3Nm2Lk1Ji0Hg9Fe8Dc7Ba6Zy5Xw4Vu3Ts2Rq1");
    const { params } = onlyRequest();
    expect(params).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "6000",
      "line_items[0][price_data][recurring][interval]": "year",
      client_reference_id: "mem_4TR8WQ2N",
      customer: "cus_RfGhIjKlMnOpQr",
      "metadata[reference]": "mem_4TR8WQ2N",
      "subscription_data[metadata][membership_id]": "12",
      "subscription_data[metadata][reference]": "mem_4TR8WQ2N",
    });
    // Stripe refuses a customer and an email together, and a subscription
    // session has no payment intent to carry metadata.
    expect(params).not.toHaveProperty("customer_email");
    expect(keysStartingWith(params, "payment_intent_data")).toEqual([]);
  });

  it("prices a line by its Stripe price alone when it has one", async () => {
    reply({ status: 200, body: fixtures.checkoutSessionSubscription() });

    await provider.createCheckoutSession({
      mode: "subscription",
      lines: [
        {
          name: "Friend of the Calendar",
          unitAmount: 6000,
          quantity: 1,
          currency: "usd",
          interval: "year",
          providerPriceId: "price_1QcAbCdEfGhIjKlMnOpQrStU",
        },
      ],
      reference: "mem_4TR8WQ2N",
      successUrl: "http://localhost:3000/account",
      cancelUrl: "http://localhost:3000/membership",
      metadata: {},
    });

    const { params } = onlyRequest();
    expect(params["line_items[0][price]"]).toBe("price_1QcAbCdEfGhIjKlMnOpQrStU");
    expect(keysStartingWith(params, "line_items[0][price_data]")).toEqual([]);
    expect(params).not.toHaveProperty("customer");
    expect(params).not.toHaveProperty("customer_email");
  });

  it("turns a Stripe error into a plain Error naming the call and quoting Stripe", async () => {
    reply({ status: 400, body: fixtures.errorNoSuchPrice() });

    const failure = await provider
      .createCheckoutSession(orderCheckout)
      .catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toBe(
      "Stripe checkout.sessions.create failed: No such price: 'price_1QzZzZzZzZzZzZzZzZzZzZzZ' " +
        "(invalid_request_error, resource_missing, 400, req_artcalTest" +
        `${String(requestCount).padStart(4, "0")})`,
    );
    expect((failure as Error).cause).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // A 400 is final: no retry.
    expect(sent).toHaveLength(1);
  });

  it("retries a failed request with the same idempotency key", async () => {
    reply(
      { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } },
      { status: 200, body: fixtures.checkoutSessionPayment() },
    );

    const session = await provider.createCheckoutSession(orderCheckout);

    expect(session.id).toBe("cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm");
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers["idempotency-key"]).toBe(sent[0]!.headers["idempotency-key"]);
    expect(sent[1]!.params).toEqual(sent[0]!.params);
  });
});

describe("retrieveCheckoutSession", () => {
  it("reads a completed, paid session", async () => {
    reply({ status: 200, body: fixtures.checkoutSessionPaymentComplete() });

    const state = await provider.retrieveCheckoutSession(
      "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
    );

    expect(state).toEqual({
      id: "cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
      status: "complete",
      paid: true,
      reference: "ord_7QK2M9XD",
      amountTotal: 15500,
    });
    const request = onlyRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe(
      "/v1/checkout/sessions/cs_test_b1Kq3ZrTn8VwYp2LxD4eFgHj6MnPqRsTuVwXyZa0Bc1De2Fg3Hi4Jk5Lm",
    );
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("reads an open session as not paid, and an expired one as expired", async () => {
    const expired = { ...fixtures.checkoutSessionPayment(), status: "expired", url: null };
    reply({ status: 200, body: fixtures.checkoutSessionPayment() }, { status: 200, body: expired });

    const open = await provider.retrieveCheckoutSession(expired.id);
    const gone = await provider.retrieveCheckoutSession(expired.id);

    expect(open).toMatchObject({ status: "open", paid: false, reference: "ord_7QK2M9XD" });
    expect(gone).toMatchObject({ status: "expired", paid: false });
  });

  it("reports a session Stripe does not know as a plain Error", async () => {
    reply({
      status: 404,
      body: {
        error: {
          code: "resource_missing",
          doc_url: "https://stripe.com/docs/error-codes/resource-missing",
          message: "No such checkout.session: 'cs_test_missing'",
          param: "session",
          type: "invalid_request_error",
        },
      },
    });

    await expect(provider.retrieveCheckoutSession("cs_test_missing")).rejects.toThrow(
      /^Stripe checkout\.sessions\.retrieve failed: No such checkout\.session: 'cs_test_missing'/,
    );
  });
});

describe("createPaymentIntent", () => {
  it("creates the tip jar's intent for the Payment Element and returns its client secret", async () => {
    reply({ status: 200, body: fixtures.paymentIntent() });

    const intent = await provider.createPaymentIntent({
      amount: 700,
      currency: "usd",
      reference: "tip_9HV3KX2P",
      description: "Tip for the Twin Cities Art Calendar",
      metadata: { kind: "tip" },
    });

    expect(intent).toEqual({
      id: "pi_3QdEfGhIjKlMnOp02bCdEfGh",
      clientSecret: "pi_3QdEfGhIjKlMnOp02bCdEfGh_secret_Xy7Zk2LmNo9PqRsTuVwAbCdEf",
    });
    const request = onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/payment_intents");
    expect(request.params).toEqual({
      amount: "700",
      currency: "usd",
      description: "Tip for the Twin Cities Art Calendar",
      "metadata[kind]": "tip",
      "metadata[reference]": "tip_9HV3KX2P",
      "automatic_payment_methods[enabled]": "true",
    });
  });
});

describe("createPortalLink", () => {
  it("opens a billing portal session for the member's customer", async () => {
    reply({ status: 200, body: fixtures.billingPortalSession() });

    const link = await provider.createPortalLink({
      customerId: "cus_RfGhIjKlMnOpQr",
      returnUrl: "http://localhost:3000/account",
    });

    expect(link).toEqual({
      url: "https://billing.stripe.com/p/session/test_YWNjdF8xUWFCY0RlRmdIaUprTG1OLF9SZkdoSWpLbE1uT3BRcjAwMDAw",
    });
    const request = onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/billing_portal/sessions");
    expect(request.params).toEqual({
      customer: "cus_RfGhIjKlMnOpQr",
      return_url: "http://localhost:3000/account",
    });
  });
});

describe("shipping at checkout", () => {
  it("collects the address in the cart's country and charges the rate chosen there", async () => {
    reply({ status: 200, body: fixtures.checkoutSessionPayment() });

    await provider.createCheckoutSession({
      ...orderCheckout,
      shipping: {
        countries: ["US"],
        options: [{ id: "rate-us", name: "US standard", amount: 800, currency: "usd" }],
      },
    });

    const { params } = onlyRequest();
    expect(params).toMatchObject({
      "shipping_address_collection[allowed_countries][0]": "US",
      "shipping_options[0][shipping_rate_data][type]": "fixed_amount",
      "shipping_options[0][shipping_rate_data][display_name]": "US standard",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "800",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "usd",
      "shipping_options[0][shipping_rate_data][metadata][rate_id]": "rate-us",
    });
    // No tax unless STRIPE_AUTOMATIC_TAX says so.
    expect(keysStartingWith(params, "automatic_tax")).toEqual([]);
  });
});

describe("refund", () => {
  it("refunds part of a payment intent, once however often it is retried", async () => {
    reply({ status: 200, body: fixtures.refund() });

    const refund = await provider.refund({
      paymentId: "pi_3QbCdEfGhIjKlMn01aBcDeFg",
      amount: 1800,
      reference: "ord_7QK2M9XD",
      idempotencyKey: "8a3f0c7e-2b1d-4e5f-9a6b-7c8d9e0f1a2b",
    });

    expect(refund).toEqual({ id: "re_3QbCdEfGhIjKlMn01aBcDeFg", status: "succeeded" });
    const request = onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/refunds");
    expect(request.headers["idempotency-key"]).toBe("refund-8a3f0c7e-2b1d-4e5f-9a6b-7c8d9e0f1a2b");
    expect(request.params).toEqual({
      payment_intent: "pi_3QbCdEfGhIjKlMn01aBcDeFg",
      amount: "1800",
      "metadata[reference]": "ord_7QK2M9XD",
      "metadata[refund_id]": "8a3f0c7e-2b1d-4e5f-9a6b-7c8d9e0f1a2b",
    });
  });

  it("reports a refund Stripe refuses as a plain Error", async () => {
    reply({
      status: 400,
      body: {
        error: {
          code: "charge_already_refunded",
          message: "Charge ch_3QbCdEfGhIjKlMn01aBcDeFg has already been refunded.",
          type: "invalid_request_error",
        },
      },
    });

    await expect(
      provider.refund({
        paymentId: "pi_3QbCdEfGhIjKlMn01aBcDeFg",
        amount: 1800,
        reference: "ord_7QK2M9XD",
        idempotencyKey: "b1",
      }),
    ).rejects.toThrow(/^Stripe refunds\.create failed: Charge .* has already been refunded/);
  });
});

describe("the provider itself", () => {
  it("names itself and hands out the publishable key, never the secret one", () => {
    expect(provider.name).toBe("stripe");
    expect(provider.publishableKey).toBe("pk_test_51QaBcDeFgHiJkLmNoArtcal");
  });
});
