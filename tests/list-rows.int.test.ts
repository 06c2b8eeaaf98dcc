import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectiveAdmission, effectiveFeatures, isFreeAdmission } from "../core/calendar/access.ts";
import { toCard } from "../core/listing/cards.ts";
import { anonymous } from "../server/lib/policy.ts";
import { makeArticle, makeAuthor } from "./blog-factories.ts";
import { makeCity, makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { type SignedIn, superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { uploadImage } from "./written-fixture.ts";

// The event-dates list's rows are JSON made by the database (decision 028),
// the single event by the presenters: a client must not be able to tell
// them apart. And a list carries each event's image, so a page of cards
// needs no request per image (issue 25, item 9).

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let withImage: { id: string };
let image: { id: string; versions: Record<string, { url: string }> };
let venueImage: { id: string };
let articleImage: { id: string };
beforeAll(async () => {
  site = await createSiteTestApp("list-rows", { TEST_NOW: "2026-11-21T18:00:00.000Z" });
  t = site.t;
  admin = await superadmin(t, "list_rows_admin");
  const city = await makeCity(t, admin.token, { name: "Northfield" });
  const inCity = await makeVenue(t, admin.token, {
    name: "Carleton Gallery",
    nickname: "CG",
    city_id: city.id,
    geo: { lat: 44.4619, lon: -93.1538 },
    accessibility: ["step_free"],
  });
  venueImage = await uploadImage(t, admin.token, "venue", 80);
  articleImage = await uploadImage(t, admin.token, "article", 160);
  const online = await makeVenue(t, admin.token, {
    name: "Online Room",
    is_online_only: true,
    primary_image_id: venueImage.id,
  });
  const author = await makeAuthor(t, admin.token);
  await makeArticle(t, admin.token, author.id, {
    title: "Pictured",
    is_published: true,
    published_date: "2026-11-20T15:00:00Z",
    primary_image_id: articleImage.id,
  });
  await makeArticle(t, admin.token, author.id, {
    title: "Plain",
    is_published: true,
    published_date: "2026-11-19T15:00:00Z",
  });
  image = await uploadImage(t, admin.token, "event", 40);
  withImage = await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: inCity.id,
        category: "reception",
        label: "Opening",
        start: "2026-11-28T00:00:00.000Z",
        end: "2026-11-28T03:00:00.000Z",
      },
      {
        venue_id: online.id,
        category: "artist_talk",
        start: "2026-11-29T01:30:00.000Z",
        end: "2026-11-29T02:30:00.000Z",
        is_canceled: true,
        previous_start: "2026-11-22T01:30:00.000Z",
        // A date of its own: free, captioned instead of interpreted (decision 054).
        admission: "free",
        accessibility: ["captions"],
      },
    ],
    {
      name: 'Rows & "Quotes" — ünïcode',
      summary: "Line one\nline two",
      tags: ["glass", "night"],
      url: "https://example.org/rows",
      admission: "paid",
      price_text: '$10 "at the door"',
      ticket_url: "https://example.org/rows/tickets",
      min_age: 18,
      accessibility: ["asl"],
      featured: true,
      primary_image_id: image.id,
    },
  );
  await makeEvent(t, admin.token, [
    {
      venue_id: inCity.id,
      category: "sale",
      start: "2026-11-30T18:00:00.000Z",
      end: "2026-11-30T22:00:00.000Z",
    },
  ]);
}, 60_000);
afterAll(() => site.close());

