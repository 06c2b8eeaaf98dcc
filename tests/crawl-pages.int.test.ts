import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, postJson, putJson } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// A crawl (decision 060): a guide whose venues are stops in walking order.
// Its page numbers them on a map and a drawn plan with the walk between
// them; its calendar file holds every stop at its hours, across both DST
// changes; staff make one with the back office's form, without JavaScript.
// Clock: Saturday 2026-11-28, noon in Minneapolis.
const NOW = "2026-11-28T18:00:00.000Z";

let site: SiteTestApp;
let admin: string;
const venues: Record<string, { id: string; slug: string }> = {};

beforeAll(async () => {
  site = await createSiteTestApp("crawl-pages", {
    TEST_NOW: NOW,
    CANONICAL_HOST: "tcartcal.test",
    PUBLIC_URL: "http://crawls.test",
  });
  const { t } = site;
  admin = (await superadmin(t, "crawl_admin")).token;
  const place = async (name: string, lat: number, lon: number, address: string) => {
    const v = await makeVenue(t, admin, { name, address, geo: { lat, lon } });
    venues[name] = { id: v.id, slug: v.slug };
  };
  // About 0.4 and then 0.3 miles apart, walking north.
  await place("Mill Studios", 44.9999, -93.2641, "77 13th Ave NE");
  await place("Seed Building", 45.0025, -93.2466, "1500 Jackson St NE");
  await place("Grain Loft", 45.0058, -93.2445, "681 17th Ave NE");
  await makeEvent(
    t,
    admin,
    [
      {
        venue_id: venues["Seed Building"]!.id,
        category: "sale",
        start: "2026-12-05T17:00:00Z",
        end: "2026-12-05T23:00:00Z",
      },
    ],
    { name: "Seed Building Holiday Sale" },
  );
  const crawl = (title: string, first: string, last: string, stops: unknown[]) =>
    postJson(t, admin, "/guides/list", {
      title,
      kind: "crawl",
      first_day: first,
      last_day: last,
      stops,
    });
  const made = await Promise.all([
    crawl("Winter Crawl", "2026-12-05", "2026-12-06", [
      {
        venue_slug: venues["Mill Studios"]!.slug,
        opens: "11:00",
        closes: "17:00",
        note: "Start by the river.",
      },
      {
        venue_slug: `https://tcartcal.test/venues/${venues["Seed Building"]!.slug}`,
        opens: "11:00",
        closes: "18:00",
      },
      {
        venue_id: venues["Grain Loft"]!.id,
        day: "2026-12-05",
        opens: "20:00",
        closes: "01:00",
        note: "Late party.",
      },
    ]),
    // Both DST changes fall inside these weekends: the hours stay wall-clock hours.
    crawl("Spring Forward Crawl", "2027-03-13", "2027-03-14", [
      { venue_slug: venues["Mill Studios"]!.slug, opens: "12:00", closes: "17:00" },
      { venue_slug: venues["Grain Loft"]!.slug },
    ]),
    crawl("Fall Back Crawl", "2027-11-06", "2027-11-07", [
      { venue_slug: venues["Seed Building"]!.slug, opens: "10:00", closes: "16:00" },
    ]),
  ]);
  for (const res of made) expect(res.status).toBe(201);
}, 120_000);
afterAll(() => site?.close());

async function get(path: string) {
  const res = await site.pages.app.request(path);
  return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
}

type Stop = { summary: string; location: string; start: string; end: string; rrule: string | null };
async function stopsIn(slug: string): Promise<Stop[]> {
  const res = await get(`/guides/${slug}.ics`);
  expect(res.status).toBe(200);
  expect(res.type).toContain("text/calendar");
  const cal = new ICAL.Component(ICAL.parse(res.body));
  return cal.getAllSubcomponents("vevent").map((c) => {
    const e = new ICAL.Event(c);
    const rule = c.getFirstPropertyValue("rrule");
    return {
      summary: e.summary,
      location: e.location,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      rrule: rule ? rule.toString() : null,
    };
  });
}

/** Every start of a stop's VEVENT, as UTC instants (ical.js expands the RRULE with the VTIMEZONE). */
async function startsOf(slug: string, n: number): Promise<string[]> {
  const res = await get(`/guides/${slug}.ics`);
  const cal = new ICAL.Component(ICAL.parse(res.body));
  for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const e = new ICAL.Event(cal.getAllSubcomponents("vevent")[n]!);
  const it = e.iterator();
  const out: string[] = [];
  for (let next = it.next(); next && out.length < 5; next = it.next())
    out.push(next.toJSDate().toISOString());
  return out;
}

