import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS, presetFilter } from "../core/presets/index.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// Issue 26 item 3: every count a public page shows says what it counts and
// equals the number of items in the full list it describes, on the demo
// calendar (8 cities, 44 venues, ~150 events around a fixed Saturday noon).

const NOW = "2026-11-21T18:00:00.000Z";

let site: SiteTestApp;
beforeAll(async () => {
  site = await createSiteTestApp("shown-counts", { TEST_NOW: NOW });
  await seedDemo(site.t.deps.database.db, new Date(NOW));
}, 240_000);
afterAll(() => site?.close());

async function page(path: string) {
  const res = await site.pages.app.request(path);
  expect(res.status, path).toBe(200);
  // React's text-joining comments out, so sentences read as they show.
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** A count as pages print it: "1,204" → 1204. */
const num = (s: string) => Number(s.replaceAll(",", ""));

/** Every date of a preset's full list (all pages), as the public API lists them. */
async function fullList(key: keyof typeof PRESETS, extra: Record<string, string> = {}) {
  const rows: { event: { id: string } }[] = [];
  for (let p = 0; ; p++) {
    const q = { ...presetFilter(PRESETS[key], new Date(NOW)), ...extra, page: String(p) };
    const res = await site.t.app.request(
      `/api/v5/calendar/event_dates/list?${new URLSearchParams(q)}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { event: { id: string } }[]; more: boolean };
    rows.push(...body.results);
    if (!body.more) return rows;
  }
}

/** "28 dates · 27 events" or "27 events" (each event one date) from a listing page. */
function listingCount(html: string) {
  const both = html.match(/ · ([\d,]+) dates? · ([\d,]+) events?</);
  if (both) return { dates: num(both[1]!), events: num(both[2]!) };
  const one = html.match(/ · ([\d,]+) events?</);
  if (!one) throw new Error("no count on the listing");
  return { dates: num(one[1]!), events: num(one[1]!) };
}

describe("listing pages", () => {
  it.each(["upcoming", "now_showing", "weekend", "week", "classes", "all"] as const)(
    "%s says how many dates and events its full list has",
    async (key) => {
      const html = await page(key === "all" ? "/calendar" : `/calendar/${key}`);
      const rows = await fullList(key);
      expect(rows.length).toBeGreaterThan(0);
      expect(listingCount(html)).toEqual({
        dates: rows.length,
        events: new Set(rows.map((r) => r.event.id)).size,
      });
      // One card per date on the page (the first 100).
      expect(html.match(/<article/g)?.length).toBe(Math.min(rows.length, 100));
    },
  );

  it("counts what the filters leave", async () => {
    const html = await page("/calendar/upcoming?city=minneapolis&venue_type=gallery");
    const cities = (await (await site.t.app.request("/api/v5/places/cities/list")).json()) as {
      results: { id: string; slug: string }[];
    };
    const city = cities.results.find((c) => c.slug === "minneapolis")!;
    const rows = await fullList("upcoming", { city_id: city.id, venue_type: "gallery" });
    expect(rows.length).toBeGreaterThan(0);
    expect(listingCount(html)).toEqual({
      dates: rows.length,
      events: new Set(rows.map((r) => r.event.id)).size,
    });
  });
});

describe("home", () => {
  it("names the weekend's events as the weekend listing counts them", async () => {
    const home = await page("/");
    const link = home.match(/All ([\d,]+) events? →/);
    expect(link).not.toBeNull();
    const weekend = listingCount(await page("/calendar/weekend"));
    expect(num(link![1]!)).toBe(weekend.events);
  });
});

describe("venues", () => {
  it("the directory, the map and the list agree on venues, open and closed", async () => {
    const directory = await page("/venues");
    const said = directory.match(
      /([\d,]+) venues across the Twin Cities(?: \(([\d,]+) of them closed\))?/,
    );
    expect(said).not.toBeNull();
    const listed = directory.match(/class="[^"]*venue-name/g)?.length;
    const res = await site.t.app.request("/api/v5/places/venues/list?page_size=100");
    const all = ((await res.json()) as { results: { is_closed: boolean }[] }).results;
    const closed = all.filter((v) => v.is_closed).length;
    expect(num(said![1]!)).toBe(all.length);
    expect(num(said![2] ?? "0")).toBe(closed);
    expect(listed).toBe(all.length);

    const map = await page("/venues/map");
    const open = map.match(/([\d,]+) open venues?/);
    expect(num(open![1]!)).toBe(all.length - closed);
    if (closed) expect(map).toContain(`the ${closed} closed`);
  });

  it("a filtered directory counts what it lists", async () => {
    const html = await page("/venues?type=gallery");
    const said = html.match(/([\d,]+) venues? match/);
    const res = await site.t.app.request("/api/v5/places/venues/list?type=gallery&page_size=100");
    const body = (await res.json()) as { total: number; results: unknown[] };
    expect(num(said![1]!)).toBe(body.total);
    expect(body.results.length).toBe(body.total);
  });
});

describe("search", () => {
  it("each section's count is its list's, or says how many of them it shows", async () => {
    const html = await page("/search?q=art");
    const sentence = html.match(/data-testid="search-counts"[^>]*>([^<]*)</)![1]!;
    for (const kind of ["Events", "Venues", "Articles"]) {
      const m = html.match(new RegExp(`>${kind} \\(([\\d,]+)(?: of ([\\d,]+))?\\)<`));
      if (!m) continue;
      const said = sentence.match(new RegExp(`([\\d,]+) ${kind.toLowerCase()}`));
      expect(num(m[2] ?? m[1]!)).toBe(num(said![1]!));
      if (m[2]) expect(num(m[1]!)).toBeLessThan(num(m[2]));
    }
    const events = html.match(/>Events \(([\d,]+)(?: of [\d,]+)?\)</);
    const section = html.slice(html.indexOf('id="search-events"'));
    const cards = section.slice(0, section.indexOf("</section>")).match(/<article/g)?.length;
    expect(cards).toBe(num(events![1]!));
  });
});

describe("filters in the address", () => {
  it("redirect away the empty fields a form without JavaScript sends", async () => {
    const res = await site.pages.app.request("/calendar/upcoming?q=&category=class&city=");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/calendar/upcoming?category=class");
    const none = await site.pages.app.request("/calendar/upcoming?q=&category=");
    expect(none.headers.get("location")).toBe("/calendar/upcoming");
    const venues = await site.pages.app.request("/venues?q=&type=gallery&city=");
    expect(venues.status).toBe(301);
    expect(venues.headers.get("location")).toBe("/venues?type=gallery");
  });

  it("show each set filter as a chip that removes it, and Clear all", async () => {
    const html = await page("/calendar/upcoming?category=class&city=minneapolis");
    expect(html).toMatch(
      /href="\/calendar\/upcoming\?city=minneapolis"[^>]*>.*?Remove <\/span>Category: Class/,
    );
    expect(html).toMatch(
      /href="\/calendar\/upcoming\?category=class"[^>]*>.*?Remove <\/span>City: Minneapolis/,
    );
    expect(html).toMatch(/href="\/calendar\/upcoming"[^>]*>.*?Clear all/);
  });
});
