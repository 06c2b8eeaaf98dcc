import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRange } from "../core/calendar/date-rows.ts";
import { type DateSpec, makeCity, makeEvent, makeVenue, putJson } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// The calendar feeds as a calendar app, a feed reader or a program gets
// them, read back with parsers of their own (ical.js, rss-parser, JSON).
// The clock is pinned at Saturday 2026-10-24, noon in Minneapolis (CDT);
// daylight saving ends on Sunday, November 1st.
const NOW = "2026-10-24T17:00:00.000Z";
const HOST = "tcartcal.test";
const ORIGIN = `https://${HOST}`;
const CACHE = "public, s-maxage=60, stale-while-revalidate=300";

// Commas, semicolons, backslashes, quotes, a newline, emoji and accents, in 300 characters.
const TRICKY_NAME = 'Glass, Light; \\ "Émigrés" & <Friends> 🎨';
const TRICKY_SUMMARY = (() => {
  const head =
    "Ça va? Prints, paint; ink \\ paper —\nsecond line with 🎨🖼️ and naïve café façades. ";
  return (head + "x".repeat(300)).slice(0, 300);
})();

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW, CANONICAL_HOST: HOST } });
  token = (await superadmin(t, "feeds_admin")).token;
  const mpls = await makeCity(t, token, { name: "Minneapolis" });
  const stPaul = await makeCity(t, token, { name: "St. Paul" });
  const ember = await makeVenue(t, token, {
    name: "Ember Gallery",
    address: "123 Main St",
    address2: "Suite 4",
    city_id: mpls.id,
    state: "MN",
    postal_code: "55401",
    geo: { lat: 44.9778, lon: -93.265 },
  });
  const quarry = await makeVenue(t, token, {
    name: "Quarry; Studios, East",
    type: "studios",
    address: "9 Lowertown Ave",
    city_id: stPaul.id,
    state: "MN",
    postal_code: "55101",
  });
  /** A date at `venue` from `start` to `end` (UTC instants). */
  const on = (
    venue: { id: string },
    category: string,
    start: string,
    end: string,
    more: Partial<DateSpec> = {},
  ): DateSpec => ({ venue_id: venue.id, category, start, end, ...more });

  // Across the end of daylight saving: 6pm CDT (23:00Z) and 6pm CST (00:00Z next day).
  const dst = await makeEvent(
    t,
    token,
    [
      on(ember, "reception", "2026-10-31T23:00:00Z", "2026-11-01T02:00:00Z", {
        label: "Opening Reception",
      }),
      on(ember, "reception", "2026-11-08T00:00:00Z", "2026-11-08T03:00:00Z", {
        label: "Closing Reception",
      }),
    ],
    { name: "Across the Clock Change", summary: "Two receptions, one on each side of DST." },
  );
  ids.dst = dst.id;
  ids.opening = dst.event_dates[0].id;
  ids.closing = dst.event_dates[1].id;
  slugs.dst = dst.slug;

  const canceled = await makeEvent(
    t,
    token,
    [
      on(quarry, "performance", "2026-10-30T00:00:00Z", "2026-10-30T02:00:00Z", {
        is_canceled: true,
      }),
      on(quarry, "performance", "2026-11-06T01:00:00Z", "2026-11-06T03:00:00Z"),
    ],
    { name: "Rained Out Readings" },
  );
  ids.canceledDate = canceled.event_dates[0].id;
  slugs.canceled = canceled.slug;

  const tricky = await makeEvent(
    t,
    token,
    [on(quarry, "artist_talk", "2026-10-28T23:30:00Z", "2026-10-29T01:00:00Z")],
    { name: TRICKY_NAME, summary: TRICKY_SUMMARY, tags: ["prints"] },
  );
  slugs.tricky = tricky.slug;

  // An exhibition from October 1st through November 15th: whole days, across DST.
  const run = runRange("2026-10-01", "2026-11-15");
  const show = await makeEvent(t, token, [on(ember, "ongoing", run.start, run.end)], {
    name: "Northern Light",
    summary: "Landscapes.",
  });
  slugs.show = show.slug;

  // Three weeks ago at Ember (in the venue calendar's month of history) and
  // two months ago (not), and a draft (never public).
  const talk = (start: string, end: string) => [on(ember, "artist_talk", start, end)];
  await makeEvent(t, token, talk("2026-10-03T23:00:00Z", "2026-10-04T00:00:00Z"), {
    name: "Recent Talk",
  });
  await makeEvent(t, token, talk("2026-08-20T23:00:00Z", "2026-08-21T00:00:00Z"), {
    name: "Summer Talk",
  });
  const draft = await makeEvent(
    t,
    token,
    [on(ember, "reception", "2026-10-29T23:00:00Z", "2026-10-30T01:00:00Z")],
    { name: "Secret Preview", status: "draft" },
  );
  slugs.draft = draft.slug;
}, 120_000);
afterAll(() => t?.close());

