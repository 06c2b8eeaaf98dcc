import { expect, test } from "@playwright/test";
import { E2E_ADMIN, linkFromOutbox, signUpAndConfirm, unique } from "./accounts.ts";
import { signedInAdminPage } from "./pages.ts";

test.describe("accounts", () => {
  test("sign up, confirm, complete the profile, edit, sign out, sign in by magic link", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signedInAdminPage(browser);

    const context = await browser.newContext();
    const page = await context.newPage();
    const who = {
      name: "Rosa Printmaker",
      email: `${unique("rosa")}@example.com`,
      password: "rosa's long password",
    };
    await signUpAndConfirm(page, admin, who);
    await page.screenshot({ path: test.info().outputPath("complete-profile.png"), fullPage: true });

    // A taken username: the live check says so, and saving says what spec §8 says.
    const username = page.getByLabel("Username");
    await username.fill(E2E_ADMIN.username.toUpperCase());
    await expect(
      page.getByText("That username is taken. Please choose a different username."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save and continue" }).click();
    // Inline on the form and as a toast.
    await expect(
      page.getByRole("alert").filter({ hasText: "Please choose a different username." }),
    ).toHaveCount(2);

    const free = unique("rosa_");
    await username.fill(free);
    await expect(page.getByText(`${free} is available.`)).toBeVisible();
    await page.getByRole("button", { name: "Save and continue" }).click();
    // Saved when the page moves on (the header had the name from sign-up already):
    // leaving earlier would cancel the save.
    await expect(page).not.toHaveURL(/\/welcome/);
    await expect(page.getByTestId("header-user-name")).toHaveText("Rosa Printmaker");

    await page.goto("/account");
    // A click before hydration is lost: the form saves through the app.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.screenshot({ path: test.info().outputPath("account.png"), fullPage: true });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rosa M. Printmaker");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved.")).toBeVisible();
    await expect(page.getByTestId("header-user-name")).toHaveText("Rosa M. Printmaker");

    await page.getByRole("link", { name: /account menu/i }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.getByLabel("Email").fill(who.email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const link = await linkFromOutbox(admin, who.email, /sign-in link/);
    await page.goto(link);
    await expect(page.getByTestId("header-user-name")).toHaveText("Rosa M. Printmaker");
    await context.close();
  });

  test("a superadmin grants superadmin; the new admin then sees the back office", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signedInAdminPage(browser);

    const page = await (await browser.newContext()).newPage();
    const who = {
      name: "Theo Curator",
      email: `${unique("theo")}@example.com`,
      password: "theo's long password",
    };
    await signUpAndConfirm(page, admin, who);
    await page.getByLabel("Username").fill(unique("theo_"));
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByTestId("header-user-name")).toHaveText("Theo Curator");
    await page.getByRole("link", { name: /account menu/i }).click();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    const refused = await page.goto("/admin");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for site staff" })).toBeVisible();

    await admin.goto("/admin/users");
    await admin.getByLabel("Search name, username or email").fill("Theo Curator");
    await admin.getByLabel("Search name, username or email").press("Enter");
    await admin.getByRole("link", { name: "Theo Curator" }).click();
    await admin.getByLabel("I trust this person with full access to the site.").check();
    await admin.getByRole("button", { name: "Make superadmin" }).click();
    await expect(admin.getByText("Theo Curator is now a superadmin.")).toBeVisible();

    await page.goto("/");
    await page.getByRole("link", { name: /account menu/i }).click();
    await page.getByRole("menuitem", { name: "Admin" }).click();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }),
    ).toBeVisible();
  });
});
