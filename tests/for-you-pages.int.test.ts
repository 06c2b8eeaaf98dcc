import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPersonalRepo } from "../server/api/personal/repo.ts";
import { makeCity, makeEvent, makeVenue } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// /for-you and /account/calendar as a browser without JavaScript gets them:
// private pages (never cached), each card saying why it is there, an empty
// state that says how to fill it, the feed's checkbox and "Get a new
// address" asked twice. Follows and saves go in through the personal repo.
// Tuesday 2026-11-24, noon in Minneapolis.
const NOW = "2026-11-24T18:00:00.000Z";
const ORIGIN = "http://for-you-pages.test";

let site: SiteTestApp;
let t: TestApp;
let ada: SignedIn;
let venueId: string;
let savedId: string;

const inDays = (days: number, hours = 2) => {
  const start = new Date(Date.parse(NOW) + days * 86_400_000 + 3600_000);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + hours * 3600_000).toISOString(),
  };
};

beforeAll(async () => {
  site = await createSiteTestApp("for-you-pages", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  ({ t } = site);
  const admin = await superadmin(t, "for_you_pages_admin");
  const city = await makeCity(t, admin.token, { name: "Minneapolis" });
  const venue = await makeVenue(t, admin.token, { name: "Ember Gallery", city_id: city.id });
  const other = await makeVenue(t, admin.token, { name: "Quarry Studios", city_id: city.id });
  venueId = venue.id;
  await makeEvent(t, admin.token, [{ venue_id: venue.id, category: "reception", ...inDays(2) }], {
    name: "Ember Opening",
  });
  await makeEvent(
    t,
    admin.token,
    [{ venue_id: venue.id, category: "ongoing", ...inDays(1, 24 * 20) }],
    { name: "Ember Survey Show" },
  );
  savedId = (
    await makeEvent(
      t,
      admin.token,
      [{ venue_id: other.id, category: "performance", ...inDays(3) }],
      {
        name: "Quarry Recital",
      },
    )
  ).id;
  await makeEvent(t, admin.token, [{ venue_id: other.id, category: "reception", ...inDays(4) }], {
    name: "Quarry Unrelated",
  });
  ada = await member(t, "for_you_pages_ada");
}, 120_000);
afterAll(() => site?.close());

const get = (p: string, cookie?: string) =>
  site.pages.app.request(p, { redirect: "manual", headers: cookie ? { cookie } : {} });
async function main(p: string, cookie?: string, status = 200) {
  const res = await get(p, cookie);
  expect(res.status, p).toBe(status);
  return mainOf(await res.text()).replace(/&#x27;/g, "'");
}
const post = (p: string, form: Record<string, string>, cookie?: string) =>
  formPoster(site.pages, ORIGIN)(p, form, cookie);

describe("/for-you", () => {
  it("explains itself to a visitor who is not signed in, with a way to sign in", async () => {
    const res = await get("/for-you");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const page = mainOf(await res.text());
    expect(page).toContain('href="/sign-in?next=%2Ffor-you"');
    expect(page).not.toContain("Ember Opening");
  });

  it("says how to fill it while it is empty", async () => {
    const page = await main("/for-you", ada.cookie);
    expect(page).toContain("Nothing here yet");
    expect(page).toContain("follow a venue");
  });

  it("lists the saved and followed dates with why, privately", async () => {
    const personal = createPersonalRepo(t.database.db);
    await personal.follow(ada.userId, "venue", venueId);
    await personal.save(ada.userId, savedId);
    const res = await get("/for-you", ada.cookie);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const page = mainOf(await res.text()).replace(/&#x27;/g, "'");
    expect(page).toContain("Ember Opening");
    expect(page).toContain("Ember Survey Show");
    expect(page).toContain("Quarry Recital");
    expect(page).not.toContain("Quarry Unrelated");
    expect(page).toContain("Because you follow Ember Gallery");
    expect(page).toContain("Saved");
    expect(page).toContain("On view");
    // The compact view says why too.
    expect(await main("/for-you?view=compact", ada.cookie)).toContain(
      "Because you follow Ember Gallery",
    );
    // Another visitor sees none of it.
    const otto = await member(t, "for_you_pages_otto");
    expect(await main("/for-you", otto.cookie)).not.toContain("Ember Opening");
  });
});

describe("/account/calendar", () => {
  it("shows the feed's links, saves the checkbox and gets a new address when confirmed", async () => {
    const page = await main("/account/calendar", ada.cookie);
    const url = /value="(http[^"]+\/feeds\/personal\/[^"]+\.ics)"/.exec(page)![1]!;
    expect(page).toContain(`href="${url.replace(/^https?:/, "webcal:")}"`);
    expect(page).toContain("https://calendar.google.com/calendar/r?cid=");
    expect(page).toContain("https://outlook.live.com/calendar/0/addfromweb?url=");
    const path = new URL(url).pathname;
    const before = await (await get(path)).text();
    expect(before).toContain("Quarry Recital");
    expect(before).not.toContain("Ember Opening");

    const saved = await post(
      "/account/calendar",
      { intent: "settings", include_follows: "on" },
      ada.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await (await get(path)).text()).toContain("Ember Opening");

    // The first step only asks.
    const asking = await main("/account/calendar?confirm=new", ada.cookie);
    expect(asking).toContain("Yes, get a new address");
    expect((await get(path)).status).toBe(200);
    const renewed = await post("/account/calendar", { intent: "regenerate" }, ada.cookie);
    expect(renewed.status).toBe(200);
    expect((await get(path)).status).toBe(404);
    expect(await main("/account/calendar", ada.cookie)).not.toContain(url);
  });
});
