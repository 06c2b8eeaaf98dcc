import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { journeyPages } from "./pages.ts";
import { submitEventAsNewUser } from "./submit-helpers.ts";

// Issue 30 item 1: a new member sends an event in from /submit — started
// from the gallery's page, with a new venue and a picture — sees it pending
// review in /account/submissions, then changes it while it waits.

const { newPage, adminPage } = journeyPages();

/** axe-core's serious and critical findings ("region" aside, as accessibility.spec.ts does). */
async function seriousViolations(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const { violations } = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
}

test("a new member sends an event with a new venue and a picture, then changes it", async ({
  browser,
}) => {
  // A sign-up, a page read, an upload and two form posts: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const page = await newPage(browser);
  const sent = await submitEventAsNewUser(page, await adminPage(browser));

  expect(await seriousViolations(page), "/account/submissions").toEqual([]);
  const item = page.getByTestId("submission").filter({ hasText: sent.title });
  await item.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Change your event" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(sent.title);
  await expect(page.getByLabel("Venue's name")).toHaveValue(sent.venueName);
  // The picture came back with the form.
  await expect(page.getByTestId("focal-picker")).toBeVisible();
  expect(await seriousViolations(page), "/submit/{id}").toEqual([]);

  const revised = `${sent.title} (revised)`;
  await page.getByLabel("Title").fill(revised);
  await page.getByLabel("Ends").first().fill("21:30");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/submissions\?saved=changed$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your changes are saved" }),
  ).toBeVisible();
  const changed = page.getByTestId("submission").filter({ hasText: revised });
  await expect(changed).toContainText("Pending review");
  await expect(changed).toContainText("9:30");
});
