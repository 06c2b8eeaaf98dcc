import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../../db/schema/auth.ts";
import { mails } from "../../../db/schema/mail.ts";
import { postJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, linkIn, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createServices } from "../../services.ts";

// The buyer's side: their own orders (another's is a 404), guest orders
// claimed through the mailed link, and the claim links refused once used,
// expired, forged or someone else's. The clock is the test's.

const NOW = new Date("2026-11-21T18:00:00.000Z");
const clock = { at: NOW, now: () => new Date(clock.at) };

let t: TestApp;
let admin: SignedIn;
let sandbox: NonNullable<ReturnType<typeof createServices>["sandbox"]>;
let print: { id: string; prices: { id: string }[] };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.test" }, app: { clock } });
  sandbox = createServices(t.deps, { clock }).sandbox!;
  admin = await superadmin(t, "buyer_admin");
  print = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Stone Arch Print",
    prices: [{ amount: 2500, label: "Small" }],
  });
});
afterAll(() => t.close());

const get = (path: string, token: string) =>
  t.app.request(`/api/v5${path}`, { headers: bearer(token) });

/** A paid print, bought signed in (`token`) or as a guest giving `email` at the checkout. */
async function buy(token: string | null, email?: string) {
  const res = await postJson(t, token, "/shop/store/create-checkout-session", {
    product_id: print.id,
    price_id_items: [{ price_id: print.prices[0]!.id, quantity: 2 }],
  });
  const session = (await res.json()).results as { url: string; order_confirmation_id: string };
  const paid = await sandbox.payCheckout(session.url.split("/").at(-1)!, "4242424242424242", email);
  expect(paid.ok).toBe(true);
  return session.order_confirmation_id;
}

async function myOrders(who: SignedIn) {
  const res = await get("/account/orders/list", who.token);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    results: { id: string; confirmation_id: string; kind: string; status: string }[];
    total: number;
  };
}

/** The newest claim mail to `to`, and the token in its link. */
async function claimMailTo(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.kind, "notice")))
    .orderBy(desc(mails.createdDate))
    .limit(1);
  expect(mail).toBeDefined();
  const link = new URL(linkIn(mail!.textBody.split("\n").find((l) => l.includes("http"))!));
  return { text: mail!.textBody, link, token: link.searchParams.get("token") ?? "" };
}

const askForClaim = (who: SignedIn) => postJson(t, who.token, "/account/orders/claims", {});
const confirm = (who: SignedIn, token: string) =>
  postJson(t, who.token, "/account/orders/claims/confirm", { token });

describe("GET /account/orders", () => {
  it("lists the buyer's paid orders and tips, newest first, and nobody else's", async () => {
    const ada = await member(t, "orders_ada");
    const otto = await member(t, "orders_otto");
    const first = await buy(ada.token);
    await buy(otto.token);
    // A checkout never paid took no money: it is not an order to find again.
    await postJson(t, ada.token, "/shop/store/create-checkout-session", {
      product_id: print.id,
      price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1 }],
    });
    const tip = (
      await (
        await postJson(t, ada.token, "/shop/tipjar/create-payment-intent", { amount: 700 })
      ).json()
    ).results;
    expect((await sandbox.confirmPayment(tip.client_secret, "4242424242424242")).ok).toBe(true);

    const list = await myOrders(ada);
    expect(list.total).toBe(2);
    expect(list.results.map((o) => [o.kind, o.status])).toEqual([
      ["tip", "paid"],
      ["product", "paid"],
    ]);
    const order = list.results[1]!;
    expect(order.confirmation_id).toBe(first);
    expect(order).toMatchObject({
      amount_total: 5000,
      subtotal: 5000,
      shipping_amount: 0,
      amount_refunded: 0,
      refunds: [],
      fulfillment: null,
      lines: [{ name: "Stone Arch Print (Small)", quantity: 2, amount: 5000 }],
      paid_date: NOW.toISOString(),
    });
    // Which account placed it, and staff notes, are not the buyer's to read.
    expect(order).not.toHaveProperty("user_id");
    expect(order).not.toHaveProperty("failure_message");
    expect((await myOrders(otto)).results.map((o) => o.confirmation_id)).not.toContain(first);
  });

  it("opens one's own order; another's, a missing one and a malformed id are all 404", async () => {
    const ada = await member(t, "own_ada");
    const otto = await member(t, "own_otto");
    await buy(ada.token);
    const [mine] = (await myOrders(ada)).results;
    const own = await get(`/account/orders/id/${mine!.id}`, ada.token);
    expect(own.status).toBe(200);
    expect((await own.json()).results.id).toBe(mine!.id);
    for (const id of [mine!.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await get(`/account/orders/id/${id}`, otto.token);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
    }
  });

  it("pages like every list", async () => {
    const ada = await member(t, "paged_ada");
    await buy(ada.token);
    await buy(ada.token);
    const res = await get("/account/orders/list?page=1&page_size=1", ada.token);
    expect(await res.json()).toMatchObject({ page: 1, page_size: 1, total: 2, more: false });
    const bad = await get("/account/orders/list?sort_by=amount", ada.token);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("sort_by");
  });
});

