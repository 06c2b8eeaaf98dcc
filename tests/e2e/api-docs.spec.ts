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

  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto("/api/v5/docs");
  await expect(page.getByRole("heading", { name: /artcal v5 API/ })).toBeVisible();
  // Operations are grouped by tag, the tags closed; one opens to its
  // operations, an operation to its parameters and example answer.
  for (const tag of ["Calendar", "Places", "Guides", "Shop", "Submissions"])
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(`^${tag}`) }),
    ).toBeVisible();
  await page.getByRole("heading", { level: 3, name: /^Places/ }).click();
  const listVenues = page.getByRole("button", { name: "GET /places/venues/list List venues" });
  await listVenues.click();
  const opened = page.locator(".opblock.is-open");
  await expect(opened.getByText("sort_by", { exact: true })).toBeVisible();
  // The example answer, from the document.
  await expect(opened.getByText(/Northern Light Gallery/).first()).toBeVisible();
  await reviewShots(page, "api-docs");

  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
