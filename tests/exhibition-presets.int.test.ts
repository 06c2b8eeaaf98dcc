import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectClockChanges } from "../server/lib/page-cache/clock-changes.ts";
import { createServices } from "../server/services.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 31 item 3 (decision 058): Opening This Week, Closing Soon and
// Receptions Tonight through the API preset, their pages, their calendar
// files and home, at fixed clocks the test moves.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const utc = (iso: string) => chicago(iso).toISOString();

let now = chicago("2026-12-03T18:00").getTime();
const setClock = (iso: string) => {
  now = chicago(iso).getTime();
};
const clock = { now: () => new Date(now) };

let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp({ app: { clock } });
  services = createServices(t.deps, { clock });
  await seed(t);
});
afterAll(() => t.close());

async function seed(t: TestApp) {
  const admin = await superadmin(t, "exhibition_presets_admin");
  const venue_id = (await makeVenue(t, admin.token)).id;
  const run = (first: string, dayAfterLast: string) => ({
    venue_id,
    category: "ongoing",
    start: utc(`${first}T00:00`),
    end: utc(`${dayAfterLast}T00:00`),
  });
  const timed = (category: string, start: string, end: string, over = {}) => ({
    venue_id,
    category,
    start: utc(start),
    end: utc(end),
    ...over,
  });
  const event = (name: string, ...dates: Parameters<typeof makeEvent>[2]) =>
    makeEvent(t, admin.token, dates, { name });
  // Around Thursday, December 3rd 2026.
  await event(
    "Opening Friday",
    run("2026-12-04", "2027-01-11"),
    timed("reception", "2026-12-04T18:00", "2026-12-04T21:00"),
  );
  await event("Opened Monday", run("2026-11-30", "2026-12-21"));
  await event("Opens Wednesday", run("2026-12-09", "2027-01-11")); // today + 6
  await event("Opens Thursday next", run("2026-12-10", "2027-01-11"));
  await event("Closes Sunday", run("2026-10-01", "2026-12-07")); // last day Sun Dec 6
  await event("Closes Dec 16", run("2026-10-01", "2026-12-17")); // today + 13
  await event("Closes Dec 17", run("2026-10-01", "2026-12-18"));
  await event("Canceled run", { ...run("2026-12-05", "2026-12-06"), is_canceled: true });
  await event("Tonight's reception", timed("reception", "2026-12-03T19:00", "2026-12-03T21:00"));
  await event("Lunch reception", timed("reception", "2026-12-03T12:00", "2026-12-03T14:00"));
  await event("After midnight", timed("reception", "2026-12-04T00:30", "2026-12-04T02:00"));
  await event(
    "Canceled reception",
    timed("reception", "2026-12-03T19:00", "2026-12-03T20:00", { is_canceled: true }),
  );
  await event("Tonight's talk", timed("artist_talk", "2026-12-03T19:00", "2026-12-03T20:00"));
  // New Year.
  await event("New Year's Eve party", timed("reception", "2026-12-31T21:00", "2027-01-01T01:00"));
  await event("Opens January 2nd", run("2027-01-02", "2027-02-01"));
  // The DST nights.
  await event("Spring-forward night", timed("reception", "2026-03-07T22:00", "2026-03-08T03:30"));
  await event("Fall-back night", timed("reception", "2026-10-31T20:00", "2026-11-01T01:30"));
}

interface Row {
  category: string;
  is_canceled: boolean;
  event: { name: string };
}

/** Names in the API preset's order at the current clock. */
async function preset(key: string, search = "") {
  const res = await t.app.request(`/api/v5/calendar/presets/${key}/event_dates${search}`);
  expect(res.status, key).toBe(200);
  const body = (await res.json()) as { results: Row[]; total: number; more: boolean };
  expect(body.more || body.total === body.results.length).toBe(true);
  return body.results.map((r) => r.event.name);
}

