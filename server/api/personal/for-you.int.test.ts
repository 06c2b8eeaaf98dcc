import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingFilters } from "../../../core/listing/filters.ts";
import {
  makeCity,
  makeEvent,
  makeVenue,
  postJson,
  putJson,
} from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createPersonalRepo, type PersonalRepo } from "./repo.ts";

// The "for a person" listing (calendar.personalDates and /for-you's query)
// and the personal calendar feed, on a real database: the reasons are
// right, another visitor's saves and follows never leak in, the feed parses
// in ical.js, holds saved dates, follows only when asked, and a regenerated
// secret leaves the old address a 404. Follows and saves are written through
// the personal repo (their HTTP API is another branch's).
// The clock: Tuesday 2026-11-24, noon in Minneapolis (CST).
const NOW = "2026-11-24T18:00:00.000Z";
const HOST = "for-you.test";

let t: TestApp;
let personal: PersonalRepo;
let ada: SignedIn;
let otto: SignedIn;
const ev: Record<string, { id: string; name: string; slug: string }> = {};
const place: Record<string, { id: string; name: string }> = {};

/** A timed date `days` after NOW, two hours long. */
const timed = (venue: { id: string }, category: string, days: number) => {
  const start = new Date(Date.parse(NOW) + days * 86_400_000 + 3600_000);
  return {
    venue_id: venue.id,
    category,
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3600_000).toISOString(),
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW, CANONICAL_HOST: HOST } });
  personal = createPersonalRepo(t.database.db);
  const admin = await superadmin(t, "for_you_admin");
  const tok = admin.token;
  place.mpls = await makeCity(t, tok, { name: "Minneapolis" });
  place.stPaul = await makeCity(t, tok, { name: "St. Paul" });
  place.ember = await makeVenue(t, tok, { name: "Ember Gallery", city_id: place.mpls!.id });
  place.quarry = await makeVenue(t, tok, { name: "Quarry Studios", city_id: place.stPaul!.id });
  place.loft = await makeVenue(t, tok, {
    name: "Loft Arts Center",
    nickname: "The Loft",
    city_id: place.mpls!.id,
  });
  ev.opening = await makeEvent(t, tok, [timed(place.ember!, "reception", 2)], {
    name: "Ember Opening",
    tags: ["sculpture"],
  });
  ev.recital = await makeEvent(t, tok, [timed(place.quarry!, "performance", 3)], {
    name: "Quarry Recital",
    tags: ["photo"],
  });
  ev.workshop = await makeEvent(t, tok, [timed(place.loft!, "class", 4)], {
    name: "Loft Workshop",
  });
  ev.draft = await makeEvent(t, tok, [timed(place.ember!, "reception", 5)], {
    name: "Ember Draft",
    status: "draft",
  });
  ev.past = await makeEvent(t, tok, [timed(place.quarry!, "reception", -60)], {
    name: "Long Ago",
  });
  ada = await member(t, "for_you_ada");
  otto = await member(t, "for_you_otto");
  // Otto's things must never show up in Ada's lists.
  await personal.follow(otto.userId, "city", place.stPaul!.id);
  await personal.follow(otto.userId, "tag", "photo");
  await personal.save(otto.userId, ev.workshop!.id);
}, 60_000);
afterAll(() => t.close());

const window = { from: new Date(NOW), to: new Date(Date.parse(NOW) + 30 * 86_400_000) };
const personalDates = (who: SignedIn, includeFollows = true) =>
  t.app.services.calendar.personalDates(who.userId, {
    ...window,
    includeSaves: true,
    includeFollows,
  });
const names = (rows: { event: { name: string } }[]) => rows.map((r) => r.event.name);

