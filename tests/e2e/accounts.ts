import { expect, type Page } from "@playwright/test";

/** The superadmin that playwright.config.ts creates with `admin:create` before the server starts. */
export const E2E_ADMIN = {
  email: "e2e-admin@example.com",
  password: "e2e admin password",
  name: "Eve Admin",
  username: "eve_admin",
};

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signInWithPassword(page: Page, email: string, password: string) {
  // Every journey signs in from 127.0.0.1, and sign-in allows 10 a minute from one address:
  // when two workers run many staff journeys at once, wait as the page says and try again.
  for (let attempt = 0; ; attempt++) {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const signedIn = page.getByTestId("header-user-name");
    const limited = page.getByRole("alert").filter({ hasText: /Too many attempts/ });
    await expect(signedIn.or(limited)).toBeVisible();
    if (await signedIn.isVisible()) return;
    if (attempt === 3) break;
    const seconds = Number((await limited.textContent())?.match(/wait (\d+) second/)?.[1] ?? 10);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page.getByTestId("header-user-name")).toBeVisible();
}

/**
 * The newest link mailed to `to`, read from /admin/outbox by a signed-in
 * superadmin page: the outbox lists every mail, sent ones too; the mail's own
 * page shows its text with the links.
 */
export async function linkFromOutbox(
  adminPage: Page,
  to: string,
  subject: RegExp,
): Promise<string> {
  await adminPage.goto(`/admin/outbox?query=${encodeURIComponent(to)}`);
  // Straight to the mail's page: a click on a grid row's link can land before
  // the grid hydrates and be taken by it.
  const mail = await adminPage.getByRole("link", { name: subject }).first().getAttribute("href");
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  await adminPage.goto(mail);
  const message = adminPage.getByTestId("outbox-message");
  await expect(message).toContainText(to);
  const href = await message.getByRole("link").first().getAttribute("href");
  if (!href) throw new Error(`no link in the mail to ${to}`);
  return href;
}

/** Signs up through the pages and follows the confirmation link: lands on the welcome page. */
export async function signUpAndConfirm(
  page: Page,
  adminPage: Page,
  who: { name: string; email: string; password: string },
) {
  // Sign-up allows 5 a minute from one address, and every journey is 127.0.0.1.
  for (let attempt = 0; ; attempt++) {
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill(who.name);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Create account" }).click();
    const sent = page.getByRole("heading", { name: "Check your email" });
    const limited = page.getByRole("alert").filter({ hasText: /Too many attempts/ });
    await expect(sent.or(limited)).toBeVisible();
    if ((await sent.isVisible()) || attempt === 3) break;
    const seconds = Number((await limited.textContent())?.match(/wait (\d+) second/)?.[1] ?? 10);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = await linkFromOutbox(adminPage, who.email, /Confirm your email/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Welcome! One more step" })).toBeVisible();
}

/**
 * A signed-in user without any role: signs up, confirms, picks a username on
 * the welcome page and waits for the header to show them.
 */
export async function signUpMember(
  page: Page,
  adminPage: Page,
  who: { name: string; email: string; password: string },
) {
  await signUpAndConfirm(page, adminPage, who);
  await page.getByLabel("Username").fill(unique("member_"));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByTestId("header-user-name")).toHaveText(who.name);
}