const get = (path: string) => t.app.request(path);

interface Parsed {
  text: string;
  calendar: ICAL.Component;
  events: ICAL.Event[];
  byName: (name: string) => ICAL.Event[];
}

async function ics(path: string): Promise<Parsed> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe(CACHE);
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return {
    text,
    calendar,
    events,
    byName: (name) => events.filter((e) => e.summary.startsWith(name)),
  };
}

const prop = (e: ICAL.Event, name: string) => e.component.getFirstPropertyValue(name);
const wallClock = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")} ${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;

describe("/events/{slug}.ics", () => {
  it("has every date, at the right wall-clock time in Chicago on both sides of DST", async () => {
    const res = await get(`/events/${slugs.dst}.ics`);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${slugs.dst}.ics"`);
    const { calendar, events } = await ics(`/events/${slugs.dst}.ics`);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "America/Chicago",
    );
    expect(events).toHaveLength(2);
    const [opening, closing] = events as [ICAL.Event, ICAL.Event];
    expect(opening.startDate.zone?.tzid).toBe("America/Chicago");
    expect(wallClock(opening.startDate)).toBe("2026-10-31 18:00");
    expect(wallClock(opening.endDate)).toBe("2026-10-31 21:00");
    expect(wallClock(closing.startDate)).toBe("2026-11-07 18:00");
    expect(wallClock(closing.endDate)).toBe("2026-11-07 21:00");
    // The file's own VTIMEZONE turns them into the right instants: CDT, then CST.
    expect(opening.startDate.toJSDate().toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(closing.startDate.toJSDate().toISOString()).toBe("2026-11-08T00:00:00.000Z");
    expect(closing.endDate.toJSDate().toISOString()).toBe("2026-11-08T03:00:00.000Z");

    expect(opening.uid).toBe(`event-date-${ids.opening}@${HOST}`);
    expect(closing.uid).toBe(`event-date-${ids.closing}@${HOST}`);
    expect(opening.summary).toBe("Across the Clock Change — Opening Reception");
    expect(closing.summary).toBe("Across the Clock Change — Closing Reception");
    expect(opening.location).toBe("Ember Gallery, 123 Main St, Suite 4, Minneapolis, MN 55401");
    expect(prop(opening, "geo")).toEqual([44.9778, -93.265]);
    expect(prop(opening, "url")).toBe(`${ORIGIN}/events/${slugs.dst}`);
    expect(opening.description).toBe(
      `Two receptions, one on each side of DST.\n\n${ORIGIN}/events/${slugs.dst}`,
    );
    expect(prop(opening, "status")).toBe("CONFIRMED");
    expect(opening.sequence).toBe(0);
  });

  it("downloads one date with ?date=, and refuses a date of nothing", async () => {
    const one = await get(`/events/${slugs.dst}.ics?date=${ids.closing}`);
    // Named after the local day: 6pm on November 7th is already the 8th in UTC.
    expect(one.headers.get("content-disposition")).toBe(
      `attachment; filename="${slugs.dst}-2026-11-07.ics"`,
    );
    const { events } = await ics(`/events/${slugs.dst}.ics?date=${ids.closing}`);
    expect(events.map((e) => e.uid)).toEqual([`event-date-${ids.closing}@${HOST}`]);

    const elsewhere = await get(`/events/${slugs.dst}.ics?date=${ids.canceledDate}`);
    expect(elsewhere.status).toBe(404);
    const garbled = await get(`/events/${slugs.dst}.ics?date=tomorrow`);
    expect(garbled.status).toBe(400);
    expect(garbled.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await garbled.text()).toContain("Use the id of one of the event's dates.");
  });

  it("with ?date=coming holds only the dates still to come and not canceled", async () => {
    const venue = await makeVenue(t, token, { name: "Coming Hall" });
    const date = (start: string, end: string, is_canceled = false) => ({
      venue_id: venue.id,
      category: "reception",
      start,
      end,
      is_canceled,
    });
    const made = await makeEvent(
      t,
      token,
      [
        date("2026-10-10T23:00:00Z", "2026-10-11T01:00:00Z"),
        date("2026-10-29T23:00:00Z", "2026-10-30T01:00:00Z", true),
        date("2026-11-05T00:00:00Z", "2026-11-05T02:00:00Z"),
        date("2026-11-12T00:00:00Z", "2026-11-12T02:00:00Z"),
      ],
      { name: "Three Listed, Two Coming" },
    );
    const res = await get(`/events/${made.slug}.ics?date=coming`);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${made.slug}.ics"`);
    const { events } = await ics(`/events/${made.slug}.ics?date=coming`);
    expect(events.map((e) => e.uid)).toEqual(
      [made.event_dates[2].id, made.event_dates[3].id].map((id) => `event-date-${id}@${HOST}`),
    );
  });

  it("is a plain 404 for an unknown or unpublished event", async () => {
    for (const slug of ["no-such-event", slugs.draft]) {
      const res = await get(`/events/${slug}.ics`);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toContain("does not exist");
    }
  });

  it("marks a canceled date CANCELLED and keeps the others confirmed", async () => {
    const { events } = await ics(`/events/${slugs.canceled}.ics`);
    expect(events.map((e) => prop(e, "status"))).toEqual(["CANCELLED", "CONFIRMED"]);
    expect(events[0]!.description).toMatch(/^This date is canceled\./);
  });

  it("keeps special characters and long lines intact through folding and escaping", async () => {
    const { text, events } = await ics(`/events/${slugs.tricky}.ics`);
    const [e] = events as [ICAL.Event];
    expect(e.summary).toBe(`${TRICKY_NAME} — Artist Talk`);
    expect(e.description).toBe(`${TRICKY_SUMMARY}\n\n${ORIGIN}/events/${slugs.tricky}`);
    expect(e.location).toBe("Quarry; Studios, East, 9 Lowertown Ave, St. Paul, MN 55101");
    // Escaped on the wire, and no line over 75 octets (RFC 5545 §3.1).
    expect(text).toContain("SUMMARY:Glass\\, Light\\; \\\\ ");
    expect(text).toContain("\\nsecond line");
    const lines = text.split("\r\n");
    expect(Math.max(...lines.map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect(text.endsWith("END:VCALENDAR")).toBe(true);
  });

  it("has a whole-day exhibition as DATE values, the end being the day after the last", async () => {
    const { text, events } = await ics(`/events/${slugs.show}.ics`);
    const [run] = events as [ICAL.Event];
    expect(run.startDate.isDate).toBe(true);
    expect(run.startDate.toString()).toBe("2026-10-01");
    expect(run.endDate.toString()).toBe("2026-11-16");
    expect(text).toContain("DTSTART;VALUE=DATE:20261001");
    expect(prop(run, "transp")).toBe("TRANSPARENT");
  });

  it("bumps SEQUENCE when the event changes, keeping the UIDs", async () => {
    const before = (await ics(`/events/${slugs.dst}.ics`)).events;
    const current = await (await get(`/api/v5/calendar/events/id/${ids.dst}`)).json();
    const res = await putJson(t, token, `/calendar/events/id/${ids.dst}`, {
      summary: "Two receptions, moved an hour later.",
      version: current.results.version,
    });
    expect(res.status).toBe(200);
    const after = (await ics(`/events/${slugs.dst}.ics`)).events;
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    for (const [i, e] of after.entries()) {
      expect(e.sequence).toBeGreaterThan(before[i]!.sequence);
    }
    expect(after[0]!.description).toMatch(/^Two receptions, moved an hour later\./);
  });
});

describe("/calendar/{preset}.ics", () => {
  it("lists the preset's dates with the page's filters", async () => {
    const upcoming = await ics("/calendar/upcoming.ics");
    expect(prop(upcoming.events[0]!, "dtstart")).toBeTruthy();
    expect(upcoming.calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Upcoming Events · Twin Cities Art Calendar",
    );
    expect(upcoming.calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    const names = upcoming.events.map((e) => e.summary);
    expect(names).toContain("Across the Clock Change — Opening Reception");
    expect(names).not.toContain("Secret Preview — Reception");
    // Upcoming leaves canceled dates out, as its page does.
    expect(upcoming.events.map((e) => prop(e, "status"))).not.toContain("CANCELLED");

    const inStPaul = await ics("/calendar/upcoming.ics?city=st-paul&category=performance");
    expect(inStPaul.events.map((e) => e.summary)).toEqual(["Rained Out Readings — Performance"]);

    const searched = await ics("/calendar/all.ics?q=clock");
    expect(new Set(searched.events.map((e) => e.summary.split(" — ")[0]))).toEqual(
      new Set(["Across the Clock Change"]),
    );
    const tagged = await ics("/calendar/all.ics?tag=prints");
    expect(tagged.events).toHaveLength(1);
  });

  it("keeps canceled dates in listings that show them, as CANCELLED", async () => {
    const all = await ics("/calendar/all.ics");
    const readings = all.byName("Rained Out Readings");
    expect(readings.map((e) => prop(e, "status")).sort()).toEqual(["CANCELLED", "CONFIRMED"]);
  });

  it("refuses filters it cannot honour, in plain words, and unknown presets", async () => {
    const cases: [string, string][] = [
      ["/calendar/upcoming.ics?category=class", "This listing has no category class."],
      ["/calendar/all.json?venue_type=spaceship", "Unknown venue type spaceship."],
      ["/calendar/upcoming.ics?free=1&access=ramp", "Unknown access feature ramp."],
      ["/calendar/week.atom?city=atlantis", `We don't know the city "atlantis".`],
    ];
    for (const [path, words] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toContain(words);
    }
    for (const path of ["/calendar/nope.ics", "/calendar/nope.json", "/calendar/nope.atom"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("/calendar/{preset}.json", () => {
  it("is a JSON Feed with each date's times, place and status", async () => {
    const res = await get("/calendar/all.json?city=minneapolis");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const feed = await res.json();
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "All Events · Twin Cities Art Calendar",
      home_page_url: `${ORIGIN}/calendar?city=minneapolis`,
      feed_url: `${ORIGIN}/calendar/all.json?city=minneapolis`,
      _artcal: {
        preset: "all",
        filters: { city: "minneapolis" },
        time_zone: "America/Chicago",
        max_items: 500,
        truncated: false,
        ical_url: `${ORIGIN}/calendar/all.ics?city=minneapolis`,
        atom_url: `${ORIGIN}/calendar/all.atom?city=minneapolis`,
        rss_url: `${ORIGIN}/calendar/all.rss?city=minneapolis`,
      },
    });
    const closing = feed.items.find(
      (i: { id: string }) => i.id === `event-date-${ids.closing}@${HOST}`,
    );
    expect(closing).toEqual({
      id: `event-date-${ids.closing}@${HOST}`,
      url: `${ORIGIN}/events/${slugs.dst}`,
      title: "Across the Clock Change — Closing Reception",
      summary: "Two receptions, moved an hour later.",
      content_text: `Two receptions, moved an hour later.\n\n${ORIGIN}/events/${slugs.dst}`,
      date_modified: expect.stringMatching(/Z$/),
      _event_date: {
        id: ids.closing,
        event_id: ids.dst,
        category: "reception",
        label: "Closing Reception",
        status: "confirmed",
        sequence: expect.any(Number),
        all_day: false,
        start: "2026-11-07T18:00:00-06:00",
        end: "2026-11-07T21:00:00-06:00",
        time_zone: "America/Chicago",
        location: "Ember Gallery, 123 Main St, Suite 4, Minneapolis, MN 55401",
        venue: {
          name: "Ember Gallery",
          slug: "ember-gallery",
          url: `${ORIGIN}/venues/ember-gallery`,
          address: "123 Main St",
          address2: "Suite 4",
          city: "Minneapolis",
          state: "MN",
          postal_code: "55401",
          geo: { lat: 44.9778, lon: -93.265 },
        },
      },
    });
    const run = feed.items.find((i: { title: string }) => i.title.startsWith("Northern Light"));
    expect(run._event_date).toMatchObject({
      all_day: true,
      start: "2026-10-01",
      end: "2026-11-15",
    });
    // Only Minneapolis.
    expect(feed.items.some((i: { title: string }) => i.title.startsWith("Rained Out"))).toBe(false);
  });
});

describe("/calendar/{preset}.atom and .rss", () => {
  it("is valid Atom of the dates still to come, read back by an Atom parser", async () => {
    const res = await get("/calendar/all.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("All Events · Twin Cities Art Calendar");
    expect(feed.url).toBe(`${ORIGIN}/calendar`);
    expect(feed.self).toBe(`${ORIGIN}/calendar/all.atom`);
    const titles = feed.items.map((i) => i.title);
    expect(titles).toContain("Across the Clock Change — Closing Reception");
    expect(titles).toContain(`${TRICKY_NAME} — Artist Talk`);
    expect(titles).toContain("Canceled: Rained Out Readings — Performance");
    // Over before today's site day: not "upcoming".
    expect(titles).not.toContain("Recent Talk — Artist Talk");
    const closing = feed.items.find(
      (i) => i.title === "Across the Clock Change — Closing Reception",
    );
    expect(closing?.url).toBe(`${ORIGIN}/events/${slugs.dst}`);
    expect(closing?.id).toBe(`urn:uuid:${ids.closing}`);
    expect(closing?.content).toContain("Sat Nov 7th 6pm – 9pm");
    expect(closing?.content).toContain("Ember Gallery, 123 Main St");
  });

  it("is the same listing as RSS 2.0 with the page's filters, each date its own guid", async () => {
    const res = await get("/calendar/all.rss?city=minneapolis");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = await new Parser().parseString(xml);
    expect(feed.link).toBe(`${ORIGIN}/calendar?city=minneapolis`);
    const titles = feed.items.map((i) => i.title);
    expect(titles).toContain("Across the Clock Change — Closing Reception");
    // Only Minneapolis.
    expect(titles.some((t) => t?.startsWith("Rained Out"))).toBe(false);
    const guids = feed.items.map((i) => i.guid);
    expect(new Set(guids).size).toBe(guids.length);
    expect(guids.every((g) => g?.startsWith("urn:uuid:"))).toBe(true);
    expect(parseFeed(xml).meta.type).toBe("rss");
    expect((await get("/calendar/all.rss?city=atlantis")).status).toBe(400);
    // Text with markup and quotes reads back as written.
    const all = await new Parser().parseString(await (await get("/calendar/all.rss")).text());
    expect(all.items.map((i) => i.title)).toContain(`${TRICKY_NAME} — Artist Talk`);
  });
});

describe("/venues/{slug}.ics and /cities/{slug}.ics", () => {
  it("has the venue's dates from a month back on", async () => {
    const { events, calendar } = await ics("/venues/ember-gallery.ics");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Ember Gallery · Twin Cities Art Calendar",
    );
    const names = events.map((e) => e.summary.split(" — ")[0]);
    expect(names).toContain("Recent Talk");
    expect(names).toContain("Northern Light");
    expect(names).not.toContain("Summer Talk");
    expect(names).not.toContain("Secret Preview");
    expect(names).not.toContain("Rained Out Readings");
  });

  it("has the city's dates, canceled ones marked", async () => {
    const { events } = await ics("/cities/st-paul.ics");
    const names = new Set(events.map((e) => e.summary.split(" — ")[0]));
    expect(names).toEqual(new Set(["Rained Out Readings", TRICKY_NAME]));
    expect(events.map((e) => prop(e, "status"))).toContain("CANCELLED");
  });

  it("is a plain 404 for an unknown venue or city", async () => {
    for (const path of ["/venues/nowhere.ics", "/cities/nowhere.ics"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });
});

describe("feed size", () => {
  it("stops at 500 dates and says it was cut", async () => {
    const town = await makeCity(t, token, { name: "Busytown" });
    const venue = await makeVenue(t, token, { name: "Busy Hall", city_id: town.id });
    const day = (i: number) => new Date(Date.parse("2026-12-01T18:00:00Z") + i * 3_600_000);
    for (const batch of [0, 1]) {
      await makeEvent(
        t,
        token,
        Array.from({ length: 251 }, (_, i) => ({
          venue_id: venue.id,
          category: "class",
          start: day(batch * 251 + i).toISOString(),
          end: day(batch * 251 + i + 1).toISOString(),
        })),
        { name: `Busy Classes ${batch}` },
      );
    }
    const feed = await (await get("/calendar/classes.json?city=busytown")).json();
    expect(feed.items).toHaveLength(500);
    expect(feed._artcal.truncated).toBe(true);
    const { events } = await ics("/calendar/classes.ics?city=busytown");
    expect(events).toHaveLength(500);
  }, 120_000);
});
