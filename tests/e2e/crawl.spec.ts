import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { journeyPages, reviewShots } from "./pages.ts";

// Issue 31 item 2 (decision 060): the demo's crawl is a walk — numbered
// stops on a map with the route between them and each stop's hours; on
// paper, one page with the drawn plan and the stops; one calendar file with
// every stop. Without JavaScript the drawn plan stands in for the live map.

const { newPage, adminPage } = journeyPages();
const CRAWL = "/guides/northeast-holiday-studio-crawl";
const STOPS = 6;

test("the demo crawl's route is numbered on the map, prints on one page and its calendar holds every stop", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await page.goto(CRAWL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Northeast Holiday Studio Crawl",
  );
  const route = page.getByRole("region", { name: "The route" });
  const stops = route.getByRole("listitem");
  await expect(stops).toHaveCount(STOPS);
  await expect(stops.first()).toContainText("Grain Belt Studios");
  await expect(stops.first()).toContainText("11am – 5pm each day");
  await expect(stops.nth(4)).toContainText("Sat, Dec 5 · 10am – 4pm");
  await expect(stops.nth(1)).toContainText(/mi · about \d+ min walk/);
  // The live map draws a numbered marker per stop (its tiles may not load here: the plan stands in then).
  await expect(route.locator(".ac-crawl-live [data-stop]")).toHaveCount(STOPS);
  await expect(route.getByRole("button", { name: "Print the route" })).toBeVisible();
  await reviewShots(page, "crawl-page");

  // On paper: the plan and the stops, without the site around them, on one sheet.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".ac-header")).toBeHidden();
  await expect(page.locator(".ac-footer")).toBeHidden();
  await expect(route.locator("svg.ac-crawl-plan")).toBeVisible();
  await expect(route.locator("svg.ac-crawl-plan [data-stop]")).toHaveCount(STOPS);
  await expect(route.getByRole("button", { name: "Print the route" })).toBeHidden();
  const shots = process.env.EDITOR_SHOTS;
  const pdf = await page.pdf({
    format: "Letter",
    ...(shots ? { path: `${shots}/crawl.pdf` } : {}),
  });
  expect(pdf.toString("latin1")).toMatch(/\/Type\s*\/Pages[^>]*\/Count 1\b/);
  await page.emulateMedia({ media: "screen" });

  const ics = await page.request.get(`${CRAWL}.ics`);
  expect(ics.ok()).toBe(true);
  const cal = new ICAL.Component(ICAL.parse(await ics.text()));
  const summaries = cal
    .getAllSubcomponents("vevent")
    .map((e) => String(e.getFirstPropertyValue("summary")));
  expect(summaries).toHaveLength(STOPS);
  expect(summaries[0]).toBe("1. Grain Belt Studios — Northeast Holiday Studio Crawl");
});

test("without JavaScript the crawl shows the drawn plan in place of the live map", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(CRAWL);
    const route = page.getByRole("region", { name: "The route" });
    await expect(route.locator("svg.ac-crawl-plan")).toBeVisible();
    await expect(route.locator(".ac-crawl-live")).toBeHidden();
    await expect(route.getByRole("listitem")).toHaveCount(STOPS);
    await reviewShots(page, "crawl-page-nojs");
  } finally {
    await context.close();
  }
});

test("staff make a crawl in the browser: the stops appear when the kind is crawl, and the page numbers them", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  await page.goto("/admin/guides/new");
  await page.getByLabel("Title").fill("Lowertown Walk");
  await page.getByLabel("First day").fill("2026-12-12");
  await page.getByLabel("Last day").fill("2026-12-12");
  const venue = page.getByLabel("Stop: venue (address or slug)");
  await expect(venue.first()).toBeHidden();
  await page.getByLabel("Kind of guide").selectOption("crawl");
  await venue.nth(0).fill("/venues/california-building");
  await page.getByLabel("Opens").nth(0).fill("12:00");
  await page.getByLabel("Closes").nth(0).fill("16:00");
  await venue.nth(1).fill("thorp-building");
  await reviewShots(page, "crawl-editor");
  await page.getByRole("button", { name: "Create guide" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Guide saved." })).toBeVisible();

  await page.goto("/guides/lowertown-walk");
  const stops = page.getByRole("region", { name: "The route" }).getByRole("listitem");
  await expect(stops).toHaveCount(2);
  await expect(stops.first()).toContainText("California Building");
  await expect(stops.first()).toContainText("12pm – 4pm");
  await expect(stops.nth(1)).toContainText("Thorp Building");
});
