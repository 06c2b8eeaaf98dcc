import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS, type Preset, presetFilter } from "../core/presets/index.ts";
import { createBlogRepo } from "../server/api/blog/repo.ts";
import { createCalendarRepo } from "../server/api/calendar/repo.ts";
import { createApp } from "../server/app.ts";
import { createCountCache } from "../server/lib/count-cache.ts";
import { createLogger } from "../server/lib/logger.ts";
import { type Bridge, createBridge } from "../server/realtime/bridge.ts";
import { makeEvent, makeVenue, putJson, send } from "./calendar-factories.ts";
import { type SignedIn, superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// List totals come from the count cache (docs/decisions/026-list-totals.md):
// counted once per filter, kept until a change notification. What a client
// must see is exactly what a fresh count says: at every instant the filter is
// asked at (a date starting or ending between two requests), right after a
// write on the server that wrote, and, through the bus, on another server.

const NOW = "2026-11-21T18:00:00.000Z"; // a Saturday, 12:00 in Chicago
const at = (iso: string) => new Date(iso);
const ms = (d: Date, n: number) => new Date(d.getTime() + n);

let t: TestApp;
let admin: SignedIn;
let venueId: string;
/** A second app server on the same database, hearing changes through the bus. */
let other: ReturnType<typeof createApp>;
let bridge: Bridge;

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW } });
  admin = await superadmin(t, "totals_admin");
  venueId = (await makeVenue(t, admin.token, { name: "Totals Gallery" })).id;
  other = createApp(t.deps);
  bridge = createBridge(t.database, createLogger("silent"), other.changes.bus);
  await bridge.start();
}, 60_000);
afterAll(async () => {
  await bridge?.stop();
  await t?.close();
});

const date = (category: string, start: string, end: string) => ({
  venue_id: venueId,
  category,
  start,
  end,
});

