import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../core/errors.ts";
import type { ListingFilters } from "../../../core/listing/filters.ts";
import {
  type DateSpec,
  makeCity,
  makeEvent,
  makeVenue,
} from "../../../tests/calendar-factories.ts";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// The public pages' use cases, called as the pages call them, on a fixed clock:
// Saturday 2026-11-21, noon in Minneapolis. Today's site day started at 05:00
// (11:00Z).
const now = new Date("2026-11-21T18:00:00.000Z");

let t: TestApp;
let admin: SignedIn;
const discover = () => t.app.services.discover;
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "discover_admin");
});
afterAll(() => t.close());

const noFilters: ListingFilters = {
  categories: [],
  city: null,
  venueTypes: [],
  tags: [],
  q: null,
  free: false,
  access: [],
  page: 0,
};

type Id = { id: string };
type Row = { id: string; event: { id: string; name: string } };
const eventIds = (rows: readonly Row[]) => rows.map((r) => r.event.id);

const ongoing = (venue: Id, start: string, end: string): DateSpec => ({
  venue_id: venue.id,
  category: "ongoing",
  start,
  end,
});
const timed = (venue: Id, start: string, end: string, category = "reception"): DateSpec => ({
  venue_id: venue.id,
  category,
  start,
  end,
});

async function expectNotFound(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ status: 404, type: "DoesNotExistException" });
}

