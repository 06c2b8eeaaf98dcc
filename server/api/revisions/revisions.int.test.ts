import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeCity,
  makeEvent,
  makeVenue,
  postJson,
  putJson,
} from "../../../tests/calendar-factories.ts";
import { bearer, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "history_admin");
  expect((await putJson(t, admin.token, "/account/profile", { name: "Robin Rev" })).status).toBe(
    200,
  );
});
afterAll(() => t.close());

const asAdmin = (path: string) => t.app.request(`/api/v5${path}`, { headers: bearer(admin.token) });
const history = async (resource: string, id: string) => {
  const res = await asAdmin(`/revisions/list?resource=${resource}&id=${id}`);
  expect(res.status).toBe(200);
  return (await res.json()).results as {
    id: string;
    action: string;
    user: { name: string };
    changes: { field: string; before: unknown; after: unknown }[];
    reverted_to: string | null;
  }[];
};
const date = (venueId: string, day: string) => ({
  venue_id: venueId,
  category: "ongoing",
  start: `2026-12-${day}T18:00:00Z`,
  end: `2026-12-${day}T21:00:00Z`,
});

describe("an event's history", () => {
  it("shows each of three edits with who and which fields, and a revert to the first restores its fields as a new revision", async () => {
    const venue = await makeVenue(t, admin.token);
    const event = await makeEvent(t, admin.token, [date(venue.id, "01")], {
      name: "First Name",
      summary: "First summary",
    });
    const put = async (body: Record<string, unknown>) => {
      const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, body);
      expect(res.status).toBe(200);
      return (await res.json()).results;
    };
    await put({ name: "Second Name" });
    await put({ summary: "Third summary", tags: ["print"] });
    const third = await put({ name: "Fourth Name", event_dates: [date(venue.id, "05")] });

    const edits = await history("event", event.id);
    // Newest first: three edits on top of the create.
    expect(edits.map((r) => r.action)).toEqual(["updated", "updated", "updated", "created"]);
    expect(edits[0]!.user.name).toBe("Robin Rev");
    expect(edits[2]!.changes).toEqual([
      { field: "name", before: "First Name", after: "Second Name" },
    ]);
    expect(edits[1]!.changes.map((c) => c.field)).toEqual(["summary", "tags"]);
    expect(edits[0]!.changes.map((c) => c.field)).toEqual(["event_dates", "name"]);

    // Back to how it was right after the first edit.
    const res = await postJson(t, admin.token, `/revisions/id/${edits[2]!.id}/revert`, {
      version: third.version,
    });
    expect(res.status).toBe(200);
    const reverted = (await res.json()).results;
    expect(reverted).toMatchObject({ name: "Second Name", summary: "First summary", tags: [] });
    expect(reverted.event_dates.map((d: { start: string }) => d.start)).toEqual([
      "2026-12-01T18:00:00.000Z",
    ]);
    const after = await history("event", event.id);
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({ action: "reverted", reverted_to: edits[2]!.id });
  });

  it("refuses a revert at a stale version the usual way (409), writing nothing", async () => {
    const event = await makeEvent(t, admin.token, [], { name: "Stale One" });
    await putJson(t, admin.token, `/calendar/events/id/${event.id}`, { name: "Stale Two" });
    const [latest] = await history("event", event.id);
    const res = await postJson(t, admin.token, `/revisions/id/${latest!.id}/revert`, {
      version: 1,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("C-1001");
    expect(await history("event", event.id)).toHaveLength(2);
  });

  it("a save that changes nothing is not a revision", async () => {
    const city = await makeCity(t, admin.token, { name: "Quiet Town" });
    await putJson(t, admin.token, `/places/cities/id/${city.id}`, { name: "Quiet Town" });
    expect((await history("city", city.id)).map((r) => r.action)).toEqual(["created"]);
  });
});

describe("the trash", () => {
  it("restores a deleted venue with its event dates, and its events find it again", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Trashable Hall" });
    const other = await makeVenue(t, admin.token);
    const event = await makeEvent(t, admin.token, [date(venue.id, "02"), date(other.id, "03")]);

    const del = await postJson(t, admin.token, "/trash/list", { resource: "venue", id: venue.id });
    expect(del.status).toBe(201);
    const entry = (await del.json()).results;
    expect(entry).toMatchObject({
      resource: "venue",
      record_id: venue.id,
      label: "Trashable Hall",
    });
    // Gone from the public API, and from its event.
    expect((await t.app.request(`/api/v5/places/venues/id/${venue.id}`)).status).toBe(404);
    const without = await (await t.app.request(`/api/v5/calendar/events/id/${event.id}`)).json();
    expect(without.results.event_dates.map((d: { venue_id: string }) => d.venue_id)).toEqual([
      other.id,
    ]);
    const listed = await (await asAdmin("/trash/list")).json();
    expect(listed.results.map((r: { id: string }) => r.id)).toContain(entry.id);

    const res = await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {});
    expect(res.status).toBe(200);
    expect((await t.app.request(`/api/v5/places/venues/id/${venue.id}`)).status).toBe(200);
    const back = await (await t.app.request(`/api/v5/calendar/events/id/${event.id}`)).json();
    expect(back.results.event_dates).toEqual(event.event_dates);
    // Searchable by the venue's name again.
    const found = await (
      await t.app.request("/api/v5/calendar/events/list?query=Trashable")
    ).json();
    expect(found.results.map((e: { id: string }) => e.id)).toContain(event.id);
    expect((await history("venue", venue.id)).map((r) => r.action)).toEqual([
      "restored",
      "deleted",
      "created",
    ]);
    // The entry is used up.
    expect((await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {})).status).toBe(404);
  });

  it("a delete and a restore are announced like an update: a kept list total follows at once", async () => {
    const total = async () =>
      (await (await t.app.request("/api/v5/places/cities/list")).json()).total as number;
    const city = await makeCity(t, admin.token);
    const before = await total();
    // Asked twice, so the total is the kept one.
    expect(await total()).toBe(before);
    const entry = (
      await (
        await postJson(t, admin.token, "/trash/list", { resource: "city", id: city.id })
      ).json()
    ).results;
    expect(await total()).toBe(before - 1);
    await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {});
    expect(await total()).toBe(before);
  });

  it("refuses to delete a city that still has venues, and deletes nothing", async () => {
    const city = await makeCity(t, admin.token);
    await makeVenue(t, admin.token, { city_id: city.id });
    const res = await postJson(t, admin.token, "/trash/list", { resource: "city", id: city.id });
    expect(res.status).toBe(409);
    expect((await t.app.request(`/api/v5/places/cities/id/${city.id}`)).status).toBe(200);
  });

  it("restoring when the slug was taken meanwhile is a clear 409 and leaves the entry", async () => {
    const city = await makeCity(t, admin.token, { slug: "twice-town" });
    const entry = (
      await (
        await postJson(t, admin.token, "/trash/list", { resource: "city", id: city.id })
      ).json()
    ).results;
    await makeCity(t, admin.token, { slug: "twice-town" });
    const res = await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {});
    expect(res.status).toBe(409);
    const listed = await (await asAdmin("/trash/list?resource=city")).json();
    expect(listed.results.map((r: { id: string }) => r.id)).toContain(entry.id);
  });

  it("the daily purge empties only entries older than 30 days", async () => {
    const a = await makeCity(t, admin.token, { name: "Old Town" });
    const b = await makeCity(t, admin.token, { name: "New Town" });
    const old = (
      await (await postJson(t, admin.token, "/trash/list", { resource: "city", id: a.id })).json()
    ).results;
    const fresh = (
      await (await postJson(t, admin.token, "/trash/list", { resource: "city", id: b.id })).json()
    ).results;
    const now = new Date("2027-03-01T12:00:00Z");
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await t.database.db.execute(
      sql`update trash set deleted_date = ${at(31)} where id = ${old.id}`,
    );
    await t.database.db.execute(
      sql`update trash set deleted_date = ${at(29)} where id = ${fresh.id}`,
    );
    expect(await t.app.services.revisions.purge(now)).toBeGreaterThanOrEqual(1);
    const ids = (await (await asAdmin("/trash/list?page_size=100")).json()).results.map(
      (r: { id: string }) => r.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(fresh.id);
  });
});

