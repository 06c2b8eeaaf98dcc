import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, v5 } from "./pages.ts";

// The event page's dates (issue 26, items 9 and 10): ended dates say so,
// the next one is marked, the download of the dates to come holds what its
// label counts, and an event without a picture gets no empty hero.

const { adminPage, newPage } = journeyPages();

// The e2e clock is Saturday 2026-11-21, noon in Minneapolis (tests/e2e/clock.ts).
const session = (venue_id: string, day: string, is_canceled = false, label = "") => ({
  venue_id,
  category: "class",
  label,
  start: `${day}T16:00:00Z`,
  end: `${day}T19:00:00Z`,
  is_canceled,
});

test("an imageless event's dates: ended, canceled, next; the download holds the dates it counts", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const venue = await v5(admin, "POST", "/places/venues/list", {
    name: unique("Bare Wall Studio "),
    type: "gallery",
  });
  const event = await v5(admin, "POST", "/calendar/events/list", {
    name: unique("Relief Printing Saturdays "),
    status: "published",
    summary: "Four Saturday mornings of relief printing.",
    event_dates: [
      session(venue.id, "2026-11-14", false, "Session 1"),
      session(venue.id, "2026-11-28", false, "Session 2"),
      session(venue.id, "2026-12-05", true, "Session 3"),
      session(venue.id, "2026-12-12", false, "Session 4"),
    ],
  });

  const page = await newPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${event.slug}`);
  const rows = page.locator("section[aria-labelledby=event-dates] > ul > li");
  await expect(rows).toHaveCount(4);
  // In words, not by colour alone.
  await expect(rows.nth(0)).toContainText("Session 1 · Ended");
  await expect(rows.nth(1)).toContainText("Session 2 · Next");
  await expect(rows.nth(2)).toContainText("Session 3 · Canceled");
  await expect(rows.nth(3)).not.toContainText(/Ended|Next|Canceled/);
  // Only dates to come offer "Add to calendar".
  await expect(rows.nth(0).getByText("Add to calendar")).toHaveCount(0);
  await expect(rows.nth(1).getByText("Add to calendar")).toHaveCount(1);

  // The label counts what the file holds, and says what it leaves out.
  const all = page.getByRole("link", { name: "Add all 2 dates to come (.ics)" });
  await expect(all).toBeVisible();
  await expect(page.getByText("Leaves out 1 ended date and 1 canceled date.")).toBeVisible();
  const href = await all.getAttribute("href");
  const ics = await (await page.request.get(href!)).text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  for (const d of [event.event_dates[1], event.event_dates[3]]) {
    expect(ics).toContain(`event-date-${d.id}@`);
  }

  // No picture of its own and none of its venue's: no hero panel at all.
  await expect(page.locator(".ac-art")).toHaveCount(0);
  await expect(page.locator("figure")).toHaveCount(0);
  // Readable at 390 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an imageless event at a venue with a picture shows the venue's, labelled", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const venues: { id: string; name: string; primary_image_id: string | null }[] = await v5(
    admin,
    "GET",
    "/places/venues/list?page_size=100",
  );
  const pictured = venues.find((v) => v.primary_image_id);
  if (!pictured) throw new Error("the demo has no venue with a picture");
  const event = await v5(admin, "POST", "/calendar/events/list", {
    name: unique("Borrowed Light "),
    status: "published",
    event_dates: [session(pictured.id, "2026-11-28")],
  });
  const page = await newPage(browser);
  await page.goto(`/events/${event.slug}`);
  const figure = page.locator("figure");
  await expect(figure.locator("img")).toBeVisible();
  await expect(figure).toContainText(`Pictured: ${pictured.name}`);
  await expect(page.locator(".ac-art")).toHaveCount(0);
});
