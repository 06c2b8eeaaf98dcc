import { expect, test } from "@playwright/test";
import { journeyPages, reviewShots } from "./pages.ts";

// Issue 32 (decision 062): the API reference renders from our own origin —
// no CDN, no font or validator call — within its Content-Security-Policy,
// and reads the live document: an operation opens to its example answer.

const { newPage } = journeyPages();

test("the API reference renders the document with no request leaving the site", async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser);
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(req.url());
  });
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text()))
      violations.push(msg.text());
  });

  await page.goto("/api/v5/docs");
  await expect(page.getByRole("heading", { name: /artcal v5 API/ })).toBeVisible();
  // Operations are grouped by tag; a group opens to its operations.
  const places = page.locator("#operations-tag-Places");
  await expect(places).toBeVisible();
  const listVenues = page.locator("#operations-Places-getPlacesVenuesList");
  await expect(listVenues).toBeVisible();
  await listVenues.locator("button.opblock-summary-control").click();
  await expect(listVenues.getByText("sort_by", { exact: true })).toBeVisible();
  // The example answer, from the document.
  await expect(listVenues.locator(".responses-wrapper")).toContainText("Northern Light Gallery");
  await reviewShots(page, "api-docs");

  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
