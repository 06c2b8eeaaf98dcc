import { type Browser, expect, test } from "@playwright/test";
import sharp from "sharp";
import { type FixtureServer, htmlPage, startFixtureServer } from "../fixture-server.ts";
import { unique } from "./accounts.ts";
import { LINK_FIXTURE_PORT } from "./link-fixture.ts";
import { journeyPages } from "./pages.ts";

// "Import from a link" (issue 12): a superadmin fills the event form from a
// gallery's page carrying a JSON-LD Event, reviews what was filled, saves,
// and sees it on the public event page; a venue the calendar lacks is
// created on request; the venue form fills from a venue's own site. The
// pages come from a fixture server this file starts on the one loopback
// port the app server may read (playwright.config.ts).

const { adminPage } = journeyPages();
const ORIGIN = `http://127.0.0.1:${LINK_FIXTURE_PORT}`;

const eventName = unique("Tide Lines: Prints ");
const newVenueName = unique("Harbor Print Loft ");
const galleryName = unique("Stone Arch Gallery ");
const SUMMARY = "Two-colour relief prints of the North Shore, with the artist at the opening.";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const eventPage = (name: string, location: unknown) =>
  htmlPage(
    `<title>${name} | Events</title>
     <meta property="og:title" content="${name}">
     <meta property="og:description" content="${SUMMARY}">
     <meta property="og:image" content="/poster.png">
     ${ld({
       "@context": "https://schema.org",
       "@type": "Event",
       name,
       startDate: "2026-12-05T18:00:00-06:00",
       endDate: "2026-12-05T21:00:00-06:00",
       location,
     })}`,
  );

let fixture: FixtureServer;
test.beforeAll(async () => {
  const poster = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: "#2d4f7c" },
  })
    .png()
    .toBuffer();
  fixture = await startFixtureServer(
    {
      "/shows/tide-lines": eventPage(eventName, {
        "@type": "Place",
        name: "Walker Art Center",
        address: { "@type": "PostalAddress", streetAddress: "725 Vineland Pl" },
      }),
      "/shows/harbor": eventPage(unique("Harbor Night "), {
        "@type": "Place",
        name: newVenueName,
        address: {
          "@type": "PostalAddress",
          streetAddress: "12 Harbor Rd",
          addressLocality: "Minneapolis",
          addressRegion: "MN",
          postalCode: "55401",
        },
      }),
      "/gallery": htmlPage(
        `<title>Home | ${galleryName}</title>
         <meta property="og:site_name" content="${galleryName}">
         <meta property="og:image" content="/poster.png">`,
      ),
      "/poster.png": (_req, res) => {
        res.writeHead(200, { "content-type": "image/png" });
        res.end(poster);
      },
    },
    LINK_FIXTURE_PORT,
  );
});
test.afterAll(() => fixture?.close());

/**
 * A superadmin on a back-office form (`path`) opens "Import from a link"
 * and reads `url` (typed, then Enter): the dialog, with what was found.
 */
async function importOn(browser: Browser, path: string, url: string) {
  const page = await adminPage(browser);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Import from a link" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Web address").fill(url);
  await dialog.getByLabel("Web address").press("Enter");
  return { page, dialog };
}

test("a superadmin imports an event from a gallery's page and saves it as filled", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, dialog } = await importOn(
    browser,
    "/admin/events/new",
    `${ORIGIN}/shows/tide-lines`,
  );
  await expect(dialog.getByRole("checkbox", { name: `Name ${eventName}` })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /^Summary/ })).toBeChecked();
  await expect(dialog).toContainText("Reception · Sat Dec 5th 6pm – 9pm");
  // The page's place is a venue the calendar has (its address written differently).
  await expect(dialog).toContainText("Walker Art Center (already in the calendar)");
  await dialog.getByRole("button", { name: "Fill the form" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The editor reviews the filled form before saving.
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(eventName);
  await expect(page.getByLabel("Summary")).toHaveValue(SUMMARY);
  await expect(page.getByLabel("More information (web address)")).toHaveValue(
    `${ORIGIN}/shows/tide-lines`,
  );
  const row = page.getByTestId("event-date-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel("Venue")).toHaveValue("Walker Art Center");
  await expect(row.getByLabel("Category")).toHaveText(/Reception/);
  await expect(page.getByRole("img", { name: eventName }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Card preview" })).toContainText(eventName);

  await page.getByRole("button", { name: "Create and publish" }).click();
  await expect(page.getByText("Event saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const slug = await page.getByLabel("Slug").inputValue();

  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  await expect(page.getByText(SUMMARY)).toBeVisible();
  await expect(page.getByText(/6pm – 9pm/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Walker Art Center" }).first()).toBeVisible();
  // The image is ours now: served from our files, not the gallery's site.
  const image = page.getByRole("img", { name: eventName }).first();
  await expect(image).toBeVisible();
  expect(await image.getAttribute("src")).toMatch(/^\/files\/containers\//);
});

test("an event at a place the calendar lacks: the editor creates the venue from the import", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { page, dialog } = await importOn(browser, "/admin/events/new", `${ORIGIN}/shows/harbor`);
  await expect(dialog).toContainText(
    `No venue in the calendar matches “${newVenueName}, 12 Harbor Rd`,
  );
  await dialog.getByRole("button", { name: "Create venue" }).click();
  await expect(dialog).toContainText(`${newVenueName} (just created)`);
  // Only what the editor keeps is filled: no image this time.
  await dialog.getByRole("checkbox", { name: /^Image/ }).uncheck();
  await dialog.getByRole("button", { name: "Fill the form" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("event-date-row").getByLabel("Venue")).toHaveValue(newVenueName);
  await expect(page.getByText("No image", { exact: true })).toBeVisible();
});

test("the venue form fills name, website and image from a venue's site; refused addresses say why", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { page, dialog } = await importOn(browser, "/admin/venues/new", "http://10.0.0.1/");
  await expect(dialog.getByRole("alert")).toHaveText("That address is not allowed.");
  await dialog.getByLabel("Web address").fill(`${ORIGIN}/gallery`);
  await dialog.getByRole("button", { name: "Read the page" }).click();
  await expect(dialog.getByRole("checkbox", { name: `Name ${galleryName}` })).toBeChecked();
  await dialog.getByRole("button", { name: "Fill the form" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(galleryName);
  await expect(page.getByLabel("Website")).toHaveValue(`${ORIGIN}/gallery`);
  await expect(page.getByRole("img", { name: galleryName })).toBeVisible();
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page.getByText("Venue saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/venues\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByLabel("Website")).toHaveValue(`${ORIGIN}/gallery`);
});
