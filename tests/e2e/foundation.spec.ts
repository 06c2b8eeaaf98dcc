import { expect, test } from "@playwright/test";

test.describe("the app shell", () => {
  test("is styled in the server's HTML, with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // Theme typography and the accent colour can only come from emotion's server-side styles.
    expect(await heading.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("800");
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Inter");
    const cta = page.getByRole("link", { name: "Upcoming events", exact: true });
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(0, 47, 167)",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Calendar", "Venues", "Written", "Shop"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath("home-no-js.png"), fullPage: true });
    // The page is the one everybody gets; who is looking is not known without
    // JavaScript, so the header offers the account page, which asks for a sign-in.
    await page.getByRole("link", { name: "Account", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
    await context.close();
  });

  test("shows a plain-words 404 page inside the site frame", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found");
  });

  test("shows the progress bar during a slow navigation", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.waitForLoadState("networkidle");
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Go to the home page" }).click();
    const bar = page.getByTestId("navigation-progress");
    await expect(bar).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "See art in the Twin Cities",
    );
    await expect(bar).toBeHidden();
  });

  test("shows toasts, at most 10 at once", async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    // A desktop without a share sheet: the button copies the link instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const share = page.getByRole("button", { name: "Share this page" });
    await share.click();
    await expect(page.getByText("Link copied").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/$/);
    // Twelve clicks at once, in the page: clicked one by one from here, on a busy
    // machine, the first toasts could time out before the last appear.
    await share.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 12; i++) button.click();
    });
    await expect(page.getByText("Link copied")).toHaveCount(10);
    await context.close();
  });

  test("hydrates from the server's query cache without fetching again", async ({ page }) => {
    const siteCalls: string[] = [];
    const viewerCalls: string[] = [];
    page.on("request", (req) => {
      // The page-view beacon is not data the page loads, and who is looking is
      // asked once, by design, since the page is the same for everybody.
      if (req.url().includes("/auth/viewer")) viewerCalls.push(req.url());
      else if (req.url().includes("/api/v5/") && !req.url().includes("/analytics/collect"))
        siteCalls.push(req.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Hydrated: a client-side-only control works…
    await page.getByRole("button", { name: "Share this page" }).focus();
    await expect(page.getByText("Twin Cities Art Calendar", { exact: true }).first()).toBeVisible();
    // …and the data the page shows came from the dehydrated cache, not a request.
    await page.waitForTimeout(500);
    expect(siteCalls).toEqual([]);
    expect(viewerCalls).toHaveLength(1);
  });
});
