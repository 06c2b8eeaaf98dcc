import ICAL from "ical.js";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCity, makeEvent, makeVenue, postJson } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// A guide as visitors get it (decision 057): its page, its feeds, its place
// on home while its days last, and the old preset address it answers. Staff
// make it with the back office's form, posted without JavaScript.
// Clock: Saturday 2026-11-28, noon in Minneapolis.
const NOW = "2026-11-28T18:00:00.000Z";

let site: SiteTestApp;
let admin: string;
let venueSlug: string;
let cityId: string;
const slugs: Record<string, string> = {};

beforeAll(async () => {
  site = await createSiteTestApp("guide-pages", {
    TEST_NOW: NOW,
    CANONICAL_HOST: "tcartcal.test",
    PUBLIC_URL: "http://guides.test",
  });
  const { t } = site;
  admin = (await superadmin(t, "guide_pages_admin")).token;
  cityId = (await makeCity(t, admin, { name: "Frostburg" })).id;
  const frost = await makeVenue(t, admin, { name: "Frost Gallery", city_id: cityId });
  const venue = frost.id;
  venueSlug = frost.slug;
  const at = async (name: string, category: string, start: string, end: string) => {
    slugs[name] = (
      await makeEvent(t, admin, [{ venue_id: venue, category, start, end }], { name })
    ).slug;
  };
  await at("Snow Print Sale", "sale", "2026-12-05T16:00:00Z", "2026-12-05T23:00:00Z");
  await at("Candle Talk", "artist_talk", "2026-12-10T01:00:00Z", "2026-12-10T02:30:00Z");
  await at("Ice Reception", "reception", "2026-12-12T00:00:00Z", "2026-12-12T03:00:00Z");
  await at("Spring Sale", "sale", "2027-03-06T16:00:00Z", "2027-03-06T22:00:00Z");
  const res = await postJson(t, admin, "/guides/list", {
    title: "Holiday Guide 2026",
    summary: "Gifts from the studios.",
    intro: "<p>Buy from <strong>artists</strong>.</p><script>alert(1)</script>",
    first_day: "2026-11-01",
    last_day: "2027-01-15",
    categories: ["sale"],
    picks: [
      { event_slug: slugs["Candle Talk"], note: "Bring a candle." },
      { event_slug: slugs["Ice Reception"], note: "Warm drinks." },
    ],
  });
  expect(res.status).toBe(201);
}, 120_000);
afterAll(() => site?.close());

async function get(path: string) {
  const res = await site.pages.app.request(path);
  return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
}

describe("a guide's page", () => {
  it("shows the intro, the picks in staff's order with their notes, then what its rules list", async () => {
    const page = await get("/guides/holiday-guide-2026");
    expect(page.status).toBe(200);
    const main = mainOf(page.body);
    expect(main).toContain("Holiday Guide 2026");
    expect(main).toContain("<strong>artists</strong>");
    expect(main).not.toContain("<script>alert");
    const picks = main.slice(main.indexOf("Our picks"), main.indexOf("Everything in the guide"));
    expect(picks.indexOf("Candle Talk")).toBeGreaterThan(-1);
    expect(picks.indexOf("Candle Talk")).toBeLessThan(picks.indexOf("Ice Reception"));
    expect(picks).toContain("Bring a candle.");
    const rest = main.slice(main.indexOf("Everything in the guide"));
    expect(rest).toContain("Snow Print Sale");
    expect(rest).not.toContain("Spring Sale");
    expect(rest).not.toContain("Candle Talk");
  });

  it("is on home while its days last, and listed under /guides", async () => {
    expect(mainOf((await get("/")).body)).toContain('href="/guides/holiday-guide-2026"');
    expect(mainOf((await get("/guides")).body)).toContain("Holiday Guide 2026");
    // An old guide is listed but not on home.
    expect(mainOf((await get("/guides")).body)).toContain("Twin Cities Art Week 2024");
    expect(mainOf((await get("/")).body)).not.toContain("Twin Cities Art Week 2024");
  });

  it("an unknown guide is a 404 page", async () => {
    expect((await get("/guides/no-such-guide")).status).toBe(404);
  });
});