describe("listing", () => {
  // Every event here carries the tag "listing", and every call filters on it,
  // so the other blocks' events stay out.
  const tags = ["listing"];
  let glass: Id;
  let clay: Id;
  let prints: Id;
  beforeAll(async () => {
    const minneapolis = await makeCity(t, admin.token, { name: "Minneapolis" });
    const stPaul = await makeCity(t, admin.token, { name: "St. Paul" });
    const ember = await makeVenue(t, admin.token, {
      name: "Ember Gallery",
      type: "gallery",
      city_id: minneapolis.id,
    });
    const northrup = await makeVenue(t, admin.token, {
      name: "Northrup Studios",
      type: "studios",
      city_id: minneapolis.id,
    });
    const lowertown = await makeVenue(t, admin.token, {
      name: "Lowertown Gallery",
      type: "gallery",
      city_id: stPaul.id,
    });
    glass = await makeEvent(
      t,
      admin.token,
      [
        ongoing(ember, "2026-11-01T06:00:00Z", "2026-12-20T06:00:00Z"),
        // Tonight, 6–9pm.
        timed(ember, "2026-11-22T00:00:00Z", "2026-11-22T03:00:00Z"),
      ],
      { name: "Glass Menagerie", tags },
    );
    clay = await makeEvent(
      t,
      admin.token,
      [ongoing(lowertown, "2026-11-05T06:00:00Z", "2026-12-10T06:00:00Z")],
      { name: "Clay Bodies", tags },
    );
    prints = await makeEvent(
      t,
      admin.token,
      [ongoing(northrup, "2026-11-10T06:00:00Z", "2026-12-30T06:00:00Z")],
      { name: "Studio Prints", tags },
    );
    // Closed last week: not showing now.
    await makeEvent(
      t,
      admin.token,
      [ongoing(ember, "2026-10-01T06:00:00Z", "2026-11-15T06:00:00Z")],
      { name: "Closed Already", tags },
    );
    await makeEvent(
      t,
      admin.token,
      [ongoing(ember, "2026-11-01T06:00:00Z", "2026-12-31T06:00:00Z")],
      { name: "Hidden Draft", tags, status: "draft" },
    );
  });

  const showing = (f: Partial<ListingFilters> = {}) =>
    discover().listing("now_showing", { ...noFilters, tags, ...f }, now);

  it("shows the preset's rows, closing soonest first, never a draft", async () => {
    const page = await showing();
    expect(eventIds(page.rows)).toEqual([clay.id, glass.id, prints.id]);
    expect(page).toMatchObject({
      preset: { key: "now_showing" },
      total: 3,
      page: 0,
      more: false,
      categoryChoices: ["ongoing"],
      unknownCity: false,
    });
    expect(page.cities.map((c) => c.slug)).toEqual(
      expect.arrayContaining(["minneapolis", "st-paul"]),
    );
  });

  it("refuses an unknown preset with a 404", async () => {
    await expectNotFound(discover().listing("no-such-listing", noFilters, now));
    await expectNotFound(discover().listing("__proto__", noFilters, now));
  });

  it("narrows to the venues of a city given by slug", async () => {
    const mpls = await showing({ city: "minneapolis" });
    expect(eventIds(mpls.rows)).toEqual([glass.id, prints.id]);
    expect(mpls.unknownCity).toBe(false);
    expect(eventIds((await showing({ city: "st-paul" })).rows)).toEqual([clay.id]);
  });

  it("says so for an unknown city, and does not filter by it", async () => {
    const page = await showing({ city: "atlantis" });
    expect(page.unknownCity).toBe(true);
    expect(eventIds(page.rows)).toEqual([clay.id, glass.id, prints.id]);
  });

  it("narrows to venue types, ignoring unknown ones", async () => {
    expect(eventIds((await showing({ venueTypes: ["studios"] })).rows)).toEqual([prints.id]);
    expect(eventIds((await showing({ venueTypes: ["gallery"] })).rows)).toEqual([
      clay.id,
      glass.id,
    ]);
    expect(eventIds((await showing({ venueTypes: ["studios"], city: "st-paul" })).rows)).toEqual(
      [],
    );
    expect((await showing({ venueTypes: ["castle"] })).total).toBe(3);
  });

  it("ignores categories outside the preset's own", async () => {
    expect(eventIds((await showing({ categories: ["class"] })).rows)).toEqual([
      clay.id,
      glass.id,
      prints.id,
    ]);
    expect((await showing({ categories: ["class", "ongoing"] })).total).toBe(3);
  });

  it("applies categories the preset allows", async () => {
    const upcoming = (categories: string[]) =>
      discover().listing("upcoming", { ...noFilters, tags, categories }, now);
    // Upcoming lists timed dates only: tonight's reception.
    expect(eventIds((await upcoming([])).rows)).toEqual([glass.id]);
    expect((await upcoming(["reception"])).total).toBe(1);
    expect((await upcoming(["sale"])).total).toBe(0);
    expect((await upcoming(["class"])).total).toBe(1);
  });

  it("searches the text of events", async () => {
    expect(eventIds((await showing({ q: "glass" })).rows)).toEqual([glass.id]);
    expect((await showing({ q: "nothing like this" })).total).toBe(0);
  });

  describe("paging", () => {
    // 101 performances during Art Week 2024, one more than a listing page holds.
    let many: Id;
    beforeAll(async () => {
      const venue = await makeVenue(t, admin.token, { name: "Paging Hall" });
      const dates = Array.from({ length: 101 }, (_, i) => {
        const start = new Date(Date.UTC(2024, 9, 16, 15) + i * 30 * 60_000);
        const end = new Date(start.getTime() + 20 * 60_000);
        return timed(venue, start.toISOString(), end.toISOString(), "performance");
      });
      many = await makeEvent(t, admin.token, dates, { name: "Hundred Performances", tags });
    });

    const week = (page: number) =>
      discover().listing("tcartweek2024", { ...noFilters, tags, page }, now);

    it("pages through the rows, saying when there are more", async () => {
      const first = await week(0);
      expect(first).toMatchObject({ total: 101, page: 0, more: true });
      expect(first.rows).toHaveLength(100);
      const second = await week(1);
      expect(second).toMatchObject({ total: 101, page: 1, more: false });
      expect(second.rows).toHaveLength(1);
      expect(second.rows[0]!.event.id).toBe(many.id);
      const seen = new Set([...first.rows, ...second.rows].map((r) => r.id));
      expect(seen.size).toBe(101);
      const beyond = await week(5);
      expect(beyond).toMatchObject({ rows: [], total: 101, more: false });
    });
  });
});

