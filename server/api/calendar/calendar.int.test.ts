import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema/calendar.ts";
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

  it("leaves unpublished events' dates out of public date lists and their totals", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Draft Count Gallery" });
    const dates = (day: string) => [
      {
        venue_id: venue.id,
        category: "reception",
        start: `${day}T00:00:00Z`,
        end: `${day}T02:00:00Z`,
      },
      {
        venue_id: venue.id,
        category: "ongoing",
        start: "2027-04-01T11:00:00Z",
        end: "2027-06-01T11:00:00Z",
      },
    ];
    await makeEvent(t, admin.token, dates("2027-05-02"), { name: "Shown" });
    await makeEvent(t, admin.token, dates("2027-05-03"), { name: "Not Yet", status: "draft" });
    const q = `/calendar/event_dates/list?venue_id=${venue.id}&end=gte:2027-05-01T00:00:00Z`;
    const anon = await get(q);
    expect(anon.body.total).toBe(2);
    expect(anon.body.results.map((r: { event: { name: string } }) => r.event.name)).toEqual([
      "Shown",
      "Shown",
    ]);
    expect((await get(q, admin.token)).body.total).toBe(4);
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
    expect(await clash.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      errors: [{ field: "slug", message: expect.any(String) }],
    });
    const clashOnCreate = await postJson(t, admin.token, "/calendar/events/list", {
      name: "Gamma Show",
      slug: b.slug,
    });
    expect(clashOnCreate.status).toBe(409);
    expect((await clashOnCreate.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      "slug",
    ]);
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

  // Upcoming's shape, which the repo asks as "running at T" and "starting from T".
  it("lists dates ending at or after an instant in start order, a page at a time, either way", async () => {
    const order = [ids.ongoing, ids.reception, ids.artist_talk, ids.sale];
    const from = "end=gte:2027-02-01T00:00:00.000Z";
    for (let page = 0; page < 4; page++) {
      const { body } = await list(`${from}&page_size=1&page=${page}`);
      expect(body).toMatchObject({ total: 4, more: page < 3 });
      expect(idsOf(body)).toEqual([order[page]]);
    }
    expect(idsOf((await list(`${from}&page_size=3&page=1`)).body)).toEqual([ids.sale]);
    expect(idsOf((await list(`${from}&sort=desc`)).body)).toEqual([...order].reverse());
    // A date ending exactly at the instant: in with gte, out with gt.
    const atEnd = "2027-02-01T03:00:00.000Z";
    expect(idsOf((await list(`end=gte:${atEnd}`)).body)).toEqual(order);
    const after = await list(`end=gt:${atEnd}`);
    expect(idsOf(after.body)).toEqual([ids.ongoing, ids.artist_talk, ids.sale]);
    expect(after.body.total).toBe(3);
    // A date starting exactly at the instant, with gt: still running, so listed.
    expect(idsOf((await list("end=gt:2027-02-01T00:00:00.000Z")).body)).toEqual(order);
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
  it("embeds each event's dates, so a list can show its span", async () => {
    const e = await makeEvent(t, admin.token, [
      {
        venue_id: gallery.id,
        category: "reception",
        start: "2027-06-01T23:00:00.000Z",
        end: "2027-06-02T02:00:00.000Z",
      },
    ]);
    const { body } = await get(`/calendar/events/list?query=${encodeURIComponent(e.name)}`);
    const row = body.results.find((r: { id: string }) => r.id === e.id);
    expect(row.event_dates.map((d: { start: string; end: string }) => [d.start, d.end])).toEqual([
      ["2027-06-01T23:00:00.000Z", "2027-06-02T02:00:00.000Z"],
    ]);
  });

  it("sorts by modified date, newest first, by default", async () => {
    const { body } = await get("/calendar/events/list?page_size=5");
    const stamps = body.results.map((e: { modified_date: string }) => e.modified_date);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(body.page_size).toBe(5);
  });
});

