import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { unique } from "./accounts.ts";
import { E2E_NOW } from "./clock.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// The featured marquee, adverts and tracking (issue 9): a superadmin sets the
// home page's marquee and sees it there in the order chosen; an advert made in
// the back office is served on the home page, and a visitor's click on it is
// counted in the analytics; without JavaScript an advert's mistakes are
// answered in place.

const { adminPage, adminPageWithoutJs } = journeyPages();

/** No other journey relies on the marquee; it is left empty all the same. */
async function emptyMarquee(page: Page) {
  const { version } = await v5(page, "GET", "/featured/marquee?config_only=true");
  await v5(page, "PUT", "/featured/marquee", { items: [], version });
}

const ARTICLE = "Photographs That Listen";
const EVENT_A = "Northern Light: Minnesota Landscapes";
const EVENT_B = "Weekend Studio Crawl";

test("a superadmin sets a marquee of an article and two events, reorders it, and the home page follows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  try {
    await page.goto("/admin/marquee");
    await expect(page.getByTestId("marquee-count")).toHaveText("0 of 12 places used");

    const add = async (kind: "Events" | "Articles", query: string, title: string) => {
      await page.getByRole("button", { name: kind, exact: true }).click();
      await page.getByLabel(`Search ${kind.toLowerCase()}`).fill(query);
      await page.getByRole("button", { name: `Add ${title}`, exact: true }).click();
      await expect(
        page.getByRole("button", { name: `Added: ${title}`, exact: true }),
      ).toBeVisible();
    };
    await add("Articles", "Photographs", ARTICLE);
    await add("Events", "Northern Light", EVENT_A);
    await add("Events", "Studio Crawl", EVENT_B);
    await expect(page.getByTestId("marquee-count")).toHaveText("3 of 12 places used");

    const slots = page.getByTestId("marquee-slot");
    const titles = () => slots.locator("a").allTextContents();
    await expect.poll(titles).toEqual([ARTICLE, EVENT_A, EVENT_B]);

    // The last to the first, one place at a time with the Move buttons. (Dragging
    // with the keyboard works too, but dnd-kit's sensor drops keys on a busy
    // machine, so the journey does not rely on it.)
    await page.getByRole("button", { name: `Move up: ${EVENT_B}` }).click();
    await expect.poll(titles).toEqual([ARTICLE, EVENT_B, EVENT_A]);
    await page.getByRole("button", { name: `Move up: ${EVENT_B}` }).click();
    await expect.poll(titles).toEqual([EVENT_B, ARTICLE, EVENT_A]);
    // Focus stays with the item it moved (now first, so on its other button).
    await expect(page.getByRole("button", { name: `Move down: ${EVENT_B}` })).toBeFocused();

    // The preview is the home page's marquee, in the same order.
    await expect(page.getByTestId("marquee-item").locator("h3")).toHaveText([
      EVENT_B,
      ARTICLE,
      EVENT_A,
    ]);

    await page.getByRole("button", { name: "Save marquee" }).click();
    await expect(page.getByText("Marquee saved.")).toBeVisible();

    await page.goto("/");
    await expect(page.getByTestId("marquee-item").locator("h3")).toHaveText([
      EVENT_B,
      ARTICLE,
      EVENT_A,
    ]);

    // The article's place given to the marquee's advert spot, from the marquee screen.
    const sponsor = unique("Marquee sponsor ");
    const ad = await v5(page, "POST", "/promo/adverts/list", {
      client: "Lakeside Frames",
      label: sponsor,
      spots: ["home_2"],
      goto_url: "https://example.com/frames",
    });
    try {
      await page.goto("/admin/marquee");
      // A choice made before hydration is in the page but not in the editor's state (Save stays off).
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByLabel(`Advert in this place: ${ARTICLE}`)
        .selectOption("Home page, second spot (home_2)");
      const spot = page.getByTestId("marquee-spot-adverts");
      await expect(spot).toContainText("1 active now: the place shows one of them.");
      await expect(spot.getByRole("link", { name: `Edit advert: ${sponsor}` })).toHaveAttribute(
        "href",
        `/admin/adverts/${ad.id}`,
      );
      await page.getByRole("button", { name: "Save marquee" }).click();
      await expect(page.getByText("Marquee saved.")).toBeVisible();
      await page.goto("/");
      const marquee = page.getByTestId("marquee");
      await expect(marquee.locator('[data-spot="home_2"]')).toContainText(sponsor);
      await expect(page.getByTestId("marquee-item").locator("h3")).toHaveText([EVENT_B, EVENT_A]);
    } finally {
      await v5(page, "PUT", `/promo/adverts/id/${ad.id}`, {
        is_active: false,
        version: ad.version,
      });
    }

    // Emptied through the screen: Remove each, then save.
    await page.goto("/admin/marquee");
    for (const title of [EVENT_B, ARTICLE, EVENT_A])
      await page.getByRole("button", { name: `Remove: ${title}` }).click();
    await expect(page.getByTestId("marquee-count")).toHaveText("0 of 12 places used");
    await page.getByRole("button", { name: "Save marquee" }).click();
    await expect(page.getByText("Marquee saved.")).toBeVisible();
    await page.goto("/");
    await expect(page.getByTestId("marquee")).toHaveCount(0);
  } finally {
    await emptyMarquee(page);
  }
});

