import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, signUpAndConfirm, unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// Public pages are one cached document for everybody (issue 24): a signed-in
// visitor gets the anonymous visitors' bytes, and their account menu arrives
// after hydration from one private request. Two people side by side must
// each see only themselves; without JavaScript the header offers the account page.

const { newPage, adminPage } = journeyPages();

async function eventPath(page: Page): Promise<string> {
  await page.goto("/calendar/upcoming");
  const href = await page.locator('a[href^="/events/"]').first().getAttribute("href");
  if (!href) throw new Error("no event on Upcoming");
  return href;
}

test("two signed-in visitors share cached public pages and each sees only their own menu", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const other = await newPage(browser);
  const who = {
    name: "Sam Shared",
    email: `${unique("sam")}@example.com`,
    password: "sam password 1",
  };
  await signUpAndConfirm(other, admin, who);
  await other.getByLabel("Username").fill(unique("sam_"));
  await other.getByRole("button", { name: "Save and continue" }).click();
  await expect(other.getByTestId("header-user-name")).toHaveText(who.name);

  const event = await eventPath(admin);
  const anonymous = await browser.newContext();
  for (const path of ["/", "/calendar/upcoming", event]) {
    for (const [page, mine, theirs] of [
      [admin, E2E_ADMIN.name, who.name],
      [other, who.name, E2E_ADMIN.name],
    ] as const) {
      // An anonymous visit first, so the page is kept; and again if another
      // journey's write emptied the cache in between.
      await expect(async () => {
        expect((await anonymous.request.get(path)).ok()).toBe(true);
        const response = await page.goto(path);
        expect(response?.headers()["x-cache"], `${path} for ${mine}`).toBe("HIT");
        const html = await response!.text();
        expect(html).not.toContain(mine);
        expect(html).not.toContain(theirs);
      }).toPass({ timeout: 30_000 });
      await expect(page.getByTestId("header-user-name")).toHaveText(mine);
      await expect(page.locator("body")).not.toContainText(theirs);
    }
  }
  await anonymous.close();

  // Staff links come with the session too: the superadmin's menu has the back office.
  await admin.getByRole("link", { name: /account menu/i }).click();
  await expect(admin.getByRole("menuitem", { name: "Admin", exact: true })).toBeVisible();
  await admin.keyboard.press("Escape");
  await other.getByRole("link", { name: /account menu/i }).click();
  await expect(other.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await expect(other.getByRole("menuitem", { name: "Admin", exact: true })).toHaveCount(0);
});

test("the account slot keeps its size while the session arrives", async ({ browser }) => {
  const anonymous = await newPage(browser);
  await anonymous.setViewportSize({ width: 1280, height: 800 });
  await anonymous.goto("/calendar/upcoming");
  await expect(anonymous.getByRole("link", { name: "Sign in" })).toBeVisible();
  const signedOut = await anonymous.getByTestId("account-slot").boundingBox();

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto("/calendar/upcoming");
  await expect(admin.getByTestId("header-user-name")).toBeVisible();
  const signedIn = await admin.getByTestId("account-slot").boundingBox();
  expect(signedIn).toEqual(signedOut);
});

test("without JavaScript a signed-in visitor gets the cached page and a link to their account", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const cookies = await admin.context().cookies();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto("/calendar/upcoming");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const account = page.getByTestId("account-slot").getByRole("link", { name: "Account" });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(E2E_ADMIN.email).first()).toBeVisible();
  await context.close();
});
