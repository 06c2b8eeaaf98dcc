import { mf2 } from "microformats-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRange } from "../core/calendar/date-rows.ts";
import { makeCity, makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// What the pages offer around the feeds, as server-rendered HTML (no
// JavaScript): h-event markup on the event page, read back with a
// microformats parser; "Add to calendar" links per date; "Subscribe" on the
// listing, venue and city pages. Clock: Saturday 2026-10-24, noon in
// Minneapolis; daylight saving ends on November 1st.
const NOW = "2026-10-24T17:00:00.000Z";
const ORIGIN = "https://tcartcal.test";

let site: SiteTestApp;
let slug: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  site = await createSiteTestApp("feed-pages", { TEST_NOW: NOW, CANONICAL_HOST: "tcartcal.test" });
  const { t } = site;
  const token = (await superadmin(t, "feed_pages_admin")).token;
  const city = await makeCity(t, token, { name: "Minneapolis" });
  const venue = await makeVenue(t, token, {
    name: "Ember Gallery",
    address: "123 Main St",
    city_id: city.id,
    state: "MN",
    postal_code: "55401",
    geo: { lat: 44.9778, lon: -93.265 },
  });
  const run = runRange("2026-10-01", "2026-11-15");
  const event = await makeEvent(
    t,
    token,
    [
      { venue_id: venue.id, category: "ongoing", start: run.start, end: run.end },
      {
        venue_id: venue.id,
        category: "reception",
        label: "Opening Reception",
        start: "2026-10-02T23:00:00Z",
        end: "2026-10-03T02:00:00Z",
      },
      {
        venue_id: venue.id,
        category: "artist_talk",
        start: "2026-10-31T23:00:00Z",
        end: "2026-11-01T00:30:00Z",
        is_canceled: true,
      },
      {
        venue_id: venue.id,
        category: "reception",
        label: "Closing Reception",
        start: "2026-11-08T00:00:00Z",
        end: "2026-11-08T03:00:00Z",
      },
    ],
    { name: "Glass & Light", summary: "Paintings of lakes, prairie; and shore." },
  );
  slug = event.slug;
  ids.run = event.event_dates[0].id;
  ids.closing = event.event_dates[3].id;
}, 120_000);
afterAll(() => site?.close());

async function html(path: string) {
  const res = await site.pages.app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<");
/** Every href in the page, decoded. */
const hrefs = (page: string) => [...page.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));

