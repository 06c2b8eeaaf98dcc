import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS, presetFilter } from "../core/presets/index.ts";
import { createPageCache } from "../server/lib/page-cache/index.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 25 item 2: a cached list or feed is kept no longer than the first
// start or end instant among the dates it shows, nor past 03:00 or 05:00,
// read on the site's (injected) clock. The clock is moved, never waited on.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const utc = (iso: string) => chicago(iso).toISOString();

let now = chicago("2026-11-20T12:00").getTime();
const setClock = (iso: string) => {
  now = chicago(iso).getTime();
};
const clock = { now: () => new Date(now) };
// Real time passing while the site's clock stands still (a pinned TEST_NOW).
let drift = 0;

let t: TestApp;
beforeAll(async () => {
  const pageCache = createPageCache({
    maxBytes: 8 << 20,
    now: () => now + drift,
    siteNow: clock.now,
  });
  t = await createTestApp({ app: { clock, pageCache } });
  const admin = await superadmin(t, "expiry_admin");
  const venue_id = (await makeVenue(t, admin.token)).id;
  const on = (name: string, category: string, start: string, end: string) =>
    makeEvent(t, admin.token, [{ venue_id, category, start: utc(start), end: utc(end) }], { name });
  await on("Friday Reception", "reception", "2026-11-20T18:00", "2026-11-20T22:00");
  await on("December Talk", "artist_talk", "2026-12-05T18:00", "2026-12-05T19:00");
  await on("Saturday Opening Run", "ongoing", "2026-11-21T00:00", "2026-12-20T00:00");
  // The fall-back night: a late performance ending 01:30 CST (the second 01:30).
  await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id,
        category: "performance",
        start: utc("2026-10-31T22:00"),
        end: "2026-11-01T07:30:00.000Z",
      },
    ],
    { name: "Fall Back Late Show" },
  );
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return {
    cache: res.headers.get("x-cache"),
    control: res.headers.get("cache-control"),
    body: await res.text(),
  };
};

describe("cached answers expire when their dates start or end", () => {
  it("an API list shown at 21:59:30 is kept 30 s, to the reception's end, not a minute", async () => {
    setClock("2026-11-20T21:59:30");
    const path = `/api/v5/calendar/event_dates/list?${new URLSearchParams(presetFilter(PRESETS.upcoming, clock.now()))}`;
    const first = await get(path);
    expect(first.cache).toBe("MISS");
    expect(first.control).toBe("public, s-maxage=30, stale-while-revalidate=300");
    setClock("2026-11-20T21:59:59.999");
    expect((await get(path)).cache).toBe("HIT");
    setClock("2026-11-20T22:00");
    expect((await get(path)).cache).toBe("MISS");
  });

  it("the Upcoming feed drops the reception at 22:00, not at the next minute or at 03:00", async () => {
    setClock("2026-11-20T21:59:45");
    const first = await get("/calendar/upcoming.ics");
    expect(first.body).toContain("Friday Reception");
    setClock("2026-11-20T21:59:59");
    expect(await get("/calendar/upcoming.ics")).toMatchObject({ cache: "HIT" });
    setClock("2026-11-20T22:00:00.001");
    const after = await get("/calendar/upcoming.ics");
    expect(after.cache).toBe("MISS");
    expect(after.body).not.toContain("Friday Reception");
    expect(after.body).toContain("December Talk");
  });

  it("Now Showing kept at 02:59:30 is forgotten at 03:00, when the coming site day's runs are on", async () => {
    setClock("2026-11-21T02:59:30");
    const before = await get("/calendar/now_showing.json");
    expect(before.body).not.toContain("Saturday Opening Run");
    setClock("2026-11-21T03:00");
    const after = await get("/calendar/now_showing.json");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain("Saturday Opening Run");
  });

  it("on the fall-back night, a show ending at the second 01:30 leaves the feed then", async () => {
    const first0130 = new Date("2026-11-01T06:30:00Z").getTime();
    now = first0130 + 30_000;
    expect((await get("/calendar/upcoming.atom")).body).toContain("Fall Back Late Show");
    // An hour later by the clock (the second 01:00–02:00) it is still on, kept or not.
    now = first0130 + 3_600_000;
    expect((await get("/calendar/upcoming.atom")).body).toContain("Fall Back Late Show");
    now = first0130 + 3_600_001;
    const after = await get("/calendar/upcoming.atom");
    expect(after.cache).toBe("MISS");
    expect(after.body).not.toContain("Fall Back Late Show");
  });

  it("on a pinned clock, a page showing a reception that starts at that instant stays kept", async () => {
    // Nothing starts or ends while the site's clock stands still, so the
    // entry lasts its minute (e2e pins TEST_NOW on the hour demo dates begin at).
    setClock("2026-11-20T18:00");
    expect((await get("/calendar/upcoming.json")).body).toContain("Friday Reception");
    drift = 5_000;
    try {
      expect((await get("/calendar/upcoming.json")).cache).toBe("HIT");
    } finally {
      drift = 0;
    }
  });
});
