import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// Revision history (issue 27): an event edited three times shows three revisions in its
// History, and "Revert to this" brings the first edit's summary back.

const { adminPage } = journeyPages();

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
  await page.getByRole("dialog").getByRole("button", { name: "Revert" }).click();

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

  await page.goto("/admin/trash");
  const entry = page.getByTestId("trash-entry").filter({ hasText: name });
  await expect(entry).toContainText("Event · deleted by");
  await entry.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status")).toContainText(`Restored ${name}`);
  await page.getByRole("link", { name: "Open it" }).click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
});
