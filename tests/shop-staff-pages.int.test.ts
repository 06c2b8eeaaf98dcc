import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./calendar-factories.ts";
import { type SignedIn, superadmin } from "./factories.ts";
import { mainOf } from "./page-main.ts";
import { makeRate } from "./shop-factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// Issue 28 items 1 and 3 as a browser without JavaScript gets them: the cart
// (a cookie), its shipping and checkout, the sandbox's address form, the
// confirmation; then the staff order page's commands and the CSV.

const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "http://shop-staff.test";
const OK = "4242 4242 4242 4242";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let print: { id: string; slug: string; prices: { id: string }[] };
let tote: { id: string; slug: string; prices: { id: string }[] };

beforeAll(async () => {
  site = await createSiteTestApp("shop-staff", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  t = site.t;
  admin = await superadmin(t, "shop_staff_admin");
  const product = (body: object) => send(t, admin.token, "POST", "/shop/store/products/list", body);
  print = await product({
    name: "Bridge Print",
    ships: true,
    stock: 20,
    prices: [{ amount: 3500 }],
  });
  tote = await product({ name: "Canvas Tote", ships: true, stock: 20, prices: [{ amount: 1800 }] });
  await makeRate(t, admin.token, { name: "US standard", countries: ["US"], amount: 800 });
  await makeRate(t, admin.token, { name: "International", countries: [], amount: 3200 });
}, 120_000);
afterAll(() => site?.close());

const main = mainOf;
const get = (p: string, cookie = "") =>
  site.pages.app.request(`${ORIGIN}${p}`, { redirect: "manual", headers: { cookie } });
const post = (p: string, form: Record<string, string>, cookie = "") =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(form).toString(),
  });
