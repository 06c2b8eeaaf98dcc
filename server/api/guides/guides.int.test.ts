import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetFilter } from "../../../core/presets/index.ts";
import {
  LEGACY_PRESET_KEYS,
  LEGACY_PRESETS,
  type LegacyPresetKey,
} from "../../../core/presets/legacy.fixture.ts";
import {
  makeCity,
  makeEvent,
  makeVenue,
  postJson,
  putJson,
} from "../../../tests/calendar-factories.ts";
import { member, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Guides as data (decision 057): staff make them through the API the back
// office uses; the spec's dated presets are guides now and answer as before.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toISO()!;

let t: TestApp;
let admin: string;
let memberToken: string;
const slugs: Record<string, string> = {};
let cityA: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await superadmin(t, "guides_admin")).token;
  memberToken = (await member(t, "guides_member")).token;
  cityA = (await makeCity(t, admin, { name: "Guideville" })).id;
  const inCity = (await makeVenue(t, admin, { city_id: cityA })).id;
  const elsewhere = (await makeVenue(t, admin)).id;
  const timed = async (
    name: string,
    category: string,
    start: string,
    hours = 3,
    venue = inCity,
  ) => {
    const end = DateTime.fromISO(start, { zone: "America/Chicago" }).plus({ hours }).toISO()!;
    const e = await makeEvent(
      t,
      admin,
      [{ venue_id: venue, category, start: chicago(start), end }],
      {
        name,
        tags: name.includes("Print") ? ["prints"] : [],
      },
    );
    slugs[name] = e.slug;
  };
  // Around the 2026 holidays, across New Year, and in the spec's old windows.
  await timed("Print Sale", "sale", "2026-12-05T10:00");
  await timed("Pottery Sale", "sale", "2026-12-12T10:00", 6, elsewhere);
  await timed("Winter Talk", "artist_talk", "2026-12-10T19:00");
  await timed("New Year Reception", "reception", "2026-12-31T23:00", 3);
  await timed("January Class", "class", "2027-01-14T18:00");
  await timed("After The Guide", "sale", "2027-01-16T10:00");
  await timed("Art Week Opening 2024", "reception", "2024-10-16T18:00");
  await timed("Art Week Late 2024", "performance", "2024-10-21T01:00", 1); // in the tail of Oct 20th
  await timed("Day After Art Week", "reception", "2024-10-21T18:00");
  await timed("Holiday 2025 Fair", "sale", "2025-11-29T10:00");
  await timed("Holiday 2025 Late", "sale", "2026-01-15T22:00", 6);
  await timed("Summer 2025 Fair", "sale", "2025-06-14T10:00");
}, 120_000);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(`/api/v5${path}`);
  return { status: res.status, body: await res.json() };
};
const names = (rows: { event: { name: string } }[]) => rows.map((r) => r.event.name).sort();

