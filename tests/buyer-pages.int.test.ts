import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, send } from "./calendar-factories.ts";
import { latestMail, linkIn, member, type SignedIn, superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// The buyer's pages as a browser without JavaScript gets them: /account/orders
// (private, never cached), a receipt, claiming guest orders through the
// mailed link, and the membership on the account page and /membership.
const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "http://buyer-pages.test";
const OK = "4242 4242 4242 4242";

let site: SiteTestApp;
let t: TestApp;
let print: { id: string; prices: { id: string }[] };
let tier: { prices: { id: string }[] };
beforeAll(async () => {
  site = await createSiteTestApp("buyer-pages", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  ({ t } = site);
  const admin = await superadmin(t, "buyer_pages_admin");
  print = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Mill Ruins Print",
    prices: [{ amount: 3000, label: "Large" }],
  });
  tier = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Friend",
    kind: "membership",
    prices: [{ amount: 500, interval: "month" }],
  });
}, 120_000);
afterAll(() => site?.close());

const get = (p: string, cookie?: string) =>
  site.pages.app.request(p, { redirect: "manual", headers: cookie ? { cookie } : {} });
/** The page's <main>, apostrophes as typed. */
async function main(p: string, cookie?: string, status = 200) {
  const res = await get(p, cookie);
  expect(res.status, p).toBe(status);
  return mainOf(await res.text()).replace(/&#x27;/g, "'");
}
const post = (p: string, form: Record<string, string>, cookie?: string) =>
  formPoster(site.pages, ORIGIN)(p, form, cookie);
const local = (url: string) => url.replace(ORIGIN, "");

/** Checks out one print (signed in with `token`, or as a guest) and pays on the sandbox page. */
async function buy(token: string | null, email?: string) {
  const res = await postJson(t, token, "/shop/store/create-checkout-session", {
    product_id: print.id,
    price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1 }],
  });
  const { url } = (await res.json()).results;
  const paid = await post(local(url), { card: OK, ...(email ? { email } : {}) });
  expect(paid.status).toBe(302);
}

describe("/account/orders", () => {
  it("lists the buyer's orders, privately, each opening its receipt", async () => {
    const ada = await member(t, "pages_orders_ada");
    await buy(ada.token);
    const res = await get("/account/orders", ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const page = await main("/account/orders", ada.cookie);
    expect(page).toContain("Order of November 21st, 2026");
    expect(page).toContain("Mill Ruins Print (Large)");
    expect(page).toContain("$30.00");
    const receipt = /href="(\/account\/orders\/[0-9a-f-]{36})"/.exec(page)![1]!;

    const body = await main(receipt, ada.cookie);
    expect(body).toContain("Receipt");
    expect(body).toContain("Paid on");
    expect(body).toContain("Subtotal");
    expect(body).toContain("Shipping");
    expect(body).toContain("Print it from your browser's menu.");

    const otto = await member(t, "pages_orders_otto");
    await main(receipt, otto.cookie, 404);
    expect(await main("/account/orders", otto.cookie)).not.toContain("Mill Ruins Print");
  });

  it("claims guest orders through the mailed link without JavaScript, once", async () => {
    const ada = await member(t, "pages_claim_ada");
    await buy(null, ada.email);
    const asked = await post("/account/orders", {}, ada.cookie);
    expect(asked.status).toBe(200);
    expect((await asked.text()).replace(/&#x27;/g, "'")).toContain("We've sent an email to");
    const mail = await latestMail(t.database, ada.email);
    expect(mail!.textBody).toContain("We found 1 order.");
    const link = local(linkIn(mail!.textBody.slice(mail!.textBody.indexOf("Add 1 order"))));

    // Opening the link changes nothing; the button does.
    expect(await main(link, ada.cookie)).toContain("1 order was placed with");
    expect(await main("/account/orders", ada.cookie)).not.toContain("Mill Ruins Print");
    const token = new URL(link, ORIGIN).searchParams.get("token")!;
    const added = await post("/account/orders/claim", { token }, ada.cookie);
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/account/orders?claimed=1");
    const list = await main("/account/orders?claimed=1", ada.cookie);
    expect(list).toContain("1 order was added to your account.");
    expect(list).toContain("Mill Ruins Print (Large)");

    expect(await main(link, ada.cookie)).toContain(
      "This link has been used already: its orders are in your account.",
    );
    const again = await post("/account/orders/claim", { token }, ada.cookie);
    expect(again.status).toBe(400);
  });
});

describe("membership state", () => {
  let member_: SignedIn;
  beforeAll(async () => {
    member_ = await member(t, "pages_member");
    const checkout = await post("/membership", { priceId: tier.prices[0]!.id }, member_.cookie);
    const paid = await post(local(checkout.headers.get("location")!), { card: OK });
    expect(paid.status).toBe(302);
  });

  it("shows plan, since, renewal and amount on the account page, rendered on the server", async () => {
    const page = await main("/account", member_.cookie);
    expect(page).toContain("Member since");
    expect(page).toContain("Renews on December 21st, 2026 at $5.00 a month.");
    expect(page).toContain("Change or cancel");
  });

  it("keeps /membership one public page: the state is not in it, the account page is linked", async () => {
    const res = await get("/membership", member_.cookie);
    expect(res.headers.get("cache-control")).toContain("public");
    const page = await main("/membership", member_.cookie);
    expect(page).toContain("Your membership");
    expect(page).toContain('href="/account"');
    expect(page).not.toContain("Member since");
    expect(page).not.toContain("Renews on");
  });
});
