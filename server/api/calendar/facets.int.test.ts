import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, postJson, putJson } from "../../../tests/calendar-factories.ts";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Price and access facets (decision 054) through the v5 API: the fields on
// events, dates and venues, and the lists' is_free and accessibility filters.

let t: TestApp;
let admin: SignedIn;
let ramped: { id: string; accessibility: string[] };
let stairs: { id: string };
const names: Record<string, string> = {};

const get = async (path: string) => {
  const res = await t.app.request(`/api/v5${path}`);
  expect(res.status, path).toBe(200);
  return res.json();
};
const errorFields = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
  return body.errors.map((e: { field: string }) => e.field);
};
const at = (venueId: string, day: number, over: Record<string, unknown> = {}) => ({
  venue_id: venueId,
  category: "reception",
  start: `2026-12-${String(day).padStart(2, "0")}T00:00:00.000Z`,
  end: `2026-12-${String(day).padStart(2, "0")}T03:00:00.000Z`,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "facets_admin");
  ramped = await makeVenue(t, admin.token, {
    name: "Ramp Hall",
    accessibility: ["step_free", "accessible_restroom", "step_free"],
  });
  stairs = await makeVenue(t, admin.token, { name: "Stair Loft" });
  const make = async (key: string, dates: Record<string, unknown>[], over = {}) => {
    const e = await makeEvent(t, admin.token, dates as never, { name: key, ...over });
    names[e.id] = key;
    return e;
  };
  // Free at a step-free venue: matches free + step-free.
  await make("Free at the ramp", [at(ramped.id, 1)], { admission: "free" });
  // Free, but up the stairs.
  await make("Free up the stairs", [at(stairs.id, 2)], { admission: "free" });
  // Step-free, but paid.
  await make("Paid at the ramp", [at(ramped.id, 3)], { admission: "paid", price_text: "$10" });
  // The event brings its own step-free route and an interpreter.
  await make("Free with its own ramp", [at(stairs.id, 4)], {
    admission: "free",
    accessibility: ["asl", "step_free"],
  });
  // Paid, but its second date is a free, step-free open house.
  await make(
    "Paid but one free date",
    [at(stairs.id, 5), at(stairs.id, 6, { admission: "free", accessibility: ["step_free"] })],
    { admission: "paid" },
  );
  // Free with a ramp, except on the one date that says it has none.
  await make("Free, ramp not on this date", [at(stairs.id, 7, { accessibility: [] })], {
    admission: "free",
    accessibility: ["step_free"],
  });
  // Pay what you can is not free.
  await make("Pay what you can at the ramp", [at(ramped.id, 8)], {
    admission: "pay_what_you_can",
  });
});
afterAll(() => t.close());

const scope = () => `venue_id=${ramped.id},${stairs.id}&page_size=100`;
const namesOf = (rows: { event: { id: string } }[]) => rows.map((r) => names[r.event.id]);

describe("price and access fields", () => {
  it("keep a venue's standing features, known and once each, and show them wherever the venue is embedded", async () => {
    expect(ramped.accessibility).toEqual(["step_free", "accessible_restroom"]);
    const { results } = await get(`/places/venues/id/${ramped.id}`);
    expect(results.accessibility).toEqual(["step_free", "accessible_restroom"]);
    const rows = (await get(`/calendar/event_dates/list?venue_id=${ramped.id}`)).results;
    expect(rows[0].venue.accessibility).toEqual(["step_free", "accessible_restroom"]);
  });

  it("round-trip an event's age limit, features and a date's own admission and features", async () => {
    const e = await makeEvent(t, admin.token, [at(stairs.id, 20, { admission: "free" })], {
      min_age: 21,
      accessibility: ["captions", "asl"],
      admission: "donation",
      price_text: "$10 suggested",
    });
    names[e.id] = "Donation night";
    expect(e).toMatchObject({
      min_age: 21,
      accessibility: ["asl", "captions"],
      admission: "donation",
    });
    expect(e.event_dates[0]).toMatchObject({ admission: "free", accessibility: null });
    // A date sent without them keeps them (the back office's rows do not show them); null clears.
    const kept = await (
      await putJson(t, admin.token, `/calendar/events/id/${e.id}`, {
        event_dates: [{ ...at(stairs.id, 20), id: e.event_dates[0].id }],
      })
    ).json();
    expect(kept.results.event_dates[0].admission).toBe("free");
    const cleared = await (
      await putJson(t, admin.token, `/calendar/events/id/${e.id}`, {
        min_age: null,
        event_dates: [{ ...at(stairs.id, 20), id: e.event_dates[0].id, admission: null }],
      })
    ).json();
    expect(cleared.results).toMatchObject({ min_age: null });
    expect(cleared.results.event_dates[0].admission).toBeNull();
  });

  it("refuse unknown features, kinds of admission and ages, naming each field", async () => {
    const fields = await errorFields(
      await postJson(t, admin.token, "/calendar/events/list", {
        name: "Bad facets",
        admission: "cheap",
        min_age: -1,
        accessibility: ["ramp"],
        event_dates: [at(stairs.id, 9, { accessibility: ["lift"] })],
      }),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        "admission",
        "min_age",
        expect.stringMatching(/^accessibility/),
        expect.stringMatching(/^event_dates\.0\.accessibility/),
      ]),
    );
    expect(
      await errorFields(
        await postJson(t, admin.token, "/places/venues/list", {
          name: "Bad Venue",
          accessibility: ["elevator"],
        }),
      ),
    ).toEqual([expect.stringMatching(/^accessibility/)]);
  });
});