describe("a guide's feeds", () => {
  it("the iCalendar file holds the picks and the listed dates, and round-trips through ical.js", async () => {
    const ics = await get("/guides/holiday-guide-2026.ics");
    expect(ics.status).toBe(200);
    expect(ics.type).toContain("text/calendar");
    const cal = new ICAL.Component(ICAL.parse(ics.body));
    const summaries = cal
      .getAllSubcomponents("vevent")
      .map((v) => String(v.getFirstPropertyValue("summary")));
    expect(summaries.some((s) => s.startsWith("Candle Talk"))).toBe(true);
    expect(summaries.some((s) => s.startsWith("Ice Reception"))).toBe(true);
    expect(summaries.some((s) => s.startsWith("Snow Print Sale"))).toBe(true);
    expect(summaries.some((s) => s.startsWith("Spring Sale"))).toBe(false);
  });

  it("the RSS feed parses and links each date's event", async () => {
    const rss = await get("/guides/holiday-guide-2026.rss");
    expect(rss.status).toBe(200);
    expect(rss.type).toContain("application/rss+xml");
    const feed = await new Parser().parseString(rss.body);
    expect(feed.title).toContain("Holiday Guide 2026");
    const links = feed.items.map((i) => i.link);
    expect(links).toContain(`https://tcartcal.test/events/${slugs["Snow Print Sale"]}`);
    expect(links).toContain(`https://tcartcal.test/events/${slugs["Candle Talk"]}`);
  });

  it("an unknown guide's feed is a plain 404", async () => {
    expect((await get("/guides/no-such-guide.ics")).status).toBe(404);
  });
});

describe("the old preset addresses", () => {
  it("/calendar/{old key} is still the listing, titled as before", async () => {
    const page = await get("/calendar/tcartweek2024");
    expect(page.status).toBe(200);
    expect(mainOf(page.body)).toContain("Twin Cities Art Week 2024");
    const ics = await get("/calendar/2025-holiday-shopping-guide.ics");
    expect(ics.status).toBe(200);
    expect(ics.type).toContain("text/calendar");
  });
});

describe("the back office's form, without JavaScript", () => {
  it("staff make a guide with a pick by its address, and it is on the site at once", async () => {
    const { t } = site;
    const who = await superadmin(t, "guide_form_admin");
    const form = new URLSearchParams({
      title: "Winter Walk",
      slug: "winter-walk",
      summary: "",
      first_day: "2026-11-20",
      last_day: "2026-12-31",
      is_published: "on",
      kind: "list",
      "picks.0.ref": `https://tcartcal.test/events/${slugs["Ice Reception"]}`,
      "picks.0.note": "Start here.",
      "picks.1.ref": "",
      "picks.1.note": "",
      categories: "artist_talk",
      "venues.0.ref": `https://tcartcal.test/venues/${venueSlug}`,
      "venues.1.ref": "",
      city_ids: cityId,
    });
    // The form offers the cities to tick.
    const blank = await site.pages.app.request("http://guides.test/admin/guides/new", {
      headers: { cookie: who.cookie },
    });
    expect(await blank.text()).toContain("Frostburg");
    const res = await formPoster(site.pages, "http://guides.test")(
      "/admin/guides/new",
      Object.fromEntries(form),
      who.cookie,
    );
    expect(res.status).toBe(302);
    const page = mainOf((await get("/guides/winter-walk")).body);
    expect(page).toContain("Start here.");
    expect(page).toContain("Candle Talk");
    // The venue rule, named by its address in the form, is the venue's id in the API.
    const made = (await (await t.app.request("/api/v5/guides/slug/winter-walk")).json()).results;
    expect(made.venues).toEqual([{ venue_id: made.venue_ids[0], venue_slug: venueSlug }]);
    expect(made.city_ids).toEqual([cityId]);
  });
});
