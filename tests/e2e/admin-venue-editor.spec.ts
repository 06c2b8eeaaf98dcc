import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// The venue editor on the resource editor (issue 27): made and edited with
// JavaScript off, hours, links, a city, a checkbox and a mistake answered in
// place each time. The venue is the test's own.

const { adminPage, adminPageWithoutJs } = journeyPages();
const idUrl = /\/admin\/venues\/[0-9a-f-]{36}$/;

test("without JavaScript, a venue is created and edited, a mistake shown in place each time", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPageWithoutJs(browser);
  const name = unique("Harbor Press Gallery ");

  // Create: no name. The hours, the link and the address typed come back
  // with the error on the name.
  await page.goto("/admin/venues/new");
  await reviewShots(page, "venues-editor-new-nojs");
  await page.getByLabel("Street address").fill("12 Harbor Rd");
  await page.getByLabel("Opens Monday").fill("11:00");
  await page.getByLabel("Closes Monday").fill("17:00");
  const newLink = page.getByRole("group", { name: "New link" });
  await newLink.getByLabel("Type").selectOption("bluesky");
  await newLink.getByLabel("URL").fill("https://bsky.app/profile/harbor");
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page.getByRole("alert")).toContainText("One field needs attention: Name.");
  await expect(
    page.getByRole("textbox", { name: "Name", exact: true }),
  ).toHaveAccessibleDescription("Enter the venue's name.");
  await expect(page.getByLabel("Street address")).toHaveValue("12 Harbor Rd");
  await expect(page.getByLabel("Opens Monday")).toHaveValue("11:00");
  await expect(page.getByRole("group", { name: "Link 1" }).getByLabel("URL")).toHaveValue(
    "https://bsky.app/profile/harbor",
  );

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page).toHaveURL(idUrl);
  await expect(page.getByRole("status").filter({ hasText: "Venue saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("Closes Monday")).toHaveValue("17:00");
  const link1 = page.getByRole("group", { name: "Link 1" });
  await expect(link1.getByLabel("Type")).toHaveValue("bluesky");
  expect(await page.getByLabel("Slug").inputValue()).toMatch(/^harbor-press-gallery-/);

  // Edit: Tuesday closing before it opens is refused on the hours; the city,
  // the premium box and the link's removal posted with it are kept, then
  // saved with Tuesday corrected.
  await page.getByLabel("City").selectOption({ label: "Minneapolis" });
  await page.getByLabel("Premium (a pin on the map, its image on cards)").check();
  await page.getByLabel("Opens Tuesday").fill("17:00");
  await page.getByLabel("Closes Tuesday").fill("09:00");
  await link1.getByLabel("URL").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toContainText("One field needs attention: Opening hours.");
  await expect(page.getByText("Closing must come after opening.")).toBeVisible();
  await expect(page.getByLabel("Closes Tuesday")).toHaveValue("09:00");
  await expect(page.getByLabel("Premium (a pin on the map, its image on cards)")).toBeChecked();
  await expect(page.getByLabel("City")).toHaveValue(/[0-9a-f-]{36}/);
  await reviewShots(page, "venues-editor-edit-error-nojs");
  await page.getByLabel("Closes Tuesday").fill("21:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(idUrl);
  await expect(page.getByRole("status").filter({ hasText: "Venue saved." })).toBeVisible();
  await expect(page.getByLabel("Closes Tuesday")).toHaveValue("21:00");
  await expect(page.getByLabel("Opens Monday")).toHaveValue("11:00");
  await expect(page.getByLabel("Premium (a pin on the map, its image on cards)")).toBeChecked();
  await expect(page.getByLabel("City").locator("option:checked")).toHaveText("Minneapolis");
  await expect(page.getByRole("group", { name: "Link 1" })).toHaveCount(0);

  // The list finds it, with its flags, as a plain table.
  await page.goto(`/admin/venues?query=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText("12 Harbor Rd, Minneapolis");
  await expect(row).toContainText("Premium");
  await reviewShots(page, "venues-editor-list-nojs");
  // Its filters are a form too: the city keeps it, another type does not.
  await page.getByLabel("City").selectOption({ label: "Minneapolis" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByLabel("Type").selectOption("studios");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=studios/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  await page.getByLabel("Type").selectOption("gallery");
  await page.getByRole("button", { name: "Apply" }).click();

  // With JavaScript: the hours editor and the data grid show the same venue.
  const js = await adminPage(browser);
  await js.goto(page.url());
  await js.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(js.getByRole("link", { name })).toBeVisible();
  await reviewShots(js, "venues-editor-list-js");
  await js.getByRole("link", { name }).click();
  await expect(js.getByLabel("Open on Tuesday")).toBeChecked();
  await expect(js.getByLabel("Closes Tuesday")).toHaveValue("21:00");
  await reviewShots(js, "venues-editor-edit-js");
});
