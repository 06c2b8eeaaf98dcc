import type { Page } from "@playwright/test";

/** Fills the sandbox checkout's shipping address (a Minneapolis one unless told). */
export async function fillAddress(page: Page, name = "Ada Buyer") {
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("100 Hennepin Ave");
  await page.getByLabel("City").fill("Minneapolis");
  await page.getByLabel("State").selectOption("MN");
  await page.getByLabel("ZIP code").fill("55401");
}
