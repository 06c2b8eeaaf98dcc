import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// "Sold out" as a visitor sees it, without JavaScript: the product page and
// the shop's card change as soon as the last print is in a checkout, although
// both pages are cached for everybody.
const ORIGIN = "http://shop-stock.test";

let site: SiteTestApp;
let print: { id: string; slug: string; prices: { id: string }[] };
beforeAll(async () => {
  site = await createSiteTestApp("shop-stock", { PUBLIC_URL: ORIGIN });
  const admin = await superadmin(site.t, "stock_pages_admin");
  print = await send(site.t, admin.token, "POST", "/shop/store/products/list", {
    name: "Last Lake Print",
    prices: [{ amount: 2500 }],
    stock: 1,
  });
}, 120_000);
afterAll(() => site?.close());

const page = async (p: string) => {
  const res = await site.pages.app.request(p);
  expect(res.status, p).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
};
const buy = () =>
  site.pages.app.request(`${ORIGIN}/shop/${print.slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ price_id: print.prices[0]!.id, quantity: "1" }).toString(),
  });
/** The product page's submit button, as served. */
const buyButton = (html: string) =>
  /<button[^>]*type="submit"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0];

describe("sold out", () => {
  it("shows on the product page and the shop's card once the last print is taken", async () => {
    const before = await page(`/shop/${print.slug}`);
    expect(before).toContain("Only 1 left.");
    expect(buyButton(before)).not.toMatch(/disabled/);
    expect(await page("/shop")).not.toContain("Sold out");

    expect((await buy()).status).toBe(302);

    const after = await page(`/shop/${print.slug}`);
    const button = buyButton(after)!;
    expect(button).toMatch(/disabled/);
    expect(button).toContain("Sold out");
    expect(await page("/shop")).toContain("· Sold out");

    // A form posted from a page opened earlier hears it too.
    const late = await buy();
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Sold out.");
  });
});
