import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signInWithPassword } from "./accounts.ts";

// axe-core over the public pages: no serious or critical violations, on a
// desktop and on a phone.

const pages = [
  "/",
  "/calendar/now_showing",
  "/calendar/upcoming?city=minneapolis",
  "/events/northern-light-minnesota-landscapes",
  "/venues/walker-art-center",
  "/venues",
  "/venues/map",
  "/cities/minneapolis",
  "/search?q=walker",
  "/shop",
  "/shop/lake-harriet-at-dusk-risograph-print",
  "/membership",
  "/tip",
];

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`axe on a ${device}`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(serious).toEqual([]);
      });
    }
  });
}

// The back office, signed in as the journeys' superadmin, on a laptop and a tablet.
const adminPages = [
  "/admin/events",
  "/admin/events/new",
  "/admin/venues",
  "/admin/venues/new",
  "/admin/cities",
  "/admin/cities/new",
  "/admin/articles",
  "/admin/articles/new",
  "/admin/authors",
  "/admin/authors/new",
  "/admin/categories",
  "/admin/categories/new",
  "/admin/marquee",
  "/admin/adverts",
  "/admin/adverts/new",
  "/admin/analytics",
  "/admin/products",
  "/admin/products/new",
  "/admin/orders",
  "/admin/subscriptions",
];

for (const [device, viewport] of [
  ["laptop", { width: 1280, height: 800 }],
  ["tablet", { width: 820, height: 1180 }],
] as const) {
  test.describe(`axe on the back office, ${device}`, () => {
    test.use({ viewport });
    test("lists and editors", async ({ page }) => {
      test.setTimeout(180_000);
      await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
      const editors: string[] = [];
      for (const list of [
        "/admin/events",
        "/admin/venues",
        "/admin/articles",
        "/admin/authors",
        "/admin/categories",
        "/admin/adverts",
        "/admin/products",
        "/admin/orders",
      ]) {
        await page.goto(list);
        // A list may be empty (the demo has no adverts): wait for a row or the empty overlay.
        await page.locator(".MuiDataGrid-row a, .MuiDataGrid-overlay").first().waitFor();
        const first = page.locator(".MuiDataGrid-row a").first();
        const href = (await first.count()) ? await first.getAttribute("href") : null;
        if (href) editors.push(href);
      }
      for (const path of [...adminPages, ...editors]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
        expect(serious, path).toEqual([]);
      }
    });
  });
}
