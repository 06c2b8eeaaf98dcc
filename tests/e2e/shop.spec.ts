import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndConfirm, unique } from "./accounts.ts";
import { newestMail } from "./mailbox.ts";
import { signedInAdminPage } from "./pages.ts";
import { fillAddress } from "./shop-address.ts";

// The shop with the built-in sandbox payment provider: buying prints ("Buy
// now", shipped within the US), a declined card, the tip jar and a
// membership from joining to canceling. The cart: shop-staff.spec.ts.
// The demo shop is seeded: "Lake Harriet at Dusk" has an 11 × 17 in print at
// $25.00 and an 18 × 24 in one at $40.00; Friend costs $5.00 a month.

const PRINT = "/shop/lake-harriet-at-dusk-risograph-print";
const OK = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function payCard(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** Two large prints, to the sandbox checkout. */
async function buyTwoLargePrints(page: Page) {
  await page.goto("/shop");
  await page.getByRole("link", { name: "Lake Harriet at Dusk, Risograph Print" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Lake Harriet at Dusk/ })).toBeVisible();
  await page.getByRole("radio", { name: /18 × 24 in/ }).check();
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\/cs_sandbox_/);
  await fillAddress(page);
  await expect(page.getByTestId("test-mode-banner")).toContainText(
    "Test mode — no real money moves. Use card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.",
  );
  await expect(page.getByRole("row", { name: /18 × 24 in/ })).toContainText("$80.00");
}

