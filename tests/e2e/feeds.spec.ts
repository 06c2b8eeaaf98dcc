import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { journeyPages } from "./pages.ts";
import { E2E_BASE_URL } from "./ports.ts";

// "Add to calendar" and "Subscribe" as a visitor uses them, on the demo
// calendar and the pinned clock (Saturday, November 21st 2026; see clock.ts).
// There is no internet in tests: calendar.google.com is answered by a stub,
// and what matters is the address the browser was sent to.

const { newPage } = journeyPages();
const POSTER = "/events/poster-night-two-colour-screen-printing";

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test("Add to Google Calendar opens Google with the date's times, title and place", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page
    .context()
    .route("https://calendar.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Google Calendar</title>" }),
    );
  await page.goto(POSTER);
  await hydrated(page);
  const row = page.getByRole("listitem").filter({ hasText: "Workshop" });
  await expect(row).toContainText("Tue Nov 24th 6pm – 9pm");
  await expect(row).toContainText("Highpoint");

  // The button opens with the keyboard, as a disclosure does.
  await row.getByText("Add to calendar").focus();
  await page.keyboard.press("Enter");
  const [google] = await Promise.all([
    page.waitForEvent("popup"),
    row.getByRole("link", { name: "Google Calendar" }).click(),
  ]);
  await google.waitForLoadState();
  const url = new URL(google.url());
  expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    action: "TEMPLATE",
    text: "Poster Night: Two-Colour Screen Printing — Workshop",
    // Tuesday, November 24th, 6pm to 9pm, wall-clock time in Chicago.
    dates: "20261124T180000/20261124T210000",
    ctz: "America/Chicago",
    location: "Highpoint Center for Printmaking, 912 West Lake Street, Minneapolis, MN 55408",
  });
  expect(url.searchParams.get("details")).toContain(
    "Three hours, two colours, one poster to take home.",
  );
});

test("the date's .ics downloads with the same time in Chicago", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(POSTER);
  const row = page.getByRole("listitem").filter({ hasText: "Workshop" });
  await row.getByText("Add to calendar").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: "Apple Calendar and other apps (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    "poster-night-two-colour-screen-printing-2026-11-24.ics",
  );
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain("DTSTART;TZID=America/Chicago:20261124T180000");
  expect(ics).toContain("SUMMARY:Poster Night: Two-Colour Screen Printing — Workshop");
});

test("Subscribe on a filtered listing gives its calendar address to copy", async ({ browser }) => {
  const page = await newPage(browser);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/calendar/upcoming?city=minneapolis");
  await hydrated(page);
  await page.getByText("Subscribe", { exact: true }).click();
  const address = page.getByRole("textbox", { name: "Calendar address" });
  await expect(address).toHaveValue(`${E2E_BASE_URL}/calendar/upcoming.ics?city=minneapolis`);
  await expect(
    page.getByRole("link", { name: "Apple Calendar, Outlook and other apps" }),
  ).toHaveAttribute(
    "href",
    `${E2E_BASE_URL.replace("http:", "webcal:")}/calendar/upcoming.ics?city=minneapolis`,
  );
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Calendar address copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${E2E_BASE_URL}/calendar/upcoming.ics?city=minneapolis`,
  );

  // The address it gave is a calendar.
  const feed = await page.request.get("/calendar/upcoming.ics?city=minneapolis");
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
});

test("the open panels pass axe on a phone", async ({ browser }) => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, button] of [
    [POSTER, "Add to calendar"],
    ["/calendar/upcoming?city=minneapolis", "Subscribe"],
    ["/venues/walker-art-center", "Subscribe"],
  ] as const) {
    await page.goto(path);
    await page.getByText(button, { exact: true }).first().click();
    const { violations } = await new AxeBuilder({ page }).include("details[open]").analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path} ${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  }
});
