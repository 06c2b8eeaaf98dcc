import { expect, type Page, test } from "@playwright/test";

// Issue 26 item 2: one behaviour for the filter bars. Without JavaScript the
// form submits with its button; with it each change applies at once and the
// button is gone. Either way the address holds only the filters that are
// set, and each shows as a chip that removes it, with "Clear all".

const cards = (page: Page) => page.getByTestId("event-card");
/** No `name=` with nothing after it in the address. */
const noEmptyParams = /^[^?]*(\?(?!.*=(&|$)).*)?$/;

test.describe("with JavaScript", () => {
  test("listing filters apply at once, hold only set filters and show as chips", async ({
    page,
  }) => {
    await page.goto("/calendar/upcoming");
    const filters = page.getByRole("search");
    // Hydrated: the Apply button of the no-script form is gone.
    await expect(filters.getByRole("button", { name: "Apply" })).toHaveCount(0);

    await page.getByLabel("Category").selectOption({ label: "Reception" });
    await expect(page).toHaveURL(/\/calendar\/upcoming\?category=reception$/);
    await page.getByLabel("Venue type").selectOption({ label: "Galleries" });
    await expect(page).toHaveURL(/\?category=reception&venue_type=gallery$/);
    await expect(page).toHaveURL(noEmptyParams);
    await expect(cards(page).first()).toBeVisible();

    await page.getByLabel("Search these events").fill("opening");
    await page.getByLabel("Search these events").press("Enter");
    await expect(page).toHaveURL(/\?category=reception&venue_type=gallery&q=opening$/);

    const applied = page.getByRole("list", { name: "Filters applied" });
    await expect(applied.getByRole("link", { name: "Remove Category: Reception" })).toBeVisible();
    await expect(applied.getByRole("link", { name: "Remove Venue type: Galleries" })).toBeVisible();
    await expect(applied.getByRole("link", { name: "Remove Search: “opening”" })).toBeVisible();

    await applied.getByRole("link", { name: "Remove Category: Reception" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming\?venue_type=gallery&q=opening$/);
    // The fields follow the address the chip went to.
    await expect(page.getByLabel("Category")).toHaveValue("");

    await applied.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming$/);
    await expect(page.getByRole("list", { name: "Filters applied" })).toHaveCount(0);
    await expect(page.getByLabel("Search these events")).toHaveValue("");
    await expect(page.getByLabel("Venue type")).toHaveValue("");
  });

  test("the venue directory's filters behave the same", async ({ page }) => {
    await page.goto("/venues");
    await expect(page.getByRole("button", { name: "Find venues" })).toHaveCount(0);
    await page.getByLabel("Type").selectOption({ label: "Galleries" });
    await expect(page).toHaveURL(/\/venues\?type=gallery$/);
    await expect(page.getByTestId("venue-count")).toContainText("venues match");
    await page.getByRole("link", { name: "Remove Type: Galleries" }).click();
    await expect(page).toHaveURL(/\/venues$/);
    // Other journeys add venues to the shared server: the number is not fixed.
    await expect(page.getByTestId("venue-count")).toContainText(
      /\d+ venues across the Twin Cities/,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply submits the form and the address keeps only set filters", async ({ page }) => {
    await page.goto("/calendar/upcoming");
    await page.getByLabel("Category").selectOption({ label: "Reception" });
    await page.getByLabel("City").selectOption({ label: "Minneapolis" });
    await page.getByRole("button", { name: "Apply" }).click();
    // The browser sent q= and venue_type= too; the server redirected them away.
    await expect(page).toHaveURL(/\/calendar\/upcoming\?category=reception&city=minneapolis$/);
    await expect(page).toHaveURL(noEmptyParams);
    await expect(page.getByRole("heading", { level: 1, name: "Upcoming Events" })).toBeVisible();

    const applied = page.getByRole("list", { name: "Filters applied" });
    await expect(applied.getByRole("link", { name: "Remove City: Minneapolis" })).toBeVisible();
    await applied.getByRole("link", { name: "Remove City: Minneapolis" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming\?category=reception$/);
    await expect(page.getByLabel("City")).toHaveValue("");

    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/calendar\/upcoming$/);
    await expect(page.getByRole("list", { name: "Filters applied" })).toHaveCount(0);
  });

  test("the venue directory's form sends only set filters too", async ({ page }) => {
    await page.goto("/venues");
    await page.getByLabel("Type").selectOption({ label: "Galleries" });
    await page.getByRole("button", { name: "Find venues" }).click();
    await expect(page).toHaveURL(/\/venues\?type=gallery$/);
    await expect(page.getByRole("link", { name: "Remove Type: Galleries" })).toBeVisible();
  });
});
