import { expect, type Page, test } from "@playwright/test";
import { linkFromOutbox, signUpMember, unique } from "./accounts.ts";
import { reviewShots, signedInAdminPage } from "./pages.ts";
import { fillAddress } from "./shop-address.ts";

// The buyer's side of the shop (issue 28, items 4 and 6): a print bought
// signed in and one bought as a guest with the same email, both found in
// /account/orders after the mailed claim link, the printable receipt, and a
// member's plan and renewal on /membership (JavaScript) and the account
// page (without). EDITOR_SHOTS=<dir> keeps screenshots at 1280 and 390 px.

const OK = "4242 4242 4242 4242";

/** The demo's gallery map, folded ($12.00), to the sandbox checkout with a US address ($8.00 shipping). */
async function checkoutMap(page: Page) {
  await page.goto("/shop/gallery-map-of-the-twin-cities");
  await page.getByRole("radio", { name: /Folded/ }).check();
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\/cs_sandbox_/);
  await fillAddress(page);
}

async function pay(page: Page) {
  await page.getByLabel("Card number").fill(OK);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
  ).toBeVisible();
}

test("a buyer finds their order and a guest order claimed by mail, and prints a receipt", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await signedInAdminPage(browser);
  const who = {
    name: "Bea Buyer",
    email: `${unique("bea")}@example.com`,
    password: "bea's password",
  };
  const page = await (await browser.newContext()).newPage();
  await signUpMember(page, admin, who);

  // Before the account: a guest checkout with the same email.
  const guest = await (await browser.newContext()).newPage();
  await checkoutMap(guest);
  await guest.getByLabel("Email").fill(who.email);
  await pay(guest);

  // Signed in: the checkout knows the email and does not ask.
  await checkoutMap(page);
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await pay(page);

  await page.getByRole("link", { name: "Bea Buyer: account menu" }).click();
  await page.getByRole("menuitem", { name: "Your orders" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByTestId("order-card")).toHaveCount(1);
  await page.getByRole("button", { name: "Find orders placed without signing in" }).click();
  await expect(page.getByRole("status")).toContainText(`We've sent an email to ${who.email}`);

  const link = await linkFromOutbox(admin, who.email, /Orders placed without signing in/);
  await admin.close();
  await page.goto(link);
  await expect(page.getByText(`1 order was placed with ${who.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Add 1 order" }).click();
  await expect(page).toHaveURL(/\/account\/orders\?claimed=1$/);
  await expect(page.getByRole("status")).toContainText("1 order was added to your account.");
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card).toContainText("Gallery Map of the Twin Cities (Folded)");
    await expect(card).toContainText("$20.00");
  }
  await reviewShots(page, "account-orders");

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has been used already");

  await page.goto("/account/orders");
  await page
    .getByRole("link", { name: /^Receipt/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText("Paid on");
  await expect(receipt.getByRole("row", { name: /Subtotal/ })).toContainText("$12.00");
  await expect(receipt.getByRole("row", { name: /Shipping/ })).toContainText("$8.00");
  await expect(receipt.getByRole("row", { name: /^Total/ })).toContainText("$20.00");
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await reviewShots(page, "receipt");

  // On paper: the receipt alone, without the site's header, footer or buttons, on one page.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".ac-header")).toBeHidden();
  await expect(page.locator(".ac-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await expect(receipt).toBeVisible();
  const shots = process.env.EDITOR_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/receipt-print.png`, fullPage: true });
  const pdf = await page.pdf({
    format: "Letter",
    ...(shots ? { path: `${shots}/receipt.pdf` } : {}),
  });
  // One page: a PDF names its pages' count in the page tree ("/Count 1").
  expect(pdf.toString("latin1")).toMatch(/\/Type\s*\/Pages[^>]*\/Count 1\b/);
  await page.emulateMedia({ media: "screen" });
});

test("a member sees their plan and renewal on /membership, and on the account page without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInAdminPage(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpMember(page, admin, {
    name: "Max Member",
    email: `${unique("max")}@example.com`,
    password: "max's long password",
  });
  await admin.close();

  await page.goto("/membership");
  const mine = page.getByTestId("my-membership");
  await expect(mine).toContainText("You're not a member yet");
  await page.getByRole("button", { name: "Join Friend, monthly" }).click();
  await page.getByLabel("Card number").fill(OK);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/account\?membership=welcome/);

  await page.goto("/membership");
  await expect(mine).toContainText("Friend");
  await expect(mine).toContainText("Active");
  await expect(mine).toContainText("Renews on December 21st, 2026 at $5.00 a month.");
  await expect(mine.getByRole("button", { name: "Change or cancel" })).toBeVisible();
  await reviewShots(page, "membership-member");

  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto("/membership");
  await expect(plain.getByTestId("my-membership")).toContainText("your account page");
  await plain.getByRole("link", { name: "your account page" }).click();
  await expect(plain).toHaveURL(/\/account$/);
  const panel = plain.getByTestId("account-membership");
  await expect(panel).toContainText("Member since");
  await expect(panel).toContainText("Renews on December 21st, 2026 at $5.00 a month.");
  await plain.getByRole("button", { name: "Change or cancel" }).click();
  await expect(plain).toHaveURL(/\/shop\/sandbox\/portal\//);
  await noJs.close();
});