describe("GET /api/v5/calendar/presets/{key}/event_dates", () => {
  it("opening this week: runs starting today through six days on, soonest first", async () => {
    setClock("2026-12-03T18:00");
    expect(await preset("opening_this_week")).toEqual(["Opening Friday", "Opens Wednesday"]);
  });

  it("closing soon: runs on now ending in the next 14 site days, soonest end first", async () => {
    setClock("2026-12-03T18:00");
    expect(await preset("closing_soon")).toEqual(["Closes Sunday", "Closes Dec 16"]);
  });

  it("receptions tonight: today's site day, not ended, not canceled, soonest first", async () => {
    setClock("2026-12-03T18:00");
    expect(await preset("receptions_tonight")).toEqual(["Tonight's reception", "After midnight"]);
    setClock("2026-12-03T21:30");
    expect(await preset("receptions_tonight")).toEqual(["After midnight"]);
    // 01:30 is still Thursday's night; by 03:30 it is Friday's, with Friday's opening reception.
    setClock("2026-12-04T01:30");
    expect(await preset("receptions_tonight")).toEqual(["After midnight"]);
    setClock("2026-12-04T03:30");
    expect(await preset("receptions_tonight")).toEqual(["Opening Friday"]);
  });

  it("on both DST nights the night runs to 03:00", async () => {
    setClock("2026-03-08T01:30");
    expect(await preset("receptions_tonight")).toEqual(["Spring-forward night"]);
    setClock("2026-11-01T00:30");
    expect(await preset("receptions_tonight")).toEqual(["Fall-back night"]);
  });

  it("across New Year", async () => {
    setClock("2026-12-31T20:00");
    expect(await preset("receptions_tonight")).toEqual(["New Year's Eve party"]);
    expect(await preset("opening_this_week")).toEqual(["Opens January 2nd"]);
    setClock("2027-01-01T00:30");
    expect(await preset("receptions_tonight")).toEqual(["New Year's Eve party"]);
    setClock("2027-01-01T01:30");
    expect(await preset("receptions_tonight")).toEqual([]);
  });

  it("works for every preset, with a listing's filters and paging", async () => {
    setClock("2026-12-03T18:00");
    const list = (await (await t.app.request("/api/v5/calendar/presets/list")).json()) as {
      results: { key: string; title: string; description: string }[];
    };
    expect(list.results).toContainEqual({
      key: "closing_soon",
      title: "Closing Soon",
      description: "Exhibitions on view now that close by Wednesday, December 16th, soonest first",
    });
    for (const { key } of list.results) await preset(key);
    expect(await preset("now_showing", "?page_size=1")).toHaveLength(1);
    expect(await preset("week", "?category=reception")).toContain("Tonight's reception");
  });

  it("answers an unknown key with a 404 and bad filters with a 400, in the API error shape", async () => {
    const missing = await t.app.request("/api/v5/calendar/presets/nope/event_dates");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: expect.any(String) });
    for (const search of ["?page_size=0", "?page=x", "?category=class", "?city=atlantis"]) {
      const res = await t.app.request(`/api/v5/calendar/presets/closing_soon/event_dates${search}`);
      expect(res.status, search).toBe(400);
      expect(await res.json()).toMatchObject({ code: "V-1001" });
    }
  });
});

describe("two conditions on one field of /calendar/event_dates/list", () => {
  const list = (start: string) =>
    t.app.request(`/api/v5/calendar/event_dates/list?${new URLSearchParams({ start })}`);

  it("start=gte:A,lte:B lists what starts between, runs by their site days", async () => {
    const res = await list(`gte:${utc("2026-12-04T05:00")},lte:${utc("2026-12-05T03:00")}`);
    const names = ((await res.json()) as { results: Row[] }).results.map((r) => r.event.name);
    expect(names.sort()).toEqual(["Opening Friday", "Opening Friday"]);
  });

  it("refuses three conditions, or two without their ops", async () => {
    const a = utc("2026-12-04T05:00");
    for (const bad of [`gte:${a},lte:${a},lte:${a}`, `${a},lte:${a}`, `gte:${a},nope`]) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ code: "V-1001" });
    }
  });
});