describe("the event page", () => {
  it("marks every date that is on as an h-event with name, times, place, page and summary", async () => {
    const page = await html(`/events/${slug}`);
    const events = mf2(page, { baseUrl: `${ORIGIN}/events/${slug}` }).items.filter((i) =>
      i.type?.includes("h-event"),
    );
    // Four dates, one canceled: three h-events.
    expect(events).toHaveLength(3);
    const [run, opening, closing] = events.map((e) => e.properties);
    expect(run).toMatchObject({
      name: ["Glass & Light — Exhibition"],
      start: ["2026-10-01"],
      end: ["2026-11-15"],
      url: [`${ORIGIN}/events/${slug}`],
      summary: ["Paintings of lakes, prairie; and shore."],
    });
    expect(opening?.start).toEqual(["2026-10-02T18:00:00-05:00"]);
    expect(closing).toMatchObject({
      name: ["Glass & Light — Closing Reception"],
      start: ["2026-11-07T18:00:00-06:00"],
      end: ["2026-11-07T21:00:00-06:00"],
    });
    const place = closing?.location?.[0] as { type: string[]; properties: Record<string, unknown> };
    expect(place.type).toEqual(["h-card"]);
    expect(place.properties).toMatchObject({
      name: ["Ember Gallery"],
      url: [`${ORIGIN}/venues/ember-gallery`],
      "street-address": ["123 Main St"],
      locality: ["Minneapolis"],
    });
  });

  it("offers Google, Outlook.com, Office 365 and the .ics for each date still to come", async () => {
    const page = await html(`/events/${slug}`);
    // The run and the closing are still to come; the opening is over and the talk canceled.
    expect(page.match(/data-testid="add-to-calendar"/g)).toHaveLength(2);
    const links = hrefs(page);
    const google = links
      .filter((h) => h.startsWith("https://calendar.google.com/calendar/render?"))
      .map((h) => Object.fromEntries(new URL(h).searchParams));
    expect(google).toEqual([
      expect.objectContaining({ dates: "20261001/20261116", ctz: "America/Chicago" }),
      {
        action: "TEMPLATE",
        text: "Glass & Light — Closing Reception",
        dates: "20261107T180000/20261107T210000",
        ctz: "America/Chicago",
        details: `Paintings of lakes, prairie; and shore.\n\n${ORIGIN}/events/${slug}`,
        location: "Ember Gallery, 123 Main St, Minneapolis, MN 55401",
      },
    ]);
    expect(
      links.filter((h) => h.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?")),
    ).toHaveLength(2);
    expect(
      links.filter((h) => h.startsWith("https://outlook.office.com/calendar/0/deeplink/compose?")),
    ).toHaveLength(2);
    expect(links).toContain(`/events/${slug}.ics?date=${ids.closing}`);
    expect(links).toContain(`/events/${slug}.ics?date=${ids.run}`);
    // Its dates to come in one file, counted as the file holds them, and no placeholder left.
    expect(page).toMatch(
      new RegExp(
        `href="/events/${slug}\\.ics\\?date=coming"[^>]*>Add all 2 dates to come \\(\\.ics\\)`,
      ),
    );
    expect(page).not.toContain("Calendar files arrive");
  });
});

describe("Subscribe", () => {
  it("on a listing, carries the filters the page applied into every feed address", async () => {
    const page = await html(
      "/calendar/upcoming?city=minneapolis&category=reception,class&tag=glass",
    );
    const feed = `${ORIGIN}/calendar/upcoming.ics?category=reception&city=minneapolis&tag=glass`;
    const webcal = feed.replace("https://", "webcal://");
    const links = hrefs(page);
    expect(links).toContain(webcal);
    expect(links).toContain(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(links).toContain(feed.replace(".ics", ".atom"));
    expect(links).toContain(feed.replace(".ics", ".json"));
    expect(decode(page)).toContain(`value="${feed}"`);
    expect(page).toContain('data-testid="subscribe"');
  });

  it("on a listing seen from a later day or as a list, subscribes to the listing itself", async () => {
    const page = await html("/calendar/upcoming?city=minneapolis&from=2026-10-31&view=compact");
    const links = hrefs(page);
    expect(links).toContain("webcal://tcartcal.test/calendar/upcoming.ics?city=minneapolis");
    const feeds = links.filter((l) => /\.(ics|atom|json)\b/.test(l));
    expect(feeds.length).toBeGreaterThan(2);
    expect(feeds.filter((l) => /[?&](from|view)=/.test(l))).toEqual([]);
  });

  it("on a listing with a city it doesn't know, leaves the city out", async () => {
    const links = hrefs(await html("/calendar/week?city=atlantis"));
    expect(links).toContain("webcal://tcartcal.test/calendar/week.ics");
  });

  it("on venue and city pages, points at their calendars", async () => {
    expect(hrefs(await html("/venues/ember-gallery"))).toContain(
      "webcal://tcartcal.test/venues/ember-gallery.ics",
    );
    const city = await html("/cities/minneapolis");
    expect(hrefs(city)).toContain("webcal://tcartcal.test/cities/minneapolis.ics");
    expect(decode(city)).toContain(`value="${ORIGIN}/cities/minneapolis.ics"`);
  });

  it("leaves the pages' own addresses to the pages", async () => {
    // Only "{slug}.ics" is a feed: the event page and the venue map still answer.
    expect(await html(`/events/${slug}`)).toContain("Glass &amp; Light");
    expect(await html("/venues/map")).toContain("Venue map");
  });
});