describe("the for-a-person listing", () => {
  it("holds nothing for a visitor who saved and follows nothing", async () => {
    const fresh = await member(t, "for_you_fresh");
    expect(await personalDates(fresh)).toEqual([]);
  });

  it("lists saved and followed dates with why, and never another visitor's", async () => {
    await personal.save(ada.userId, ev.recital!.id);
    await personal.follow(ada.userId, "venue", place.ember!.id);
    const rows = await personalDates(ada);
    expect(names(rows)).toEqual(["Ember Opening", "Quarry Recital"]);
    expect(rows[0]!.reasons).toEqual([
      { kind: "venue", target: place.ember!.id, name: "Ember Gallery" },
    ]);
    expect(rows[1]!.reasons).toEqual([{ kind: "saved", target: null, name: "Saved" }]);
    // Saves only: the venue's opening is not Ada's own.
    expect(names(await personalDates(ada, false))).toEqual(["Quarry Recital"]);
  });

  it("matches a followed city, category and tag, with display names, a save first", async () => {
    await personal.follow(ada.userId, "city", place.mpls!.id);
    await personal.follow(ada.userId, "category", "class");
    await personal.follow(ada.userId, "tag", "sculpture");
    await personal.save(ada.userId, ev.opening!.id);
    const rows = await personalDates(ada);
    expect(names(rows)).toEqual(["Ember Opening", "Quarry Recital", "Loft Workshop"]);
    expect(rows[0]!.reasons.map((r) => [r.kind, r.name])).toEqual([
      ["saved", "Saved"],
      ["venue", "Ember Gallery"],
      ["city", "Minneapolis"],
      ["tag", "sculpture"],
    ]);
    expect(rows[2]!.reasons.map((r) => [r.kind, r.name])).toEqual([
      ["city", "Minneapolis"],
      ["category", "Class"],
    ]);
    // Drafts and dates outside the window are in nobody's list.
    expect(names(rows)).not.toContain("Ember Draft");
    expect(names(rows)).not.toContain("Long Ago");
    // Otto follows St. Paul and #photo, and saved the workshop: none of it is Ada's reason.
    expect(rows[1]!.reasons.map((r) => r.kind)).toEqual(["saved"]);
    expect(rows[2]!.reasons.some((r) => r.kind === "saved")).toBe(false);
  });

  it("narrows by category and keeps to the limit", async () => {
    const classes = await t.app.services.calendar.personalDates(ada.userId, {
      ...window,
      includeSaves: true,
      includeFollows: true,
      categories: ["class"],
    });
    expect(names(classes)).toEqual(["Loft Workshop"]);
    const one = await t.app.services.calendar.personalDates(ada.userId, {
      ...window,
      includeSaves: true,
      includeFollows: true,
      limit: 1,
    });
    expect(names(one)).toEqual(["Ember Opening"]);
  });

  it("is the /for-you listing: the Upcoming layout's rows, with reasons, signed in only", async () => {
    const filters = parseListingFilters(new URLSearchParams());
    const listing = await t.app.services.forYou.listing(
      { kind: "user", userId: otto.userId, isSuperAdmin: false },
      filters,
    );
    expect(names(listing.rows)).toEqual(["Quarry Recital", "Loft Workshop"]);
    expect(listing.total).toBe(2);
    await expect(
      t.app.services.forYou.listing({ kind: "anonymous" }, filters),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("keeps its totals only as long as the visitor's saves and follows stay the same", async () => {
    const filters = parseListingFilters(new URLSearchParams());
    const actor = { kind: "user" as const, userId: otto.userId, isSuperAdmin: false };
    const totals = async () => {
      const l = await t.app.services.forYou.listing(actor, filters);
      return [l.total, l.eventTotal, l.rows.length];
    };
    // Asked twice: the second answer is the kept count, and the same.
    expect(await totals()).toEqual([2, 2, 2]);
    expect(await totals()).toEqual([2, 2, 2]);
    await personal.save(otto.userId, ev.opening!.id);
    expect(await totals()).toEqual([3, 3, 3]);
    await personal.unfollow(otto.userId, "city", place.stPaul!.id);
    await personal.unfollow(otto.userId, "tag", "photo");
    expect(await totals()).toEqual([2, 2, 2]);
    await personal.unsave(otto.userId, ev.opening!.id);
    expect(await totals()).toEqual([1, 1, 1]);
    // Back to where it started: the counts of that same set again.
    await personal.follow(otto.userId, "city", place.stPaul!.id);
    await personal.follow(otto.userId, "tag", "photo");
    expect(await totals()).toEqual([2, 2, 2]);
  });
});

const api = (path: string, token?: string) =>
  t.app.request(`/api/v5${path}`, { headers: token ? bearer(token) : {} });
const feedPath = (url: string) => new URL(url).pathname;

async function calendarOf(path: string) {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("private, no-cache");
  const text = await res.text();
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  // A summary is "{event} — {label}": the event's name is what tells them apart here.
  return { res, events, summaries: events.map((e) => e.summary.split(" — ")[0]!).sort() };
}

describe("the personal calendar feed", () => {
  it("gives the owner its address and the links that subscribe to it", async () => {
    const res = await api("/account/calendar-feed", ada.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const feed = (await res.json()).results;
    expect(feed.url).toMatch(
      new RegExp(`^https://${HOST}/feeds/personal/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(feed.webcal_url).toBe(feed.url.replace("https://", "webcal://"));
    expect(feed.google_url).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal_url)}`,
    );
    expect(feed.outlook_url).toContain(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed.url)}`,
    );
    expect(feed.include_follows).toBe(false);
    // Each visitor has their own.
    const other = (await (await api("/account/calendar-feed", otto.token)).json()).results;
    expect(other.url).not.toBe(feed.url);
  });

  it("holds the saved dates, parses in ical.js, and follows only when asked", async () => {
    const feed = (await (await api("/account/calendar-feed", ada.token)).json()).results;
    const saved = await calendarOf(feedPath(feed.url));
    expect(saved.summaries).toEqual(["Ember Opening", "Quarry Recital"]);
    // An unchanged feed is a 304 to a calendar app that names its ETag.
    const etag = saved.res.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await t.app.request(feedPath(feed.url), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const put = await putJson(t, ada.token, "/account/calendar-feed", {
      include_follows: true,
      version: feed.version,
    });
    expect(put.status).toBe(200);
    expect((await put.json()).results.include_follows).toBe(true);
    const all = await calendarOf(feedPath(feed.url));
    expect(all.summaries).toEqual(["Ember Opening", "Loft Workshop", "Quarry Recital"]);
    expect(all.summaries).not.toContain("Ember Draft");
    // The stale version is a conflict, not a silent overwrite.
    const stale = await putJson(t, ada.token, "/account/calendar-feed", {
      include_follows: false,
      version: feed.version,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe("C-1001");
  });

  it("leaves out dates older than a month", async () => {
    await personal.save(ada.userId, ev.past!.id);
    const feed = (await (await api("/account/calendar-feed", ada.token)).json()).results;
    expect((await calendarOf(feedPath(feed.url))).summaries).not.toContain("Long Ago");
  });

  it("gets a new address on request: the old one is a plain 404 from then on", async () => {
    const before = (await (await api("/account/calendar-feed", ada.token)).json()).results;
    const res = await postJson(t, ada.token, "/account/calendar-feed/regenerate", {});
    expect(res.status).toBe(200);
    const after = (await res.json()).results;
    expect(after.url).not.toBe(before.url);
    const old = await t.app.request(feedPath(before.url));
    expect(old.status).toBe(404);
    expect(old.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await old.text()).toContain("does not exist");
    expect((await calendarOf(feedPath(after.url))).summaries).toContain("Quarry Recital");
  });

  it("answers an unknown or malformed secret with a 404", async () => {
    for (const secret of ["x".repeat(43), "nope", "%00", "a".repeat(200)]) {
      const res = await t.app.request(`/feeds/personal/${secret}.ics`);
      expect(res.status, secret).toBe(404);
    }
  });

  it("keeps the settings to signed-in owners, and bad input is a 400", async () => {
    expect((await api("/account/calendar-feed")).status).toBe(401);
    expect((await postJson(t, null, "/account/calendar-feed/regenerate", {})).status).toBe(401);
    const bad = await putJson(t, ada.token, "/account/calendar-feed", { include_follows: "yes" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("V-1001");
    const extra = await putJson(t, ada.token, "/account/calendar-feed", {
      include_follows: true,
      feed_secret: "mine",
    });
    expect(extra.status).toBe(400);
  });
});
