import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, signUpAndConfirm, unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// The back office for the calendar (issue 7): a superadmin builds a venue and
// an exhibition from nothing and sees it on the public pages, edits it, and
// meets a colleague's save in the field-by-field merge.

const { newPage, adminPage } = journeyPages();

/** Types a date or date-time into an MUI X picker field, section by section. */
async function typeInPicker(page: Page, label: string, text: string, nth = 0) {
  const group = page.getByRole("group", { name: label }).nth(nth);
  await group.getByRole("spinbutton").first().click();
  await page.keyboard.type(text.replace(/\D/g, ""));
}

const poster = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1f6f5c" } })
    .png()
    .toBuffer();

test("a superadmin creates a venue and an exhibition, publishes it and edits the reception", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  const venueName = unique("Lakeside Print Studio ");
  const eventName = unique("Tide Lines: Prints ");

  // A venue with Thursday hours and a position picked on the map.
  await page.goto("/admin/venues/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(venueName);
  await page.getByLabel("Street address").fill("1 Lakeside Ave");
  await page.getByLabel("Open on Thursday").check();
  await page.getByLabel("Opens Thursday").fill("12:00");
  await page.getByLabel("Closes Thursday").fill("18:00");
  await page
    .getByRole("region", { name: "Position on the map: map" })
    .click({ position: { x: 200, y: 150 } });
  await expect(page.getByLabel("Latitude")).not.toHaveValue("");
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page.getByText("Venue saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/venues\/[0-9a-f-]{36}$/);
  const venueSlug = await page.getByLabel("Slug").inputValue();

  // The exhibition: a run through today and an opening reception tonight.
  await page.goto("/admin/events/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(eventName);
  await page.getByLabel("Summary").fill("Two-colour relief prints of the North Shore.");
  await page.getByRole("button", { name: "+ Exhibition run" }).click();
  await typeInPicker(page, "First day", "11/14/2026");
  await typeInPicker(page, "Last day", "12/31/2026");
  const rows = page.getByTestId("event-date-row");
  await rows.nth(0).getByLabel("Venue").fill(venueName.slice(0, 22));
  // The picker's list, not the Repeats part's native <select> of venues (decision 059).
  await page
    .getByRole("listbox")
    .getByRole("option", { name: new RegExp(venueName) })
    .click();
  await page.getByRole("button", { name: "+ Reception" }).click();
  await typeInPicker(page, "Starts", "11/21/2026 06:00 PM");
  await rows.nth(1).getByLabel("Label").fill("Opening Reception");
  // The venue follows from the row above.
  await expect(rows.nth(1).getByLabel("Venue")).toHaveValue(venueName);

  // An uploaded image, then the card preview shows the event as it will look.
  await page.getByRole("button", { name: "Upload an image" }).click();
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "tide-lines.png", mimeType: "image/png", buffer: await poster() });
  await expect(page.getByRole("dialog")).toBeHidden({ timeout: 20_000 });
  const preview = page.getByRole("region", { name: "Card preview" });
  await expect(preview.getByText(eventName)).toBeVisible();

  // A tag of its own, so the public listings can be narrowed to this event.
  const tag = unique("tide");
  await page.getByLabel("Tags").fill(tag);
  await page.getByLabel("Tags").press("Enter");
  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page.getByText("Event saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const slug = await page.getByLabel("Slug").inputValue();

  // On the public pages.
  await page.goto(`/calendar/now_showing?tag=${tag}`);
  await expect(page.getByRole("link", { name: eventName }).first()).toBeVisible();
  await page.goto(`/calendar/upcoming?tag=${tag}`);
  await expect(page.getByRole("link", { name: eventName }).first()).toBeVisible();
  await page.goto(`/venues/${venueSlug}`);
  await expect(page.getByRole("link", { name: eventName }).first()).toBeVisible();
  await page.goto(`/events/${slug}`);
  await expect(page.getByText(/6pm – 9pm/).first()).toBeVisible();

  // Move the reception an hour later; the public page follows.
  await page.goto(`/admin/events?query=${encodeURIComponent(eventName)}`);
  await page.getByRole("link", { name: eventName }).click();
  await typeInPicker(page, "Starts", "11/21/2026 07:00 PM");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Event saved.")).toBeVisible();
  await page.goto(`/events/${slug}`);
  await expect(page.getByText(/7pm – 10pm/).first()).toBeVisible();

  // Cancel the reception alone: the run stays, the reception shows as canceled.
  await page.goBack();
  await page.getByRole("button", { name: "Cancel date 2" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Event saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore date 2" })).toBeVisible();
  await page.goto(`/events/${slug}`);
  await expect(page.getByText(/Canceled/).first()).toBeVisible();
});

test("two editors save the same event: the second keeps their own summary in the merge", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  // Work on a copy (made with "Duplicate"), so the demo event stays as other journeys expect it.
  await first.goto("/admin/events?query=Northern%20Light");
  await first.getByRole("button", { name: /^Duplicate Northern Light/ }).click();
  const copy = first.getByRole("dialog", { name: "Duplicate this event" });
  await copy.getByLabel("Name of the copy").fill(unique("Northern Light copy "));
  await copy.getByLabel("Shift dates by (days)").fill("14");
  await expect(copy).toContainText("The first date becomes");
  await copy.getByRole("button", { name: "Duplicate" }).click();
  await expect(first.getByRole("heading", { level: 1, name: /Northern Light copy/ })).toBeVisible();
  await expect(first.getByText("Draft", { exact: true }).first()).toBeVisible();
  await second.goto(first.url());

  await first.getByLabel("Summary").fill("Edited by the first editor.");
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(first.getByText("Event saved.")).toBeVisible();

  await second.getByLabel("Summary").fill("Edited by the second editor.");
  await second.getByRole("button", { name: "Save changes" }).click();
  const merge = second.getByRole("form", { name: /Merge your changes/ });
  await expect(merge).toContainText(E2E_ADMIN.name);
  const summary = merge.getByRole("group", { name: "Summary" });
  await expect(summary).toContainText("You both changed this");
  await summary.getByRole("radio", { name: /Keep yours/ }).check();
  await merge.getByRole("button", { name: "Save merged event" }).click();
  await expect(second.getByText("Event saved.")).toBeVisible();
  await first.reload();
  await expect(first.getByLabel("Summary")).toHaveValue("Edited by the second editor.");
});

test("a taken slug from the server appears on the slug field", async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto("/admin/events/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Slug clash "));
  await page.getByLabel("Slug").fill("northern-light-minnesota-landscapes");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByLabel("Slug")).toHaveAccessibleDescription(/already used/);
  await expect(page).toHaveURL(/\/admin\/events\/new$/);
  // The save is over (the guard lets a navigation through while one is under way).
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();

  // Unsaved work is not lost to a stray click.
  await page.getByRole("link", { name: "← All events" }).click();
  const guard = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(guard).toBeVisible();
  await guard.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/events\/new$/);
  await expect(page.getByLabel("Slug")).toHaveValue("northern-light-minnesota-landscapes");
});

test("a signed-in user without the role gets a 403 page on every back-office URL", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const page = await newPage(browser);
  const who = {
    name: "Plain Pat",
    email: `${unique("pat")}@example.com`,
    password: "pat password 1",
  };
  await signUpAndConfirm(page, admin, who);
  await page.getByLabel("Username").fill(unique("pat_"));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByTestId("header-user-name")).toHaveText("Plain Pat");
  for (const path of [
    "/admin",
    "/admin/events",
    "/admin/events/new",
    "/admin/venues",
    "/admin/venues/new",
    "/admin/cities",
    "/admin/cities/new",
    "/admin/users",
    "/admin/files",
    "/admin/outbox",
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
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for site staff" })).toBeVisible();
  }
});