const banner = () =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: "#7a2e8f" } })
    .png()
    .toBuffer();

test("an advert made in the back office is served on the home page, and its click is counted", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  const label = unique("Winter banner ");
  const client = unique("Lakeside Frames ");

  await page.goto("/admin/adverts/new");
  await page.getByRole("textbox", { name: "Client" }).fill(client);
  await page.getByRole("textbox", { name: "Campaign" }).fill("Winter 2026");
  await page.getByRole("textbox", { name: "Label" }).fill(label);
  await page.getByLabel("Goes to (web address)").fill(`${baseURL}/venues`);
  await page.getByLabel("Home page (home_1)").check();
  await page
    .getByRole("group", { name: "Default image" })
    .getByRole("button", { name: "Upload an image" })
    .click();
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await banner() });
  await expect(page.getByRole("dialog")).toBeHidden({ timeout: 20_000 });
  await page.getByRole("button", { name: "Create advert" }).click();
  await expect(page.getByText("Advert saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/adverts\/[0-9a-f-]{36}$/);
  await reviewShots(page, "adverts-editor-js");
  const advertId = new URL(page.url()).pathname.split("/").at(-1)!;

  try {
    await page.goto("/admin/adverts?spot=home_1");
    const row = page.getByRole("row").filter({ hasText: label });
    await expect(row).toContainText(client);
    await expect(row).toContainText("Active now");

    // A visitor's view: the advert opens its page in a new tab.
    await page.goto("/");
    const advert = page.locator('[data-testid="advert"][data-spot="home_1"]');
    await expect(advert.getByRole("img", { name: `${client}: ${label}` })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await advert.getByRole("link").click();
    await (await popup).close();

    // Today's report counts the impression and the click (the beacon may land a moment later).
    await page.goto("/admin/analytics");
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`start=${E2E_NOW.slice(0, 10)}`));
    const adRow = page.getByTestId("analytics-adverts").getByRole("row").filter({ hasText: label });
    await expect(async () => {
      await page.reload();
      // Cells after the advert's name: impressions, clicks, click-through rate, client, campaign.
      const cells = adRow.getByRole("cell");
      await expect(cells.nth(3)).toHaveText(client, { timeout: 1000 });
      await expect(cells.nth(1)).toHaveText("1", { timeout: 1000 });
      expect(Number(await cells.nth(0).textContent())).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 20_000 });
    await expect(adRow.getByRole("cell").nth(2)).toHaveText(/^\d+(\.\d)?%$/);
  } finally {
    // Switched off, so the home page shows no advert to other journeys.
    const { version } = await v5(page, "GET", `/promo/adverts/id/${advertId}`);
    await v5(page, "PUT", `/promo/adverts/id/${advertId}`, { is_active: false, version });
  }
});

test("without JavaScript, an advert's missing spot and end before its start are shown in place, then it saves", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPageWithoutJs(browser);
  const label = unique("Spring banner ");

  await page.goto("/admin/adverts/new");
  await page.getByRole("textbox", { name: "Client" }).fill("Lakeside Frames");
  await page.getByRole("textbox", { name: "Label" }).fill(label);
  await page.getByLabel("Goes to (web address)").fill("https://example.com/frames");
  await page.getByLabel("Starts").fill("2027-03-10T09:00");
  await page.getByLabel("Ends").fill("2027-03-01T09:00");
  // Off, so no other journey meets it on a page.
  await page.getByLabel("Active (shown between the start and the end)").uncheck();
  await page.getByRole("button", { name: "Create advert" }).click();
  await expect(page.getByRole("alert")).toContainText("Spots");
  await expect(page.getByText("Choose at least one spot.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Label" })).toHaveValue(label);
  await expect(page.getByLabel("Starts")).toHaveValue("2027-03-10T09:00");

  await page.getByLabel("Article pages (article_1)").check();
  await page.getByRole("button", { name: "Create advert" }).click();
  await expect(page.getByText("The end must come after the start.")).toBeVisible();
  await reviewShots(page, "adverts-editor-error-nojs");
  await expect(page.getByLabel("Article pages (article_1)")).toBeChecked();
  await expect(page.getByLabel("Active (shown between the start and the end)")).not.toBeChecked();

  await page.getByLabel("Ends").fill("2027-03-31T18:00");
  await page.getByRole("button", { name: "Create advert" }).click();
  await expect(page).toHaveURL(/\/admin\/adverts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Advert saved." })).toBeVisible();
  await expect(page.getByLabel("Ends")).toHaveValue("2027-03-31T18:00");
  await page.goto(`/admin/adverts?spot=article_1&query=${encodeURIComponent(label)}`);
  await expect(page.getByRole("row").filter({ hasText: label })).toContainText("Off");
});