describe("who changed an event", () => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await superadmin(t, "calendar_editor");
    // The profile's name is the one the site shows; the sign-up name stays "Site Admin".
    const res = await putJson(t, editor.token, "/account/profile", { name: "Edna Editor" });
    expect(res.status).toBe(200);
  });

  it("records the acting superadmin on create and on every update", async () => {
    // Kept for staff (a stale write names them), never in an answer: users' ids are not public.
    const stored = async (id: string) =>
      (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;
    const event = await makeEvent(t, admin.token, [], { name: "Attributed Show" });
    expect(event).not.toHaveProperty("modified_by");
    expect(await stored(event.id)).toMatchObject({ modifiedBy: admin.userId });
    const res = await putJson(t, editor.token, `/calendar/events/id/${event.id}`, {
      summary: "Edited by Edna",
      version: event.version,
    });
    expect((await res.json()).results).toMatchObject({ version: event.version + 1 });
    expect(await stored(event.id)).toMatchObject({
      modifiedBy: editor.userId,
      submittedBy: admin.userId,
    });
  });

  it("answers a stale version with the current version, when it changed and by whom", async () => {
    const event = await makeEvent(t, admin.token, [], { name: "Contested Show" });
    const saved = (
      await (
        await putJson(t, editor.token, `/calendar/events/id/${event.id}`, {
          name: "Contested Show, Revised",
          version: event.version,
        })
      ).json()
    ).results;
    const stale = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      name: "My Late Edit",
      version: event.version,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      current: {
        version: saved.version,
        modified_date: saved.modified_date,
        modified_by: { id: editor.userId, name: "Edna Editor" },
      },
    });
    expect((await get(`/calendar/events/id/${event.id}`)).body.results.name).toBe(
      "Contested Show, Revised",
    );
  });

  it("says nobody when the last change is not attributed (rows from before)", async () => {
    const event = await makeEvent(t, admin.token, [], { name: "Old Import" });
    await t.database.db.update(events).set({ modifiedBy: null }).where(eq(events.id, event.id));
    const stale = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      name: "X",
      version: event.version + 1,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toEqual({
      version: event.version,
      modified_date: event.modified_date,
      modified_by: null,
    });
  });
});

describe("GET /calendar/tags/list", () => {
  // Every tag here starts "tl-", so other tests' tags stay out of the way.
  beforeAll(async () => {
    await makeEvent(t, admin.token, [], { tags: ["tl-ceramics", "tl-clay"] });
    await makeEvent(t, admin.token, [], { tags: ["tl-ceramics", "tl-glass"] });
    await makeEvent(t, admin.token, [], { tags: ["tl-clay", "tl-ceramics"] });
    await makeEvent(t, admin.token, [], { tags: ["tl-ceramics", "tl-secret"], status: "draft" });
  });

  it("counts published events per tag, most used first, then by name", async () => {
    const { status, body } = await get("/calendar/tags/list?query=tl-");
    expect(status).toBe(200);
    expect(body).toEqual({
      results: [
        { tag: "tl-ceramics", count: 3 },
        { tag: "tl-clay", count: 2 },
        { tag: "tl-glass", count: 1 },
      ],
      page: 0,
      page_size: 20,
      total: 3,
      more: false,
    });
    expect((await get("/calendar/tags/list?query=tl-", user.token)).body.total).toBe(3);
  });

  it("counts every status for superadmins", async () => {
    const { body } = await get("/calendar/tags/list?query=tl-", admin.token);
    expect(body.results).toEqual([
      { tag: "tl-ceramics", count: 4 },
      { tag: "tl-clay", count: 2 },
      { tag: "tl-glass", count: 1 },
      { tag: "tl-secret", count: 1 },
    ]);
  });

  it("matches any part of the tag, whatever the case, and pages", async () => {
    expect((await get("/calendar/tags/list?query=ERAM")).body.results).toEqual([
      { tag: "tl-ceramics", count: 3 },
    ]);
    expect((await get("/calendar/tags/list?query=tl-%25")).body.total).toBe(0);
    const page = await get("/calendar/tags/list?query=tl-&page_size=2&page=1", admin.token);
    expect(page.body).toMatchObject({ page: 1, page_size: 2, total: 4, more: false });
    expect(page.body.results.map((r: { tag: string }) => r.tag)).toEqual(["tl-glass", "tl-secret"]);
    const all = await get("/calendar/tags/list");
    expect(all.body.results.map((r: { tag: string }) => r.tag)).toContain("by-place");
  });

  it("answers bad paging with a 400 naming the field", async () => {
    const { status, body } = await get("/calendar/tags/list?page_size=0");
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe("page_size");
  });
});

