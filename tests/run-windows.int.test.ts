import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS, type PresetKey, presetFilter } from "../core/presets/index.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 25 items 1 and 2 through the v5 list, as the pages, feeds and counts
// ask it: runs stored from and to local midnight count by the site days they
// cover, and "from now" listings drop what has ended.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const utc = (iso: string) => chicago(iso).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await superadmin(t, "run_windows_admin");
  const venue = (await makeVenue(t, admin.token)).id;
  const run = (name: string, first: string, endMidnight: string) =>
    makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue,
          category: "ongoing",
          start: utc(`${first}T00:00`),
          end: utc(`${endMidnight}T00:00`),
        },
      ],
      { name },
    );
  const timed = (name: string, category: string, start: string, end: string) =>
    makeEvent(t, admin.token, [{ venue_id: venue, category, start: utc(start), end: utc(end) }], {
      name,
    });
  // Around the weekend of Thu Nov 19 – Sun Nov 22 2026.
  await run("Opens Monday", "2026-11-23", "2026-12-17"); // Nov 23rd – Dec 16th
  await run("Closed Wednesday", "2026-11-01", "2026-11-19"); // last day Wed Nov 18th
  await run("Last day Thursday", "2026-11-01", "2026-11-20");
  await timed("Sunday late party", "performance", "2026-11-22T23:00", "2026-11-23T01:00");
  await timed("Monday midnight show", "performance", "2026-11-23T00:00", "2026-11-23T02:00");
  await timed("Friday reception", "reception", "2026-11-20T18:00", "2026-11-20T22:00");
  await timed("Friday night party", "reception", "2026-11-20T23:00", "2026-11-21T01:00");
  // Around the fall-back weekend (Nov 1 2026) and the spring-forward one (Mar 8 2026).
  await run("Opens Monday Nov 2", "2026-11-02", "2026-11-30");
  await run("Last day Saturday Oct 31", "2026-10-01", "2026-11-01");
  await run("Opens Monday Mar 9", "2026-03-09", "2026-04-01");
  await run("Last day Saturday Mar 7", "2026-02-01", "2026-03-08");
  await timed("Oct 31 reception", "reception", "2026-10-31T18:00", "2026-10-31T22:00");
  await timed("Mar 7 reception", "reception", "2026-03-07T18:00", "2026-03-07T22:00");
});
afterAll(() => t.close());

/** Names (sorted) and total of a preset's list at `now`, as the page asks it. */
async function listed(key: PresetKey, now: Date) {
  const q = new URLSearchParams(presetFilter(PRESETS[key], now));
  const res = await t.app.request(`/api/v5/calendar/event_dates/list?${q}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { event: { name: string } }[]; total: number };
  expect(body.total).toBe(body.results.length);
  return body.results.map((r) => r.event.name).sort();
}

describe("runs in windows that end at 03:00", () => {
  it("This Weekend on Wed 2026-11-18 lists no run opening Monday Nov 23rd, but the Sunday-night events", async () => {
    const names = await listed("weekend", chicago("2026-11-18T14:00"));
    expect(names).not.toContain("Opens Monday");
    expect(names).not.toContain("Closed Wednesday");
    expect(names).toEqual(
      expect.arrayContaining(["Last day Thursday", "Sunday late party", "Monday midnight show"]),
    );
  });

  it("on the fall-back and spring-forward weekends too", async () => {
    const fall = await listed("weekend", chicago("2026-10-28T14:00"));
    expect(fall).not.toContain("Opens Monday Nov 2");
    expect(fall).toContain("Last day Saturday Oct 31");
    const spring = await listed("weekend", chicago("2026-03-04T14:00"));
    expect(spring).not.toContain("Opens Monday Mar 9");
    expect(spring).toContain("Last day Saturday Mar 7");
  });

  it("This Week from Monday Nov 16th ends before the run opening Monday Nov 23rd; from Tuesday it has it", async () => {
    const names = await listed("week", chicago("2026-11-16T14:00"));
    // Seven site days from Monday Nov 16th: to 03:00 Monday Nov 23rd.
    expect(names).not.toContain("Opens Monday");
    expect(await listed("week", chicago("2026-11-17T14:00"))).toContain("Opens Monday");
  });
});

describe("runs that close at midnight stay on until 03:00", () => {
  it.each([
    ["01:30 CDT", "2026-11-01T06:30:00Z", true],
    ["01:30 CST", "2026-11-01T07:30:00Z", true],
    ["03:30 CST", "2026-11-01T09:30:00Z", false],
    ["01:30 CST on Mar 8", "2026-03-08T07:30:00Z", true],
    ["03:30 CDT on Mar 8", "2026-03-08T08:30:00Z", false],
  ])("Now Showing at %s", async (_, at, on) => {
    const names = await listed("now_showing", new Date(at));
    const closing = at.startsWith("2026-11")
      ? "Last day Saturday Oct 31"
      : "Last day Saturday Mar 7";
    expect(names.includes(closing)).toBe(on);
  });

  it("a run opening today is on from 05:00, also when asked in 03:00–05:00", async () => {
    for (const at of ["2026-11-23T03:30", "2026-11-23T04:59", "2026-11-23T05:00"]) {
      expect(await listed("now_showing", chicago(at))).toContain("Opens Monday");
    }
    expect(await listed("now_showing", chicago("2026-11-23T01:00"))).not.toContain("Opens Monday");
  });

  it("the count follows the list across midnight, 03:00 and 05:00 (count cache)", async () => {
    // listed() checks total against the rows at each instant, in this order.
    for (const at of [
      "2026-11-22T23:00",
      "2026-11-23T00:30",
      "2026-11-23T03:30",
      "2026-11-23T12:00",
    ]) {
      await listed("now_showing", chicago(at));
    }
  });
});

describe("Upcoming drops what has ended", () => {
  it.each([
    ["2026-11-21T00:02", "Friday reception", "Friday night party"],
    ["2026-11-01T00:02", "Oct 31 reception", null],
    ["2026-03-08T00:02", "Mar 7 reception", null],
  ])("at %s", async (at, gone, still) => {
    const names = await listed("upcoming", chicago(at));
    expect(names).not.toContain(gone);
    if (still) expect(names).toContain(still);
  });
});
