import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, signInWithPassword, signUpAndConfirm, unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// Live updates (issue 11): an open event page follows an edit made in the
// back office without a reload, and two editors of one event see each other.

const { newPage } = journeyPages();

/** Calls the v5 API with the page's session, as the back office does. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(async () => {
    const res = await fetch("/api/auth/token");
    return ((await res.json()) as { token: string }).token;
  });
  const res = await page.request.fetch(`/api/v5${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()).results;
}

/**
 * Resolves once the page's socket has joined `topic` (the server said ok):
 * the page has hydrated and listens. Call before the navigation.
 */
function joinedOn(page: Page, topic: string) {
  return page.waitForEvent("websocket").then((ws) =>
    ws.waitForEvent("framereceived", {
      predicate: (f) => String(f.payload).includes(`"${topic}","phx_reply",{"status":"ok"`),
    }),
  );
}

/** An event of this journey's own, so the demo events other journeys rely on stay as they are. */
async function makeEvent(admin: Page) {
  const venue = await api(admin, "POST", "/places/venues/list", {
    name: unique("Live Wire Gallery "),
    type: "gallery",
  });
  return api(admin, "POST", "/calendar/events/list", {
    name: unique("Current Affairs "),
    summary: "Paintings about electricity.",
    event_dates: [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-11-27T00:00:00Z",
        end: "2026-11-27T03:00:00Z",
      },
    ],
  }) as Promise<{ id: string; slug: string; name: string }>;
}

test("an open event page shows a back-office edit without a reload", async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await newPage(browser);
  await signInWithPassword(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const event = await makeEvent(admin);

  const visitor = await newPage(browser);
  // The page joins the calendar channel once it has hydrated; wait for the server's yes.
  const joined = joinedOn(visitor, "calendar");
  await visitor.goto(`/events/${event.slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await expect(visitor.getByText("Paintings about electricity.")).toBeVisible();
  await joined;
  await visitor.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The editor joins its presence topic once hydrated, so typing is not lost to hydration.
  const editing = joinedOn(admin, `admin:edit:event:${event.id}`);
  await admin.goto(`/admin/events/${event.id}`);
  await editing;
  await admin
    .getByLabel("Summary")
    .fill("Paintings about lightning, now with a live demonstration.");
  await expect(admin.getByLabel("Summary")).toHaveValue(
    "Paintings about lightning, now with a live demonstration.",
  );
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText("Event saved.")).toBeVisible();

  await expect(
    visitor.getByText("Paintings about lightning, now with a live demonstration."),
  ).toBeVisible({ timeout: 5000 });
  await expect(visitor.getByText("Paintings about electricity.")).toHaveCount(0);
  expect(
    await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test("two admins on the same event see each other", async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await newPage(browser);
  await signInWithPassword(first, E2E_ADMIN.email, E2E_ADMIN.password);
  const event = await makeEvent(first);

  // A second superadmin, made the way staff make one: sign-up, then the role from a superadmin.
  const second = await newPage(browser);
  const who = {
    name: unique("Ines Curator "),
    email: `${unique("ines")}@example.com`,
    password: "ines's long password",
  };
  await signUpAndConfirm(second, first, who);
  await second.getByLabel("Username").fill(unique("ines_"));
  await second.getByRole("button", { name: "Save and continue" }).click();
  await expect(second.getByTestId("header-user-name")).toHaveText(who.name);
  const userId = await second.evaluate(async () => {
    const res = await fetch("/api/auth/get-session");
    return ((await res.json()) as { user: { id: string } }).user.id;
  });
  const user = await api(first, "GET", `/security/users/id/${userId}`);
  await api(first, "PUT", `/security/users/id/${userId}`, {
    is_superadmin: true,
    version: user.version,
  });

  await first.goto(`/admin/events/${event.id}`);
  await expect(first.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await second.goto(`/admin/events/${event.id}`);
  await expect(second.getByRole("heading", { level: 1, name: event.name })).toBeVisible();

  await expect(first.getByTestId("also-editing")).toHaveText(`Also editing: ${who.name}`);
  await expect(second.getByTestId("also-editing")).toHaveText(`Also editing: ${E2E_ADMIN.name}`);

  // The second leaves for the list: the first is alone again.
  await second.goto("/admin/events");
  await expect(first.getByTestId("also-editing")).toHaveCount(0);
});