/** The cart cookie a response sets, as the next request's Cookie header. */
const cartOf = (res: Response) =>
  /(?:^|, )(cart=[^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
const local = (url: string) => url.replace(ORIGIN, "");

describe("the cart, without JavaScript", () => {
  it("adds two prints and a tote, shows shipping for the country, and checks out with an address", async () => {
    const first = await post(`/shop/${print.slug}`, {
      intent: "add",
      price_id: print.prices[0]!.id,
      quantity: "2",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/shop/cart");
    let cart = cartOf(first);
    expect(first.headers.get("set-cookie")).not.toMatch(/HttpOnly/i);
    const second = await post(
      `/shop/${tote.slug}`,
      { intent: "add", price_id: tote.prices[0]!.id, quantity: "1" },
      cart,
    );
    cart = cartOf(second);

    const page = await get("/shop/cart", cart);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const body = main(await page.text());
    expect(body).toContain("Bridge Print");
    expect(body).toContain("Canvas Tote");
    expect(body).toContain("US standard: $8.00");
    expect(body).toMatch(/data-testid="cart-total"[^>]*>\$96\.00/);
    // Another country, its own rate.
    const abroad = main(await (await get("/shop/cart?country=FR", cart)).text());
    expect(abroad).toMatch(/data-testid="cart-total"[^>]*>\$120\.00/);

    // One print fewer.
    const updated = await post(
      "/shop/cart",
      { [`qty.${print.prices[0]!.id}`]: "1", [`qty.${tote.prices[0]!.id}`]: "1" },
      cart,
    );
    expect(updated.status).toBe(302);
    cart = cartOf(updated);
    expect(main(await (await get("/shop/cart", cart)).text())).toMatch(
      /data-testid="cart-total"[^>]*>\$61\.00/,
    );

    const checkout = await post("/shop/cart", { intent: "checkout", country: "US" }, cart);
    expect(checkout.status).toBe(302);
    const pay = local(checkout.headers.get("location")!);
    expect(pay).toMatch(/^\/shop\/sandbox\/checkout\/cs_sandbox_/);
    const sandboxPage = main(await (await get(pay)).text());
    expect(sandboxPage).toContain("Shipping (US standard)");
    expect(sandboxPage).toContain("Pay $61.00");
    expect(sandboxPage).toMatch(/<select[^>]*name="address.state"/);

    const missing = await post(pay, {
      email: "nojs@example.com",
      card: OK,
      "address.country": "US",
    });
    expect(missing.status).toBe(400);
    const errors = main(await missing.text());
    expect(errors).toContain("Enter the street address.");
    expect(errors).toContain("Choose a state.");

    const paid = await post(pay, {
      email: "nojs@example.com",
      card: OK,
      "address.name": "Ada Buyer",
      "address.line1": "100 Hennepin Ave",
      "address.city": "Minneapolis",
      "address.state": "MN",
      "address.postal_code": "55401",
      "address.country": "US",
    });
    expect(paid.status).toBe(302);
    const done = await get(local(paid.headers.get("location")!), cart);
    // The cart just bought is emptied.
    expect(done.headers.get("set-cookie")).toMatch(/cart=; Max-Age=0/);
    const confirmation = main(await done.text());
    expect(confirmation).toContain("Thank you for your order!");
    expect(confirmation).toContain("Shipping (US standard)");
    expect(confirmation).toContain("Minneapolis, MN 55401");
  });

  it("never caches the cart, nor shows anyone's cart in the shop's cached pages", async () => {
    const res = await get(`/shop/${print.slug}`, `cart=${print.prices[0]!.id}%3A3`);
    expect(await res.text()).not.toContain("Cart (3)");
    expect((await get("/shop/cart")).headers.get("x-cache")).toBeNull();
  });
});

describe("staff on the order page, without JavaScript", () => {
  const cookie = () => admin.cookie;
  /** The staff session and the notice cookie a command's redirect sets, for the page it leads to. */
  const withNotice = (res: Response) =>
    `${res.headers.get("set-cookie")?.split(";")[0]}; ${admin.cookie}`;
  async function paidOrder() {
    const { url, order_confirmation_id } = await send(
      t,
      null,
      "POST",
      "/shop/store/create-checkout-session",
      {
        price_id_items: [
          { price_id: print.prices[0]!.id, quantity: 2 },
          { price_id: tote.prices[0]!.id, quantity: 1 },
        ],
        shipping: { country: "US" },
      },
    );
    await post(local(url), {
      email: "staff-buyer@example.com",
      card: OK,
      "address.name": '=HYPERLINK("http://evil.example","click")',
      "address.line1": "1 Main St",
      "address.city": "Saint Paul",
      "address.state": "MN",
      "address.postal_code": "55102",
      "address.country": "US",
    });
    const list = await send(
      t,
      admin.token,
      "GET",
      "/shop/orders/list?query=staff-buyer",
      undefined,
    );
    const order = list.find(
      (o: { confirmation_id: string }) => o.confirmation_id === order_confirmation_id,
    );
    return order as { id: string; confirmation_id: string };
  }

  it("marks it fulfilled and refunds one line back to stock, each form answering with the page", async () => {
    const order = await paidOrder();
    const path = `/admin/orders/${order.id}`;
    const page = main(await (await get(path, cookie())).text());
    expect(page).toContain("Mark fulfilled");
    expect(page).toContain("Saint Paul, MN 55102");

    const refused = await post(
      path,
      { _command: "fulfil", carrier: "Other", tracking_number: "X1" },
      cookie(),
    );
    expect(refused.status).toBe(400);
    expect(main(await refused.text())).toContain("Give the tracking link");

    const fulfilled = await post(
      path,
      { _command: "fulfil", carrier: "UPS", tracking_number: "1Z999", notify: "on" },
      cookie(),
    );
    expect(fulfilled.status).toBe(302);
    const after = main(await (await get(path, withNotice(fulfilled))).text());
    expect(after).toContain("Marked fulfilled: UPS 1Z999.");
    expect(after).toContain("https://www.ups.com/track?tracknum=1Z999");

    const stock = (await send(t, null, "GET", `/shop/store/products/id/${tote.id}`, undefined))
      .stock;
    const tooMuch = await post(path, { _command: "refund", amount: "500.00" }, cookie());
    expect(tooMuch.status).toBe(400);
    expect(main(await tooMuch.text())).toContain("At most $96.00 is left to refund.");
    const refunded = await post(
      path,
      { _command: "refund", [`qty.${tote.prices[0]!.id}`]: "1", restock: "on", reason: "Torn" },
      cookie(),
    );
    expect(refunded.status).toBe(302);
    const notice = main(await (await get(path, withNotice(refunded))).text());
    expect(notice).toContain("Refunded $18.00.");
    expect(notice).toContain("(back in stock)");
    expect(
      (await send(t, null, "GET", `/shop/store/products/id/${tote.id}`, undefined)).stock,
    ).toBe(stock + 1);
  });

  it("exports the filtered list as CSV, a buyer's formula kept as text", async () => {
    await paidOrder();
    const res = await get("/admin/orders.csv?status=paid&query=staff-buyer", cookie());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    const [head, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(head).toContain("confirmation_id,status,shipping_status,email");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(",paid,"))).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    const bad = await get("/admin/orders.csv?status=lost", cookie());
    expect(bad.status).toBe(400);
    await bad.arrayBuffer();
  });
});
