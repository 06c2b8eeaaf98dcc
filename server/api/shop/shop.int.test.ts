import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../../../db/schema/mail.ts";
import { postJson, putJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { sandboxWebhookSecret } from "../../lib/payments/index.ts";
import { signPayload } from "../../lib/payments/signature.ts";
import { createServices } from "../../services.ts";

const NOW = "2026-11-21T18:00:00.000Z";

let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let sandbox: NonNullable<ReturnType<typeof createServices>["sandbox"]>;
let print: { id: string; slug: string; prices: { id: string; amount: number; label: string }[] };
let tier: { id: string; prices: { id: string; interval: string }[] };
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW, PUBLIC_URL: "https://shop.test" } });
  admin = await superadmin(t, "shop_admin");
  buyer = await member(t, "shop_buyer");
  sandbox = createServices(t.deps).sandbox!;
  print = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Lake Harriet Print",
    summary: "Risograph, two colours.",
    prices: [
      { amount: 2500, label: "Small" },
      { amount: 4000, label: "Large" },
    ],
  });
  tier = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Friend",
    kind: "membership",
    prices: [
      { amount: 500, interval: "month", label: "Monthly" },
      { amount: 5000, interval: "year", label: "Yearly" },
    ],
  });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, token: string | null = null) =>
  postJson(t, token, path, body);
async function confirmation(id: string) {
  const res = await post("/shop/store/order/confirmation/", { order_confirmation_id: id });
  expect(res.status).toBe(200);
  return (await res.json()).results;
}
async function checkout(
  items: { price_id: string; quantity: number }[],
  token: string | null = null,
) {
  const res = await post(
    "/shop/store/create-checkout-session",
    { product_id: print.id, price_id_items: items },
    token,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).results as { url: string; order_confirmation_id: string };
}
const sessionOf = (url: string) => url.split("/").at(-1)!;
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.kind, kind)));
const webhook = (body: string, signature: string | undefined) =>
  t.app.request("/api/v5/shop/webhooks/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "sandbox-signature": signature } : {}),
    },
    body,
  });
const signed = (event: unknown) => {
  const body = JSON.stringify(event);
  return {
    body,
    signature: signPayload(body, sandboxWebhookSecret(t.deps.authSecret), new Date(NOW)),
  };
};

describe("the catalogue", () => {
  it("shows active products with their prices, by slug too, and hides inactive ones", async () => {
    const hidden = await send(t, admin.token, "POST", "/shop/store/products/list", {
      name: "Old Tote",
      is_active: false,
      prices: [{ amount: 1500 }],
    });
    const list = await (
      await t.app.request("/api/v5/shop/store/products/list?kind=product")
    ).json();
    const names = list.results.map((p: { name: string }) => p.name);
    expect(names).toContain("Lake Harriet Print");
    expect(names).not.toContain("Old Tote");
    const bySlug = await (
      await t.app.request(`/api/v5/shop/store/products/slug/${print.slug}`)
    ).json();
    expect(bySlug.results.prices.map((p: { amount: number }) => p.amount)).toEqual([2500, 4000]);
    expect((await t.app.request(`/api/v5/shop/store/products/slug/${hidden.slug}`)).status).toBe(
      404,
    );
    const asAdmin = await t.app.request(`/api/v5/shop/store/products/slug/${hidden.slug}`, {
      headers: bearer(admin.token),
    });
    expect(asAdmin.status).toBe(200);
  });

  it("refuses prices that do not fit the product's kind, and writes by superadmins only", async () => {
    const monthlyPrint = await post(
      "/shop/store/products/list",
      { name: "Odd Print", prices: [{ amount: 1000, interval: "month" }] },
      admin.token,
    );
    expect(monthlyPrint.status).toBe(400);
    expect((await monthlyPrint.json()).errors[0].field).toBe("prices.0.interval");
    const onceTier = await post(
      "/shop/store/products/list",
      { name: "Odd Tier", kind: "membership", prices: [{ amount: 1000 }] },
      admin.token,
    );
    expect(onceTier.status).toBe(400);
    expect((await post("/shop/store/products/list", { name: "Mine" }, buyer.token)).status).toBe(
      403,
    );
    const stale = await putJson(t, admin.token, `/shop/store/products/id/${print.id}`, {
      summary: "x",
      version: 99,
    });
    expect(stale.status).toBe(409);
  });
});

