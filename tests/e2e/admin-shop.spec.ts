import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// The shop's back office (issue 10): a superadmin makes a product with a
// picture and two prices, takes one price off sale, and the shop shows the
// product with the other price only; an order placed through the public API
// is found in the orders list by its status and opened. Every record here is
// new, so the demo products other journeys buy stay as they are.

const { adminPage, adminPageWithoutJs } = journeyPages();

const picture = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f5d50" } })
    .png()
    .toBuffer();

test("a superadmin makes a product with a picture and two prices, takes one off sale, and the shop follows; its order is found by status", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  const name = unique("Night Heron Linocut ");
  const alt = unique("A heron in green ink ");

  await page.goto("/admin/products/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Summary").fill("Hand-pulled linocut on cotton paper.");

  // A picture, uploaded from the editor: it becomes the main image.
  await page.getByRole("button", { name: "Upload an image" }).click();
  const upload = page.getByRole("dialog");
  await upload.getByLabel("Alt text").fill(alt);
  await upload
    .getByTestId("image-file-input")
    .setInputFiles({ name: "heron.png", mimeType: "image/png", buffer: await picture() });
  await expect(upload).toBeHidden({ timeout: 20_000 });
  const images = page.getByTestId("product-image");
  await expect(images).toHaveCount(1);
  await expect(images.first().getByText("Main image")).toBeVisible();

  // Two prices: the first row is there from the start.
  const rows = page.getByTestId("price-row");
  await rows.nth(0).getByLabel("Amount").fill("24.37");
  await rows.nth(0).getByLabel("Label").fill("Small");
  await page.getByRole("button", { name: "+ Add a price" }).click();
  await rows.nth(1).getByLabel("Amount").fill("48.50");
  await rows.nth(1).getByLabel("Label").fill("Large");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  const slug = await page.getByLabel("Slug").inputValue();

  // The large size off sale; after a reload the row is still there, switched off.
  await rows.nth(1).getByLabel("Active").uncheck();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByLabel("Active")).toBeChecked();
  await expect(rows.nth(1).getByLabel("Active")).not.toBeChecked();
  await expect(rows.nth(1).getByText("Inactive", { exact: true })).toBeVisible();
  await reviewShots(page, "products-edit-js");

  // The list sums up the prices on sale.
  await page.goto(`/admin/products?query=${encodeURIComponent(name)}`);
  const listed = page.locator(".MuiDataGrid-row").filter({ hasText: name });
  await expect(listed).toContainText("$24.37 (+1 inactive)");
  await page.goto("/admin/products");
  await reviewShots(page, "products-list-js");
  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  await reviewShots(page, "memberships-list-js");

  // The shop shows it, and its page offers the small size only.
  await page.goto("/shop");
  const card = page.getByTestId("product-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveCount(1);
  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expect(page.getByText("$24.37").first()).toBeVisible();
  await expect(page.getByText("$48.50")).toHaveCount(0);

  // An order of three, started through the public API: pending until paid.
  const product = await (await request.get(`/api/v5/shop/store/products/slug/${slug}`)).json();
  const small = product.results.prices.find((p: { label: string }) => p.label === "Small");
  expect(product.results.prices).toHaveLength(1);
  const checkout = await request.post("/api/v5/shop/store/create-checkout-session", {
    data: { product_id: product.results.id, price_id_items: [{ price_id: small.id, quantity: 3 }] },
  });
  expect(checkout.ok()).toBe(true);

  await page.goto("/admin/orders");
  await page.getByLabel("Payment", { exact: true }).selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  const ours = page.locator(".MuiDataGrid-row").filter({ hasText: "$73.11" });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText("Pending");
  await expect(page.locator(".MuiDataGrid-row").filter({ hasText: "Paid" })).toHaveCount(0);

  await page.getByLabel("Payment", { exact: true }).selectOption("paid");
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.locator(".MuiDataGrid-row").filter({ hasText: "$73.11" })).toHaveCount(0);

  // Back to pending, and open it: the line, its quantity and the total.
  await page.getByLabel("Payment", { exact: true }).selectOption("pending");
  await ours.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Order");
  const line = page.getByRole("row").filter({ hasText: name });
  await expect(line).toContainText("$24.37");
  await expect(line.getByRole("cell").nth(2)).toHaveText("3");
  await expect(line).toContainText("$73.11");
  await expect(page.getByText("Pending").first()).toBeVisible();
  await expect(page.getByText("Not paid")).toBeVisible();
});

test("without JavaScript, a product is created and edited: a price that is not dollars is answered in place, the stock and Deactivate are saved", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPageWithoutJs(browser);
  const name = unique("Harbor Postcard ");

  await page.goto("/admin/products/new");
  await reviewShots(page, "products-new-nojs");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  const first = page.getByRole("group", { name: "New price" });
  await first.getByLabel("Amount ($)").fill("twelve");
  await first.getByLabel("Label").fill("Postcard");
  await page.getByLabel("Left to sell").fill("5");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "One field needs attention" }),
  ).toContainText("One field needs attention: Prices.");
  await expect(page.getByText("Enter the price in dollars and cents, e.g. 25.00.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Left to sell")).toHaveValue("5");
  await reviewShots(page, "products-new-error-nojs");

  await page
    .getByRole("group", { name: "New price" })
    .first()
    .getByLabel("Amount ($)")
    .fill("12.50");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  const saved = page.getByRole("group", { name: "Price 1" });
  await expect(saved.getByLabel("Amount ($)")).toHaveValue("12.50");
  await expect(saved.getByLabel("Label")).toHaveValue("Postcard");
  await expect(page.getByLabel("Left to sell")).toHaveValue("5");

  // A second price in the blank row, the stock raised, then Deactivate.
  const added = page.getByRole("group", { name: "New price" });
  await added.getByLabel("Amount ($)").fill("20");
  await added.getByLabel("Label").fill("Framed");
  await page.getByLabel("Left to sell").fill("7");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  await expect(page.getByRole("group", { name: "Price 2" }).getByLabel("Label")).toHaveValue(
    "Framed",
  );
  await expect(page.getByLabel("Left to sell")).toHaveValue("7");
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate" })).toBeVisible();
  await expect(page.getByLabel("Active: shown in the shop and on sale")).not.toBeChecked();
  await reviewShots(page, "products-edit-nojs");

  await page.goto(`/admin/products?query=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Inactive");
  await expect(row).toContainText("$12.50 · $20.00");
  await reviewShots(page, "products-list-nojs");
});
