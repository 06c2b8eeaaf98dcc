import { expect, test } from "@playwright/test";
import { journeyPages, reviewShots } from "./pages.ts";

// Issue 31 item 1 (decision 057): staff make this season's guide in the back
// office, with rules and two picked events, and it is on the site at once —
// home, its page, its iCalendar and RSS feeds — with no release.

const { adminPage } = journeyPages();

test("staff make the Holiday Guide 2026 in the browser and it is on home, its page and its feeds", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  try {
    await page.goto("/admin/guides/new");
    await page.getByLabel("Title").fill("Holiday Guide 2026");
    await page.getByLabel("First day").fill("2026-11-01");
    await page.getByLabel("Last day").fill("2027-01-15");
    await page.getByLabel("Sale", { exact: true }).check();
    const events = page.getByLabel("Event (address or slug)");
    await events.nth(0).fill("/events/northern-light-minnesota-landscapes");
    await page.getByLabel("Note (optional)").nth(0).fill("The season's best walk.");
    await events.nth(1).fill("weekend-studio-crawl");
    await reviewShots(page, "guide-editor");
    await page.getByRole("button", { name: "Create guide" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Guide saved." })).toBeVisible();

    await page.goto("/guides/holiday-guide-2026");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Holiday Guide 2026");
    const picks = page.getByRole("region", { name: "Our picks" });
    await expect(picks.getByText("The season's best walk.")).toBeVisible();
    await expect(picks.getByRole("link", { name: /Northern Light/ }).first()).toBeVisible();
    await expect(picks.getByRole("link", { name: /Weekend Studio Crawl/ }).first()).toBeVisible();
    await reviewShots(page, "guide-page");

    await page.goto("/");
    await expect(page.getByRole("link", { name: "Holiday Guide 2026" })).toBeVisible();

    const ics = await page.request.get("/guides/holiday-guide-2026.ics");
    expect(ics.ok()).toBe(true);
    expect(await ics.text()).toContain("Northern Light");
    const rss = await page.request.get("/guides/holiday-guide-2026.rss");
    expect(rss.ok()).toBe(true);
    expect(await rss.text()).toContain("Weekend Studio Crawl");
  } finally {
    await page.close();
  }
});