describe("is_free and accessibility on the lists", () => {
  it("lists only the free, step-free dates, with a total that counts them", async () => {
    const body = await get(
      `/calendar/event_dates/list?is_free=true&accessibility=step_free&${scope()}`,
    );
    expect(namesOf(body.results)).toEqual([
      "Free at the ramp",
      "Free with its own ramp",
      "Paid but one free date",
    ]);
    expect(body.results[2].start).toBe("2026-12-06T00:00:00.000Z");
    expect(body.total).toBe(3);
  });

  it("requires every listed feature, and counts each filter set on its own", async () => {
    const free = await get(`/calendar/event_dates/list?is_free=true&${scope()}`);
    expect(free.total).toBe(5);
    const both = await get(
      `/calendar/event_dates/list?is_free=1&accessibility=asl,step_free&${scope()}`,
    );
    expect(namesOf(both.results)).toEqual(["Free with its own ramp"]);
    expect(both.total).toBe(1);
    const restroom = await get(
      `/calendar/event_dates/list?accessibility=accessible_restroom&${scope()}`,
    );
    expect(namesOf(restroom.results)).toEqual([
      "Free at the ramp",
      "Paid at the ramp",
      "Pay what you can at the ramp",
    ]);
    const notFree = await get(`/calendar/event_dates/list?is_free=false&${scope()}`);
    expect(namesOf(notFree.results)).toEqual([
      "Paid at the ramp",
      "Paid but one free date",
      "Pay what you can at the ramp",
      // Suggested donation is not free either (its one date was free until the edit above).
      "Donation night",
    ]);
  });

  it("lists events with a date that is free and step-free", async () => {
    const body = await get(
      `/calendar/events/list?is_free=true&accessibility=step_free&${scope()}&sort_by=name&sort=asc`,
    );
    expect(body.results.map((e: { name: string }) => e.name)).toEqual([
      "Free at the ramp",
      "Free with its own ramp",
      "Paid but one free date",
    ]);
    expect(body.total).toBe(3);
  });

  it("follows a venue's features when they change", async () => {
    const before = await get(`/calendar/event_dates/list?accessibility=seating&${scope()}`);
    expect(before.total).toBe(0);
    const res = await putJson(t, admin.token, `/places/venues/id/${stairs.id}`, {
      accessibility: ["seating"],
    });
    expect(res.status).toBe(200);
    const after = await get(`/calendar/event_dates/list?accessibility=seating&${scope()}`);
    expect(after.total).toBe(6);
    await putJson(t, admin.token, `/places/venues/id/${stairs.id}`, { accessibility: [] });
  });

  it("follows an event's admission and features when only they change, and dates back from the trash", async () => {
    const lone = await get(`/calendar/event_dates/list?venue_id=${ramped.id}&page_size=100`);
    const paid = lone.results.find(
      (r: { event: { name: string } }) => r.event.name === "Paid at the ramp",
    );
    const freeNow = async () =>
      namesOf((await get(`/calendar/event_dates/list?is_free=true&${scope()}`)).results);
    expect(await freeNow()).not.toContain("Paid at the ramp");
    const res = await putJson(t, admin.token, `/calendar/events/id/${paid.event.id}`, {
      admission: "free",
    });
    expect(res.status).toBe(200);
    expect(await freeNow()).toContain("Paid at the ramp");

    // Trashed, then its venue gains seating, then restored: the date says seating.
    const trashed = await postJson(t, admin.token, "/trash/list", {
      resource: "event",
      id: paid.event.id,
    });
    expect(trashed.status).toBe(201);
    await putJson(t, admin.token, `/places/venues/id/${ramped.id}`, {
      accessibility: ["step_free", "accessible_restroom", "seating"],
    });
    const entry = (await trashed.json()).results;
    const back = await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {});
    expect(back.status).toBe(200);
    const seated = await get(`/calendar/event_dates/list?accessibility=seating&${scope()}`);
    expect(namesOf(seated.results)).toContain("Paid at the ramp");
    await putJson(t, admin.token, `/places/venues/id/${ramped.id}`, {
      accessibility: ["step_free", "accessible_restroom"],
    });
    await putJson(t, admin.token, `/calendar/events/id/${paid.event.id}`, { admission: "paid" });
  });

  it("answers unknown features and a non-boolean is_free with the 400 shape, never a 500", async () => {
    for (const path of [
      "/calendar/event_dates/list?accessibility=ramp",
      "/calendar/event_dates/list?accessibility=step_free,lift",
      "/calendar/events/list?accessibility=ramp",
      "/calendar/event_dates/list?is_free=maybe",
      "/calendar/events/list?is_free=yes",
    ]) {
      const res = await t.app.request(`/api/v5${path}`);
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body, path).toMatchObject({ type: "DataValidationError", code: "V-1001" });
      expect(
        body.errors.map((e: { field: string }) => e.field),
        path,
      ).toEqual([path.includes("is_free") ? "is_free" : "accessibility"]);
    }
  });
});