async function totalOf(app: { request: TestApp["app"]["request"] }, q: Record<string, string>) {
  const res = await app.request(`/api/v5/calendar/event_dates/list?${new URLSearchParams(q)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** The total as a count that keeps nothing says it, straight from the database. */
async function truth(preset: Preset, now: Date) {
  const q = presetFilter(preset, now);
  const { total } = await createCalendarRepo(t.database.db).listDates({
    publishedOnly: true,
    ...(q.category ? { categories: q.category.split(",") } : {}),
    ...(q.type ? { type: q.type } : {}),
    ...(q.is_canceled ? { isCanceled: q.is_canceled === "true" } : {}),
    ...(q.start ? { start: { op: "lte", date: new Date(q.start.slice(4)) } } : {}),
    ...(q.end ? { end: { op: "gte", date: new Date(q.end.slice(4)) } } : {}),
    sortBy: "start",
    sort: "asc",
    offset: 0,
    limit: 1,
  });
  return total;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("not within the time allowed");
    await delay(20);
  }
}

describe("a total that depends on the instant it is asked at", () => {
  // Now Showing asks for dates running at `now` (start ≤ now ≤ end), which moves every request.
  let runStart: Date;
  let runEnd: Date;
  let laterStart: Date;
  beforeAll(async () => {
    runStart = at("2026-11-21T17:00:00.000Z");
    runEnd = at("2026-11-21T19:00:00.000Z");
    laterStart = at("2026-11-21T18:45:00.000Z");
    await makeEvent(t, admin.token, [
      date("ongoing", runStart.toISOString(), runEnd.toISOString()),
    ]);
    await makeEvent(t, admin.token, [
      date("ongoing", laterStart.toISOString(), "2026-11-28T00:00:00.000Z"),
    ]);
    // Microseconds in the database, where the API would never put them.
    await t.database.db.execute(
      sql`update event_dates set "end" = '2026-11-21T20:00:00.000600Z' where "start" = '2026-11-21T18:45:00Z'`,
    );
  });

  it("is exact a millisecond before, at and after a date starts or ends, in any order asked", async () => {
    const edges = [runStart, runEnd, laterStart, at("2026-11-21T20:00:00.000Z")];
    // Each edge approached from both sides straight after a count on the other side.
    const instants = edges.flatMap((e) => [ms(e, 1), e, ms(e, -1), e, ms(e, 1)]);
    for (const order of [instants, [...instants].reverse()]) {
      for (const now of order) {
        const total = await totalOf(t.app, presetFilter(PRESETS.now_showing, now));
        expect({ now, total }).toEqual({ now, total: await truth(PRESETS.now_showing, now) });
      }
    }
    // The edges themselves, as a visitor would see them.
    const showing = (d: Date) => totalOf(t.app, presetFilter(PRESETS.now_showing, d));
    expect(await showing(ms(laterStart, -1))).toBe(1);
    expect(await showing(laterStart)).toBe(2);
    expect(await showing(runEnd)).toBe(2);
    expect(await showing(ms(runEnd, 1))).toBe(1);
    expect(await showing(at("2026-11-21T20:00:00.000Z"))).toBe(1);
    expect(await showing(at("2026-11-21T20:00:00.001Z"))).toBe(0);
  });

  it("keeps Upcoming's count until a listed date ends and counts anew after", async () => {
    // Upcoming asks for dates ending at or after now (decision 030): the
    // reception leaves the moment it ends, not when the site day does.
    const upcoming = (now: Date) => totalOf(t.app, presetFilter(PRESETS.upcoming, now));
    await makeEvent(t, admin.token, [
      date("reception", "2026-11-21T23:00:00.000Z", "2026-11-22T01:00:00.000Z"),
    ]);
    await makeEvent(t, admin.token, [
      date("reception", "2026-11-23T00:00:00.000Z", "2026-11-23T02:00:00.000Z"),
    ]);
    const tonight = at(NOW);
    const atItsEnd = at("2026-11-22T01:00:00.000Z"); // 19:00 Chicago, bounds inclusive
    const justAfter = at("2026-11-22T01:00:00.001Z");
    const lateTonight = at("2026-11-22T08:59:59.999Z"); // 02:59 Chicago: still Saturday's site day
    expect(await upcoming(tonight)).toBe(2);
    expect(await upcoming(atItsEnd)).toBe(2);
    expect(await upcoming(justAfter)).toBe(1);
    expect(await upcoming(lateTonight)).toBe(1);
    expect(await upcoming(tonight)).toBe(2);
    for (const now of [tonight, atItsEnd, justAfter, lateTonight])
      expect(await upcoming(now)).toBe(await truth(PRESETS.upcoming, now));
  });

  it("counts a scheduled article once its date has come", async () => {
    const counts = createCountCache();
    const blog = createBlogRepo(t.database.db, counts);
    const when = at("2026-11-21T19:00:00.000Z");
    const author = await blog.authors.insert({ name: "Tess Totals", slug: "tess-totals" });
    await blog.articles.insert({
      title: "Scheduled",
      slug: "scheduled-for-totals",
      authorId: author.id,
      isPublished: true,
      publishedDate: when,
    });
    const visible = async (now: Date) =>
      (
        await blog.articles.list({
          visibleAt: now,
          sortBy: "published_date",
          sort: "desc",
          offset: 0,
          limit: 1,
        })
      ).total;
    const before = await visible(ms(when, -1));
    expect(await visible(ms(when, -1000))).toBe(before);
    expect(await visible(when)).toBe(before + 1);
    expect(await visible(ms(when, 60_000))).toBe(before + 1);
    expect(await visible(ms(when, -1))).toBe(before);
  });
});

describe("a total after a write", () => {
  const window = () => ({
    category: "class",
    end: "gte:2026-12-01T00:00:00.000Z",
    start: "lte:2026-12-31T00:00:00.000Z",
  });
  const classDate = (day: string) =>
    date("class", `2026-12-${day}T18:00:00.000Z`, `2026-12-${day}T20:00:00.000Z`);

  it("changes at once on the server that wrote: a date added, moved out, removed, unpublished", async () => {
    const start = await totalOf(t.app, window());
    expect(await totalOf(t.app, window())).toBe(start);

    const event = await makeEvent(t, admin.token, [classDate("05"), classDate("12")]);
    expect(await totalOf(t.app, window())).toBe(start + 2);

    // One date moves out of the window, the other is removed from the event.
    const [kept] = event.event_dates;
    let res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      event_dates: [
        { ...date("class", "2027-01-05T18:00:00Z", "2027-01-05T20:00:00Z"), id: kept.id },
      ],
    });
    expect(res.status).toBe(200);
    expect(await totalOf(t.app, window())).toBe(start);

    res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      event_dates: [classDate("19")],
    });
    expect(res.status).toBe(200);
    expect(await totalOf(t.app, window())).toBe(start + 1);

    res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, { status: "draft" });
    expect(res.status).toBe(200);
    expect(await totalOf(t.app, window())).toBe(start);
  });

  it("changes on another server once the change notification reaches it", async () => {
    const before = await totalOf(other, window());
    expect(await totalOf(t.app, window())).toBe(before);
    // A third server that does not listen keeps its count: the bus is what tells the second.
    const deaf = createApp(t.deps);
    expect(await totalOf(deaf, window())).toBe(before);

    await makeEvent(t, admin.token, [classDate("08")]);
    expect(await totalOf(t.app, window())).toBe(before + 1);
    await eventually(async () => (await totalOf(other, window())) === before + 1);
    expect(await totalOf(deaf, window())).toBe(before);
  });

  it("of a venue's city changes the totals filtered by city", async () => {
    const city = await send(t, admin.token, "POST", "/places/cities/list", { name: "Totalville" });
    const byCity = { city_id: city.id };
    const venue = await makeVenue(t, admin.token, { name: "Moving Gallery" });
    await makeEvent(t, admin.token, [
      { ...classDate("10"), venue_id: venue.id },
      { ...classDate("11"), venue_id: venue.id },
    ]);
    expect(await totalOf(t.app, byCity)).toBe(0);
    const res = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      city_id: city.id,
    });
    expect(res.status).toBe(200);
    expect(await totalOf(t.app, byCity)).toBe(2);
    const venues = await t.app.request(`/api/v5/places/venues/list?city_id=${city.id}`);
    expect(((await venues.json()) as { total: number }).total).toBe(1);
  });
});
