import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS, presetFilter } from "../../core/presets/index.ts";
import { createTestApp, type TestApp } from "../../tests/test-app.ts";
import { BENCH_NOW, type Scale } from "../scales.ts";
import { writeDataset } from "./write.ts";

// A city in miniature, written the way `npm run bench` writes one (without images).
const tiny: Scale = {
  name: "small",
  cities: 3,
  venues: 60,
  events: 300,
  eventDates: 900,
  articles: 20,
  authors: 4,
  daysBefore: 60,
  daysAfter: 60,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: BENCH_NOW } });
  await writeDataset(t.database.db, tiny, { log: () => {} });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

describe("a generated dataset", () => {
  it("holds the scale's places, and events whose dates add up to its total", async () => {
    expect((await get("/api/v5/places/cities/list?page_size=1")).total).toBe(3);
    expect((await get("/api/v5/places/venues/list?page_size=1")).total).toBe(60);
    // Public lists show published events only: 97 % of them.
    const events = (await get("/api/v5/calendar/events/list?page_size=1")).total;
    expect(events).toBeGreaterThan(270);
    expect(events).toBeLessThanOrEqual(300);
    const dates = (await get("/api/v5/calendar/event_dates/list?page_size=1")).total;
    expect(dates).toBeGreaterThan(800);
    expect(dates).toBeLessThanOrEqual(900);
  });

  it("fills Upcoming and Now Showing on the pinned day", async () => {
    for (const key of ["upcoming", "now_showing"] as const) {
      const query = new URLSearchParams(presetFilter(PRESETS[key], new Date(BENCH_NOW)));
      const body = await get(`/api/v5/calendar/event_dates/list?${query}`);
      expect(body.total, key).toBeGreaterThan(10);
    }
  });

  it("finds events by their venue's name (the batch insert keeps venue names in step)", async () => {
    const body = await get("/api/v5/calendar/events/list?query=Walker&page_size=100");
    expect(body.total).toBeGreaterThan(0);
    for (const e of body.results) {
      expect(e.name).not.toMatch(/walker/i);
      const venues = e.event_dates.map((d: { venue: { name: string } }) => d.venue.name);
      expect(venues).toContain("Walker Art Center");
    }
  });

  it("publishes articles over the span, newest first, a few held back", async () => {
    const body = await get("/api/v5/blog/articles/list?page_size=100");
    expect(body.total).toBeGreaterThan(15);
    expect(body.total).toBeLessThanOrEqual(20);
    const dates = body.results.map((a: { published_date: string }) => a.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
