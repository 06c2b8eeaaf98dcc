import { expect, type Page, test } from "@playwright/test";
import { datesAndEvents } from "../../core/listing/counts.ts";
import { presetByKey, presetFilter } from "../../core/presets/index.ts";
import { E2E_NOW } from "./clock.ts";

// Issue 30 item 5 (decision 054): Upcoming filtered to free and step-free
// shows only such events, with and without JavaScript, and the v5 API's
// is_free and accessibility filters list the same dates. Tagged @demo-data:
// it counts the demo calendar as seeded, before other journeys add events.

const cards = (page: Page) => page.getByTestId("event-card");

/** The same list from the API: Upcoming's own query plus the two filters. */
async function fromApi(page: Page) {
  const q = new URLSearchParams({
    ...presetFilter(presetByKey("upcoming")!, new Date(E2E_NOW)),
    is_free: "true",
    accessibility: "step_free",
  });
  const res = await page.request.get(`/api/v5/calendar/event_dates/list?${q}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    total: number;
    results: { event: { id: string; name: string } }[];
  };
  // The demo has fewer than a page of them: the rows are the whole list.
  expect(body.total).toBe(body.results.length);
  return {
    names: new Set(body.results.map((r) => r.event.name)),
    count: datesAndEvents(body.total, new Set(body.results.map((r) => r.event.id)).size),
  };
}

/** Every card says Free and step-free access (the mark's words are for screen readers), and the page lists the API's events. */
async function expectOnlyFreeStepFree(page: Page) {
  const api = await fromApi(page);
  expect(api.names.size).toBeGreaterThan(3);
  await expect(page.getByText(api.count, { exact: false }).first()).toBeVisible();
  const shown = cards(page);
  await expect(shown.first()).toBeVisible();
  const names = new Set<string>();
  for (const card of await shown.all()) {
    await expect(card.getByText("Free", { exact: true })).toBeVisible();
    await expect(card.getByTitle("Step-free access")).toBeVisible();
    await expect(card).toContainText("Step-free access");
    names.add((await card.getByRole("heading").textContent()) ?? "");
  }
  expect([...names].sort()).toEqual([...api.names].sort());
}

test.describe("with JavaScript", () => {
  test("Free and Step-free access apply at once and leave only such events", {
    tag: "@demo-data",
  }, async ({ page }) => {
    await page.goto("/calendar/upcoming");
    const filters = page.getByRole("search");
    await expect(filters.getByRole("button", { name: "Apply" })).toHaveCount(0);
    const before = await cards(page).count();

    await filters.getByLabel("Free", { exact: true }).check();
    await expect(page).toHaveURL(/\/calendar\/upcoming\?free=1$/);
    await filters.getByText("Access needs").click();
    await filters.getByLabel("Step-free access").check();
    await expect(page).toHaveURL(/\/calendar\/upcoming\?free=1&access=step_free$/);
    await expect(filters.getByText("Access needs (1)")).toBeVisible();
    await expectOnlyFreeStepFree(page);
    expect(await cards(page).count()).toBeLessThan(before);

    // The event page says it in words too.
    const first = cards(page).first();
    await first.getByRole("heading").getByRole("link").click();
    await expect(page.getByText(/^Admission:\s*Free/)).toBeVisible();
    await expect(page.getByTestId("event-access")).toContainText("Step-free access");
    await page.goBack();

    // Chips remove one filter each, and the boxes follow the address.
    const applied = page.getByRole("list", { name: "Filters applied" });
    await applied.getByRole("link", { name: "Remove Admission: Free" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming\?access=step_free$/);
    await expect(filters.getByLabel("Free", { exact: true })).not.toBeChecked();
    await expect(filters.getByLabel("Step-free access")).toBeChecked();
    await applied.getByRole("link", { name: "Remove Access: Step-free access" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply sends the boxes and the address keeps them, across views", {
    tag: "@demo-data",
  }, async ({ page }) => {
    await page.goto("/calendar/upcoming");
    const filters = page.getByRole("search");
    await filters.getByLabel("Free", { exact: true }).check();
    await filters.getByText("Access needs").click();
    await filters.getByLabel("Step-free access").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    // The browser sent every empty field too; the server redirected them away
    // (to the parameters in the page cache's order, by name).
    await expect(page).toHaveURL(/\/calendar\/upcoming\?access=step_free&free=1$/);
    await expectOnlyFreeStepFree(page);
    const applied = page.getByRole("list", { name: "Filters applied" });
    await expect(applied.getByRole("link", { name: "Remove Admission: Free" })).toBeVisible();

    // The compact view keeps the filters.
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "List" })
      .click();
    await expect(page).toHaveURL(/free=1/);
    await expect(page).toHaveURL(/access=step_free/);
    await expect(
      applied.getByRole("link", { name: "Remove Access: Step-free access" }),
    ).toBeVisible();
  });
});