describe("home's blocks", () => {
  it("reads each block, Closing Soon's runs not again under Now Showing", async () => {
    const home = await services.discover.home(chicago("2026-12-03T18:00"));
    const names = (cards: { event: { name: string } }[]) => cards.map((c) => c.event.name);
    expect(names(home.receptionsTonight)).toEqual(["Tonight's reception", "After midnight"]);
    expect(names(home.openingThisWeek)).toEqual(["Opening Friday", "Opens Wednesday"]);
    expect(names(home.closingSoon)).toEqual(["Closes Sunday", "Closes Dec 16"]);
    expect(names(home.nowShowing)).not.toContain("Closes Sunday");
    expect(names(home.nowShowing)).toContain("Opened Monday");
    const opening = home.openingThisWeek[0]!;
    expect(home.openingReceptions[opening.event.id]).toEqual([
      { start: utc("2026-12-04T18:00"), end: utc("2026-12-04T21:00") },
    ]);
  });

  it("a kept home expires when tonight's reception ends, and then leaves it out", async () => {
    const at = chicago("2026-12-03T20:30");
    const { next } = await collectClockChanges(at, () => services.discover.home(at));
    expect(new Date(next).toISOString()).toBe(utc("2026-12-03T21:00"));
    const later = await services.discover.home(chicago("2026-12-03T21:00:01"));
    expect(later.receptionsTonight.map((c) => c.event.name)).toEqual(["After midnight"]);
    expect((await services.discover.home(chicago("2026-12-04T02:30"))).receptionsTonight).toEqual(
      [],
    );
  });
});

describe("the pages and the calendar files (the site at Thursday, December 3rd, 6pm)", () => {
  let site: SiteTestApp;
  beforeAll(async () => {
    site = await createSiteTestApp("exhibition-presets", {
      TEST_NOW: utc("2026-12-03T18:00"),
    });
    await seed(site.t);
  }, 120_000);
  afterAll(() => site?.close());

  const page = async (path: string) => {
    const res = await site.pages.app.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("Opening This Week's cards say when the reception is", async () => {
    const html = await page("/calendar/opening_this_week");
    expect(html).toContain("Opening This Week");
    expect(html).toContain("Reception Fri Dec 4th 6pm – 9pm");
    expect(html).not.toContain("Opens Thursday next");
  });

  it("Closing Soon's cards say last chance, and when, soonest first", async () => {
    const html = await page("/calendar/closing_soon");
    expect(html).toContain("Last chance: closes Sunday, December 6th");
    expect(html.indexOf("Closes Sunday")).toBeLessThan(html.indexOf("Closes Dec 16"));
    expect(html).not.toContain("Closes Dec 17");
  });

  it("Receptions Tonight lists tonight's, and every listing links the three", async () => {
    const html = await page("/calendar/receptions_tonight");
    expect(html).toContain("Tonight&#x27;s reception");
    expect(html).not.toContain("Lunch reception");
    for (const key of ["opening_this_week", "closing_soon", "receptions_tonight"]) {
      expect(await page("/calendar/upcoming")).toContain(`href="/calendar/${key}"`);
    }
  });

  it("home shows the three blocks", async () => {
    const html = await page("/");
    for (const id of ["home-tonight", "home-opening", "home-closing"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain("Last chance: closes Sunday, December 6th");
    expect(html).toContain("Reception Fri Dec 4th 6pm – 9pm");
  });

  it("the calendar files round-trip through ical.js", async () => {
    const events = async (path: string) => {
      const res = await site.pages.app.request(path);
      expect(res.status, path).toBe(200);
      const cal = new ICAL.Component(ICAL.parse(await res.text()));
      return cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    };
    const tonight = await events("/calendar/receptions_tonight.ics");
    expect(tonight.map((e) => e.summary)).toEqual([
      expect.stringContaining("Tonight's reception"),
      expect.stringContaining("After midnight"),
    ]);
    expect(tonight[0]!.startDate.toJSDate().toISOString()).toBe(utc("2026-12-03T19:00"));
    const opening = await events("/calendar/opening_this_week.ics");
    expect(opening.map((e) => e.summary)).toEqual([
      expect.stringContaining("Opening Friday"),
      expect.stringContaining("Opens Wednesday"),
    ]);
    // A run is all-day: its first day is Friday the 4th.
    expect(opening[0]!.startDate.isDate).toBe(true);
    expect(opening[0]!.startDate.toString()).toBe("2026-12-04");
    const closing = await events("/calendar/closing_soon.ics");
    expect(closing).toHaveLength(2);
  });
});