describe("claiming guest orders", () => {
  it("mails a link that attaches every guest order with the account's email, once", async () => {
    const ada = await member(t, "claim_ada");
    const guestOrders = [await buy(null, ada.email), await buy(null, ada.email)];
    const someoneElses = await buy(null, "someone.else@example.com");
    expect((await myOrders(ada)).total).toBe(0);

    const asked = await askForClaim(ada);
    expect(asked.status).toBe(200);
    expect((await asked.json()).results).toEqual({
      sent_to: ada.email,
      expires_date: new Date(NOW.getTime() + 24 * 3600_000).toISOString(),
    });
    const mail = await claimMailTo(ada.email);
    expect(mail.text).toContain("We found 2 orders.");
    expect(mail.link.pathname).toBe("/account/orders/claim");

    // The link is for the account that asked: someone else signed in cannot use it.
    const otto = await member(t, "claim_otto");
    const wrong = await confirm(otto, mail.token);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0].field).toBe("token");

    const used = await confirm(ada, mail.token);
    expect(used.status).toBe(200);
    expect((await used.json()).results).toEqual({ email: ada.email, attached: 2 });
    const mine = (await myOrders(ada)).results.map((o) => o.confirmation_id);
    expect(mine.sort()).toEqual([...guestOrders].sort());
    expect(mine).not.toContain(someoneElses);

    const again = await confirm(ada, mail.token);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      "This link has been used already: its orders are in your account.",
    );
  });

  it("mails even when there is nothing to find, and answers the same", async () => {
    const ada = await member(t, "claim_none");
    const asked = await askForClaim(ada);
    expect(asked.status).toBe(200);
    expect((await asked.json()).results.sent_to).toBe(ada.email);
    const mail = await claimMailTo(ada.email);
    expect(mail.text).toContain("We found none");
    expect(mail.link.pathname).toBe("/account/orders");
  });

  it("refuses an expired link plainly, and a forged or altered one", async () => {
    const ada = await member(t, "claim_late");
    await buy(null, ada.email);
    await askForClaim(ada);
    const { token } = await claimMailTo(ada.email);
    const [id, signature] = token.split(".");
    for (const forged of [`${id}.${"A".repeat(signature!.length)}`, `${id}`, "nonsense", ""]) {
      const res = await confirm(ada, forged);
      expect(res.status, forged).toBe(400);
      expect((await res.json()).errors[0].field).toBe("token");
    }
    clock.at = new Date(NOW.getTime() + 24 * 3600_000 + 1000);
    try {
      const late = await confirm(ada, token);
      expect(late.status).toBe(400);
      expect((await late.json()).message).toBe(
        "This link has expired. Ask for a new one from your orders page.",
      );
    } finally {
      clock.at = NOW;
    }
    expect((await myOrders(ada)).total).toBe(0);
  });

  it("needs a confirmed email, and is limited to 3 mails an hour per account", async () => {
    const ada = await member(t, "claim_limits");
    for (let i = 0; i < 3; i++) expect((await askForClaim(ada)).status).toBe(200);
    const limited = await askForClaim(ada);
    expect(limited.status).toBe(429);
    expect((await limited.json()).type).toBe("RateLimitException");

    const unconfirmed = await member(t, "claim_unconfirmed");
    await t.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.id, unconfirmed.userId));
    const refused = await askForClaim(unconfirmed);
    expect(refused.status).toBe(409);
    expect((await refused.json()).type).toBe("ConflictException");
  });

  it("is for signed-in buyers only", async () => {
    const res = await t.app.request("/api/v5/account/orders/claims", { method: "POST" });
    expect(res.status).toBe(401);
  });
});
