import { expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { E2E_NOW } from "./clock.ts";
import { newestMail } from "./mailbox.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Issue 30's moderation journey: what a member sent waits in the back
// office's queue (the navigation counts it, live), beside the listed event it
// likely repeats; staff correct its title and approve it, and it is listed
// publicly, its author is mailed and sees it approved. A rejection mails its
// reason.

const { newPage, adminPage } = journeyPages();
// A member signs up and confirms in each (sign-ups are rate limited per address).
test.describe.configure({ timeout: 150_000 });
const PASSWORD = "correct horse battery staple";

/** Three days after the journeys' now, 6–8 pm Chicago time. */
const evening = () => {
  const start = new Date(Date.parse(E2E_NOW) + 3 * 86_400_000 + 6 * 3600_000);
  return { start: start.toISOString(), end: new Date(start.getTime() + 7200_000).toISOString() };
};

async function member(browser: Parameters<typeof adminPage>[0], admin: Page, name: string) {
  const page = await newPage(browser);
  const who = { name, email: `${unique("sender")}@example.com`, password: PASSWORD };
  await signUpMember(page, admin, who);
  return { page, email: who.email };
}

test("staff approve a corrected submission: it is listed, its author is mailed and sees it approved", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const listed = unique("Lantern Parade Prints ");
  const venue = await v5(admin, "POST", "/places/venues/list", {
    name: unique("Lantern Hall "),
    type: "gallery",
  });
  await v5(admin, "POST", "/calendar/events/list", {
    name: listed,
    status: "published",
    event_dates: [{ category: "reception", venue_id: venue.id, ...evening() }],
  });
  const sender = await member(browser, admin, "Rae Sender");

  // The back office has joined the queue's channel before anything is sent.
  const joined = admin.waitForEvent("websocket").then((ws) =>
    ws.waitForEvent("framereceived", {
      predicate: (f) => /"admin:queue","phx_reply",\{"status":"ok"/.test(String(f.payload)),
    }),
  );
  await admin.goto("/admin/submissions");
  await joined;
  const count = admin.getByRole("navigation", { name: "Admin" }).getByTestId("queue-count");
  const before = Number(
    (await count.count()) ? /\d+/.exec((await count.textContent()) ?? "")?.[0] : "0",
  );
  // What the member sends arrives in the open back office without a reload.
  const sent = await v5(sender.page, "POST", "/submissions", {
    name: `${listed} opening`,
    venue_id: venue.id,
    dates: [{ category: "reception", ...evening() }],
    submit: true,
  });
  await expect(count).toHaveText(`, ${before + 1} waiting`);

  await admin.getByRole("searchbox", { name: "Search names" }).fill(listed);
  await admin.getByRole("button", { name: "Apply" }).click();
  await admin.getByRole("link", { name: `${listed} opening` }).click();
  const duplicates = admin.getByTestId("likely-duplicates");
  await expect(duplicates.getByRole("link", { name: listed })).toBeVisible();
  await expect(duplicates).toContainText("same venue");
  await reviewShots(admin, "submission-review");

  const title = unique("Lantern Prints Opening ");
  await admin.getByLabel("Name").fill(title);
  await admin.getByRole("button", { name: "Save and approve" }).click();
  await expect(admin.getByRole("status")).toContainText(`Approved: “${title}” is published`);
  // Approved, it left the queue: the count is back where it was (none shows as no badge).
  if (before) await expect(count).toHaveText(`, ${before} waiting`);
  else await expect(count).toHaveCount(0);

  const decided = await v5(admin, "GET", `/submissions/id/${sent.id}`);
  const event = await v5(admin, "GET", `/calendar/events/id/${decided.event_id}`);
  await sender.page.goto(`/events/${event.slug}`);
  await expect(sender.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await sender.page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(sender.page.getByTestId("event-card").first()).toContainText(title);

  const mail = await newestMail(sender.email, /Your event is on the calendar/);
  expect(mail.text).toContain(`/events/${event.slug}`);
  const mine = await v5(sender.page, "GET", "/account/submissions");
  expect(mine.find((s: { id: string }) => s.id === sent.id)).toMatchObject({ state: "approved" });
});

test("a rejection mails its reason", async ({ browser }) => {
  const admin = await adminPage(browser);
  const city = (await v5(admin, "GET", "/places/cities/list?page_size=1"))[0];
  const sender = await member(browser, admin, "Nat Sender");
  const name = unique("Open Mic Night ");
  const sent = await v5(sender.page, "POST", "/submissions", {
    name,
    new_venue: {
      name: unique("Back Room "),
      address: "9 Side St",
      city_id: city.id,
      geo: { lat: 44.98, lon: -93.27 },
    },
    dates: [{ category: "performance", ...evening() }],
    submit: true,
  });
  await admin.goto(`/admin/submissions/${sent.id}`);
  await expect(admin.getByText("New venue (made when approved)")).toBeVisible();
  await admin
    .getByLabel("Reason (mailed to the author)")
    .fill("We list visual art; this is music.");
  await admin.getByRole("button", { name: "Reject and mail the reason" }).click();
  await expect(admin.getByRole("status")).toContainText(`Rejected: “${name}”`);
  const mail = await newestMail(sender.email, /We could not list your event/);
  expect(mail.text).toContain("We list visual art; this is music.");
});