describe("a guide made by staff", () => {
  let id: string;
  it("is created with rules and two picked events, named by their address or slug", async () => {
    const res = await postJson(t, admin, "/guides/list", {
      title: "Holiday Guide 2026",
      first_day: "2026-11-01",
      last_day: "2027-01-15",
      categories: ["sale", "reception"],
      city_ids: [cityA],
      picks: [
        {
          event_slug: `https://tcartcal.test/events/${slugs["Winter Talk"]}`,
          note: "Bring a friend.",
        },
        { event_slug: slugs["Pottery Sale"] },
      ],
    });
    expect(res.status).toBe(201);
    const g = (await res.json()).results;
    id = g.id;
    expect(g).toMatchObject({
      slug: "holiday-guide-2026",
      permalink: "/guides/holiday-guide-2026",
      categories: ["sale", "reception"],
      picks: [
        { event_slug: slugs["Winter Talk"], note: "Bring a friend." },
        { event_slug: slugs["Pottery Sale"], note: null },
      ],
    });
  });

  it("is read by anyone by slug and listed, and its listing is the calendar's (rules in its days)", async () => {
    expect((await get("/guides/slug/holiday-guide-2026")).body.results.title).toBe(
      "Holiday Guide 2026",
    );
    const list = await get("/guides/list?page_size=100");
    expect(list.body.results.map((g: { slug: string }) => g.slug)).toContain("holiday-guide-2026");
    const { preset, q } = await t.app.services.discover.listingQuery(
      "holiday-guide-2026",
      {
        categories: [],
        venueTypes: [],
        access: [],
        tags: [],
        city: null,
        q: null,
        free: false,
        page: 0,
      },
      new Date("2026-11-28T18:00:00Z"),
    );
    expect(preset.title).toBe("Holiday Guide 2026");
    const rows = (await get(`/calendar/event_dates/list?${new URLSearchParams(q)}`)).body.results;
    // Sales and receptions in the city, Nov 1st to Jan 15th: not the talk (category),
    // not the pottery sale (another city), not the sale after the last day.
    expect(names(rows)).toEqual(["New Year Reception", "Print Sale"]);
  });

  it("changes only what an update names, and keeps its rules", async () => {
    const res = await putJson(t, admin, `/guides/id/${id}`, { summary: "Gifts from studios." });
    expect(res.status).toBe(200);
    const g = (await res.json()).results;
    expect(g).toMatchObject({
      summary: "Gifts from studios.",
      categories: ["sale", "reception"],
      city_ids: [cityA],
    });
  });

  it("refuses bad input field by field, and members", async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await postJson(t, admin, "/guides/list", {
        title: "Bad",
        first_day: "2026-12-01",
        last_day: "2026-12-31",
        ...body,
      });
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await bad({ last_day: "2026-11-30" }, "last_day");
    await bad({ first_day: "2026-02-30" }, "first_day");
    await bad({ last_day: "2028-12-31" }, "last_day");
    await bad({ picks: [{ event_slug: "no-such-event" }] }, "picks.0.event_slug");
    await bad({ categories: ["party"] }, "categories.0");
    const res = await postJson(t, memberToken, "/guides/list", {
      title: "Mine",
      first_day: "2026-12-01",
      last_day: "2026-12-31",
    });
    expect(res.status).toBe(403);
    expect(
      (await get("/guides/list?page_size=100")).body.results.map((g: { title: string }) => g.title),
    ).not.toContain("Bad");
  });

  it("a draft is not the public's", async () => {
    const res = await postJson(t, admin, "/guides/list", {
      title: "Secret Guide",
      first_day: "2026-12-01",
      last_day: "2026-12-31",
      is_published: false,
    });
    const g = (await res.json()).results;
    expect((await get(`/guides/slug/${g.slug}`)).status).toBe(404);
    expect(
      (await get("/guides/list")).body.results.map((x: { slug: string }) => x.slug),
    ).not.toContain(g.slug);
  });
});

describe("the spec's dated presets, now guides", () => {
  // The old code's answer (core/presets/legacy.fixture.ts) and the guide's, at clocks inside,
  // before and after each window: the same dates, in the same order.
  const clocks = ["2024-10-18T12:00:00Z", "2025-12-01T18:00:00Z", "2026-11-28T18:00:00Z"];
  it.each(LEGACY_PRESET_KEYS)("%s lists what it listed before", async (key: LegacyPresetKey) => {
    for (const iso of clocks) {
      const now = new Date(iso);
      const before = await get(
        `/calendar/event_dates/list?${new URLSearchParams(presetFilter(LEGACY_PRESETS[key], now))}`,
      );
      const { preset, q } = await t.app.services.discover.listingQuery(
        key,
        {
          categories: [],
          venueTypes: [],
          access: [],
          tags: [],
          city: null,
          q: null,
          free: false,
          page: 0,
        },
        now,
      );
      expect(preset.title).toBe(LEGACY_PRESETS[key].title);
      const after = await get(`/calendar/event_dates/list?${new URLSearchParams(q)}`);
      expect(after.body.results.map((r: { id: string }) => r.id)).toEqual(
        before.body.results.map((r: { id: string }) => r.id),
      );
      expect(after.body.total).toBe(before.body.total);
    }
  });

  it("the windows hold the dates the spec meant, tail and New Year included", async () => {
    const listed = async (key: string) => {
      const { q } = await t.app.services.discover.listingQuery(
        key,
        {
          categories: [],
          venueTypes: [],
          access: [],
          tags: [],
          city: null,
          q: null,
          free: false,
          page: 0,
        },
        new Date(),
      );
      return names(
        (await get(`/calendar/event_dates/list?${new URLSearchParams(q)}`)).body.results,
      );
    };
    expect(await listed("tcartweek2024")).toEqual(["Art Week Late 2024", "Art Week Opening 2024"]);
    expect(await listed("2025-holiday-shopping-guide")).toEqual([
      "Holiday 2025 Fair",
      "Holiday 2025 Late",
    ]);
    expect(await listed("summer-art-fest-guide-2025")).toEqual(["Summer 2025 Fair"]);
  });

  it("each is a guide with a page address of its own", async () => {
    const { body } = await get("/guides/slug/twin-cities-art-week-2024");
    expect(body.results).toMatchObject({
      legacy_key: "tcartweek2024",
      first_day: "2024-10-16",
      last_day: "2024-10-20",
    });
  });
});
