import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";
import { fillAddress } from "./shop-address.ts";

// Issue 28's acceptance, sandbox provider: a buyer puts two prints and a
// tote in the cart, sees the total with US shipping, gives an address and
// pays; staff mark the order fulfilled with a USPS tracking number, then
// refund the tote back to stock; the stock is back and the receipt, the
// shipping notice and the refund notice are in the outbox. Demo shop:
// "Stone Arch Bridge" is $35.00, the tote $18.00, US standard $8.00.
// EDITOR_SHOTS=/tmp writes /tmp/shop-*.png for a review.

const { newPage, adminPage } = journeyPages();
const PRINT = "/shop/stone-arch-bridge-screen-print";
const TOTE = "/shop/art-calendar-tote-bag";

const stockOf = async (page: Page, slug: string) =>
  (await (await page.request.get(`/api/v5/shop/store/products/slug/${slug}`)).json()).results
    .stock as number;

test("cart with shipping, paid; staff fulfil and refund one line back to stock; the mails go out", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await newPage(browser);
  const email = `${unique("cart")}@example.com`;
  const before = {
    print: await stockOf(buyer, "stone-arch-bridge-screen-print"),
    tote: await stockOf(buyer, "art-calendar-tote-bag"),
  };

  await buyer.goto(PRINT);
  await buyer.getByLabel("Quantity").fill("2");
  await buyer.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyer).toHaveURL(/\/shop\/cart$/);
  await buyer.goto(TOTE);
  await buyer.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyer).toHaveURL(/\/shop\/cart$/);
  await expect(buyer.getByTestId("header-cart")).toHaveText("Cart (3)");
  await expect(buyer.getByTestId("cart-line")).toHaveCount(2);
  await expect(buyer.getByLabel("Ship to")).toHaveValue("US");
  await expect(buyer.getByRole("radio", { name: "US standard: $8.00" })).toBeChecked();
  await expect(buyer.getByTestId("cart-shipping")).toHaveText("$8.00");
  await expect(buyer.getByTestId("cart-total")).toHaveText("$96.00");
  // Another country applies at once (JavaScript), and back.
  await buyer.getByLabel("Ship to").selectOption("CA");
  await expect(buyer.getByTestId("cart-total")).toHaveText("$106.00");
  await buyer.getByLabel("Ship to").selectOption("US");
  await expect(buyer.getByTestId("cart-total")).toHaveText("$96.00");
  await reviewShots(buyer, "shop-cart");

  await buyer.getByRole("button", { name: "Check out" }).click();
  await expect(buyer).toHaveURL(/\/shop\/sandbox\/checkout\/cs_sandbox_/);
  await expect(buyer.getByRole("row", { name: /Shipping \(US standard\)/ })).toContainText("$8.00");
  await buyer.getByLabel("Email").fill(email);
  await fillAddress(buyer);
  await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
  await reviewShots(buyer, "shop-sandbox-checkout");
  await buyer.getByRole("button", { name: "Pay $96.00" }).click();
  await expect(
    buyer.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
  ).toBeVisible();
  await expect(buyer.getByRole("row", { name: /Total/ })).toContainText("$96.00");
  await expect(buyer.getByText("Minneapolis, MN 55401")).toBeVisible();
  // The cart bought is empty now.
  await expect(buyer.getByTestId("header-cart")).toHaveCount(0);
  const confirmation = new URL(buyer.url()).searchParams.get("order")!;

  const staff = await adminPage(browser);
  await staff.goto(`/admin/orders?query=${encodeURIComponent(email)}`);
  await staff.getByRole("link", { name: confirmation }).first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText(confirmation);
  await expect(staff.getByTestId("ship-to")).toContainText("100 Hennepin Ave");
  await staff.getByLabel("Tracking number").fill("9400 1000 0000 0000 0000 00");
  await staff.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(
    staff.getByText("Marked fulfilled: USPS 9400 1000 0000 0000 0000 00."),
  ).toBeVisible();
  await expect(staff.getByRole("link", { name: "9400 1000 0000 0000 0000 00" })).toHaveAttribute(
    "href",
    "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
  );

  await staff.getByRole("spinbutton", { name: "Art Calendar Tote Bag" }).fill("1");
  await staff.getByLabel("The items came back: put them back in stock").check();
  await staff.getByLabel("Reason (for the record)").fill("Returned unused");
  await staff.getByRole("button", { name: "Refund" }).click();
  await expect(staff.getByText("Refunded $18.00.")).toBeVisible();
  await expect(staff.getByTestId("refunds")).toContainText("1 × Art Calendar Tote Bag");
  await expect(staff.getByTestId("refunds")).toContainText("(back in stock)");
  await expect(staff.getByTestId("order-history")).toContainText("Fulfilled");
  await reviewShots(staff, "shop-admin-order");

  expect(await stockOf(buyer, "art-calendar-tote-bag")).toBe(before.tote);
  expect(await stockOf(buyer, "stone-arch-bridge-screen-print")).toBe(before.print - 2);

  await staff.goto("/admin/outbox");
  const mail = (subject: RegExp) =>
    staff.getByTestId("outbox-message").filter({ hasText: email }).filter({ hasText: subject });
  await expect(mail(/Your receipt/)).toContainText("Shipping (US standard): $8.00");
  await expect(mail(/is on its way/)).toContainText("tools.usps.com");
  await expect(mail(/A refund on your order/)).toContainText("We have refunded $18.00");
});
