import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signUpAndConfirm, unique } from "./accounts.ts";
import { signedInAdminPage } from "./pages.ts";

test("sign-up promises only what an account gives today", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.getByText(/profile \(your name, username and picture\)/)).toBeVisible();
  await expect(page.getByText(/saving events/i)).toHaveCount(0);
});

test("welcome: the browser refuses a bad username, the server too, and a fixed one clears the error", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInAdminPage(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, admin, {
    name: "Pat Sculptor",
    email: `${unique("pat")}@example.com`,
    password: "pat's long password",
  });

  // The pattern compiles under the `v` flag, so the browser's own check runs.
  const username = page.getByLabel("Username");
  await username.fill("bad name!");
  expect(await username.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
  await expect(page.locator("input[name=username]:invalid")).toHaveCount(1);
  await username.fill("good-name_1");
  expect(await username.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  await username.fill("bad name!");
  await page.getByRole("button", { name: "Save and continue" }).click();
  // Not sent: still on the page, and no server message.
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.locator(".MuiAlert-root")).toHaveCount(0);

  // With the browser's check bypassed, the server says what is wrong.
  await page.locator("form[method=post]").evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(
    page.locator(".MuiAlert-root").filter({ hasText: "Use only letters, numbers, _ and -." }),
  ).toBeVisible();

  // A taken username, then a free one: the failure's message goes once it no longer holds.
  await username.fill(E2E_ADMIN.username);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose a different username." }),
  ).toHaveCount(2);
  const free = unique("pat_");
  await username.fill(free);
  await expect(page.getByText(`${free} is available.`)).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose a different" }),
  ).toHaveCount(0);

  // Fail once more, then save at once: the toast does not follow to the next page.
  await username.fill(E2E_ADMIN.username);
  await expect(page.getByText("That username is taken.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose a different username." }),
  ).toHaveCount(2);
  await username.fill(unique("pat_"));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByTestId("header-user-name")).toHaveText("Pat Sculptor");
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose a different" }),
  ).toHaveCount(0);
  await context.close();
});