test.describe("the shop", () => {
  test("buy two prints: pay with the test card, see the paid order, and the receipt is mailed", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await (await browser.newContext()).newPage();
    const email = `${unique("buyer")}@example.com`;
    await buyTwoLargePrints(page);
    await page.getByLabel("Email").fill(email);
    await payCard(page, OK);

    await expect(page).toHaveURL(/\/shop\/order\/confirmation\?order=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
    ).toBeVisible();
    await expect(page.getByText(`A receipt is on its way to ${email}.`)).toBeVisible();
    // Two large prints and US standard shipping ($8.00).
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("$88.00");

    // The receipt arrives at the journeys' SMTP server, in text and HTML.
    const receipt = await newestMail(email, /Your receipt/);
    expect(receipt.text).toContain("Total: $88.00");
    expect(receipt.html).toContain("$88.00");

    // Staff see it in the outbox as sent.
    const admin = await signedInAdminPage(browser);
    await admin.goto(`/admin/outbox?query=${encodeURIComponent(email)}`);
    await admin.goto(
      (await admin.getByRole("link", { name: /Your receipt/ }).getAttribute("href"))!,
    );
    await expect(admin.getByTestId("outbox-message")).toContainText("Total: $88.00");
    await expect(admin.getByRole("definition").filter({ hasText: /^Sent$/ })).toBeVisible();
  });

  test("a declined card says so on the card field, and another card goes through", async ({
    page,
  }) => {
    await buyTwoLargePrints(page);
    await page.getByLabel("Email").fill(`${unique("declined")}@example.com`);
    await payCard(page, DECLINED);
    await expect(page.getByText("Your card was declined. Try another card.")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\//);
    await payCard(page, OK);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
    ).toBeVisible();
  });

  test("tip $7: a decline offers to try again; the test card pays, and a waiting tab catches up", async ({
    page,
    context,
  }) => {
    await page.goto("/tip");
    await page.getByLabel("Other amount").fill("7");
    await expect(page.getByRole("radio", { name: "Other" })).toBeChecked();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/shop\/sandbox\/pay\?secret=/);
    await expect(page.getByTestId("test-mode-banner")).toBeVisible();

    await payCard(page, DECLINED);
    await expect(page.getByText("Your card was declined. Try another card.")).toBeVisible();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/tip\?amount=7\.00/);
    await expect(page.getByLabel("Other amount")).toHaveValue("7.00");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("button", { name: "Pay $7.00" })).toBeVisible();

    // The order's page, open before the payment, waits and then shows it paid by itself.
    const order = new URL(page.url()).searchParams.get("order");
    const waiting = await context.newPage();
    await waiting.goto(`/shop/order/confirmation?order=${order}`);
    await expect(waiting.getByText("Waiting for your payment to be confirmed…")).toBeVisible();

    await payCard(page, OK);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your tip!" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("$7.00");
    await expect(
      waiting.getByRole("heading", { level: 1, name: "Thank you for your tip!" }),
    ).toBeVisible();
  });

  test("a new member joins, sees it on the account page, changes or cancels in the billing portal", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedInAdminPage(browser);
    const page = await (await browser.newContext()).newPage();

    // Signed out, Join leads to sign-in, which would bring them back.
    await page.goto("/membership");
    await page.getByRole("button", { name: "Join Friend, monthly" }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fmembership/);

    await signUpAndConfirm(page, admin, {
      name: "Mia Member",
      email: `${unique("mia")}@example.com`,
      password: "mia's long password",
    });
    await page.getByLabel("Username").fill(unique("mia_"));
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByTestId("header-user-name")).toHaveText("Mia Member");

    await page.goto("/account");
    await expect(page.getByText("You're not a member yet.")).toBeVisible();
    await page.getByRole("link", { name: "Become a member" }).click();
    await page.getByRole("button", { name: "Join Friend, monthly" }).click();
    await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\//);
    await expect(page.getByRole("heading", { level: 1, name: "Friend membership" })).toBeVisible();
    await payCard(page, OK);

    await expect(page).toHaveURL(/\/account\?membership=welcome/);
    await expect(page.getByText("Welcome, Friend member!")).toBeVisible();
    const membership = page.getByTestId("account-membership");
    await expect(membership).toContainText("Active");
    await expect(membership).toContainText("Renews on December 21st, 2026 at $5.00 a month.");

    await page.getByRole("button", { name: "Change or cancel" }).click();
    await expect(page).toHaveURL(/\/shop\/sandbox\/portal\//);
    await expect(page.getByRole("heading", { level: 2, name: "Friend membership" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel membership" }).click();
    await page.getByRole("button", { name: "Yes, cancel membership" }).click();
    await expect(page.getByText("Your membership is canceled.")).toBeVisible();
    await page.getByRole("link", { name: "Back to your account" }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(membership).toContainText("Ended");
    await expect(page.getByRole("link", { name: "Join again" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("choose a print, pay at the sandbox checkout, and the order page refreshes itself", async ({
    page,
    context,
  }) => {
    await page.goto(PRINT);
    // The second picture by its thumbnail link.
    await page.getByRole("link", { name: /Picture 2 of 2/ }).click();
    await expect(page.getByRole("link", { name: /Picture 2 of 2/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("radio", { name: /11 × 17 in/ }).check();
    await page.getByLabel("Quantity").fill("21");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByText("Use a whole number from 1 to 20.")).toBeVisible();
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\//);
    await expect(page.getByRole("row", { name: /11 × 17 in/ })).toContainText("$50.00");
    await page.getByLabel("Email").fill(`${unique("nojs")}@example.com`);
    await fillAddress(page);
    await payCard(page, OK);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
    ).toBeVisible();

    // A tip's order page, open while the payment is pending, reloads itself (meta refresh).
    await page.goto("/tip");
    await page.getByRole("radio", { name: "$25.00" }).check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("button", { name: "Pay $25.00" })).toBeVisible();
    const order = new URL(page.url()).searchParams.get("order");
    const waiting = await context.newPage();
    await waiting.goto(`/shop/order/confirmation?order=${order}`);
    await expect(waiting.getByText("Waiting for your payment to be confirmed…")).toBeVisible();
    await payCard(page, OK);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your tip!" }),
    ).toBeVisible();
    await expect(
      waiting.getByRole("heading", { level: 1, name: "Thank you for your tip!" }),
    ).toBeVisible();
  });
});

// axe-core over the payment pages, which need a checkout or a payment to exist first.
for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`axe on the payment pages, ${device}`, () => {
    test.use({ viewport });
    test("checkout, card form and confirmation", async ({ page }) => {
      // Five pages and five axe runs: more than the default time on a busy machine
      // (a loaded CI run took over 90 s).
      test.setTimeout(180_000);
      const serious = async (label: string) => {
        // Quiet for a moment if it comes (live updates may keep the network busy).
        await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const found = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(found, label).toEqual([]);
      };
      await page.goto(PRINT);
      await page.getByRole("button", { name: "Buy now" }).click();
      await expect(page).toHaveURL(/\/shop\/sandbox\/checkout\//);
      await serious("checkout");
      await page.getByLabel("Email").fill(`${unique("axe")}@example.com`);
      await fillAddress(page);
      await payCard(page, DECLINED);
      await expect(page.getByText("Your card was declined. Try another card.")).toBeVisible();
      await serious("checkout, declined");
      await page.goto("/tip");
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await expect(page.getByRole("button", { name: "Pay $10.00" })).toBeVisible();
      const order = new URL(page.url()).searchParams.get("order");
      await serious("card form");
      await page.goto(`/shop/order/confirmation?order=${order}`);
      await serious("confirmation, pending");
      await page.goBack();
      await payCard(page, OK);
      await expect(
        page.getByRole("heading", { level: 1, name: "Thank you for your tip!" }),
      ).toBeVisible();
      await serious("confirmation, paid");
    });
  });
}
