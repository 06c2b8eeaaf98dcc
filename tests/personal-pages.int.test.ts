import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// Saves and follows on the pages, as a browser without JavaScript gets them
// (issue 29): public pages stay one document for everybody (nothing saved in
// their bytes), the save and follow links sign a visitor in and come back
// with it done, and /account/saved and /account/following list and remove.
const NOW = "2026-11-27T18:00:00.000Z";
const ORIGIN = "http://personal-pages.test";

let site: SiteTestApp;
let t: TestApp;
let ada: SignedIn;
let venue: { id: string; slug: string; name: string };
let show: { id: string; slug: string; name: string };
let other: { id: string; slug: string; name: string };
beforeAll(async () => {
  site = await createSiteTestApp("personal-pages", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  ({ t } = site);
  const admin = await superadmin(t, "personal_pages_admin");
  ada = await member(t, "personal_pages_ada", "Ada Keeper");
  venue = await makeVenue(t, admin.token, { name: "Cedar Print Shop" });
  const dates = [
    {
      venue_id: venue.id,
      category: "reception",
      start: "2026-12-05T00:00:00.000Z",
      end: "2026-12-05T03:00:00.000Z",
    },
  ];
  show = await makeEvent(t, admin.token, dates, { name: "Cedar Prints Opening" });
  other = await makeEvent(t, admin.token, dates, { name: "Second Look Opening" });
}, 120_000);
afterAll(() => site?.close());

const get = (p: string, cookie?: string, headers: Record<string, string> = {}) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    redirect: "manual",
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
const post = (p: string, form: Record<string, string>, cookie?: string) =>
  formPoster(site.pages, ORIGIN)(p, form, cookie);
async function savedIds(who: SignedIn): Promise<string[]> {
  const res = await t.app.request("/api/v5/auth/viewer", { headers: { cookie: who.cookie } });
  return (await res.json()).personal.saved_event_ids;
}

describe("public pages", () => {
  it("are the same bytes for a visitor who saved the event as for anyone", async () => {
    await send(t, ada.token, "PUT", `/account/saves/${show.id}`, undefined);
    await send(t, ada.token, "PUT", `/account/follows/venue/${venue.id}`, undefined);
    for (const path of [`/events/${show.slug}`, `/venues/${venue.slug}`, "/calendar/upcoming"]) {
      const anonymous = await get(path);
      const mine = await get(path, ada.cookie);
      expect(mine.status, path).toBe(200);
      const [a, m] = [await anonymous.text(), await mine.text()];
      expect(m, path).toBe(a);
      expect(m, path).not.toContain("aria-pressed");
      // Without JavaScript the controls are forms that work.
      expect(m, path).toContain('action="/account/saved/add"');
    }
  });
});

describe("the save link", () => {
  const link = () =>
    `/account/saved/add?event=${other.id}&next=${encodeURIComponent(`/events/${other.slug}`)}`;

  it("sends a signed-out visitor to sign in, coming back to it", async () => {
    const res = await get(link());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/sign-in?next=${encodeURIComponent(link())}`);
  });

  it("asks first when another site sent the visitor", async () => {
    const res = await get(link(), ada.cookie, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(200);
    expect(mainOf(await res.text())).toContain("Save the event");
    expect(await savedIds(ada)).not.toContain(other.id);
  });

  it("saves for a signed-in visitor and returns them to the page", async () => {
    const res = await get(link(), ada.cookie, { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/events/${other.slug}`);
    expect(await savedIds(ada)).toContain(other.id);
  });

  it("never sends anyone off the site", async () => {
    const res = await get(
      `/account/saved/add?event=${other.id}&next=${encodeURIComponent("//evil.example")}`,
      ada.cookie,
    );
    expect(res.headers.get("location")).toBe("/");
  });

  it("says so in plain words for an event that is gone", async () => {
    const res = await get(`/account/saved/add?event=${crypto.randomUUID()}&next=/`, ada.cookie);
    expect(res.status).toBe(404);
    expect(mainOf(await res.text())).toContain("no longer on the calendar");
  });
});

describe("/account/saved", () => {
  it("lists the saved events privately and removes one without JavaScript", async () => {
    const res = await get("/account/saved", ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const page = mainOf(await res.text());
    expect(page).toContain("Cedar Prints Opening");
    expect(page).toContain("Second Look Opening");
    const removed = await post(
      "/account/saved",
      { event: other.id, name: "Second Look Opening" },
      ada.cookie,
    );
    expect(removed.status).toBe(200);
    expect(mainOf(await removed.text())).toContain("was removed from your saved events");
    const after = mainOf(await (await get("/account/saved", ada.cookie)).text());
    expect(after).not.toContain("Second Look Opening");
    expect(after).toContain("Cedar Prints Opening");
  });
});

describe("/account/following", () => {
  it("lists follows with their links and removes one without JavaScript", async () => {
    const page = mainOf(await (await get("/account/following", ada.cookie)).text());
    expect(page).toContain(`href="/venues/${venue.slug}"`);
    expect(page).toContain("Cedar Print Shop");
    const removed = await post(
      "/account/following",
      { kind: "venue", target: venue.id, name: "Cedar Print Shop" },
      ada.cookie,
    );
    expect(removed.status).toBe(200);
    const follows = await t.app.request("/api/v5/account/follows", { headers: bearer(ada.token) });
    expect((await follows.json()).results).toEqual([]);
  });

  it("follows from the venue page's link once signed in", async () => {
    const link = `/account/following/add?kind=venue&target=${venue.id}&next=${encodeURIComponent(`/venues/${venue.slug}`)}`;
    const res = await get(link, ada.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/venues/${venue.slug}`);
    const page = mainOf(await (await get("/account/following", ada.cookie)).text());
    expect(page).toContain("Cedar Print Shop");
  });
});
