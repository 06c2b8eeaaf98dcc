import { expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { E2E_NOW } from "./clock.ts";
import { newestMail } from "./mailbox.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";
import { submitEventAsNewUser } from "./submit-helpers.ts";

// Issue 30's moderation journey: what a member sent waits in the back
// office's queue (the navigation counts it, live), beside the listed event it
// likely repeats; staff correct its title and approve it, and it is listed
// publicly, its author is mailed and sees it approved. A rejection mails its
// reason.

const { newPage, adminPage } = journeyPages();
// A member signs up, confirms and fills in /submit in each (sign-ups are
// rate limited per address).
test.describe.configure({ timeout: 180_000 });
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

test("a new member's event with a new venue and a picture: staff see its likely duplicate, correct the title and approve; it is listed, mailed and shown approved", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const listed = unique("Dockside Relief Prints ");
  const venue = await v5(admin, "POST", "/places/venues/list", {
    name: unique("Lantern Hall "),
    type: "gallery",
  });
  await v5(admin, "POST", "/calendar/events/list", {
    name: listed,
    status: "published",
    event_dates: [{ category: "reception", venue_id: venue.id, ...evening() }],
  });

  // A second back office stays open on the queue while the member sends.
  const watcher = await adminPage(browser);
  const joined = watcher.waitForEvent("websocket").then((ws) =>
    ws.waitForEvent("framereceived", {
      predicate: (f) => /"admin:queue","phx_reply",\{"status":"ok"/.test(String(f.payload)),
    }),
  );
  await watcher.goto("/admin/submissions?state=pending");
  await joined;
  const count = watcher.getByRole("navigation", { name: "Admin" }).getByTestId("queue-count");
  const before = Number(
    (await count.count()) ? /\d+/.exec((await count.textContent()) ?? "")?.[0] : "0",
  );

  const member = await newPage(browser);
  const sent = await submitEventAsNewUser(member, admin, { title: `${listed} opening` });
  // It arrived in the open back office without a reload (other journeys may
  // send theirs meanwhile: the integration test counts exactly).
  await expect
    .poll(async () => Number(/\d+/.exec((await count.textContent()) ?? "")?.[0] ?? 0))
    .toBeGreaterThan(before);

  await admin.goto("/admin/submissions?state=pending");
  await admin.getByRole("searchbox", { name: "Search names" }).fill(sent.title);
  await admin.getByRole("button", { name: "Apply" }).click();
  await admin.getByRole("link", { name: sent.title }).click();
  const duplicates = admin.getByTestId("likely-duplicates");
  await expect(duplicates.getByRole("link", { name: listed })).toBeVisible();
  await expect(admin.getByText("New venue (made when approved)")).toBeVisible();
  await expect(admin.getByText(sent.venueName)).toBeVisible();
  await reviewShots(admin, "submission-review");

  const title = unique("Dockside Prints: Opening Night ");
  await admin.getByLabel("Name").fill(title);
  await admin.getByRole("button", { name: "Save and approve" }).click();
  await expect(admin.getByRole("status")).toContainText(`Approved: “${title}” is published`);

  // Listed publicly, at the venue it proposed, with its picture.
  await member.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = member.getByTestId("event-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("link").first().click();
  await expect(member.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(member.getByRole("main")).toContainText(sent.venueName);

  const mail = await newestMail(sent.user.email, /Your event is on the calendar/);
  expect(mail.subject).toContain(title);
  expect(mail.text).toMatch(/\/events\/[a-z0-9-]+/);
  await member.goto("/account/submissions");
  await expect(member.getByTestId("submission").filter({ hasText: title })).toContainText(
    "Approved",
  );
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
