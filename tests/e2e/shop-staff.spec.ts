import { expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { newestMail } from "./mailbox.ts";
import { journeyPages, reviewShots } from "./pages.ts";
import { fillAddress } from "./shop-address.ts";

// Issue 28's acceptance, sandbox provider: a signed-in buyer puts two prints
// and a tote in the cart, sees the total with US shipping, gives an address
// and pays, finds the order in /account/orders and receives the receipt (read
// back from the journeys' SMTP server); staff mark the order fulfilled with a
// USPS tracking number, the buyer sees the tracking link and gets the shipping
// mail; staff refund the tote back to stock; the stock is back and the refund
// mail arrives. Demo shop:
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
  const staff = await adminPage(browser);
  const email = `${unique("cart")}@example.com`;
  await signUpMember(buyer, staff, { name: "Cy Cart", email, password: "cy's password" });
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
  // Signed in: the checkout knows the email and does not ask.
  await expect(buyer.getByLabel("Email")).toHaveCount(0);
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

  const receipt = await newestMail(email, /Your receipt/);
  expect(receipt.text).toContain("Shipping (US standard): $8.00");
  expect(receipt.text).toContain("Total: $96.00");
  expect(receipt.html).toContain("$96.00");
  await buyer.goto("/account/orders");
  const card = buyer.getByTestId("order-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("$96.00");

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

  // The buyer sees the tracking link and the refund, and got both mails.
  await buyer.goto("/account/orders");
  await expect(card.getByRole("link", { name: /Track package/ })).toHaveAttribute(
    "href",
    "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
  );
  await expect(card).toContainText("Refunded $18.00 of $96.00");
  expect((await newestMail(email, /is on its way/)).text).toContain("tools.usps.com");
  expect((await newestMail(email, /A refund on your order/)).text).toContain(
    "We have refunded $18.00",
  );
});