const json = async (path: string) => {
  const res = await t.app.request(`/api/v5${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.json();
};

describe("GET /calendar/event_dates/list rows", () => {
  it("are the single event's dates, venues and event fields, key for key", async () => {
    const list = await json("/calendar/event_dates/list?start=gte:2026-11-27T00:00:00Z");
    const one = (await json(`/calendar/events/id/${withImage.id}`)).results;
    const rows = list.results.filter((r: { event_id: string }) => r.event_id === withImage.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const { event, ...date } = row;
      expect(date).toEqual(one.event_dates.find((d: { id: string }) => d.id === row.id));
      const { primary_image, ...summary } = event;
      for (const [key, value] of Object.entries(summary)) expect(one[key]).toEqual(value);
      expect(Object.keys(summary).sort()).toEqual(
        [
          "id",
          "legacy_id",
          "name",
          "slug",
          "summary",
          "url",
          "admission",
          "price_text",
          "ticket_url",
          "min_age",
          "accessibility",
          "featured",
          "tags",
          "primary_image_id",
          "status",
          "version",
          "modified_date",
        ].sort(),
      );
    }
    expect(list).toMatchObject({ page: 0, page_size: 100, total: 3, more: false });
  });

  it("embed each event's image with the card sizes, thumbnail, focal point and placeholder", async () => {
    const list = await json("/calendar/event_dates/list?start=gte:2026-11-27T00:00:00Z");
    const [row, other] = [
      list.results.find((r: { event_id: string }) => r.event_id === withImage.id),
      list.results.find((r: { event_id: string }) => r.event_id !== withImage.id),
    ];
    const container = (await json(`/files/containers/id/${image.id}`)).results;
    const pick = (name: string) => {
      const { url, width, height } = container.versions[name];
      return { url, width, height };
    };
    expect(row.event.primary_image).toEqual({
      id: image.id,
      alt_text: container.alt_text,
      caption: container.caption,
      focal_point: container.focal_point,
      versions: {
        CARD_LARGE: pick("CARD_LARGE"),
        CARD_SMALL: pick("CARD_SMALL"),
        THUMB: pick("THUMB"),
        CARD_PROGRESSIVE: pick("CARD_PROGRESSIVE"),
      },
    });
    expect(other.event.primary_image).toBeNull();
  });

  it("keep their order and paging", async () => {
    const page = await json(
      "/calendar/event_dates/list?start=gte:2026-11-27T00:00:00Z&sort_by=start&sort=desc&page_size=2",
    );
    expect(page.results.map((r: { start: string }) => r.start)).toEqual([
      "2026-11-30T18:00:00.000Z",
      "2026-11-29T01:30:00.000Z",
    ]);
    expect(page).toMatchObject({ page: 0, page_size: 2, total: 3, more: true });
    const empty = await json("/calendar/event_dates/list?start=gte:2030-01-01T00:00:00Z");
    expect(empty).toEqual({ results: [], page: 0, page_size: 100, total: 0, more: false });
  });
});

/** What a list embeds of a file container: the files API's own record, cut to the list's versions. */
async function embedOf(id: string) {
  const container = (await json(`/files/containers/id/${id}`)).results;
  const versions: Record<string, unknown> = {};
  for (const name of ["CARD_LARGE", "CARD_SMALL", "THUMB", "CARD_PROGRESSIVE"]) {
    const v = container.versions[name];
    if (v) versions[name] = { url: v.url, width: v.width, height: v.height };
  }
  return {
    id,
    alt_text: container.alt_text,
    caption: container.caption,
    focal_point: container.focal_point,
    versions,
  };
}

describe("the other lists carry their images too", () => {
  it("events", async () => {
    const list = await json("/calendar/events/list?page_size=100");
    const byId = new Map(list.results.map((e: { id: string }) => [e.id, e]));
    expect((byId.get(withImage.id) as { primary_image: unknown }).primary_image).toEqual(
      await embedOf(image.id),
    );
    const plain = list.results.find((e: { id: string }) => e.id !== withImage.id);
    expect(plain.primary_image).toBeNull();
  });

  it("venues", async () => {
    const list = await json("/places/venues/list?page_size=100");
    const room = list.results.find((v: { name: string }) => v.name === "Online Room");
    const gallery = list.results.find((v: { name: string }) => v.name === "Carleton Gallery");
    expect(room.primary_image).toEqual(await embedOf(venueImage.id));
    expect(room.city).toBeNull();
    expect(gallery.primary_image).toBeNull();
    expect(gallery.city).toMatchObject({ name: "Northfield" });
  });

  it("articles", async () => {
    const list = await json("/blog/articles/list");
    const [pictured, plain] = ["Pictured", "Plain"].map((title) =>
      list.results.find((a: { title: string }) => a.title === title),
    );
    expect(pictured.primary_image).toEqual(await embedOf(articleImage.id));
    expect(plain.primary_image).toBeNull();
  });
});

describe("the public pages' cards", () => {
  it("are the API's rows cut to what a card shows (core/listing/cards.ts toCard)", async () => {
    const query = { start: "gte:2026-11-27T00:00:00Z" };
    const cards = await t.app.services.calendar.listDateCards(anonymous, query);
    const api = await json(`/calendar/event_dates/list?start=${query.start}`);
    expect(cards.total).toBe(api.total);
    // The card's badge and marks are the row's admission and features as core says them.
    type Row = Parameters<typeof toCard>[0] & {
      admission: string | null;
      accessibility: string[] | null;
      event: { primary_image: unknown; admission: string; accessibility: string[] };
      venue: { accessibility: string[] };
    };
    expect(cards.results).toEqual(
      api.results.map((r: Row) =>
        toCard({
          ...r,
          image: r.event.primary_image as never,
          is_free: isFreeAdmission(effectiveAdmission(r.event.admission, r.admission)),
          access: effectiveFeatures(r.event.accessibility, r.accessibility, r.venue.accessibility),
        }),
      ),
    );
    const [opening, talk] = cards.results.filter((c) => c.event.id === withImage.id);
    expect(opening).toMatchObject({ access: ["step_free", "asl"] });
    expect(opening).not.toHaveProperty("is_free");
    expect(talk).toMatchObject({ is_free: true, access: ["captions"] });
    const featured = cards.results.find((c) => c.event.id === withImage.id);
    expect(featured?.event.summary).toBe("Line one\nline two");
    expect(featured?.image?.versions.CARD_SMALL).toBeDefined();
  });
});

// Rows and cards are kept between requests until content changes
// (server/lib/row-cache.ts): a change must show at once, in both.
describe("after an edit", () => {
  it("the list's rows, the cards and home's first cards say the new names at once", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Before Hall" });
    const event = await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2027-03-05T00:00:00.000Z",
          end: "2027-03-05T02:00:00.000Z",
        },
      ],
      { name: "Before Show" },
    );
    const query = { start: "gte:2027-03-04T00:00:00Z", end: "lte:2027-03-06T00:00:00Z" };
    const listed = async () => {
      const rows = (
        await json(`/calendar/event_dates/list?start=${query.start}&end=${query.end}`)
      ).results.filter((r: { event_id: string }) => r.event_id === event.id);
      const cards = (await t.app.services.calendar.listDateCards(anonymous, query)).results.filter(
        (c) => c.event.id === event.id,
      );
      // Home's first cards read their JSON through the same cache.
      const [firsts] = await t.app.services.calendar.firstCards(anonymous, [
        { query, o: { events: 50 } },
      ] as const);
      const first = firsts.cards.filter((c) => c.event.id === event.id);
      return {
        rows: rows.map((r: { venue: { name: string }; event: { name: string } }) => [
          r.venue.name,
          r.event.name,
        ]),
        cards: cards.map((c) => [c.venue?.name, c.event.name]),
        first: first.map((c) => [c.venue?.name, c.event.name]),
      };
    };
    expect(await listed()).toEqual({
      rows: [["Before Hall", "Before Show"]],
      cards: [["Before Hall", "Before Show"]],
      first: [["Before Hall", "Before Show"]],
    });
    await send(t, admin.token, "PUT", `/places/venues/id/${venue.id}`, {
      name: "After Hall",
      version: venue.version,
    });
    const current = await json(`/calendar/events/id/${event.id}`);
    await send(t, admin.token, "PUT", `/calendar/events/id/${event.id}`, {
      name: "After Show",
      version: current.results.version,
    });
    expect(await listed()).toEqual({
      rows: [["After Hall", "After Show"]],
      cards: [["After Hall", "After Show"]],
      first: [["After Hall", "After Show"]],
    });
  });
});
