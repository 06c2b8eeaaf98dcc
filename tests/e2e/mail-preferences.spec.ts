import { expect, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { reviewShots, signedInAdminPage } from "./pages.ts";

// Mail preferences (issue 29 item 5): from the account page to /account/mail,
// the weekly digest's day and hour and the reminders saved with JavaScript
// and without. EDITOR_SHOTS=<dir> keeps screenshots at 1280 and 390 px.

test("a member chooses the weekly digest's day and hour and reminders, with and without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInAdminPage(browser);
  const who = {
    name: "Dee Digest",
    email: `${unique("dee")}@example.com`,
    password: "dee's password",
  };
  const page = await (await browser.newContext()).newPage();
  await signUpMember(page, admin, who);
  await admin.close();

  await page.goto("/account");
  await page.getByRole("link", { name: "Mail preferences" }).click();
  await expect(page).toHaveURL(/\/account\/mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mail preferences" })).toBeVisible();
  // Off by default; Thursday 9 am when turned on.
  const digest = page.getByLabel("Send me the weekly digest");
  await expect(digest).not.toBeChecked();
  await expect(page.getByLabel("Day")).toHaveValue("4");
  await expect(page.getByLabel("Hour (Chicago time)")).toHaveValue("9");

  await digest.check();
  await page.getByLabel("Day").selectOption({ label: "Friday" });
  await page.getByLabel("Hour (Chicago time)").selectOption({ label: "7 pm" });
  await page.getByLabel("Remind me of my saved dates").check();
  await page.getByRole("button", { name: "Save mail preferences" }).click();
  await expect(page.getByRole("status")).toContainText("Your mail preferences are saved.");
  await reviewShots(page, "account-mail");

  await page.reload();
  await expect(page.getByLabel("Send me the weekly digest")).toBeChecked();
  await expect(page.getByLabel("Day")).toHaveValue("5");
  await expect(page.getByLabel("Hour (Chicago time)")).toHaveValue("19");
  await expect(page.getByLabel("Remind me of my saved dates")).toBeChecked();

  // The same form without JavaScript: the digest turned off, the rest kept.
  const plain = await (
    await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
  ).newPage();
  await plain.goto("/account/mail");
  await plain.getByLabel("Send me the weekly digest").uncheck();
  await plain.getByRole("button", { name: "Save mail preferences" }).click();
  await expect(plain.getByRole("status")).toContainText("Your mail preferences are saved.");
  await expect(plain.getByLabel("Send me the weekly digest")).not.toBeChecked();
  await expect(plain.getByLabel("Day")).toHaveValue("5");
  await expect(plain.getByLabel("Remind me of my saved dates")).toBeChecked();
});
