import { expect, type Page, test } from "@playwright/test";
import { journeyPages } from "./pages.ts";

// The Content-Security-Policy in Chromium: every page loads, hydrates and
// styles itself without one violation: React Router's scripts, emotion's
// styles (also those MUI inserts after hydration), notistack's and TipTap's
// style tags, the map's tiles, the back office.

const { newPage, adminPage } = journeyPages();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the page's own event and from the console. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text()))
      seen.push(`console: ${msg.text()}`);
  });
  // Runs before the page's own scripts, whatever the policy says.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

async function expectClean(page: Page, seen: string[], what: string) {
  await page.waitForLoadState("networkidle");
  // Error pages render no route component, so nothing marks them hydrated.
  if (what !== NOT_FOUND)
    await expect(page.locator("html[data-hydrated=true]"), what).toHaveCount(1);
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...seen, ...events], what).toEqual([]);
  // Style tags inserted in the browser carry the document's nonce (browsers
  // hide the attribute; the property keeps it).
  const nonces = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce;
    const styles = [...document.querySelectorAll<HTMLStyleElement>("style")].map((s) => s.nonce);
    return { meta, styles };
  });
  expect(nonces.meta, what).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces.styles.length, what).toBeGreaterThan(0);
  expect(new Set(nonces.styles), what).toEqual(new Set([nonces.meta]));
}

const NOT_FOUND = "/no-such-page";
const publicPages = [
  "/",
  "/calendar/upcoming",
  "/events/northern-light-minnesota-landscapes",
  "/venues/walker-art-center",
  "/venues/map",
  "/cities/minneapolis",
  "/written",
  "/shop",
  "/shop/lake-harriet-at-dusk-risograph-print",
  "/tip",
  "/sign-in",
  NOT_FOUND,
];

test.describe("the Content-Security-Policy", () => {
  test("public pages load, hydrate and style themselves without a violation", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser);
    const seen = await watch(page);
    for (const path of publicPages) {
      const res = await page.goto(path);
      expect(res?.headers()["content-security-policy"], path).toContain("'strict-dynamic'");
      await expectClean(page, seen, path);
    }
  });

  test("a client-side navigation inserts new styles with the nonce", async ({ browser }) => {
    const page = await newPage(browser);
    const seen = await watch(page);
    await page.goto("/");
    await expectClean(page, seen, "home");
    const before = await page.locator("style").count();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Shop" })
      .click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectClean(page, seen, "shop after navigation");
    // New components, new rules: emotion wrote them in the browser.
    expect(await page.locator("style").count()).toBeGreaterThanOrEqual(before);
  });

  test("the back office, signed in as a superadmin, editors included", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser);
    const seen = await watch(page);
    for (const path of [
      "/account",
      "/admin",
      "/admin/events",
      "/admin/events/new",
      "/admin/venues/new",
      "/admin/orders",
      "/admin/articles/new",
    ]) {
      await page.goto(path);
      await expectClean(page, seen, path);
    }
    // TipTap's own style tag (the article editor) is there, with the nonce.
    await expect(page.locator("style[data-tiptap-style]")).toHaveCount(1);
  });
});
