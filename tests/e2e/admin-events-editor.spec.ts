import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// The event editor on the resource editor (issue 27): an event made and
// edited with JavaScript off, a mistake answered in place; and two editors
// saving the same event, the second merging field by field. Screenshots for
// the review go to /tmp/events-editor-*.png.

const { adminPage, adminPageWithoutJs } = journeyPages();
const idUrl = /\/admin\/events\/[0-9a-f-]{36}$/;
// EDITOR_SHOTS=/tmp writes /tmp/events-editor-*.png for a review.
const shoot = (page: Page, name: string) => reviewShots(page, `events-editor-${name}`);

test("without JavaScript, an event is created with a date, a mistake shown in place, then edited", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPageWithoutJs(browser);
  const name = unique("Plain Form Prints ");

  // Create: a date filled in, but no name. The form comes back with the
  // summary, the error on the field, and the date row still there.
  await page.goto("/admin/events/new");
  await page.getByLabel("Summary").fill("Relief prints, no scripts needed.");
  const blank = page.getByRole("group", { name: "New date 1" });
  await blank.getByLabel("Venue").selectOption({ label: "Walker Art Center" });
  await blank.getByLabel("Category").selectOption({ label: "Reception" });
  await blank.getByLabel("Starts (Chicago time)").fill("2026-12-05T18:00");
  await blank.getByLabel("Ends (Chicago time)").fill("2026-12-05T21:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("alert").first()).toContainText("One field needs attention: Name.");
  await expect(
    page.getByRole("textbox", { name: "Name", exact: true }),
  ).toHaveAccessibleDescription("Enter the event's name.");
  await expect(page.getByLabel("Summary")).toHaveValue("Relief prints, no scripts needed.");
  const row = page.getByRole("group", { name: "Date 1", exact: true });
  await expect(row.getByLabel("Starts (Chicago time)")).toHaveValue("2026-12-05T18:00");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Tags").fill("Prints, plain-form");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(idUrl);
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(row.getByLabel("Venue")).toHaveValue(/[0-9a-f-]{36}/);
  await expect(row.getByLabel("Ends (Chicago time)")).toHaveValue("2026-12-05T21:00");
  await expect(page.getByLabel("Tags")).toHaveValue("prints, plain-form");
  await expect(page.getByLabel("Status")).toHaveValue("draft");

  // Edit: an end before the start is refused on the dates; then a label
  // and a later end are saved, and the event is published with its button.
  await row.getByLabel("Ends (Chicago time)").fill("2026-12-05T17:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Dates");
  await expect(page.getByText("The end must not be before the start.")).toBeVisible();
  await row.getByLabel("Label").fill("Opening night");
  await row.getByLabel("Ends (Chicago time)").fill("2026-12-05T22:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(idUrl);
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
  await expect(row.getByLabel("Label")).toHaveValue("Opening night");
  await expect(row.getByLabel("Ends (Chicago time)")).toHaveValue("2026-12-05T22:00");
  await expect(page.getByLabel("Status")).toHaveValue("published");
  // Two empty rows wait for more dates; the one date is all there is.
  await expect(page.getByRole("group", { name: /^Date \d/ })).toHaveCount(1);

  // The list finds it, filtered by status.
  await page.goto(`/admin/events?status=published&query=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("two editors save the same event: the second merges field by field and keeps both", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  const name = unique("Merge Show ");

  await first.goto("/admin/events/new");
  await first.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await first.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await first.getByRole("button", { name: "Create event" }).click();
  await expect(first).toHaveURL(idUrl);
  await expect(first.getByText("Event saved.")).toBeVisible();
  await second.goto(first.url());
  await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await shoot(second, "editor");

  // The first saves a summary and a price; the second, still on the old
  // version, a web address and another price.
  await first.getByLabel("Summary").fill("Edited by the first editor.");
  await first.getByLabel("Price").fill("$10");
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(first.getByText("Event saved.")).toBeVisible();

  await second.getByLabel("More information (web address)").fill("https://example.org/merge");
  await second.getByLabel("Price").fill("Free for members");
  await second.getByRole("button", { name: "Save changes" }).click();

  const merge = second.getByRole("form", { name: /Merge your changes/ });
  await expect(merge).toBeVisible();
  await expect(merge.getByRole("group", { name: "Summary" })).toContainText(
    "Only they changed this",
  );
  await expect(merge.getByRole("group", { name: "More information (web address)" })).toContainText(
    "Only you changed this",
  );
  const price = merge.getByRole("group", { name: "Price" });
  await expect(price).toContainText("You both changed this");
  await price.getByRole("radio", { name: /Keep yours/ }).check();
  await shoot(second, "merge");
  await merge.getByRole("button", { name: "Save merged event" }).click();

  await expect(second.getByText("Event saved.")).toBeVisible();
  await expect(second.getByLabel("Summary")).toHaveValue("Edited by the first editor.");
  await expect(second.getByLabel("More information (web address)")).toHaveValue(
    "https://example.org/merge",
  );
  await expect(second.getByLabel("Price")).toHaveValue("Free for members");
  await first.reload();
  await expect(first.getByLabel("Price")).toHaveValue("Free for members");
  await expect(first.getByLabel("Summary")).toHaveValue("Edited by the first editor.");

  await second.goto("/admin/events");
  await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(second.getByRole("link", { name })).toBeVisible();
  await shoot(second, "list");
});