describe("a crawl's page", () => {
  it("numbers its stops in walking order with their hours, the walk between them and notes", async () => {
    const page = await get("/guides/winter-crawl");
    expect(page.status).toBe(200);
    const main = mainOf(page.body);
    const route = main.slice(main.indexOf("The route"));
    const order = ["Mill Studios", "Seed Building", "Grain Loft"].map((n) => route.indexOf(n));
    expect(order.every((i) => i > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(route).toContain("3 stops");
    expect(route).toContain("11am – 5pm each day");
    expect(route).toContain("Sat, Dec 5 · 8pm – 1am");
    expect(route).toMatch(/0\.\d mi · about \d+ min walk/);
    expect(route).toContain("Start by the river.");
    // The drawn plan (paper, no JavaScript): a numbered disc per stop on the route.
    expect(route).toMatch(/<svg[^>]*class="ac-crawl-plan"/);
    expect(route.match(/<g data-stop="\d"/g)).toHaveLength(3);
    expect(route).toContain("<polyline");
  });

  it("lists what is on at its stops when it has no venue rule of its own", async () => {
    const main = mainOf((await get("/guides/winter-crawl")).body);
    expect(main).toContain("Seed Building Holiday Sale");
  });
});

describe("a crawl's calendar file", () => {
  it("holds every stop once, numbered, at its venue, repeating daily when its hours are for each day", async () => {
    const stops = await stopsIn("winter-crawl");
    expect(stops.map((s) => s.summary)).toEqual([
      "1. Mill Studios — Winter Crawl",
      "2. Seed Building — Winter Crawl",
      "3. Grain Loft — Winter Crawl",
    ]);
    expect(stops[0]!.location).toContain("77 13th Ave NE");
    expect(stops[0]).toMatchObject({
      start: "2026-12-05T11:00:00",
      end: "2026-12-05T17:00:00",
      rrule: "FREQ=DAILY;COUNT=2",
    });
    // One day only, closing after midnight.
    expect(stops[2]).toMatchObject({
      start: "2026-12-05T20:00:00",
      end: "2026-12-06T01:00:00",
      rrule: null,
    });
  });

  it("keeps the hours in wall-clock time over the spring and fall DST changes", async () => {
    // 12:00 Chicago is 18:00 UTC before March 14th 2027, 17:00 after.
    expect(await startsOf("spring-forward-crawl", 0)).toEqual([
      "2027-03-13T18:00:00.000Z",
      "2027-03-14T17:00:00.000Z",
    ]);
    // 10:00 Chicago is 15:00 UTC before November 7th 2027, 16:00 after.
    expect(await startsOf("fall-back-crawl", 0)).toEqual([
      "2027-11-06T15:00:00.000Z",
      "2027-11-07T16:00:00.000Z",
    ]);
    // A stop without hours covers the window's days.
    const [, open] = await stopsIn("spring-forward-crawl");
    expect(open).toMatchObject({ start: "2027-03-13", end: "2027-03-15", rrule: null });
  });
});

describe("a crawl's stops through the API", () => {
  it("refuse an unknown venue, a day outside the window and half the hours, saving nothing", async () => {
    const { t } = site;
    const bad = await postJson(t, admin, "/guides/list", {
      title: "Bad Crawl",
      kind: "crawl",
      first_day: "2026-12-05",
      last_day: "2026-12-06",
      stops: [
        { venue_slug: "no-such-venue" },
        { venue_id: venues["Mill Studios"]!.id, day: "2026-12-09" },
        { venue_id: venues["Grain Loft"]!.id, opens: "10:00" },
      ],
    });
    expect(bad.status).toBe(400);
    const fields = (await bad.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["stops.1.day", "stops.2.closes"]));
    const unknown = await postJson(t, admin, "/guides/list", {
      title: "Bad Crawl",
      kind: "crawl",
      first_day: "2026-12-05",
      last_day: "2026-12-06",
      stops: [{ venue_slug: "no-such-venue" }],
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0].field).toBe("stops.0.venue_slug");
    expect((await get("/guides/bad-crawl")).status).toBe(404);
  });

  it("refuse a new window that leaves a stop's day outside it", async () => {
    const { t } = site;
    const g = (await (await t.app.request("/api/v5/guides/slug/winter-crawl")).json()).results;
    const res = await putJson(t, admin, `/guides/id/${g.id}`, {
      version: g.version,
      first_day: "2026-12-06",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("stops.2.day");
  });
});

describe("the back office's form, without JavaScript", () => {
  it("staff make a crawl with stops, days and hours, and its page and calendar have them", async () => {
    const { t } = site;
    const who = await superadmin(t, "crawl_form_admin");
    const form = {
      title: "Form Crawl",
      slug: "form-crawl",
      summary: "",
      first_day: "2026-12-12",
      last_day: "2026-12-12",
      is_published: "on",
      kind: "crawl",
      "stops.0.ref": `https://tcartcal.test/venues/${venues["Grain Loft"]!.slug}`,
      "stops.0.day": "",
      "stops.0.opens": "12:00",
      "stops.0.closes": "16:30",
      "stops.0.note": "Meet here.",
      "stops.1.ref": venues["Mill Studios"]!.slug,
      "stops.1.day": "2026-12-12",
      "stops.1.opens": "",
      "stops.1.closes": "",
      "stops.1.note": "",
      "stops.2.ref": "",
      "picks.0.ref": "",
    };
    const res = await formPoster(site.pages, "http://crawls.test")(
      "/admin/guides/new",
      form,
      who.cookie,
    );
    expect(res.status).toBe(302);
    const page = mainOf((await get("/guides/form-crawl")).body);
    expect(page).toContain("Meet here.");
    expect(page).toContain("12pm – 4:30pm");
    expect(page.indexOf("Grain Loft")).toBeLessThan(page.indexOf("Mill Studios"));
    expect((await stopsIn("form-crawl")).map((s) => s.summary)).toEqual([
      "1. Grain Loft — Form Crawl",
      "2. Mill Studios — Form Crawl",
    ]);
  });
});
