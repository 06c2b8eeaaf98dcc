import { expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Saves and follows (issue 29): a signed-out visitor saves from a card, signs
// in and finds it saved; a save in one tab flips the other tab's control
// without a reload; a venue followed from its page is on /account/following;
// a save removed on /account/saved is gone.

const { newPage, adminPage } = journeyPages();
const PASSWORD = "saves journey password";

/** A venue and an exhibition of this journey's own, on the venue's page as its one card. */
async function makeShow(admin: Page) {
  const venue = await v5(admin, "POST", "/places/venues/list", {
    name: unique("Bookmark Gallery "),
    type: "gallery",
  });
  const event = await v5(admin, "POST", "/calendar/events/list", {
    name: unique("Keep This Show "),
    summary: "Prints worth keeping.",
    event_dates: [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-11-28T00:00:00Z",
        end: "2026-11-28T03:00:00Z",
      },
    ],
  });
  return { venue, event } as {
    venue: { id: string; slug: string; name: string };
    event: { id: string; slug: string; name: string };
  };
}

async function newMember(browser: Parameters<typeof newPage>[0], admin: Page) {
  const page = await newPage(browser);
  const who = { name: "Sam Saver", email: `${unique("saver")}@example.com`, password: PASSWORD };
  await signUpMember(page, admin, who);
  return { page, who };
}

/** The card's save control (a toggle once the page knows the visitor's saves). */
const saveControl = (page: Page, name: string) =>
  page.getByRole("button", { name: `Save ${name}`, exact: true }).first();

test("a signed-out visitor saves from a card, signs in, and the save is there", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const { venue, event } = await makeShow(admin);
  const { who } = await newMember(browser, admin);

  const visitor = await newPage(browser);
  await visitor.goto(`/venues/${venue.slug}`);
  await visitor
    .getByRole("button", { name: `Save ${event.name}`, exact: true })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/sign-in\?next=/);
  await visitor.getByLabel("Email").fill(who.email);
  await visitor.getByLabel("Password", { exact: true }).fill(who.password);
  await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/venues/${venue.slug}$`));
  await expect(saveControl(visitor, event.name)).toHaveAttribute("aria-pressed", "true");

  await visitor.goto("/account/saved");
  await expect(visitor.getByTestId("saved-item").filter({ hasText: event.name })).toBeVisible();
});

test("a save in one tab flips the other tab's control without a reload", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const { venue, event } = await makeShow(admin);
  const { page: first } = await newMember(browser, admin);
  const second = await first.context().newPage();
  const joined = second.waitForEvent("websocket").then((ws) =>
    ws.waitForEvent("framereceived", {
      predicate: (f) => /"user:[0-9a-f-]+","phx_reply",\{"status":"ok"/.test(String(f.payload)),
    }),
  );
  await second.goto(`/venues/${venue.slug}`);
  await first.goto(`/venues/${venue.slug}`);
  await expect(saveControl(second, event.name)).toHaveAttribute("aria-pressed", "false");
  await joined;

  await saveControl(first, event.name).click();
  await expect(saveControl(first, event.name)).toHaveAttribute("aria-pressed", "true");
  await expect(saveControl(second, event.name)).toHaveAttribute("aria-pressed", "true");

  await saveControl(second, event.name).click();
  await expect(saveControl(first, event.name)).toHaveAttribute("aria-pressed", "false");

  // Shots of a card with the control, for the review.
  await saveControl(first, event.name).click();
  await expect(saveControl(first, event.name)).toHaveAttribute("aria-pressed", "true");
  await reviewShots(first, "saves-venue-card");
});

test("follow a venue from its page and find it on /account/following", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const { venue } = await makeShow(admin);
  const { page } = await newMember(browser, admin);
  await page.goto(`/venues/${venue.slug}`);
  const follow = page.getByRole("button", { name: `Follow ${venue.name}`, exact: true });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  // The button flips at once; the follow is kept when its request answers.
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().includes("/account/follows/venue/"),
  );
  await follow.click();
  expect((await saved).ok()).toBe(true);
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toHaveText("Following");

  await page.goto("/account/following");
  const item = page.getByTestId("following-item").filter({ hasText: venue.name });
  await expect(item.getByRole("link", { name: venue.name })).toHaveAttribute(
    "href",
    `/venues/${venue.slug}`,
  );
  await item.getByRole("button", { name: `Stop following ${venue.name}` }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("following-item").filter({ hasText: venue.name })).toHaveCount(0);
});

test("remove a save on /account/saved", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const { event } = await makeShow(admin);
  const kept = await makeShow(admin);
  const { page } = await newMember(browser, admin);
  await v5(page, "PUT", `/account/saves/${event.id}`);
  await v5(page, "PUT", `/account/saves/${kept.event.id}`);

  await page.goto("/account/saved");
  await reviewShots(page, "saves-account-saved");
  const item = page.getByTestId("saved-item").filter({ hasText: event.name });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `Remove ${event.name} from your saved events` }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("saved-item").filter({ hasText: event.name })).toHaveCount(0);
  await expect(page.getByTestId("saved-item").filter({ hasText: kept.event.name })).toBeVisible();
});

test("without JavaScript, a card's menu follows its venue through sign-in", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const { venue, event } = await makeShow(admin);
  const { who } = await newMember(browser, admin);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/venues/${venue.slug}`);
    // The card's controls submit the page's shared forms (the `form` attribute).
    await visitor.getByLabel(`More for ${event.name}`).first().click();
    await visitor
      .getByRole("button", { name: `Follow ${venue.name}`, exact: true })
      .first()
      .click();
    await expect(visitor).toHaveURL(/\/sign-in\?next=/);
    const next = new URL(visitor.url()).searchParams.get("next")!;
    const asked = new URL(next, "http://site");
    expect(asked.pathname).toBe("/account/following/add");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      kind: "venue",
      target: venue.id,
      next: `/venues/${venue.slug}`,
    });
    await visitor.getByLabel("Email").fill(who.email);
    await visitor.getByLabel("Password", { exact: true }).fill(who.password);
    await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/venues/${venue.slug}$`));
    await visitor.goto("/account/following");
    await expect(
      visitor.getByTestId("following-item").filter({ hasText: venue.name }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
