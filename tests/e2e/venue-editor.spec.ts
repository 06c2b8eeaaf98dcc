import { expect, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Venue editors (issue 30 item 4, decision 056): staff make a member the
// editor of venue A on the member's page; the member finds the back office in
// the account menu, sees Venues and Events only, edits an event at venue A
// and saves; venue B's event is a 403 page in the back office and a 403 from
// the API. EDITOR_SHOTS=/tmp writes /tmp/venue-editor-*.png for a review.

const { newPage, adminPage } = journeyPages();

test("a venue editor edits their venue's event and is refused another venue's, in the back office and the API", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await adminPage(browser);
  await staff.goto("/");
  const tag = unique("");
  const venueA = await v5(staff, "POST", "/places/venues/list", { name: `Editor Gallery ${tag}` });
  const venueB = await v5(staff, "POST", "/places/venues/list", { name: `Other Hall ${tag}` });
  const date = (venue_id: string) => ({
    venue_id,
    category: "reception",
    start: "2026-12-12T00:00:00.000Z",
    end: "2026-12-12T03:00:00.000Z",
  });
  const eventA = await v5(staff, "POST", "/calendar/events/list", {
    name: `Prints at A ${tag}`,
    event_dates: [date(venueA.id)],
  });
  const eventB = await v5(staff, "POST", "/calendar/events/list", {
    name: `Paintings at B ${tag}`,
    event_dates: [date(venueB.id)],
  });

  // A member signs up; staff make them the editor of venue A on their page.
  const page = await newPage(browser);
  const who = {
    name: "Vera Venue",
    email: `${unique("vera")}@example.com`,
    password: "vera's long password",
  };
  await signUpMember(page, staff, who);
  await staff.goto(`/admin/users?query=${encodeURIComponent(who.email)}`);
  const userLink = await staff.getByRole("link", { name: who.name }).first().getAttribute("href");
  await staff.goto(userLink!);
  const panel = staff.getByTestId("user-venues");
  await expect(panel).toContainText("Edits no venue.");
  await panel.getByLabel("Venue").selectOption({ label: venueA.name });
  await panel.getByRole("button", { name: "Make editor of this venue" }).click();
  await expect(staff.getByText(`Now an editor of ${venueA.name}.`)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Venues this person edits" })).toContainText(
    venueA.name,
  );

  // The member's account menu now links the back office (learned after hydration).
  await page.goto("/");
  await page.getByRole("link", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Back office" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Venues" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Articles" })).toHaveCount(0);

  // Their events: venue A's, not venue B's.
  await page.goto("/admin/events");
  await expect(page.getByRole("link", { name: eventA.name })).toBeVisible();
  await expect(page.getByRole("link", { name: eventB.name })).toHaveCount(0);
  await reviewShots(page, "venue-editor-events");

  // Edit venue A's event and save.
  await page.goto(`/admin/events/${eventA.id}`);
  await expect(page.getByRole("heading", { level: 1, name: eventA.name })).toBeVisible();
  await expect(page.getByLabel("Featured (shown first on the home page)")).toHaveCount(0);
  await page.getByLabel("Summary").fill("Relief prints by the venue's own editor.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
  await expect(page.getByLabel("Summary")).toHaveValue("Relief prints by the venue's own editor.");
  await reviewShots(page, "venue-editor-event");
  const saved = await v5(staff, "GET", `/calendar/events/id/${eventA.id}`);
  expect(saved.summary).toBe("Relief prints by the venue's own editor.");

  // Venue B's event: a 403 page in plain words, and a 403 from the API.
  const refused = await page.goto(`/admin/events/${eventB.id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This event is not one of yours" })).toBeVisible();
  await reviewShots(page, "venue-editor-refused");
  const { token } = await (await page.request.get("/api/auth/token")).json();
  const put = await page.request.put(`/api/v5/calendar/events/id/${eventB.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { summary: "Not mine to change" },
  });
  expect(put.status()).toBe(403);
  expect(await put.json()).toMatchObject({ type: "PermissionException", code: "P-1001" });
  const untouched = await v5(staff, "GET", `/calendar/events/id/${eventB.id}`);
  expect(untouched.summary).not.toBe("Not mine to change");
});
