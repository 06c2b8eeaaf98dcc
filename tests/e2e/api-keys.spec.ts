import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { reviewShots, signedInAdminPage } from "./pages.ts";

// API keys (issue 32 item 3, decision 063): from the account page to
// /account/api-keys, a key made with the keyboard, its secret shown once and
// copied, a read of /api/v5 with it, the key revoked (asked twice) and then
// refused; staff find it on /admin/api-keys and in the analytics.
// EDITOR_SHOTS=<dir> keeps screenshots at 1280 and 390 px.

/** axe's serious and critical findings on the page as it stands (as accessibility.spec.ts counts them). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
}

/** GET /api/v5/places/cities/list from the page, as a program with the key would. */
const readWith = (page: Page, key: string) =>
  page.evaluate(
    async (secret) =>
      (await fetch("/api/v5/places/cities/list", { headers: { "X-Api-Key": secret } })).status,
    key,
  );

test("a member makes an API key, sees it once, reads with it and revokes it; staff see it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInAdminPage(browser);
  const who = {
    name: "Kay Keymaker",
    email: `${unique("kay")}@example.com`,
    password: "kay's password",
  };
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signUpMember(page, admin, who);

  await page.goto("/account");
  await page.getByRole("link", { name: "Your API keys" }).click();
  await expect(page).toHaveURL(/\/account\/api-keys$/);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(page.getByText("You have no API keys yet.")).toBeVisible();

  // Named and made from the keyboard: Enter in the field submits the form.
  const keyName = unique("Gallery newsletter ");
  await page.getByLabel("Key name").fill(keyName);
  await page.getByLabel("Key name").press("Enter");
  const shown = page.getByTestId("new-key");
  await expect(shown).toContainText("This is the only time we show it");
  const secretBox = page.getByLabel("Your API key");
  await expect(secretBox).toHaveValue(/^ak_[A-Za-z0-9_-]{32}$/);
  // Focused and selected: ready to copy from the keyboard.
  await expect(secretBox).toBeFocused();
  const secret = await secretBox.inputValue();
  await expect(shown).toContainText(`X-Api-Key: ${secret}`);
  await reviewShots(page, "account-api-keys");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Key copied")).toBeVisible();
  // The toast too: white on the site's own dark green, not notistack's light one.
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const item = page.getByTestId("api-key").filter({ hasText: keyName });
  await expect(item).toContainText(`${secret.slice(0, 11)}…`);

  // A program reads the public API with it; the count shows on the page.
  expect(await readWith(page, secret)).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Your API key")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(item).toContainText("1 request in the last 30 days");

  // Staff see it with its owner, and its requests in the analytics.
  await admin.goto(`/admin/api-keys?query=${encodeURIComponent(keyName)}`);
  await expect(admin.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(admin.getByText(keyName).first()).toBeVisible();
  await expect(admin.getByText(who.name, { exact: true }).first()).toBeVisible();
  await reviewShots(admin, "admin-api-keys");
  expect(await seriousViolations(admin)).toEqual([]);
  // Keyed requests are counted on the database's day (the real one), not the
  // journeys' fixed clock: ask the report for that day.
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
  await admin.goto(`/admin/analytics?start=${today}&end=${today}`);
  await expect(admin.getByTestId("analytics-api-keys")).toContainText(keyName);
  await reviewShots(admin, "admin-analytics-api-keys");

  // Revoke from the keyboard: asked first (the answer takes the focus), then the key is refused.
  await item.getByRole("link", { name: `Revoke ${keyName}…` }).focus();
  await page.keyboard.press("Enter");
  await expect(item.getByRole("alert")).toContainText(`Revoke “${keyName}”?`);
  await expect(item.getByRole("button", { name: "Yes, revoke it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `“${keyName}” is revoked` }),
  ).toBeVisible();
  expect(await readWith(page, secret)).toBe(401);
  await page.getByText("Revoked keys (1)").click();
  await expect(
    page.getByTestId("revoked-keys").getByTestId("api-key").filter({ hasText: keyName }),
  ).toContainText("Revoked");

  await admin.goto(`/admin/api-keys?query=${encodeURIComponent(keyName)}`);
  await expect(admin.getByText("Revoked").first()).toBeVisible();
  await admin.close();
});
