import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Revision history (issue 27): an event edited three times shows three revisions in its
// History, and "Revert to this" brings the first edit's summary back. The trash: a deleted
// event and a deleted venue (its events keep their other dates and get the venue's back)
// are restored from it, with JavaScript and without.

const { adminPage, adminPageWithoutJs } = journeyPages();

test("a superadmin edits an event three times, opens its history and reverts to the first edit (a fourth revision)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser);
  await page.goto("/admin/events/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(unique("History Show "));
  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page.getByText("Event saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

  const summary = page.getByLabel("Summary");
  const save = page.getByRole("button", { name: "Save changes" });
  for (const text of [
    "First summary, kept",
    "Second summary, reverted",
    "Third summary, reverted",
  ]) {
    await summary.fill(text);
    await save.click();
    await expect(page.getByText("All changes saved. Nothing new to save.")).toBeVisible();
  }

  await page.getByRole("button", { name: "History" }).click();
  const revisions = page.getByTestId("revision");
  // Edited three times: three revisions, newest first, above the line saying who created it.
  await expect(revisions).toHaveCount(3);
  await expect(page.getByTestId("revision-created")).toContainText("Created by");
  await expect(revisions.nth(0)).toContainText("Third summary, reverted");
  await expect(revisions.nth(2)).toContainText("First summary, kept");
  await revisions.nth(2).getByRole("button", { name: "Revert to this" }).click();
  // The revert reloads the page: wait for the new one, not the old one's hydration mark.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("dialog").getByRole("button", { name: "Revert" }).click();
  await reloaded;

  // The page starts again from the saved record: the first edit's summary is back, and the
  // revert is a fourth revision.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByLabel("Summary")).toHaveValue("First summary, kept");
  await page.getByRole("button", { name: "History" }).click();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText("Reverted");
});

test("a deleted event waits in the trash and comes back with Restore", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser);
  const name = unique("Trash Show ");
  await page.goto("/admin/events/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const editor = page.url();

  await page.getByRole("button", { name: "History" }).click();
  await page.getByRole("button", { name: "Delete event" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  await page.goto(`/admin/trash?query=${encodeURIComponent(name)}`);
  const entry = page.locator(".MuiDataGrid-row").filter({ hasText: name });
  await expect(entry).toContainText("Event");
  await reviewShots(page, "trash-list-js");
  await entry.getByRole("button", { name: `Restore ${name}` }).click();
  // Restored, it opens in its editor.
  await expect(page).toHaveURL(editor);
  await expect(
    page.getByRole("status").filter({ hasText: `Restored ${name} from the trash.` }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
});

test("without JavaScript, a deleted venue is restored from the trash with its events' dates", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser);
  const name = unique("Trash Venue ");
  const venue = await v5(page, "POST", "/places/venues/list", { name, type: "gallery" });
  const elsewhere = await v5(page, "POST", "/places/venues/list", {
    name: unique("Other Venue "),
    type: "gallery",
  });
  // The e2e clock is Saturday 2026-11-21 (tests/e2e/clock.ts).
  const date = (venue_id: string, day: string) => ({
    venue_id,
    category: "reception",
    start: `${day}T23:00:00Z`,
    end: `${day}T23:59:00Z`,
  });
  const event = await v5(page, "POST", "/calendar/events/list", {
    name: unique("Two Rooms Show "),
    status: "published",
    event_dates: [
      date(venue.id, "2026-11-27"),
      date(venue.id, "2026-12-04"),
      date(elsewhere.id, "2026-12-11"),
    ],
  });
  const datesAt = async () =>
    (
      (await v5(page, "GET", `/calendar/events/id/${event.id}`)).event_dates as {
        venue_id: string;
      }[]
    ).map((d) => (d.venue_id === venue.id ? "here" : "elsewhere"));
  expect(await datesAt()).toEqual(["here", "here", "elsewhere"]);

  // Deleted from its editor (the History panel's Delete needs JavaScript).
  await page.goto(`/admin/venues/${venue.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "History" }).click();
  await page.getByRole("button", { name: "Delete venue" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/venues$/);
  // The event stays, without the venue's dates.
  expect(await datesAt()).toEqual(["elsewhere"]);

  // Restored from the trash's plain table, JavaScript off.
  const plain = await adminPageWithoutJs(browser);
  await plain.goto(`/admin/trash?query=${encodeURIComponent(name)}`);
  await reviewShots(plain, "trash-list-nojs");
  const row = plain.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Venue");
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(plain).toHaveURL(new RegExp(`/admin/venues/${venue.id}$`));
  await expect(
    plain.getByRole("status").filter({ hasText: `Restored ${name} from the trash.` }),
  ).toBeVisible();
  await expect(plain.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  expect((await datesAt()).sort()).toEqual(["elsewhere", "here", "here"]);
});
