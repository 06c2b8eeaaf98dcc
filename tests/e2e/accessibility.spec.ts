import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, signInWithPassword } from "./accounts.ts";

// axe-core over the public pages: no serious or critical violations, on a
// desktop and on a phone.

const pages = [
  "/",
  "/calendar/now_showing",
  "/calendar/upcoming?city=minneapolis",
  // The compact list and a listing started on a later day (decision 035).
  "/calendar/upcoming?view=compact&from=2026-11-28",
  "/events/northern-light-minnesota-landscapes",
  "/venues/walker-art-center",
  "/venues",
  "/venues/map",
  "/cities/minneapolis",
  "/search?q=walker",
  // A city with its venues and events (issue 26).
  "/search?q=st+paul",
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
    // One page for the whole describe: a fresh context per page would load and
    // parse the bundles again each time, which on two busy cores costs more than axe.
    test.describe.configure({ mode: "serial" });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext({ viewport })).newPage();
    });
    test.afterAll(async () => {
      await page.context().close();
    });
    for (const url of pages) {
      test(url, async () => {
        await page.goto(url);
        await expectNoSeriousViolations(page, url);
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
  "/admin/trash",
];

// The first row's editor of each list the demo data fills (it has no adverts or orders).
const listsWithEditors = [
  "/admin/events",
  "/admin/venues",
  "/admin/articles",
  "/admin/authors",
  "/admin/categories",
  "/admin/products",
];

async function expectNoSeriousViolations(page: Page, path: string) {
  await settled(page);
  const { violations } = await axe(page).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
  expect(serious, path).toEqual([]);
}

// Every back-office screen is the one resource editor (issue 27): the laptop
// checks them all, the tablet the events' list, form and editor, whose layout
// folds the most at that width.
const tabletPages = ["/admin/events", "/admin/events/new", "/admin/venues/new", "/admin/trash"];
for (const [device, viewport, urls, lists] of [
  ["laptop", { width: 1280, height: 800 }, adminPages, listsWithEditors],
  ["tablet", { width: 820, height: 1180 }, tabletPages, ["/admin/events"]],
] as const) {
  test.describe(`axe on the back office, ${device}`, () => {
    // One signed-in page for the whole describe (a fresh context per page would
    // load the bundles again each time), and a test per page with its own time limit.
    test.describe.configure({ mode: "serial" });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // axe needs a page of a context made with newContext.
      page = await (await browser.newContext({ viewport })).newPage();
      await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    });
    test.afterAll(async () => {
      await page.context().close();
    });
    for (const url of urls) {
      test(url, async () => {
        await page.goto(url);
        await expectNoSeriousViolations(page, url);
      });
    }
    for (const list of lists) {
      test(`the first editor of ${list}`, async () => {
        await page.goto(list);
        const href = await page.locator(".MuiDataGrid-row a").first().getAttribute("href");
        expect(href, `a row in ${list}`).toBeTruthy();
        await page.goto(href as string);
        await expectNoSeriousViolations(page, href as string);
      });
    }
  });
}

/**
 * axe without "region" (content outside landmarks): at most a moderate
 * finding, which these checks do not count, and the slowest rule on a long
 * listing.
 */
const axe = (page: Page) => new AxeBuilder({ page }).disableRules(["region"]);

/**
 * The page has hydrated and, as far as it can, stopped loading. Live updates
 * refetch a page's data whenever another journey saves something (the other
 * worker's admin journeys do, every second or two), so the network may never
 * go quiet for long: hydration is the wait that must happen; quiet is waited
 * for a while, not required.
 */
async function settled(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle", { timeout: 1_500 }).catch(() => undefined);
}
