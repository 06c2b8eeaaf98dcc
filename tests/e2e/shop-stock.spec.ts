import { expect, test } from "@playwright/test";
import { unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// Stock (issue 28): staff make a print with one left in the product
// editor; a buyer takes it through the sandbox checkout; the product page
// and the shop say "Sold out"; staff add two more and the Buy button is
// back. A product of its own, so the demo prints other journeys buy stay as they are.

const { newPage, adminPage } = journeyPages();

test("one left: bought, Sold out on the page and in the shop, restocked in the editor", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await adminPage(browser);
  const name = unique("Last Light Etching ");

  await staff.goto("/admin/products/new");
  await staff.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await staff.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await staff.getByTestId("price-row").nth(0).getByLabel("Amount").fill("30.00");
  await staff.getByLabel("Left to sell").fill("1");
  await staff.getByRole("button", { name: "Create product" }).click();
  await expect(staff.getByText("Product saved.")).toBeVisible();
  const slug = await staff.getByLabel("Slug").inputValue();

  const buyer = await newPage(browser);
  await buyer.goto(`/shop/${slug}`);
  await expect(buyer.getByText("Only 1 left.")).toBeVisible();
  await buyer.getByRole("button", { name: "Buy" }).click();
  await expect(buyer).toHaveURL(/\/shop\/sandbox\/checkout\/cs_sandbox_/);
  await buyer.getByLabel("Email").fill(`${unique("last")}@example.com`);
  await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
  await buyer.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(
    buyer.getByRole("heading", { level: 1, name: "Thank you for your order!" }),
  ).toBeVisible();

  await buyer.goto(`/shop/${slug}`);
  const soldOut = buyer.getByRole("button", { name: "Sold out" });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toBeDisabled();
  await expect(buyer.getByRole("button", { name: "Buy" })).toHaveCount(0);
  await buyer.goto("/shop");
  await expect(buyer.getByTestId("product-card").filter({ hasText: name })).toContainText(
    "Sold out",
  );

  // The editor, still showing 1, is saved with 3: two more than it showed.
  await staff.getByLabel("Left to sell").fill("3");
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByText("All changes saved.")).toBeVisible();
  await expect(staff.getByLabel("Left to sell")).toHaveValue("2");

  await buyer.goto(`/shop/${slug}`);
  await expect(buyer.getByRole("button", { name: "Buy" })).toBeEnabled();
  await expect(buyer.getByText("Only 2 left.")).toBeVisible();
});
