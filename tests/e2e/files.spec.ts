import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, signInWithPassword, signUpAndConfirm, unique } from "./accounts.ts";
import { reviewShots, signedInAdminPage } from "./pages.ts";

/** A 3200×800 PNG: red on the left half, blue on the right, so crops show where they were cut. */
async function halves(): Promise<Buffer> {
  const half = (color: string) =>
    sharp({ create: { width: 1600, height: 800, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 3200, height: 800, channels: 3, background: "#fff" } })
    .composite([
      { input: await half("#d00000"), left: 0, top: 0 },
      { input: await half("#0030d0"), left: 1600, top: 0 },
    ])
    .png()
    .toBuffer();
}

test("a superadmin uploads an image, sets its focal point and sees the crops change", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/files");
  await expect(page.locator(".MuiDataGrid-row").first()).toBeVisible();
  await reviewShots(page, "files-list-js");
  await page.getByLabel("Caption", { exact: true }).fill("Red and blue");
  await page.getByLabel("Alt text", { exact: true }).fill("A red field beside a blue one");
  const name = `${unique("halves-")}.png`;
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name, mimeType: "image/png", buffer: await halves() });
  await expect(page.getByText(`Uploaded ${name}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("crop-CARD_LARGE")).toContainText("900×472");
  await expect(page.getByTestId("crop-THUMB")).toContainText("160×160");

  // Find it again through the library picker.
  await page.getByRole("button", { name: "Browse the library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search file names and captions").fill(name);
  await expect(picker.getByText("1 image")).toBeVisible();
  await picker.getByRole("button", { name: "Choose Red and blue" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const large = page.getByTestId("crop-CARD_LARGE").locator("img");
  const before = await large.getAttribute("src");
  const focal = page.getByTestId("focal-picker");
  const box = await focal.boundingBox();
  if (!box) throw new Error("no focal picker");
  await focal.click({ position: { x: box.width * 0.05, y: box.height / 2 } });
  await expect(page.getByLabel("Focal point, from the left (0–1)")).toHaveValue("0.05");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "File saved." })).toBeVisible();
  await reviewShots(page, "files-edit-js");
  await expect(large).not.toHaveAttribute("src", before ?? "");
  // The new wide crop comes from the left: red, not the blue of the right half.
  const src = await large.getAttribute("src");
  const png = await (await page.request.get(src ?? "")).body();
  const [red, , blue] = (await sharp(png).stats()).channels;
  expect(red?.mean).toBeGreaterThan(150);
  expect(blue?.mean).toBeLessThan(60);
});

test("a user uploads an avatar and sees it in the header", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInAdminPage(browser);
  const page = await (await browser.newContext()).newPage();
  const who = {
    name: "Ada Painter",
    email: `${unique("ada")}@example.com`,
    password: "ada's long password",
  };
  await signUpAndConfirm(page, admin, who);
  await page.getByLabel("Username").fill(unique("ada_"));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByTestId("header-user-name")).toHaveText("Ada Painter");

  await page.goto("/account");
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await halves() });
  await expect(page.getByText("Your picture is saved.")).toBeVisible({ timeout: 20_000 });
  const headerAvatar = page.getByRole("link", { name: /account menu/i }).locator("img");
  await expect(headerAvatar).toHaveAttribute("src", /\/files\/containers\/.+\/THUMB-.+\.webp$/);
  await page.reload();
  await expect(headerAvatar).toHaveAttribute("src", /\/files\/containers\/.+\/THUMB-.+\.webp$/);
});
