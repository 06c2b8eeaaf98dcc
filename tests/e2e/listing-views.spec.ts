import { expect, type Page, test } from "@playwright/test";

// Upcoming in its two views and the jump to a day (issue 26, decision 035),
// on the server's pinned clock (Saturday, November 21st 2026, noon).

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const cards = (page: Page) => page.getByTestId("event-card");
const rows = (page: Page) => page.getByTestId("event-row");
const dayHeadings = (page: Page) => page.locator("h2[id^='day-']");

/** The page has hydrated (the remembered view is applied after hydration). */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function top(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  return Math.round(box?.y ?? -1);
}

test.describe("on a desktop", () => {
  test.use(desktop);

  // Tagged @demo-data: it runs before every other journey (playwright.config.ts),
  // since their events and venues would change the page it measures.
  test("Upcoming's grid fills the rows: under 6,000 px tall, small days side by side", {
    tag: "@demo-data",
  }, async ({ page }) => {
    await page.goto("/calendar/upcoming");
    await page.waitForLoadState("networkidle");
    await expect(cards(page).first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(6000);
    // Monday the 23rd and Thursday the 26th have one event each: one row holds both days.
    expect(await top(page, "#day-2026-11-23")).toBe(await top(page, "#day-2026-11-26"));
    // A busy day's cards share a row.
    const friday = page
      .locator("section[aria-labelledby='day-2026-11-27']")
      .getByTestId("event-card");
    const [a, b] = [await friday.nth(0).boundingBox(), await friday.nth(1).boundingBox()];
    expect(Math.round(a?.y ?? 0)).toBe(Math.round(b?.y ?? 1));
  });

  test("the compact list, and the site remembers it", async ({ page }) => {
    await page.goto("/calendar/upcoming");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "List" })
      .click();
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(rows(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    const row = rows(page).filter({ hasText: "Tonight: Printmakers' Open Studio" });
    await expect(row).toContainText("6pm – 10pm");
    await expect(row).toContainText("Mia");
    await expect(row).toContainText("Minneapolis");

    // Leave, come back by a plain address: still the list.
    await page.getByRole("link", { name: "Venues", exact: true }).first().click();
    await expect(page).toHaveURL(/\/venues$/);
    await page.goto("/calendar/upcoming");
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(rows(page).first()).toBeVisible();

    // A row's title is a link the keyboard reaches.
    const link = rows(page).first().getByRole("link");
    await link.focus();
    const name = (await link.textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // Back to the grid, remembered too.
    await page.goto("/calendar/upcoming?view=compact");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "Grid" })
      .click();
    await expect(page).toHaveURL(/\/calendar\/upcoming$/);
    await expect(cards(page).first()).toBeVisible();
    await page.goto("/");
    await page.goto("/calendar/upcoming");
    await hydrated(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/calendar\/upcoming$/);
  });

  test("jump to a day from the strip or the date field; the URL says where", async ({ page }) => {
    await page.goto("/calendar/upcoming");
    await expect(dayHeadings(page).first()).toHaveText("Today · Saturday, November 21st");
    await page
      .getByRole("navigation", { name: "Jump to a day" })
      .getByRole("link", { name: "Saturday, November 28th" })
      .click();
    await expect(page).toHaveURL(/[?&]from=2026-11-28/);
    await expect(dayHeadings(page).first()).toHaveText("Saturday, November 28th");
    await expect(page.getByText("From Saturday, November 28th, soonest first")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Saturday, November 28th" }).first(),
    ).toHaveAttribute("aria-current", "date");

    // Any later day, in the list view: the field keeps the view.
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "List" })
      .click();
    await expect(page).toHaveURL(/from=2026-11-28.*view=compact|view=compact.*from=2026-11-28/);
    await page.getByLabel("Go to a day").fill("2026-12-11");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(/[?&]from=2026-12-11/);
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(dayHeadings(page).first()).toHaveText("Friday, December 11th");
    await expect(rows(page).first()).toBeVisible();

    // Today is the plain listing again.
    await page.getByRole("link", { name: "Today, Saturday, November 21st" }).click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(dayHeadings(page).first()).toHaveText("Today · Saturday, November 21st");
  });

  test("a filter keeps the view and the day jumped to; removing it too", async ({ page }) => {
    await page.goto("/calendar/upcoming?view=compact&from=2026-11-28");
    await hydrated(page);
    await page.getByLabel("City").selectOption({ label: "Minneapolis" });
    await expect(page).toHaveURL(/city=minneapolis/);
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(page).toHaveURL(/[?&]from=2026-11-28/);
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole("link", { name: "Remove City: Minneapolis" }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(page).toHaveURL(/[?&]from=2026-11-28/);
  });

  test("a date it cannot use is ignored with a plain note", async ({ page }) => {
    const res = await page.goto("/calendar/upcoming?from=2026-02-30");
    expect(res?.status()).toBe(200);
    await expect(
      page.getByText("We couldn't read that date, so the listing starts today."),
    ).toBeVisible();
    await expect(dayHeadings(page).first()).toHaveText("Today · Saturday, November 21st");
    await page.goto("/calendar/upcoming?from=2026-11-01");
    await expect(
      page.getByText("That day is already past, so the listing starts today."),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use(phone);

  for (const view of ["grid", "compact"] as const) {
    test(`Upcoming's ${view} view fits the screen`, async ({ page }) => {
      await page.goto(view === "grid" ? "/calendar/upcoming" : "/calendar/upcoming?view=compact");
      await page.waitForLoadState("networkidle");
      await expect((view === "grid" ? cards(page) : rows(page)).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expect(page.getByRole("link", { name: "Saturday, November 28th" })).toBeVisible();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ ...desktop, javaScriptEnabled: false });

  test("Apply keeps the view and the day jumped to", async ({ page }) => {
    await page.goto("/calendar/upcoming?view=compact&from=2026-11-28");
    await page.getByLabel("City").selectOption({ label: "Minneapolis" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/city=minneapolis/);
    await expect(page).toHaveURL(/[?&]view=compact/);
    await expect(page).toHaveURL(/[?&]from=2026-11-28/);
    await expect(page).not.toHaveURL(/=&|=$/);
    await expect(rows(page).first()).toBeVisible();
  });
});
