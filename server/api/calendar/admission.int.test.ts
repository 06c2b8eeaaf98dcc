import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, postJson, putJson } from "../../../tests/calendar-factories.ts";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Admission (free, paid or unknown, a price line and a ticket link) and the
// previous start a moved date keeps (decision 032), through the v5 API.

let t: TestApp;
let admin: SignedIn;
let venue: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "admission_admin");
  venue = await makeVenue(t, admin.token, { name: "Ticket Hall" });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(`/api/v5${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()).results;
};
const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
  return body.errors.map((e: { field: string }) => e.field);
};
const reception = (over: Record<string, unknown> = {}) => ({
  venue_id: venue.id,
  category: "reception",
  start: "2026-12-04T00:00:00.000Z",
  end: "2026-12-04T03:00:00.000Z",
  ...over,
});

describe("admission", () => {
  it("is unknown, without price or tickets, unless said", async () => {
    const event = await makeEvent(t, admin.token, [reception()]);
    expect(event).toMatchObject({ admission: "unknown", price_text: null, ticket_url: null });
  });

  it("round-trips through create, read, partial update and the lists", async () => {
    const event = await makeEvent(t, admin.token, [reception()], {
      name: "Paid Night",
      admission: "paid",
      price_text: "  $10, students $5 ",
      ticket_url: "https://tickets.example/paid-night",
    });
    const said = {
      admission: "paid",
      price_text: "$10, students $5",
      ticket_url: "https://tickets.example/paid-night",
    };
    expect(event).toMatchObject(said);
    expect(await get(`/calendar/events/id/${event.id}`)).toMatchObject(said);
    const events = await get("/calendar/events/list?page_size=100");
    expect(events.find((e: { id: string }) => e.id === event.id)).toMatchObject(said);
    const rows = await get(`/calendar/event_dates/list?venue_id=${venue.id}&page_size=100`);
    expect(rows.find((r: { event_id: string }) => r.event_id === event.id).event).toMatchObject(
      said,
    );

    // Other fields leave admission alone; empty text clears the price and the link.
    const renamed = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      name: "Paid Night Again",
    });
    expect((await renamed.json()).results).toMatchObject(said);
    const freed = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      admission: "free",
      price_text: "",
      ticket_url: null,
    });
    expect((await freed.json()).results).toMatchObject({
      admission: "free",
      price_text: null,
      ticket_url: null,
    });
  });

  it("refuses a ticket link that is not https, an unknown admission and a long price, naming each", async () => {
    const bad = {
      admission: "cheap",
      price_text: "x".repeat(121),
      ticket_url: "http://tickets.example/plain",
    };
    const created = await postJson(t, admin.token, "/calendar/events/list", {
      name: "Refused",
      ...bad,
    });
    expect(await errorsOf(created)).toEqual(
      expect.arrayContaining(["admission", "price_text", "ticket_url"]),
    );
    const event = await makeEvent(t, admin.token, [], { ticket_url: "https://ok.example/t" });
    for (const [field, value] of Object.entries({
      ...bad,
      ticket_url: "javascript:alert(1)",
    })) {
      const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
        [field]: value,
      });
      expect(await errorsOf(res)).toEqual([field]);
    }
    expect((await get(`/calendar/events/id/${event.id}`)).ticket_url).toBe("https://ok.example/t");
  });
});

describe("a moved date's previous start", () => {
  const move = async (event: { id: string }, dates: Record<string, unknown>[]) => {
    const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      event_dates: dates,
    });
    expect(res.status).toBe(200);
    return (await res.json()).results.event_dates;
  };

  it("is the first start announced: kept when moved again, gone when moved back", async () => {
    const event = await makeEvent(t, admin.token, [reception()]);
    const [d] = event.event_dates;
    expect(d.previous_start).toBeNull();
    const week = reception({
      id: d.id,
      start: "2026-12-11T00:00:00.000Z",
      end: "2026-12-11T03:00:00.000Z",
    });
    expect((await move(event, [week]))[0].previous_start).toBe("2026-12-04T00:00:00.000Z");
    const twoWeeks = {
      ...week,
      start: "2026-12-18T00:00:00.000Z",
      end: "2026-12-18T03:00:00.000Z",
    };
    expect((await move(event, [twoWeeks]))[0].previous_start).toBe("2026-12-04T00:00:00.000Z");
    // Cancelling it keeps the record; the list rows carry it too.
    const [canceled] = await move(event, [{ ...twoWeeks, is_canceled: true }]);
    expect(canceled.previous_start).toBe("2026-12-04T00:00:00.000Z");
    const rows = await get(`/calendar/event_dates/list?venue_id=${venue.id}&page_size=100`);
    expect(rows.find((r: { id: string }) => r.id === d.id).previous_start).toBe(
      "2026-12-04T00:00:00.000Z",
    );
    expect((await move(event, [reception({ id: d.id })]))[0].previous_start).toBeNull();
  });

  it("is not kept for a draft's dates, for new dates or for a copy", async () => {
    const draft = await makeEvent(t, admin.token, [reception()], { status: "draft" });
    const [d] = draft.event_dates;
    const moved = await move(draft, [
      reception({ id: d.id, start: "2026-12-05T00:00:00.000Z", end: "2026-12-05T03:00:00.000Z" }),
      reception({ start: "2026-12-06T00:00:00.000Z", end: "2026-12-06T03:00:00.000Z" }),
    ]);
    expect(moved.map((x: { previous_start: string | null }) => x.previous_start)).toEqual([
      null,
      null,
    ]);
    const published = await makeEvent(t, admin.token, [reception()]);
    await move(published, [
      reception({ id: published.event_dates[0].id, start: "2026-12-04T01:00:00.000Z" }),
    ]);
    const copy = await postJson(t, admin.token, `/calendar/events/id/${published.id}/duplicate`, {
      shift_days: 7,
    });
    expect((await copy.json()).results.event_dates[0].previous_start).toBeNull();
  });

  it("takes the editor's word: null clears it, a start sets it, anything else is a 400", async () => {
    const event = await makeEvent(t, admin.token, [
      reception({ previous_start: "2026-11-27T00:00:00.000Z" }),
    ]);
    const [d] = event.event_dates;
    expect(d.previous_start).toBe("2026-11-27T00:00:00.000Z");
    const moved = reception({ id: d.id, start: "2026-12-04T02:00:00.000Z" });
    expect((await move(event, [{ ...moved, previous_start: null }]))[0].previous_start).toBeNull();
    const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      event_dates: [{ ...moved, previous_start: "last week" }],
    });
    expect(await errorsOf(res)).toEqual(["event_dates.0.previous_start"]);
  });
});