describe("venue", () => {
  let venue: { id: string; slug: string };
  const made: Record<string, Id> = {};
  beforeAll(async () => {
    venue = await makeVenue(t, admin.token, { name: "Casket Arts", legacy_id: "venue-88" });
    const other = await makeVenue(t, admin.token, { name: "Elsewhere Gallery" });
    const make = async (key: string, dates: DateSpec[], over: Record<string, unknown> = {}) => {
      made[key] = await makeEvent(t, admin.token, dates, { name: `Casket ${key}`, ...over });
    };
    // On view now, with a reception tonight: one card.
    await make("running", [
      ongoing(venue, "2026-11-01T06:00:00Z", "2026-12-20T06:00:00Z"),
      timed(venue, "2026-11-22T00:00:00Z", "2026-11-22T03:00:00Z"),
    ]);
    // Ended at 10am today: over, so past already (decision 030).
    await make("this_morning", [timed(venue, "2026-11-21T14:00:00Z", "2026-11-21T16:00:00Z")]);
    // Had a date in September and has another in December.
    await make("returning", [
      timed(venue, "2026-09-10T23:00:00Z", "2026-09-11T02:00:00Z"),
      timed(venue, "2026-12-05T23:00:00Z", "2026-12-06T02:00:00Z"),
    ]);
    // Ended at 2:30am today, which was still Friday night.
    await make("last_night", [timed(venue, "2026-11-21T02:00:00Z", "2026-11-21T08:30:00Z")]);
    await make("october", [ongoing(venue, "2026-10-01T05:00:00Z", "2026-10-31T05:00:00Z")]);
    await make("elsewhere", [timed(other, "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z")]);
    await make("draft", [timed(venue, "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z")], {
      status: "draft",
    });
    await make("old_draft", [timed(venue, "2026-10-10T00:00:00Z", "2026-10-10T03:00:00Z")], {
      status: "draft",
    });
  });

  it("lists what is not over yet, one card per event, soonest first", async () => {
    const page = await discover().venue(venue.slug, now);
    expect(page.venue).toMatchObject({ id: venue.id, name: "Casket Arts" });
    expect(eventIds(page.coming)).toEqual([made.running!.id, made.returning!.id]);
    // The card of the running show is its first row: the run, not the reception.
    expect(page.coming[0]!.category).toBe("ongoing");
  });

  it("lists what has ended, latest first, leaving out events still to come", async () => {
    const page = await discover().venue(venue.slug, now);
    expect(eventIds(page.past)).toEqual([
      made.this_morning!.id,
      made.last_night!.id,
      made.october!.id,
    ]);
  });

  it("refuses an unknown venue with a 404", async () => {
    await expectNotFound(discover().venue("no-such-venue", now));
  });

  it("finds a venue's slug by its legacy id", async () => {
    expect(await discover().venueSlugForLegacyId("venue-88")).toBe(venue.slug);
    await expectNotFound(discover().venueSlugForLegacyId("venue-0"));
  });
});

describe("city", () => {
  let city: { id: string; slug: string };
  const made: Record<string, Id> = {};
  beforeAll(async () => {
    city = await makeCity(t, admin.token, { name: "Red Wing", legacy_id: "city-77" });
    const otherCity = await makeCity(t, admin.token, { name: "Lake City" });
    const clayWorks = await makeVenue(t, admin.token, {
      name: "Red Wing Clay Works",
      city_id: city.id,
    });
    const museum = await makeVenue(t, admin.token, {
      name: "Pottery Museum",
      type: "institution",
      city_id: city.id,
    });
    const away = await makeVenue(t, admin.token, { name: "Lake Gallery", city_id: otherCity.id });
    made.kiln = await makeEvent(t, admin.token, [
      timed(clayWorks, "2026-11-27T00:00:00Z", "2026-11-27T03:00:00Z"),
      timed(museum, "2026-12-04T00:00:00Z", "2026-12-04T03:00:00Z"),
    ]);
    made.canceled = await makeEvent(t, admin.token, [
      { ...timed(museum, "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z"), is_canceled: true },
    ]);
    made.past = await makeEvent(t, admin.token, [
      timed(clayWorks, "2026-11-01T00:00:00Z", "2026-11-01T03:00:00Z"),
    ]);
    made.away = await makeEvent(t, admin.token, [
      timed(away, "2026-11-27T00:00:00Z", "2026-11-27T03:00:00Z"),
    ]);
  });

  it("shows the city's venues by name and its coming events, one card each, none canceled", async () => {
    const page = await discover().city(city.slug, now);
    expect(page.city).toMatchObject({ id: city.id, name: "Red Wing" });
    expect(page.venues.map((v) => v.name)).toEqual(["Pottery Museum", "Red Wing Clay Works"]);
    expect(eventIds(page.coming)).toEqual([made.kiln!.id]);
  });

  it("refuses an unknown city with a 404 and finds a slug by legacy id", async () => {
    await expectNotFound(discover().city("atlantis", now));
    expect(await discover().citySlugForLegacyId("city-77")).toBe(city.slug);
    await expectNotFound(discover().citySlugForLegacyId("city-0"));
  });
});

