import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../../../db/schema/mail.ts";
import { orders, refunds } from "../../../db/schema/shop.ts";
import { postJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { sandboxWebhookSecret } from "../../lib/payments/index.ts";
import { signPayload } from "../../lib/payments/signature.ts";
import { createServices } from "../../services.ts";

// Issue 28, items 1 and 3, through the API on a real database: a cart of
// several products with shipping paid through the sandbox, then staff
// fulfil it and refund it in part and in full, with and without restock;
// bad input is a 400 naming the field and writes nothing.

const NOW = "2026-11-21T18:00:00.000Z";
const HOME = {
  name: "Ada Buyer",
  line1: "100 Hennepin Ave",
  city: "Minneapolis",
  state: "MN",
  postal_code: "55401",
  country: "US",
};

let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
let sandbox: NonNullable<ReturnType<typeof createServices>["sandbox"]>;
type Product = { id: string; prices: { id: string; amount: number }[] };
let print: Product;
let tote: Product;
let tier: Product;
let rates: Record<"us" | "express" | "world", { id: string }>;

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW, PUBLIC_URL: "https://shop.test" } });
  admin = await superadmin(t, "staff_admin");
  user = await member(t, "staff_user");
  sandbox = createServices(t.deps).sandbox!;
  const make = (body: object) => send(t, admin.token, "POST", "/shop/store/products/list", body);
  print = await make({ name: "Bridge Print", ships: true, stock: 100, prices: [{ amount: 3500 }] });
  tote = await make({ name: "Canvas Tote", ships: true, stock: 100, prices: [{ amount: 1800 }] });
  tier = await make({
    name: "Friend",
    kind: "membership",
    prices: [{ amount: 500, interval: "month" }],
  });
  const rate = (body: object) => send(t, admin.token, "POST", "/shop/shipping-rates/list", body);
  rates = {
    us: await rate({ name: "US standard", countries: ["us"], amount: 800, free_above: 15000 }),
    express: await rate({ name: "US express", countries: ["US"], amount: 2400, sort_order: 1 }),
    world: await rate({ name: "International", amount: 3200, sort_order: 2 }),
  };
});
afterAll(() => t.close());

