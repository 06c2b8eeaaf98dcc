import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { uploadImage } from "./written-fixture.ts";

// The shop's pages as a visitor gets them: server-rendered HTML and plain
// form posts (no JavaScript involved), through the sandbox payment
// provider, on a fixed clock (Saturday 2026-11-21, noon in Minneapolis).
const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "http://shop-pages.test";
const DECLINED = "4000 0000 0000 0002";
const OK = "4242 4242 4242 4242";

let site: SiteTestApp;
let t: TestApp;
let pages: SiteTestApp["pages"];
let admin: SignedIn;
let print: { id: string; slug: string; prices: { id: string }[] };
let tote: { id: string; slug: string; prices: { id: string }[] };
let hidden: { slug: string };
let tier: { slug: string; prices: { id: string; interval: string }[] };
beforeAll(async () => {
  site = await createSiteTestApp("shop-pages", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  ({ t, pages } = site);
  admin = await superadmin(t, "shop_pages_admin");
  const pictures = [
    await uploadImage(t, admin.token, "product", 20),
    await uploadImage(t, admin.token, "product", 200),
  ];
  const product = (body: Record<string, unknown>) =>
    send(t, admin.token, "POST", "/shop/store/products/list", body);
  print = await product({
    name: "Lake Harriet Print",
    summary: "Risograph, two colours.",
    description: '<p>Signed <script>alert("x")</script>and numbered.</p>',
    image_ids: pictures.map((p) => p.id),
    prices: [
      { amount: 2500, label: "Small" },
      { amount: 4000, label: "Large" },
    ],
  });
  tote = await product({ name: "Canvas Tote", prices: [{ amount: 1800 }] });
  hidden = await product({ name: "Retired Poster", is_active: false, prices: [{ amount: 900 }] });
  tier = await product({
    name: "Friend",
    kind: "membership",
    summary: "Keep the calendar free.",
    prices: [
      { amount: 500, interval: "month", label: "Monthly" },
      { amount: 5000, interval: "year", label: "Yearly" },
    ],
  });
  await product({ name: "Tip Jar", kind: "tip", summary: "A thank-you of any amount." });
}, 120_000);
afterAll(() => site?.close());

const get = (p: string, cookie?: string) =>
  pages.app.request(p, { redirect: "manual", headers: cookie ? { cookie } : {} });
async function html(p: string, status = 200, cookie?: string) {
  const res = await get(p, cookie);
  expect(res.status, p).toBe(status);
  return main(await res.text());
}
const main = mainOf;
/** A form posted by a browser without JavaScript. */
const post = (p: string, form: Record<string, string>, cookie?: string) =>
  formPoster(pages, ORIGIN)(p, form, cookie);
function location(res: Response) {
  expect(res.status, "a redirect").toBe(302);
  return res.headers.get("location")!;
}
const local = (url: string) => url.replace(ORIGIN, "");

describe("the shop", () => {
  it("shows active products with their lowest price, and the ways to support", async () => {
    const body = await html("/shop");
    expect(body).toContain("Lake Harriet Print");
    expect(body).toContain("from $25.00");
    expect(body).toContain("Canvas Tote");
    expect(body).toContain("$18.00");
    expect(body).not.toContain("Retired Poster");
    expect(body).toContain(`href="/shop/${print.slug}"`);
    expect(body).toContain('href="/membership"');
    expect(body).toContain('href="/tip"');
    expect(body).toContain("from $5.00 a month");
  });

  it("shows a product: pictures, sanitized description, price options and quantity", async () => {
    const body = await html(`/shop/${print.slug}`);
    expect(body).toMatch(/<h1[^>]*>Lake Harriet Print<\/h1>/);
    expect(body).toContain("Signed and numbered.");
    expect(body).not.toContain("alert(");
    expect(body).toMatch(/type="radio"[^>]*name="price_id"/);
    expect(body).toContain("$40.00");
    expect(body).toMatch(/name="quantity"/);
    expect(body).toContain('aria-label="Picture 2 of 2: A product picture"');
    // The second picture is chosen by a link, no script needed.
    const second = await html(`/shop/${print.slug}?image=1`);
    expect(second).toMatch(/aria-current="true"[^>]*aria-label="Picture 2 of 2/);
  });

  it("answers 404 for unknown, inactive and membership products", async () => {
    for (const slug of ["no-such-print", hidden.slug, tier.slug]) {
      const body = await html(`/shop/${slug}`, 404);
      expect(body, slug).toContain("Product not found");
    }
  });
});

describe("buying", () => {
  it("says what is wrong with the quantity, in plain words, on the form", async () => {
    for (const quantity of ["0", "21", "", "two"]) {
      const res = await post(`/shop/${print.slug}`, { price_id: print.prices[0]!.id, quantity });
      expect(res.status, quantity).toBe(400);
      expect(main(await res.text())).toContain("Use a whole number from 1 to 20.");
    }
  });

  it("goes from Buy to the sandbox checkout, pays, and the confirmation turns from pending to paid", async () => {
    const res = await post(`/shop/${print.slug}`, { price_id: print.prices[1]!.id, quantity: "2" });
    const checkout = location(res);
    expect(checkout).toMatch(new RegExp(`^${ORIGIN}/shop/sandbox/checkout/cs_sandbox_`));
    const page = await html(local(checkout));
    expect(page).toContain("TEST MODE");
    expect(page).toContain("Use card 4242 4242 4242 4242");
    expect(page).toContain("Lake Harriet Print (Large)");
    expect(page).toContain("$80.00");
    expect(page).toContain("Pay $80.00");
    expect(page).toMatch(/name="email"/);
    expect(page).toContain(`href="${ORIGIN}/shop/${print.slug}"`);

    const missingEmail = await post(local(checkout), { card: OK });
    expect(missingEmail.status).toBe(400);
    expect(main(await missingEmail.text())).toContain("Enter your email address");
    const declined = await post(local(checkout), { email: "guest@example.com", card: DECLINED });
    expect(declined.status).toBe(400);
    expect(main(await declined.text())).toContain("Your card was declined. Try another card.");

    const paid = await post(local(checkout), { email: "Guest@Example.com", card: OK });
    const done = location(paid);
    expect(done).toMatch(new RegExp(`^${ORIGIN}/shop/order/confirmation\\?order=`));
    const confirmation = await html(local(done));
    expect(confirmation).toContain("Thank you for your order!");
    expect(confirmation).toContain("A receipt is on its way to <strong>guest@example.com</strong>");
    expect(confirmation).toContain("Lake Harriet Print (Large)");
    expect(confirmation).toContain("$80.00");
    expect(confirmation).not.toContain("http-equiv");
    // Paid once: the checkout page says so and takes no second payment.
    expect(await html(local(checkout))).toContain("This checkout is paid");
  });

  it("keeps a pending order's page refreshing itself until it is paid", async () => {
    const res = await post(`/shop/${tote.slug}`, { price_id: "", quantity: "1" });
    expect(res.status).toBe(400);
    expect(main(await res.text())).toContain("Choose a price.");
    const { url, order_confirmation_id: order } = await send(
      t,
      null,
      "POST",
      "/shop/store/create-checkout-session",
      {
        product_id: tote.id,
        price_id_items: [{ price_id: tote.prices[0]!.id, quantity: 1 }],
      },
    );
    const pending = await get(`/shop/order/confirmation?order=${order}`);
    expect(pending.status).toBe(200);
    const page = await pending.text();
    expect(main(page)).toContain("Waiting for your payment to be confirmed…");
    expect(page).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
    expect(location(await post(local(url), { email: "tote@example.com", card: OK }))).toContain(
      order,
    );
    expect(await html(`/shop/order/confirmation?order=${order}`)).toContain(
      "Thank you for your order!",
    );
  });

  it("answers 404 for an unknown order", async () => {
    expect(await html("/shop/order/confirmation?order=not-an-order-id", 404)).toContain(
      "Order not found",
    );
    await html("/shop/order/confirmation", 404);
  });
});

describe("the tip jar", () => {
  it("offers preset amounts and one's own, and refuses what is not an amount", async () => {
    const body = await html("/tip");
    for (const amount of ["$5.00", "$10.00", "$25.00", "$50.00"]) expect(body).toContain(amount);
    expect(body).toMatch(/name="custom"/);
    expect(body).not.toContain("js.stripe.com");
    const bad = await post("/tip", { preset: "other", custom: "seven" });
    expect(bad.status).toBe(400);
    expect(main(await bad.text())).toContain("Enter an amount in dollars, like 7 or 7.50.");
    const tooBig = await post("/tip", { preset: "other", custom: "1000.01" });
    expect(main(await tooBig.text())).toContain("Tips go up to $1,000.");
    // "Try again" comes back with the amount.
    expect(await html("/tip?amount=7.00")).toMatch(/name="custom"[^>]*value="7.00"/);
  });

  it("tips $7: a declined card fails the order and offers another try; a good card pays", async () => {
    const pay = location(await post("/tip", { preset: "1000", custom: "7" }));
    expect(pay).toMatch(/^\/shop\/sandbox\/pay\?secret=pi_sandbox_.+&order=/);
    const order = new URL(pay, ORIGIN).searchParams.get("order")!;
    const form = await html(pay);
    expect(form).toContain("TEST MODE");
    expect(form).toContain("Pay $7.00");

    const declined = await post(pay, { card: DECLINED });
    expect(declined.status).toBe(400);
    const again = main(await declined.text());
    expect(again).toContain("Your card was declined. Try another card.");
    expect(again).toContain('href="/tip?amount=7.00"');
    const failed = await html(`/shop/order/confirmation?order=${order}`);
    expect(failed).toContain("Your payment didn&#x27;t go through");
    expect(failed).toContain('href="/tip?amount=7.00"');

    const next = location(await post("/tip", { preset: "other", custom: "7.00" }));
    const done = location(await post(next, { card: OK }));
    expect(done).toMatch(/^\/shop\/order\/confirmation\?order=/);
    const thanks = await html(done);
    expect(thanks).toContain("Thank you for your tip!");
    expect(thanks).toContain("$7.00");
  });

  it("answers 404 for a payment page without a real payment", async () => {
    await html("/shop/sandbox/pay?secret=pi_sandbox_x_secret_y&order=abc", 404);
    await html("/shop/sandbox/checkout/cs_sandbox_nope", 404);
    await html("/shop/sandbox/portal/bps_sandbox_nope", 404);
  });
});

describe("membership", () => {
  it("shows the tiers with monthly and yearly prices; joining signed out goes to sign-in first", async () => {
    const body = await html("/membership");
    expect(body).toContain("Friend");
    expect(body).toContain("$5.00");
    expect(body).toContain("$50.00");
    expect(body).toContain("a month");
    expect(body).toContain("a year");
    const res = await post("/membership", { priceId: tier.prices[0]!.id });
    expect(location(res)).toBe("/sign-in?next=%2Fmembership");
  });

  it("joins, shows it on the account page, opens billing, cancels and shows it canceled", async () => {
    const joiner = await member(t, "shop_pages_joiner");
    const before = await html("/account", 200, joiner.cookie);
    expect(before).toContain("You&#x27;re not a member yet.");
    expect(before).toContain('href="/membership"');

    const yearly = tier.prices.find((p) => p.interval === "year")!;
    const checkout = location(await post("/membership", { priceId: yearly.id }, joiner.cookie));
    const page = await html(local(checkout), 200, joiner.cookie);
    expect(page).toContain("Friend membership");
    expect(page).toContain("Pay $50.00 a year");
    expect(page).not.toMatch(/name="email"/);
    const welcome = location(await post(local(checkout), { card: OK }, joiner.cookie));
    expect(welcome).toBe(`${ORIGIN}/account?membership=welcome`);
    const account = await html(local(welcome), 200, joiner.cookie);
    expect(account).toContain("Welcome, Friend member!");
    expect(account).toContain("$50.00 a year");
    expect(account).toContain("Renews on November 21st, 2027 at $50.00 a year.");

    const twice = await post("/membership", { priceId: tier.prices[0]!.id }, joiner.cookie);
    expect(twice.status).toBe(409);
    const conflict = main(await twice.text());
    expect(conflict).toContain("You are already a member.");
    expect(conflict).toContain('href="/account"');

    const portal = local(location(await post("/account", { intent: "billing" }, joiner.cookie)));
    expect(portal).toMatch(/^\/shop\/sandbox\/portal\/bps_sandbox_/);
    const billing = await html(portal);
    expect(billing).toContain("TEST MODE");
    expect(billing).toContain("Renews on November 21st, 2027");
    expect(billing).toContain(`href="${ORIGIN}/account"`);
    const cancelHref = /href="([^"]+\?cancel=[^"]+)"/.exec(billing)![1]!.replace(/&amp;/g, "&");
    const confirm = await html(cancelHref);
    expect(confirm).toContain("Yes, cancel membership");
    const sub = decodeURIComponent(cancelHref.split("cancel=")[1]!);

    const renewed = location(await post(portal, { intent: "renew", subscription: sub }));
    expect(await html(renewed)).toContain("Renews on November 21st, 2028");
    const canceled = location(await post(portal, { intent: "cancel", subscription: sub }));
    expect(await html(canceled)).toContain("Your membership is canceled.");
    const after = await html("/account", 200, joiner.cookie);
    expect(after).toContain("Ended");
    expect(after).toContain("Your membership ended on");
    expect(after).toContain("Join again");
  });

  it("asks a member without a billing account to join first", async () => {
    const someone = await member(t, "shop_pages_nobody");
    expect(await html("/account", 200, someone.cookie)).not.toContain("Change or cancel");
    const res = await post("/account", { intent: "billing" }, someone.cookie);
    expect(res.status).toBe(400);
  });
});

describe("with Stripe configured", () => {
  let stripeSite: SiteTestApp;
  beforeAll(async () => {
    // Keys of the right shape: the provider is built, never called, by these pages.
    stripeSite = await createSiteTestApp("shop-pages-stripe", {
      TEST_NOW: NOW,
      PUBLIC_URL: ORIGIN,
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    });
  }, 120_000);
  afterAll(() => stripeSite?.close());

  it("has no sandbox pages, and the tip jar says Stripe takes the card", async () => {
    for (const p of [
      "/shop/sandbox/checkout/anything",
      "/shop/sandbox/pay?secret=pi_x_secret_y&order=abcdefgh",
      "/shop/sandbox/portal/anything",
    ]) {
      expect((await stripeSite.pages.app.request(p)).status, p).toBe(404);
    }
    const tip = await stripeSite.pages.app.request("/tip");
    expect(tip.status).toBe(200);
    const body = main(await tip.text());
    expect(body).toContain("Card payments are handled securely by Stripe.");
    // Stripe.js loads on the payment step only, never with the page.
    expect(body).not.toContain("js.stripe.com");
  });
});