describe("POST /calendar/events/id/{id}/duplicate", () => {
  const imageId = "11111111-1111-4111-8111-111111111111";
  let original: { id: string; content: string; event_dates: { id: string; start: string }[] };
  beforeAll(async () => {
    original = await makeEvent(
      t,
      admin.token,
      [
        {
          // Thursday 5 March 2026, 6–9pm CST; the clocks go forward on the 8th.
          venue_id: gallery.id,
          category: "reception",
          label: "Opening",
          start: "2026-03-06T00:00:00.000Z",
          end: "2026-03-06T03:00:00.000Z",
        },
        {
          // Thursday 29 October 2026, 6pm CDT, to 1am; the clocks go back on 1 November.
          venue_id: museum.id,
          category: "performance",
          start: "2026-10-29T23:00:00.000Z",
          end: "2026-10-30T06:00:00.000Z",
          is_canceled: true,
        },
        {
          venue_id: gallery.id,
          category: "ongoing",
          start: "2026-03-01T06:00:00.000Z",
          end: "2026-11-01T05:00:00.000Z",
        },
      ],
      {
        name: "Copy Me Salon",
        summary: "Once a year.",
        content: "<p>Prints and <strong>plates</strong>.</p>",
        url: "https://example.org/salon",
        featured: true,
        tags: ["print", "annual"],
        primary_image_id: imageId,
        legacy_id: "dup-legacy-1",
      },
    );
  });

  const duplicate = (id: string, body: unknown, token: string | null = admin.token) =>
    postJson(t, token, `/calendar/events/id/${id}/duplicate`, body);

  it("makes a draft copy with every date a week on at the same wall-clock times", async () => {
    const res = await duplicate(original.id, { shift_days: 7 });
    expect(res.status).toBe(201);
    const copy = (await res.json()).results;
    expect(copy).toMatchObject({
      name: "Copy Me Salon",
      slug: "copy-me-salon-2",
      summary: "Once a year.",
      content: original.content,
      url: "https://example.org/salon",
      tags: ["print", "annual"],
      primary_image_id: imageId,
      status: "draft",
      featured: false,
      legacy_id: null,
      version: 1,
    });
    expect(copy.id).not.toBe(original.id);
    const shape = (d: Record<string, unknown>) => ({
      venue_id: d.venue_id,
      category: d.category,
      type: d.type,
      label: d.label,
      is_canceled: d.is_canceled,
      start: d.start,
      end: d.end,
    });
    expect(copy.event_dates.map(shape)).toEqual([
      {
        venue_id: gallery.id,
        category: "ongoing",
        type: "reoccurring",
        label: null,
        is_canceled: false,
        start: "2026-03-08T06:00:00.000Z",
        end: "2026-11-08T06:00:00.000Z",
      },
      {
        // 6pm CDT now: 167 hours after the original.
        venue_id: gallery.id,
        category: "reception",
        type: "timed",
        label: "Opening",
        is_canceled: false,
        start: "2026-03-12T23:00:00.000Z",
        end: "2026-03-13T02:00:00.000Z",
      },
      {
        // 6pm CST now: 169 hours after the original.
        venue_id: museum.id,
        category: "performance",
        type: "timed",
        label: null,
        is_canceled: true,
        start: "2026-11-06T00:00:00.000Z",
        end: "2026-11-06T07:00:00.000Z",
      },
    ]);
    const originalIds = new Set(original.event_dates.map((d: { id: string }) => d.id));
    for (const d of copy.event_dates) {
      expect(originalIds.has(d.id)).toBe(false);
      expect(d.event_id).toBe(copy.id);
    }
    // The original is as it was; the draft copy is hidden from the public.
    const again = (await get(`/calendar/events/id/${original.id}`)).body.results;
    expect(again).toMatchObject({ version: 1, status: "published", featured: true });
    expect(again.event_dates.map((d: { start: string }) => d.start)).toEqual(
      original.event_dates.map((d: { start: string }) => d.start),
    );
    expect((await get(`/calendar/events/id/${copy.id}`)).status).toBe(404);
    expect((await get(`/calendar/events/id/${copy.id}`, admin.token)).status).toBe(200);
  });

  it("takes a new name, slugs it, and moves dates back as well", async () => {
    const res = await duplicate(original.id, { shift_days: -364, name: "Copy Me Salon 2025" });
    expect(res.status).toBe(201);
    const copy = (await res.json()).results;
    expect(copy).toMatchObject({ name: "Copy Me Salon 2025", slug: "copy-me-salon-2025" });
    const reception = copy.event_dates.find(
      (d: { category: string }) => d.category === "reception",
    );
    expect(reception.start).toBe("2025-03-07T00:00:00.000Z");
  });

  it("copies an event without dates, and keeps finding fresh slugs", async () => {
    const bare = await makeEvent(t, admin.token, [], { name: "Bare Event" });
    const first = (await (await duplicate(bare.id, { shift_days: 0 })).json()).results;
    const second = (await (await duplicate(bare.id, { shift_days: 0 })).json()).results;
    expect([first.slug, second.slug]).toEqual(["bare-event-2", "bare-event-3"]);
    expect(first.event_dates).toEqual([]);
  });

  it("refuses a missing, fractional or too large shift and unknown fields, naming them", async () => {
    for (const [body, field] of [
      [{}, "shift_days"],
      [{ shift_days: 1.5 }, "shift_days"],
      [{ shift_days: 3651 }, "shift_days"],
      [{ shift_days: -3651 }, "shift_days"],
      [{ shift_days: "7" }, "shift_days"],
      [{ shift_days: 7, name: "  " }, "name"],
      [{ shift_days: 7, status: "published" }, "body"],
    ] as const) {
      const res = await duplicate(original.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      expect(json).toMatchObject({ type: "DataValidationError", code: "V-1001" });
      expect(json.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await duplicate(original.id, { shift_days: 3650 })).status).toBe(201);
  });

  it("answers an unknown event with a 404 and strangers with 401/403", async () => {
    const missing = await duplicate("00000000-0000-4000-8000-000000000000", { shift_days: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
    expect((await duplicate("not-a-uuid", { shift_days: 1 })).status).toBe(404);
    expect((await duplicate(original.id, { shift_days: 1 }, null)).status).toBe(401);
    expect((await duplicate(original.id, { shift_days: 1 }, user.token)).status).toBe(403);
  });
});

describe("status filter on the event lists", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const [i, status] of ["draft", "pending", "published", "rejected"].entries()) {
      const e = await makeEvent(
        t,
        admin.token,
        [
          {
            venue_id: gallery.id,
            category: "reception",
            start: `2027-05-0${i + 1}T23:00:00.000Z`,
            end: `2027-05-0${i + 2}T01:00:00.000Z`,
          },
        ],
        { tags: ["st-filter"], status },
      );
      ids[status] = e.id;
    }
  });

  const eventIds = async (q: string, token?: string) => {
    const res = await get(`/calendar/events/list?tags=st-filter&sort_by=name&${q}`, token);
    expect(res.status, q).toBe(200);
    return res.body.results.map((e: { id: string }) => e.id).sort();
  };
  const sorted = (...keys: string[]) => keys.map((k) => ids[k]).sort();

  it("lets superadmins list events of the statuses they pick", async () => {
    expect(await eventIds("status=draft,pending", admin.token)).toEqual(sorted("draft", "pending"));
    expect(await eventIds("status=rejected", admin.token)).toEqual(sorted("rejected"));
    expect(await eventIds("status= Published ", admin.token)).toEqual(sorted("published"));
    expect(await eventIds("status=", admin.token)).toEqual(
      sorted("draft", "pending", "published", "rejected"),
    );
    const dates = await get(
      "/calendar/event_dates/list?tags=st-filter&status=pending,rejected",
      admin.token,
    );
    expect(dates.body.results.map((d: { event: { status: string } }) => d.event.status)).toEqual([
      "pending",
      "rejected",
    ]);
  });

  it("shows everyone else published events only, whatever they ask for", async () => {
    expect(await eventIds("status=draft")).toEqual(sorted("published"));
    expect(await eventIds("status=draft,rejected", user.token)).toEqual(sorted("published"));
    const dates = await get("/calendar/event_dates/list?tags=st-filter&status=draft", user.token);
    expect(dates.body.total).toBe(1);
  });

  it("answers an unknown status with a 400 naming status", async () => {
    for (const path of ["/calendar/events/list", "/calendar/event_dates/list"]) {
      for (const token of [admin.token, undefined]) {
        const { status, body } = await get(`${path}?status=published,archived`, token);
        expect(status).toBe(400);
        expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
        expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["status"]);
      }
    }
  });
});
