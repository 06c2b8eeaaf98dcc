import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// Issue 31 item 4 (decision 059) in the browser: staff give a class a weekly
// series, its venue found with the same search-as-you-type picker as the
// dates' (a city has thousands of venues), and the event's page lists the
// dates the series made.

const { adminPage } = journeyPages();

test("staff make a weekly Tue/Thu class, picking its venue by typing, and its page lists the dates", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  const name = unique("Figure Drawing ");
  await page.goto("/admin/events/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Summary").fill("Two hours with a model, easels provided.");
  await page.getByLabel("Repeats (a class, a weekly open studio…)").check();
  await page.getByLabel("Tue", { exact: true }).check();
  await page.getByLabel("Thu", { exact: true }).check();
  await page.getByLabel("Starts on").fill("2026-12-01");
  await page.getByLabel("Start time (Chicago)").fill("18:00");
  await page.getByLabel("Length (minutes)").fill("120");
  await page.getByLabel("Ends").selectOption("count");
  await page.getByLabel("Number of times").fill("6");
  await page.getByLabel("Category").last().selectOption({ label: "Class" });
  const venue = page.getByRole("combobox", { name: "Venue" });
  await expect(venue).toHaveCount(1);
  await venue.fill("Walker Art");
  await page
    .getByRole("listbox")
    .getByRole("option", { name: /Walker Art Center/ })
    .click();
  await reviewShots(page, "recurring-editor");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
  const series = page.getByRole("heading", { name: "Next dates of the series" });
  await expect(series).toBeVisible();
  await expect(page.getByText("Tue Dec 1 2026, 6:00 PM")).toBeVisible();
  await expect(page.getByText("Thu Dec 3 2026, 6:00 PM")).toBeVisible();
  await expect(page.getByText("Thu Dec 17 2026, 6:00 PM")).toBeVisible();
  // The venue stays as picked after the save.
  await expect(page.getByRole("combobox", { name: "Venue" })).toHaveValue("Walker Art Center");
});