describe("privacy", () => {
  it("history and trash are for staff only", async () => {
    const venue = await makeVenue(t, admin.token);
    expect(
      (await t.app.request(`/api/v5/revisions/list?resource=venue&id=${venue.id}`)).status,
    ).toBe(401);
    expect((await t.app.request("/api/v5/trash/list")).status).toBe(401);
    // Public records carry no trace of their history.
    const pub = await (await t.app.request(`/api/v5/places/venues/id/${venue.id}`)).json();
    expect(JSON.stringify(pub)).not.toMatch(/revision|history_admin|Robin Rev/);
  });
});

describe("the list of staff changes", () => {
  it("pages through every change newest first, narrowed to a kind of record or one record", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Audit Gallery" });
    const city = await makeCity(t, admin.token, { name: "Audit Town" });
    expect(
      (await putJson(t, admin.token, `/places/venues/id/${venue.id}`, { summary: "Open late." }))
        .status,
    ).toBe(200);

    const all = await asAdmin("/revisions/list?page_size=2");
    expect(all.status).toBe(200);
    const page = await all.json();
    expect(page.page_size).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.more).toBe(true);
    // The venue's edit is the latest change of all, then the city's creation.
    expect(
      page.results.map((r: { resource: string; action: string }) => [r.resource, r.action]),
    ).toEqual([
      ["venue", "updated"],
      ["city", "created"],
    ]);

    const venues = await (await asAdmin("/revisions/list?resource=venue&page_size=100")).json();
    expect(venues.results.every((r: { resource: string }) => r.resource === "venue")).toBe(true);
    expect(venues.results.length).toBeGreaterThanOrEqual(2);
    expect((await history("city", city.id)).map((r) => r.action)).toEqual(["created"]);

    const noKind = await asAdmin(`/revisions/list?id=${venue.id}`);
    expect(noKind.status).toBe(400);
    expect((await noKind.json()).errors[0].field).toBe("resource");
  });
});
