import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { signUpMember, unique } from "./accounts.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Issue 29's journey for /for-you and the personal calendar feed, on the demo
// calendar and the pinned clock (Saturday, November 21st 2026): follow a
// venue, /for-you lists its dates saying why, the personal ICS address parses
// in ical.js and holds them, and a new address makes the old one a 404.
// The follow goes through the v5 API from the page (the follow button is
// another part of the issue).

const { newPage, adminPage } = journeyPages();
const HIGHPOINT = "highpoint-center-for-printmaking";
// EDITOR_SHOTS=<dir> keeps screenshots at 1280 and 390 px for a review.
const shots = reviewShots;

/** The summaries of the calendar at `path`, read by ical.js. */
async function summaries(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary);
}

test("follow a venue: /for-you lists its dates, the personal feed holds them, a new address revokes the old", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const page = await newPage(browser);
  await signUpMember(page, admin, {
    name: "Fran Follower",
    email: `${unique("for_you_")}@example.com`,
    password: "for you password",
  });

  await page.goto("/for-you");
  await expect(page.getByText("Nothing here yet")).toBeVisible();
  await shots(page, "for-you-empty");

  const venue = await v5(page, "GET", `/places/venues/slug/${HIGHPOINT}`);
  await v5(page, "PUT", `/account/follows/venue/${venue.id}`);

  // From the header's account menu.
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(/account menu/).click();
  await page.getByRole("menuitem", { name: "For you" }).click();
  await expect(page).toHaveURL(/\/for-you$/);
  const card = page.getByTestId("event-card").filter({ hasText: "Poster Night" }).first();
  await expect(card).toContainText("Because you follow Highpoint Center for Printmaking");
  await shots(page, "for-you");

  await page.goto("/account");
  await page.getByRole("link", { name: "Calendar feed" }).click();
  await expect(page.getByRole("heading", { name: "Your calendar feed" })).toBeVisible();
  const url = await page.getByTestId("feed-url").inputValue();
  const path = new URL(url).pathname;
  expect(await page.getByTestId("feed-webcal").getAttribute("href")).toBe(
    url.replace(/^https?:/, "webcal:"),
  );
  // Saved events only, until the visitor asks for their follows too.
  expect((await summaries(page, path)).some((s) => s.startsWith("Poster Night"))).toBe(false);
  await page.getByLabel("Include what I follow").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: your feed holds what you follow")).toBeVisible();
  expect((await summaries(page, path)).some((s) => s.startsWith("Poster Night"))).toBe(true);
  await shots(page, "account-calendar");

  await page.getByRole("link", { name: "Get a new address…" }).click();
  await page.getByRole("button", { name: "Yes, get a new address" }).click();
  await expect(page.getByText("Your feed has a new address.")).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
  // The message and the field are two renders: wait for the field's new value.
  await expect(page.getByTestId("feed-url")).not.toHaveValue(url);
  const fresh = await page.getByTestId("feed-url").inputValue();
  expect((await summaries(page, new URL(fresh).pathname)).length).toBeGreaterThan(0);
});
