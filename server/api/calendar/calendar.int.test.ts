import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeCity,
  makeEvent,
  makeVenue,
  postJson,
  putJson,
} from "../../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
let gallery: { id: string };
let museum: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "calendar_admin");
  user = await member(t, "calendar_user");
  gallery = await makeVenue(t, admin.token, { name: "Soo Visual Arts Center", nickname: "SooVAC" });
  museum = await makeVenue(t, admin.token, { name: "Weisman Art Museum", type: "institution" });
});
afterAll(() => t.close());

const get = async (path: string, token?: string) => {
  const res = await t.app.request(
    `/api/v5${path}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  return { status: res.status, body: await res.json() };
};

describe("creating and reading events", () => {
  it("creates an event with its dates, deriving each date's type", async () => {
    const event = await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: gallery.id,
          category: "ongoing",
          start: "2026-12-04T06:00:00.000Z",
          end: "2027-01-10T06:00:00.000Z",
        },
        {
          venue_id: gallery.id,
          category: "reception",
          label: "Opening Reception",
          start: "2026-12-05T00:00:00.000Z",
          end: "2026-12-05T03:00:00.000Z",
        },
      ],
      {
        name: "Winter Salon",
        tags: ["Painting", "painting", "group show"],
        content: "<p onclick='x()'>Hi</p>",
      },
    );
    expect(event).toMatchObject({
      slug: "winter-salon",
      tags: ["painting", "group show"],
      content: "<p>Hi</p>",
      status: "published",
    });
    expect(event.event_dates.map((d: { type: string }) => d.type)).toEqual([
      "reoccurring",
      "timed",
    ]);
    expect(event.event_dates[1].venue).toMatchObject({ id: gallery.id, nickname: "SooVAC" });
    for (const path of [`/calendar/events/id/${event.id}`, "/calendar/events/slug/winter-salon"]) {
      expect((await get(path)).body.results.id).toBe(event.id);
    }
  });

  it("refuses dates that end before they start, unknown venues, categories and mismatched types", async () => {
    const res = await postJson(t, admin.token, "/calendar/events/list", {
      name: "Broken",
      event_dates: [
        {
          venue_id: gallery.id,
          category: "reception",
          start: "2026-12-05T03:00:00Z",
          end: "2026-12-05T01:00:00Z",
        },
        {
          venue_id: gallery.id,
          category: "gala",
          start: "2026-12-05T01:00:00Z",
          end: "2026-12-05T03:00:00Z",
        },
        {
          venue_id: gallery.id,
          category: "ongoing",
          type: "timed",
          start: "2026-12-05T01:00:00Z",
          end: "2026-12-25T03:00:00Z",
        },
      ],
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(["event_dates.0.end", "event_dates.1.category", "event_dates.2.type"]),
    );
    const unknownVenue = await postJson(t, admin.token, "/calendar/events/list", {
      name: "Nowhere",
      event_dates: [
        {
          venue_id: "00000000-0000-4000-8000-000000000000",
          category: "sale",
          start: "2026-12-05T01:00:00Z",
          end: "2026-12-05T03:00:00Z",
        },
      ],
    });
    expect(unknownVenue.status).toBe(400);
    expect((await unknownVenue.json()).errors[0].field).toBe("event_dates.0.venue_id");
  });

  it("hides unpublished events from everyone but superadmins", async () => {
    const draft = await makeEvent(t, admin.token, [], { name: "Secret Draft", status: "draft" });
    expect((await get(`/calendar/events/id/${draft.id}`)).status).toBe(404);
    expect((await get(`/calendar/events/id/${draft.id}`, user.token)).status).toBe(404);
    expect((await get(`/calendar/events/id/${draft.id}`, admin.token)).status).toBe(200);
    const publicList = await get("/calendar/events/list?query=secret");
    expect(publicList.body.results).toEqual([]);
    const adminList = await get("/calendar/events/list?query=secret", admin.token);
    expect(adminList.body.results.map((e: { id: string }) => e.id)).toEqual([draft.id]);
  });

  it("lets only superadmins write", async () => {
    expect((await postJson(t, null, "/calendar/events/list", { name: "Anon" })).status).toBe(401);
    expect((await postJson(t, user.token, "/calendar/events/list", { name: "User" })).status).toBe(
      403,
    );
  });
});

describe("updating events", () => {
  it("replaces the dates as a set, keeping the ids of dates it keeps", async () => {
    const event = await makeEvent(t, admin.token, [
      {
        venue_id: gallery.id,
        category: "reception",
        start: "2026-12-11T00:00:00Z",
        end: "2026-12-11T03:00:00Z",
      },
      {
        venue_id: gallery.id,
        category: "artist_talk",
        start: "2026-12-12T19:00:00Z",
        end: "2026-12-12T20:00:00Z",
      },
    ]);
    const [keep] = event.event_dates;
    const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      version: event.version,
      event_dates: [
        {
          id: keep.id,
          venue_id: museum.id,
          category: "reception",
          start: keep.start,
          end: keep.end,
          is_canceled: true,
        },
        {
          venue_id: museum.id,
          category: "class",
          start: "2026-12-13T16:00:00Z",
          end: "2026-12-13T18:00:00Z",
        },
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()).results;
    expect(saved.version).toBe(event.version + 1);
    expect(saved.event_dates).toHaveLength(2);
    expect(saved.event_dates[0]).toMatchObject({
      id: keep.id,
      venue_id: museum.id,
      is_canceled: true,
    });
    expect(saved.event_dates[1].category).toBe("class");
  });

  it("refuses a stale version and a taken slug, and writes nothing then", async () => {
    const a = await makeEvent(t, admin.token, [], { name: "Alpha Show" });
    const b = await makeEvent(t, admin.token, [], { name: "Beta Show" });
    const stale = await putJson(t, admin.token, `/calendar/events/id/${a.id}`, {
      name: "Renamed",
      version: a.version + 5,
    });
    expect(stale.status).toBe(409);
    const clash = await putJson(t, admin.token, `/calendar/events/id/${a.id}`, { slug: b.slug });
    expect(clash.status).toBe(409);
    expect((await get(`/calendar/events/id/${a.id}`)).body.results).toMatchObject({
      name: "Alpha Show",
      slug: a.slug,
    });
    expect(
      (
        await putJson(t, admin.token, "/calendar/events/id/00000000-0000-4000-8000-000000000000", {
          name: "X",
        })
      ).status,
    ).toBe(404);
  });
});

describe("GET /calendar/event_dates/list", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const venue = await makeVenue(t, admin.token, { name: "Filter Gallery" });
    const e = await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2027-02-01T00:00:00.000Z",
          end: "2027-02-01T03:00:00.000Z",
        },
        {
          venue_id: venue.id,
          category: "artist_talk",
          start: "2027-02-02T00:00:00.000Z",
          end: "2027-02-02T01:00:00.000Z",
        },
        {
          venue_id: venue.id,
          category: "sale",
          start: "2027-02-03T00:00:00.000Z",
          end: "2027-02-03T05:00:00.000Z",
          is_canceled: true,
        },
        {
          venue_id: venue.id,
          category: "ongoing",
          start: "2027-01-15T06:00:00.000Z",
          end: "2027-03-01T06:00:00.000Z",
        },
      ],
      { name: "Lithographs of the North", tags: ["print", "winter"] },
    );
    ids = Object.fromEntries(
      e.event_dates.map((d: { category: string; id: string }) => [d.category, d.id]),
    );
    ids.venue = venue.id;
  });

  const list = (q: string) => get(`/calendar/event_dates/list?venue_id=${ids.venue}&${q}`);
  const idsOf = (b: { results: { id: string }[] }) => b.results.map((r) => r.id);

  it("returns one row per date with event and venue, start ascending, 100 per page", async () => {
    const { body } = await list("");
    expect(body).toMatchObject({ page: 0, page_size: 100, total: 4, more: false });
    expect(body.results.map((r: { category: string }) => r.category)).toEqual([
      "ongoing",
      "reception",
      "artist_talk",
      "sale",
    ]);
    expect(body.results[0].event).toMatchObject({
      name: "Lithographs of the North",
      tags: ["print", "winter"],
    });
    expect(body.results[0].venue).toMatchObject({ id: ids.venue, name: "Filter Gallery" });
  });

  it("compares start and end exactly as stated, boundaries included", async () => {
    const { body } = await list(
      "start=gte:2027-02-01T00:00:00.000Z&end=lte:2027-02-02T01:00:00.000Z",
    );
    expect(idsOf(body)).toEqual([ids.reception, ids.artist_talk]);
    const running = await list(
      "category=ongoing&start=lte:2027-02-10T12:00:00.000Z&end=gte:2027-02-10T12:00:00.000Z",
    );
    expect(idsOf(running.body)).toEqual([ids.ongoing]);
  });

  it("combines category lists, canceled, type, tags and full text", async () => {
    expect(idsOf((await list("category=reception,sale")).body)).toEqual([ids.reception, ids.sale]);
    expect(idsOf((await list("category=reception,sale&is_canceled=false")).body)).toEqual([
      ids.reception,
    ]);
    expect((await list("type=reoccurring")).body.total).toBe(1);
    expect((await list("tags=sculpture,winter")).body.total).toBe(4);
    expect((await list("tags=sculpture")).body.total).toBe(0);
    expect((await list("tags=&sort=xxDefaultxx")).body.total).toBe(4);
    expect((await list("query=lithographs")).body.total).toBe(4);
    const byVenueName = await get("/calendar/event_dates/list?query=%22Filter%20Gallery%22");
    expect(byVenueName.body.total).toBe(4);
    // A renamed venue is found by its new name.
    await putJson(t, admin.token, `/places/venues/id/${ids.venue}`, { name: "Renamed Bindery" });
    expect((await get("/calendar/event_dates/list?query=bindery")).body.total).toBe(4);
  });

  it("pages with an honest envelope and sorts on request", async () => {
    const page = await list("page_size=3&page=1&sort_by=start&sort=desc");
    expect(page.body).toMatchObject({ page: 1, page_size: 3, total: 4, more: false });
    expect(idsOf(page.body)).toEqual([ids.ongoing]);
    expect((await list("page_size=3")).body.more).toBe(true);
  });

  it("answers bad parameters with a 400 naming the field", async () => {
    for (const [q, field] of [
      ["category=gala", "category"],
      ["type=sometimes", "type"],
      ["start=gte:yesterday", "start"],
      ["sort_by=name", "sort_by"],
      ["page_size=500", "page_size"],
    ]) {
      const { status, body } = await get(`/calendar/event_dates/list?${q}`);
      expect(status, q).toBe(400);
      expect(body.errors[0].field).toBe(field);
    }
    expect((await get("/calendar/event_dates/list?venue_id=x")).status).toBe(400);
  });
});

describe("GET /calendar/event_dates/list by city and venue type", () => {
  // Every event here carries the tag "by-place", so other tests' rows stay out.
  let place: Record<string, string>;
  beforeAll(async () => {
    const northfield = await makeCity(t, admin.token, { name: "Northfield" });
    const winona = await makeCity(t, admin.token, { name: "Winona" });
    const venues = {
      northGallery: await makeVenue(t, admin.token, { type: "gallery", city_id: northfield.id }),
      northStudios: await makeVenue(t, admin.token, { type: "studios", city_id: northfield.id }),
      winonaGallery: await makeVenue(t, admin.token, { type: "gallery", city_id: winona.id }),
      nowhere: await makeVenue(t, admin.token, { type: "popup" }),
    };
    place = { northfield: northfield.id, winona: winona.id };
    let day = 10;
    for (const [key, venue] of Object.entries(venues)) {
      const event = await makeEvent(
        t,
        admin.token,
        [
          {
            venue_id: venue.id,
            category: "reception",
            start: `2027-03-${day}T00:00:00.000Z`,
            end: `2027-03-${day}T03:00:00.000Z`,
          },
        ],
        { tags: ["by-place"] },
      );
      place[key] = event.event_dates[0].id;
      day += 1;
    }
  });

  const list = async (q: string) => {
    const res = await get(`/calendar/event_dates/list?tags=by-place&${q}`);
    expect(res.status, q).toBe(200);
    return res.body.results.map((r: { id: string }) => r.id);
  };

  it("returns only dates at venues in the city asked for", async () => {
    expect(await list(`city_id=${place.northfield}`)).toEqual([
      place.northGallery,
      place.northStudios,
    ]);
    expect(await list(`city_id=${place.winona}`)).toEqual([place.winonaGallery]);
    expect(await list("city_id=00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect(await list("city_id=")).toHaveLength(4);
  });

  it("returns only dates at venues of the types asked for", async () => {
    expect(await list("venue_type=gallery")).toEqual([place.northGallery, place.winonaGallery]);
    expect(await list("venue_type=studios,popup")).toEqual([place.northStudios, place.nowhere]);
    expect(await list("venue_type=castle")).toEqual([]);
    expect(await list("venue_type=")).toHaveLength(4);
  });

  it("combines city and venue type", async () => {
    expect(await list(`city_id=${place.northfield}&venue_type=gallery`)).toEqual([
      place.northGallery,
    ]);
    expect(await list(`city_id=${place.winona}&venue_type=studios`)).toEqual([]);
  });

  it("filters the events list the same way", async () => {
    const res = await get(`/calendar/events/list?tags=by-place&city_id=${place.northfield}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const typed = await get("/calendar/events/list?tags=by-place&venue_type=popup");
    expect(typed.body.total).toBe(1);
  });

  it("answers a city id that is not a uuid with a 400 naming city_id", async () => {
    const { status, body } = await get("/calendar/event_dates/list?city_id=minneapolis");
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["city_id"]);
  });
});

describe("GET /calendar/events/list", () => {
  it("sorts by modified date, newest first, by default", async () => {
    const { body } = await get("/calendar/events/list?page_size=5");
    const stamps = body.results.map((e: { modified_date: string }) => e.modified_date);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(body.page_size).toBe(5);
  });
});