const api = (method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  t.app.request(`/api/v5${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const orderById = async (id: string) =>
  (await (await api("GET", `/shop/orders/id/${id}`)).json()).results;
const stockOf = async (p: Product) =>
  (await send(t, admin.token, "GET", `/shop/store/products/id/${p.id}`, undefined)).stock;
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.kind, kind)));
const refundRows = (orderId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** Two prints and a tote to `country`, paid through the sandbox with `email`; the order as staff see it. */
async function paidCart(email: string, shipping: object = { country: "US" }) {
  const res = await postJson(t, null, "/shop/store/create-checkout-session", {
    price_id_items: [
      { price_id: print.prices[0]!.id, quantity: 2 },
      { price_id: tote.prices[0]!.id, quantity: 1 },
    ],
    shipping,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { url, order_confirmation_id } = (await res.json()).results;
  const paid = await sandbox.payCheckout(url.split("/").at(-1)!, "4242424242424242", email, {
    address: HOME,
    rateId: null,
  });
  expect(paid.ok).toBe(true);
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.confirmationId, order_confirmation_id));
  return orderById(row!.id);
}

describe("a cart with shipping, through the sandbox", () => {
  it("sells two prints and a tote in one order, with the rate for the country, and the address comes back with the payment", async () => {
    const before = { print: await stockOf(print), tote: await stockOf(tote) };
    const order = await paidCart("cart@example.com");
    expect(order).toMatchObject({
      status: "paid",
      subtotal: 8800,
      shipping_amount: 800,
      shipping_rate_name: "US standard",
      amount_total: 9600,
      amount_refunded: 0,
      refunds: [],
      fulfillment: null,
      ships: true,
      shipping_address: HOME,
    });
    expect(
      order.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]),
    ).toEqual([
      ["Bridge Print", 2],
      ["Canvas Tote", 1],
    ]);
    expect(order.history.map((h: { kind: string }) => h.kind)).toEqual(["placed", "paid"]);
    expect(await stockOf(print)).toBe(before.print - 2);
    expect(await stockOf(tote)).toBe(before.tote - 1);
    const [receipt] = await mailsTo("cart@example.com", "receipt");
    expect(receipt!.textBody).toContain("Shipping (US standard): $8.00");
    expect(receipt!.textBody).toContain("Total: $96.00");
    expect(receipt!.textBody).toContain("100 Hennepin Ave");
    expect(receipt!.htmlBody).toContain("Minneapolis, MN 55401");
  });

  it("charges the chosen rate, ships free above the amount, and another country its own rate", async () => {
    const price = (items: object[], shipping: object) =>
      postJson(t, null, "/shop/store/create-checkout-session", { price_id_items: items, shipping });
    const one = [{ price_id: tote.prices[0]!.id, quantity: 1 }];
    const confirmation = async (res: Response) => {
      const id = (await res.json()).results.order_confirmation_id;
      return send(t, null, "POST", "/shop/store/order/confirmation", { order_confirmation_id: id });
    };
    expect(
      await confirmation(await price(one, { country: "US", rate_id: rates.express.id })),
    ).toMatchObject({ shipping_amount: 2400, amount_total: 4200 });
    expect(await confirmation(await price(one, { country: "FR" }))).toMatchObject({
      shipping_amount: 3200,
      shipping_rate_name: "International",
    });
    const many = [{ price_id: print.prices[0]!.id, quantity: 1 }, ...one];
    // Under $150 of goods: $8; the tote alone would not reach it either.
    expect(await confirmation(await price(many, { country: "US" }))).toMatchObject({
      shipping_amount: 800,
    });
    // Without `shipping`, goods go to the US at its cheapest rate, as API clients always could.
    const plain = await postJson(t, null, "/shop/store/create-checkout-session", {
      product_id: tote.id,
      price_id_items: one,
    });
    expect(await confirmation(plain)).toMatchObject({ shipping_amount: 800 });
  });

  it("refuses bad carts and shipping with a 400 naming the field, and reserves nothing", async () => {
    const before = await stockOf(tote);
    const tries: [object, string][] = [
      [{ shipping: { country: "US", rate_id: rates.world.id } }, "shipping.rate_id"],
      [{ shipping: { country: "ZZ" } }, "shipping.country"],
      [{ shipping: { country: "US", extra: 1 } }, "shipping"],
      [
        { price_id_items: [{ price_id: tier.prices[0]!.id, quantity: 1 }] },
        "price_id_items.0.price_id",
      ],
      [{ product_id: print.id }, "price_id_items.0.price_id"],
    ];
    for (const [over, field] of tries) {
      const res = await postJson(t, null, "/shop/store/create-checkout-session", {
        price_id_items: [{ price_id: tote.prices[0]!.id, quantity: 1 }],
        ...over,
      });
      expect(res.status, field).toBe(400);
      const body = await res.json();
      expect(body.type).toBe("DataValidationError");
      expect(body.errors.map((e: { field: string }) => e.field).join(" "), field).toContain(field);
    }
    expect(await stockOf(tote)).toBe(before);
  });

  it("refuses an address outside the cart's country at the sandbox", async () => {
    const res = await postJson(t, null, "/shop/store/create-checkout-session", {
      price_id_items: [{ price_id: tote.prices[0]!.id, quantity: 1 }],
      shipping: { country: "US" },
    });
    const { url } = (await res.json()).results;
    const paid = await sandbox.payCheckout(url.split("/").at(-1)!, "4242424242424242", "x@y.z", {
      address: { ...HOME, country: "CA" },
      rateId: null,
    });
    expect(paid.ok).toBe(false);
  });
});

describe("fulfilling", () => {
  it("records the carrier and tracking, mails the tracking link once, and refuses bad input and a second time", async () => {
    const order = await paidCart("ship@example.com");
    const path = `/shop/orders/id/${order.id}/fulfil`;
    for (const [body, field] of [
      [{ carrier: "USPS" }, "tracking_number"],
      [{ carrier: "Pigeon", tracking_number: "1" }, "carrier"],
      [{ carrier: "Other", tracking_number: "1" }, "tracking_url"],
      [
        { carrier: "UPS", tracking_number: "1", tracking_url: "javascript:alert(1)" },
        "tracking_url",
      ],
    ] as const) {
      const res = await api("POST", path, body);
      expect(res.status, field).toBe(400);
      expect((await res.json()).errors[0].field).toBe(field);
    }
    expect(
      (await api("POST", path, { carrier: "USPS", tracking_number: "1" }, user.token)).status,
    ).toBe(403);
    expect((await api("POST", path, { carrier: "USPS", tracking_number: "1" }, null)).status).toBe(
      401,
    );

    const res = await api("POST", path, {
      carrier: "USPS",
      tracking_number: "9400 1000 0000 0000",
    });
    expect(res.status).toBe(200);
    const done = (await res.json()).results;
    expect(done.fulfillment).toMatchObject({
      carrier: "USPS",
      tracking_number: "9400 1000 0000 0000",
      tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000",
      fulfilled_date: NOW,
    });
    expect(done.history.at(-1)).toMatchObject({ kind: "fulfilled", by: expect.any(String) });
    const [mail] = await mailsTo("ship@example.com", "shipping");
    expect(mail!.textBody).toContain("Track your parcel: https://tools.usps.com/");
    expect(mail!.htmlBody).toContain("Track your parcel");

    const again = await api("POST", path, { carrier: "UPS", tracking_number: "1Z" });
    expect(again.status).toBe(409);
    expect(await mailsTo("ship@example.com", "shipping")).toHaveLength(1);
    expect((await orderById(order.id)).fulfillment.carrier).toBe("USPS");
  });
});

describe("refunding", () => {
  it("refunds one line with restock: the money back, the tote back in stock, the order still paid", async () => {
    const order = await paidCart("refund@example.com");
    const stock = await stockOf(tote);
    const res = await api("POST", `/shop/orders/id/${order.id}/refund`, {
      lines: [{ price_id: tote.prices[0]!.id, quantity: 1 }],
      restock: true,
      reason: "Arrived torn",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()).results;
    expect(after).toMatchObject({ status: "paid", amount_refunded: 1800 });
    expect(after.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 1800,
        lines: [{ price_id: tote.prices[0]!.id, quantity: 1 }],
        reason: "Arrived torn",
        restocked: true,
        status: "succeeded",
        created_date: expect.any(String),
      },
    ]);
    expect(await stockOf(tote)).toBe(stock + 1);
    expect(after.history.at(-1).detail).toContain(
      "Refunded $18.00 (1 × Canvas Tote); back in stock",
    );
    const [mail] = await mailsTo("refund@example.com", "refund");
    expect(mail!.textBody).toContain("We have refunded $18.00");

    // The buyer's confirmation page reads the same contract.
    const mine = await send(t, null, "POST", "/shop/store/order/confirmation", {
      order_confirmation_id: order.confirmation_id,
    });
    expect(mine).toMatchObject({ amount_refunded: 1800, refunds: [{ amount: 1800 }] });
    expect(mine).not.toHaveProperty("user_id");
  });

  it("refunds an amount without restock, then the rest in full: refunded, the prints stay taken", async () => {
    const order = await paidCart("full@example.com");
    const stock = await stockOf(print);
    const part = await api("POST", `/shop/orders/id/${order.id}/refund`, { amount: 800 });
    expect((await part.json()).results).toMatchObject({ status: "paid", amount_refunded: 800 });
    const full = await api("POST", `/shop/orders/id/${order.id}/refund`, { full: true });
    const after = (await full.json()).results;
    expect(after).toMatchObject({ status: "refunded", amount_refunded: 9600 });
    expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([800, 8800]);
    expect(after.history.map((h: { kind: string }) => h.kind).slice(-3)).toEqual([
      "refund",
      "refund",
      "refunded",
    ]);
    expect(await stockOf(print)).toBe(stock);
    // Nothing left: a 400, not a second refund.
    const more = await api("POST", `/shop/orders/id/${order.id}/refund`, { amount: 1 });
    expect(more.status).toBe(400);
    expect(await refundRows(order.id)).toHaveLength(2);
  });

  it("refuses more than is left, items not in the order and restock without items, writing nothing", async () => {
    const order = await paidCart("bad@example.com");
    const path = `/shop/orders/id/${order.id}/refund`;
    for (const [body, field] of [
      [{ amount: 9601 }, "amount"],
      [{ amount: -5 }, "amount"],
      [{ amount: 10.5 }, "amount"],
      [{ lines: [{ price_id: tier.prices[0]!.id, quantity: 1 }] }, "lines.0.price_id"],
      [{ lines: [{ price_id: print.prices[0]!.id, quantity: 3 }] }, "lines.0.quantity"],
      [{ amount: 100, restock: true }, "restock"],
      [{}, "lines"],
      [{ full: "yes" }, "full"],
    ] as const) {
      const res = await api("POST", path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      expect(json.type).toBe("DataValidationError");
      expect(json.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await api("POST", path, { full: true }, user.token)).status).toBe(403);
    expect((await api("POST", "/shop/orders/id/not-an-id/refund", { full: true })).status).toBe(
      404,
    );
    expect(await refundRows(order.id)).toEqual([]);
    expect(await orderById(order.id)).toMatchObject({ status: "paid", amount_refunded: 0 });
  });

  it("gives back no more than was paid when two full refunds are asked at once", async () => {
    const order = await paidCart("twice@example.com");
    const path = `/shop/orders/id/${order.id}/refund`;
    const answers = await Promise.all([
      api("POST", path, { full: true }),
      api("POST", path, { full: true }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await orderById(order.id)).toMatchObject({ status: "refunded", amount_refunded: 9600 });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("leaves no refund behind when the payment service refuses it", async () => {
    const order = await paidCart("refused@example.com");
    await t.database.db
      .update(orders)
      .set({ providerPaymentId: "pi_sandbox_unknown" })
      .where(eq(orders.id, order.id));
    const res = await api("POST", `/shop/orders/id/${order.id}/refund`, { amount: 500 });
    expect(res.status).toBe(502);
    expect((await res.json()).type).toBe("UpstreamServiceError");
    expect(await refundRows(order.id)).toEqual([]);
    expect(await orderById(order.id)).toMatchObject({ status: "paid", amount_refunded: 0 });
  });
});

describe("a refund made at the provider (Stripe's Dashboard)", () => {
  const secret = () => sandboxWebhookSecret(t.deps.authSecret);
  const deliver = (event: object) => {
    const body = JSON.stringify(event);
    return t.app.request("/api/v5/shop/webhooks/sandbox", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sandbox-signature": signPayload(body, secret(), new Date(NOW)),
      },
      body,
    });
  };

  it("is recorded once for the difference; replays and late smaller totals change nothing", async () => {
    const order = await paidCart("dash@example.com");
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const refunded = (id: string, amountRefunded: number) => ({
      id,
      type: "payment.refunded",
      paymentId: row!.providerPaymentId,
      amountRefunded,
      full: amountRefunded >= 9600,
    });
    await deliver(refunded("evt_dash_1", 2000));
    await deliver(refunded("evt_dash_1", 2000));
    await deliver(refunded("evt_dash_0", 1000));
    expect(await orderById(order.id)).toMatchObject({ status: "paid", amount_refunded: 2000 });
    expect((await refundRows(order.id)).map((r) => r.amount)).toEqual([2000]);
    await deliver(refunded("evt_dash_2", 9600));
    await deliver(refunded("evt_dash_1b", 2000));
    const after = await orderById(order.id);
    expect(after).toMatchObject({ status: "refunded", amount_refunded: 9600 });
    expect((await refundRows(order.id)).map((r) => r.amount)).toEqual([2000, 7600]);
  });
});

describe("shipping rates", () => {
  it("are kept by superadmins only, and checked", async () => {
    expect((await api("GET", "/shop/shipping-rates/list", undefined, user.token)).status).toBe(403);
    const list = await (await api("GET", "/shop/shipping-rates/list")).json();
    expect(list.results.map((r: { name: string }) => r.name)).toEqual([
      "US standard",
      "US express",
      "International",
    ]);
    const bad = await api("POST", "/shop/shipping-rates/list", {
      name: "Moon",
      countries: ["XX"],
      amount: 100,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("countries.0");
    const put = await api("PUT", `/shop/shipping-rates/id/${rates.express.id}`, {
      amount: 2500,
      version: 1,
    });
    expect((await put.json()).results).toMatchObject({ amount: 2500, version: 2 });
    const stale = await api("PUT", `/shop/shipping-rates/id/${rates.express.id}`, {
      amount: 2600,
      version: 1,
    });
    expect(stale.status).toBe(409);
  });
});