describe("search", () => {
  let parade: { id: string; event_dates: Id[] };
  let festival: { id: string; event_dates: Id[] };
  let house: Id;
  beforeAll(async () => {
    const hall = await makeVenue(t, admin.token, { name: "Search Hall" });
    house = await makeVenue(t, admin.token, { name: "Lantern House" });
    // Made first, so the newest-first order alone would put it second.
    parade = await makeEvent(
      t,
      admin.token,
      [
        timed(hall, "2026-10-03T00:00:00Z", "2026-10-03T03:00:00Z", "performance"),
        timed(hall, "2026-12-12T00:00:00Z", "2026-12-12T03:00:00Z", "performance"),
      ],
      { name: "Lantern Parade" },
    );
    festival = await makeEvent(
      t,
      admin.token,
      [
        timed(hall, "2026-09-01T00:00:00Z", "2026-09-01T03:00:00Z", "performance"),
        timed(hall, "2026-09-02T00:00:00Z", "2026-09-02T03:00:00Z", "performance"),
      ],
      { name: "Lantern Festival" },
    );
    await makeEvent(t, admin.token, [], { name: "Lantern Secret", status: "draft" });
  });

  it("counts events and venues, events still to come first", async () => {
    // Newest first, the past festival would lead.
    const plain = await (await t.app.request("/api/v5/calendar/events/list?query=lantern")).json();
    expect(plain.results.map((e: Id) => e.id)).toEqual([festival.id, parade.id]);
    const found = await discover().search("  lantern ", now);
    expect(found).toMatchObject({ query: "lantern", eventTotal: 2, venueTotal: 1 });
    expect(eventIds(found.events)).toEqual([parade.id, festival.id]);
    // An event to come shows its next date; a past one its last.
    expect(found.events.map((e) => e.id)).toEqual([
      parade.event_dates[1]!.id,
      festival.event_dates[1]!.id,
    ]);
    expect(found.venues.map((v) => v.id)).toEqual([house.id]);
  });

  it("returns nothing, and zero counts, for an empty query", async () => {
    expect(await discover().search("   ", now)).toEqual({
      query: "",
      events: [],
      eventTotal: 0,
      venues: [],
      venueTotal: 0,
    });
  });

  it("finds nothing for words nothing has", async () => {
    expect(await discover().search("zzqx", now)).toMatchObject({
      events: [],
      eventTotal: 0,
      venues: [],
      venueTotal: 0,
    });
  });
});

describe("event", () => {
  let first: Id;
  let second: Record<string, unknown> & Id;
  const made: Record<string, { id: string; slug: string }> = {};
  beforeAll(async () => {
    first = await makeVenue(t, admin.token, { name: "First Room" });
    second = await makeVenue(t, admin.token, {
      name: "Second Room",
      hours: { 4: ["10:00", "21:00"] },
      hours_note: "Late on Thursdays",
      website: "https://second-room.example.com",
    });
    made.moving = await makeEvent(
      t,
      admin.token,
      [
        ongoing(first, "2026-10-01T05:00:00Z", "2026-11-15T06:00:00Z"),
        ongoing(second, "2026-11-16T06:00:00Z", "2027-01-10T06:00:00Z"),
      ],
      { name: "Moving Show", legacy_id: "event-99" },
    );
    made.gone = await makeEvent(
      t,
      admin.token,
      [
        timed(second, "2026-10-01T00:00:00Z", "2026-10-01T03:00:00Z"),
        timed(first, "2026-10-08T00:00:00Z", "2026-10-08T03:00:00Z"),
      ],
      { name: "Gone Show" },
    );
    made.morning = await makeEvent(
      t,
      admin.token,
      [timed(first, "2026-11-21T14:00:00Z", "2026-11-21T16:00:00Z", "artist_talk")],
      { name: "Morning Talk" },
    );
    made.undated = await makeEvent(t, admin.token, [], { name: "Undated Show" });
    made.draft = await makeEvent(
      t,
      admin.token,
      [timed(first, "2026-12-01T00:00:00Z", "2026-12-01T03:00:00Z")],
      { name: "Draft Show", status: "draft", legacy_id: "event-draft" },
    );
  });

  it("gives the full record of the first venue with a date not yet ended", async () => {
    const page = await discover().event(made.moving!.slug, now);
    expect(page.event.id).toBe(made.moving!.id);
    expect(page.event.event_dates).toHaveLength(2);
    expect(page.isPast).toBe(false);
    expect(page.venue).toEqual(second);
    expect(page.venue).toMatchObject({ hours_note: "Late on Thursdays" });
  });

  it("is past only when every date has ended", async () => {
    const gone = await discover().event(made.gone!.slug, now);
    expect(gone.isPast).toBe(true);
    expect(gone.venue?.id).toBe(first.id);
    expect((await discover().event(made.morning!.slug, now)).isPast).toBe(true);
    const undated = await discover().event(made.undated!.slug, now);
    expect(undated).toMatchObject({ isPast: false, venue: null });
  });

  it("never shows a draft", async () => {
    await expectNotFound(discover().event(made.draft!.slug, now));
    await expectNotFound(discover().eventSlugForLegacyId("event-draft"));
    await expectNotFound(discover().event("no-such-event", now));
  });

  it("finds an event's slug by its legacy id", async () => {
    expect(await discover().eventSlugForLegacyId("event-99")).toBe(made.moving!.slug);
    await expectNotFound(discover().eventSlugForLegacyId("event-0"));
  });
});