describe("checkout", () => {
  it("prices the order from stored prices and keeps it pending until the payment arrives", async () => {
    const [small, large] = print.prices;
    const session = await checkout(
      [
        { price_id: small!.id, quantity: 2 },
        { price_id: large!.id, quantity: 1 },
      ],
      buyer.token,
    );
    expect(session.url).toMatch(/^https:\/\/shop\.test\/shop\/sandbox\/checkout\/cs_sandbox_/);
    const pending = await confirmation(session.order_confirmation_id);
    expect(pending).toMatchObject({ status: "pending", amount_total: 9000, email: buyer.email });
    expect(pending.lines).toEqual([
      expect.objectContaining({
        name: "Lake Harriet Print (Small)",
        quantity: 2,
        unit_amount: 2500,
        amount: 5000,
      }),
      expect.objectContaining({ name: "Lake Harriet Print (Large)", quantity: 1, amount: 4000 }),
    ]);

    const declined = await sandbox.payCheckout(sessionOf(session.url), "4000 0000 0000 0002");
    expect(declined).toEqual({ ok: false, message: "Your card was declined. Try another card." });
    expect((await confirmation(session.order_confirmation_id)).status).toBe("pending");

    const paid = await sandbox.payCheckout(sessionOf(session.url), "4242 4242 4242 4242");
    expect(paid.ok).toBe(true);
    const done = await confirmation(session.order_confirmation_id);
    expect(done).toMatchObject({ status: "paid", paid_date: NOW });
    const receipts = await mailsTo(buyer.email, "receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain("Total: $90.00");
    // Paying again is refused; nothing changes.
    expect((await sandbox.payCheckout(sessionOf(session.url), "4242424242424242")).ok).toBe(false);
  });

  it("takes the email a buyer without an account gives at the sandbox checkout, for the receipt", async () => {
    const session = await checkout([{ price_id: print.prices[0]!.id, quantity: 1 }]);
    expect((await confirmation(session.order_confirmation_id)).email).toBeNull();
    const paid = await sandbox.payCheckout(
      sessionOf(session.url),
      "4242424242424242",
      "guest@example.com",
    );
    expect(paid.ok).toBe(true);
    expect(await confirmation(session.order_confirmation_id)).toMatchObject({
      status: "paid",
      email: "guest@example.com",
    });
    expect(await mailsTo("guest@example.com", "receipt")).toHaveLength(1);
  });

  it("ignores nothing it does not know: a tampered amount is refused, not used", async () => {
    const res = await post("/shop/store/create-checkout-session", {
      product_id: print.id,
      price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1, unit_amount: 1 }],
    });
    expect(res.status).toBe(400);
  });

  it("validates the product, its prices and the quantities", async () => {
    const cases: [unknown, string][] = [
      [
        { product_id: tier.id, price_id_items: [{ price_id: tier.prices[0]!.id, quantity: 1 }] },
        "product_id",
      ],
      [
        { product_id: print.id, price_id_items: [{ price_id: tier.prices[0]!.id, quantity: 1 }] },
        "price_id_items.0.price_id",
      ],
      [
        { product_id: print.id, price_id_items: [{ price_id: print.prices[0]!.id, quantity: 0 }] },
        "price_id_items.0.quantity",
      ],
      [
        { product_id: print.id, price_id_items: [{ price_id: print.prices[0]!.id, quantity: 21 }] },
        "price_id_items.0.quantity",
      ],
      [
        {
          product_id: print.id,
          price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1.5 }],
        },
        "price_id_items.0.quantity",
      ],
      [{ product_id: print.id, price_id_items: [] }, "price_id_items"],
      [{ product_id: "nope", price_id_items: [] }, "product_id"],
    ];
    for (const [body, field] of cases) {
      const res = await post("/shop/store/create-checkout-session", body);
      expect(res.status, field).toBe(400);
      expect(
        (await res.json()).errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    const unknown = await post("/shop/store/order/confirmation/", {
      order_confirmation_id: "no-such-order-id",
    });
    expect(unknown.status).toBe(404);
  });
});

describe("webhooks", () => {
  it("refuses a bad signature with a 400 and changes nothing", async () => {
    const session = await checkout([{ price_id: print.prices[0]!.id, quantity: 1 }]);
    const event = {
      id: "evt_forged",
      type: "checkout.completed",
      sessionId: sessionOf(session.url),
      reference: session.order_confirmation_id,
      paid: true,
      paymentId: "pi_forged",
      customerId: null,
      subscriptionId: null,
      email: "thief@example.com",
    };
    const { body, signature } = signed(event);
    for (const [b, sig] of [
      [body, undefined],
      [body, "t=1,v1=deadbeef"],
      [body.replace("thief", "other"), signature],
      // One hex digit of the MAC changed (to a different digit: "0" would leave a
      // MAC that starts with 0 as it was, one signature in sixteen).
      [body, signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === "0" ? "1" : "0"}`)],
    ] as const) {
      const res = await webhook(b, sig);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].field).toBe("signature");
    }
    expect((await confirmation(session.order_confirmation_id)).status).toBe("pending");
  });

  it("applies the same event once when it is delivered twice", async () => {
    const session = await checkout([{ price_id: print.prices[1]!.id, quantity: 1 }]);
    const { body, signature } = signed({
      id: "evt_twice",
      type: "checkout.completed",
      sessionId: sessionOf(session.url),
      reference: session.order_confirmation_id,
      paid: true,
      paymentId: "pi_twice",
      customerId: null,
      subscriptionId: null,
      email: "twice@example.com",
    });
    const first = await webhook(body, signature);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await webhook(body, signature);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await mailsTo("twice@example.com", "receipt")).toHaveLength(1);
    const refund = signed({ id: "evt_refund", type: "payment.refunded", paymentId: "pi_twice" });
    await webhook(refund.body, refund.signature);
    expect((await confirmation(session.order_confirmation_id)).status).toBe("refunded");
  });
});

describe("the tip jar", () => {
  it("takes whole cents from $1 to $1,000", async () => {
    for (const amount of [99, 100_001, 7.5, "700", null]) {
      const res = await post("/shop/tipjar/create-payment-intent", { amount });
      expect(res.status, String(amount)).toBe(400);
      expect((await res.json()).errors[0].field).toBe("amount");
    }
  });

  it("records a tip as an order, paid once the card goes through", async () => {
    const res = await post("/shop/tipjar/create-payment-intent", { amount: 700 }, buyer.token);
    const tip = (await res.json()).results;
    expect(tip).toMatchObject({
      provider: "sandbox",
      client_secret: expect.stringMatching(/^pi_sandbox_.+_secret_/),
    });
    expect((await confirmation(tip.order_confirmation_id)).status).toBe("pending");
    const declined = await post("/shop/sandbox/confirm-payment", {
      client_secret: tip.client_secret,
      card: "4000000000000002",
    });
    expect(declined.status).toBe(400);
    expect((await declined.json()).errors[0]).toEqual({
      field: "card",
      message: "Your card was declined. Try another card.",
    });
    expect((await confirmation(tip.order_confirmation_id)).status).toBe("failed");

    const again = (await (await post("/shop/tipjar/create-payment-intent", { amount: 700 })).json())
      .results;
    const ok = await post("/shop/sandbox/confirm-payment", {
      client_secret: again.client_secret,
      card: "4242424242424242",
    });
    expect(ok.status).toBe(200);
    expect(await confirmation(again.order_confirmation_id)).toMatchObject({
      status: "paid",
      kind: "tip",
      amount_total: 700,
    });
  });
});

describe("memberships", () => {
  it("needs a signed-in user and a membership price", async () => {
    expect(
      (await post("/shop/memberships/create-checkout-session", { priceId: tier.prices[0]!.id }))
        .status,
    ).toBe(401);
    const wrong = await post(
      "/shop/memberships/create-checkout-session",
      { priceId: print.prices[0]!.id },
      buyer.token,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0].field).toBe("priceId");
    expect((await post("/stripe/get-portal-link", {}, buyer.token)).status).toBe(400);
  });

  it("joins, shows the membership, renews, opens the portal and cancels", async () => {
    const joiner = await member(t, "shop_joiner");
    const res = await post(
      "/shop/memberships/create-checkout-session",
      { priceId: tier.prices[1]!.id },
      joiner.token,
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()).results;
    expect((await sandbox.payCheckout(sessionOf(url), "4242424242424242")).ok).toBe(true);
    const mine = async () =>
      (await (await post("/shop/subscriptions", {}, joiner.token)).json()).results;
    const [sub] = await mine();
    expect(sub).toMatchObject({
      status: "active",
      product: { name: "Friend" },
      price: { interval: "year", amount: 5000 },
      current_period_end: "2027-11-21T18:00:00.000Z",
    });
    expect(await mailsTo(joiner.email, "membership")).toHaveLength(1);
    const twice = await post(
      "/shop/memberships/create-checkout-session",
      { priceId: tier.prices[0]!.id },
      joiner.token,
    );
    expect(twice.status).toBe(409);

    const portal = await post("/stripe/get-portal-link", {}, joiner.token);
    const portalUrl = (await portal.json()).results.url as string;
    expect(portalUrl).toMatch(/^https:\/\/shop\.test\/shop\/sandbox\/portal\/bps_sandbox_/);
    const portalId = portalUrl.split("/").at(-1)!;
    const view = await sandbox.portal(portalId);
    expect(view?.subscriptions).toHaveLength(1);
    const providerSub = view!.subscriptions[0]!.id;
    expect(await sandbox.renewSubscription(portalId, providerSub)).toBe(true);
    expect((await mine())[0].current_period_end).toBe("2028-11-21T18:00:00.000Z");
    expect(await sandbox.cancelSubscription(portalId, providerSub)).toBe(true);
    expect((await mine())[0].status).toBe("canceled");
    // Someone else's portal cannot cancel it.
    expect(await sandbox.cancelSubscription("bps_sandbox_nope", providerSub)).toBe(false);
  });
});

describe("the back office's views", () => {
  it("lists orders by status and memberships, for superadmins only", async () => {
    const paid = await t.app.request("/api/v5/shop/orders/list?status=paid", {
      headers: bearer(admin.token),
    });
    const body = await paid.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((o: { status: string }) => o.status === "paid")).toBe(true);
    expect(
      (
        await t.app.request("/api/v5/shop/orders/list?status=lost", {
          headers: bearer(admin.token),
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.app.request("/api/v5/shop/orders/list", { headers: bearer(buyer.token) })).status,
    ).toBe(403);
    const subs = await t.app.request("/api/v5/shop/subscriptions/list", {
      headers: bearer(admin.token),
    });
    const memberships = await subs.json();
    expect(memberships.total).toBeGreaterThan(0);
    expect(memberships.results[0].member).toMatchObject({ email: expect.stringContaining("@") });
    const off = await t.app.request("/api/v5/shop/store/products/list?is_active=false", {
      headers: bearer(admin.token),
    });
    const offList = (await off.json()).results as { is_active: boolean }[];
    expect(offList.length).toBeGreaterThan(0);
    expect(offList.every((p) => !p.is_active)).toBe(true);
    const bad = await t.app.request("/api/v5/shop/store/products/list?is_active=maybe", {
      headers: bearer(admin.token),
    });
    expect(bad.status).toBe(400);
  });
});
