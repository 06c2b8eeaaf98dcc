import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeEvent,
  makeVenue,
  postJson,
  putJson,
  send,
} from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createServices } from "../../services.ts";

// Venue editors (issue 30 item 4, decision 056) through the API, on a real
// database: staff name them, they edit their venue and its events, and
// nothing else.

let t: TestApp;
let admin: SignedIn;
let editor: SignedIn;
let other: SignedIn;
let venueA: { id: string; version: number };
let venueB: { id: string; version: number };
let reviewed: { id: string; version: number };

const date = (venue_id: string, day = 10) => ({
  venue_id,
  category: "reception",
  start: `2030-01-${day}T00:00:00.000Z`,
  end: `2030-01-${day}T02:00:00.000Z`,
});
const api = (token: string | null, method: string, path: string, body?: unknown) =>
  t.app.request(`/api/v5${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const expectForbidden = async (res: Response) => {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ type: "PermissionException", code: "P-1001" });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "ve_admin");
  editor = await member(t, "ve_editor", "Vera Editor");
  other = await member(t, "ve_other");
  venueA = await makeVenue(t, admin.token, { name: "Gallery A" });
  venueB = await makeVenue(t, admin.token, { name: "Gallery B" });
  reviewed = await makeVenue(t, admin.token, { name: "Reviewed Hall", editor_review: true });
  await send(t, admin.token, "PUT", `/places/venues/id/${venueA.id}/editors`, {
    user_ids: [editor.userId],
  });
  await send(t, admin.token, "PUT", `/places/venues/id/${reviewed.id}/editors`, {
    user_ids: [editor.userId],
  });
});
afterAll(() => t.close());

describe("staff name a venue's editors", () => {
  it("lists and replaces them; only staff may", async () => {
    const list = await send(
      t,
      admin.token,
      "GET",
      `/places/venues/id/${venueA.id}/editors`,
      undefined,
    );
    expect(list).toEqual([
      expect.objectContaining({ user_id: editor.userId, name: "Vera Editor", email: editor.email }),
    ]);
    await expectForbidden(await api(editor.token, "GET", `/places/venues/id/${venueA.id}/editors`));
    await expectForbidden(
      await api(editor.token, "PUT", `/places/venues/id/${venueA.id}/editors`, {
        user_ids: [editor.userId, other.userId],
      }),
    );
    expect((await api(null, "GET", `/places/venues/id/${venueA.id}/editors`)).status).toBe(401);
    const unknown = await api(admin.token, "PUT", `/places/venues/id/${venueA.id}/editors`, {
      user_ids: [crypto.randomUUID()],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      type: "DataValidationError",
      errors: [{ field: "user_ids.0" }],
    });
    const missing = await api(
      admin.token,
      "GET",
      `/places/venues/id/${crypto.randomUUID()}/editors`,
    );
    expect(missing.status).toBe(404);
  });

  it("tells the editor's own profile which venues they edit", async () => {
    const res = await t.app.request("/api/v5/auth/viewer", { headers: { cookie: editor.cookie } });
    const { results } = await res.json();
    expect([...results.venue_ids].sort()).toEqual([venueA.id, reviewed.id].sort());
    const plain = await (
      await t.app.request("/api/v5/auth/viewer", { headers: { cookie: other.cookie } })
    ).json();
    expect(plain.results.venue_ids).toEqual([]);
  });
});

describe("a venue editor's venue", () => {
  it("edits their venue's page and hours", async () => {
    const hours = { 0: null, 1: null, 2: ["11:00", "17:00"], 3: ["11:00", "17:00"] };
    const res = await putJson(t, editor.token, `/places/venues/id/${venueA.id}`, {
      summary: "Open late on Thursdays.",
      hours,
      hours_note: "By appointment on Mondays",
    });
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results).toMatchObject({
      summary: "Open late on Thursdays.",
      hours_note: "By appointment on Mondays",
      hours: { 2: ["11:00", "17:00"] },
    });
    // History records who did it, like any staff write.
    const history = await send(
      t,
      admin.token,
      "GET",
      `/revisions/list?resource=venue&id=${venueA.id}`,
      undefined,
    );
    expect(history[0].user.id).toBe(editor.userId);
  });

  it("is refused another venue, making venues, and staff's own fields", async () => {
    await expectForbidden(
      await putJson(t, editor.token, `/places/venues/id/${venueB.id}`, { summary: "Mine now" }),
    );
    await expectForbidden(await postJson(t, editor.token, "/places/venues/list", { name: "New" }));
    await expectForbidden(
      await putJson(t, editor.token, `/places/venues/id/${venueA.id}`, { editor_review: true }),
    );
    await expectForbidden(
      await putJson(t, editor.token, `/places/venues/id/${venueA.id}`, { is_premium: true }),
    );
    // The same values as stored are no change: a form that posts every field still saves.
    const same = await putJson(t, editor.token, `/places/venues/id/${venueA.id}`, {
      is_premium: false,
      editor_review: false,
      summary: "Still ours",
    });
    expect(same.status).toBe(200);
    await expectForbidden(
      await postJson(t, editor.token, "/trash/list", { resource: "venue", id: venueA.id }),
    );
    // A member who edits nothing gets the staff-only answer.
    await expectForbidden(
      await putJson(t, other.token, `/places/venues/id/${venueA.id}`, { summary: "x" }),
    );
  });
});

describe("a venue editor's events", () => {
  it("creates one at their venue, published directly, credited to them", async () => {
    const made = await send(t, editor.token, "POST", "/calendar/events/list", {
      name: "Editor's Opening",
      status: "published",
      event_dates: [date(venueA.id)],
    });
    expect(made).toMatchObject({ status: "published", name: "Editor's Opening" });
    expect((await api(null, "GET", `/calendar/events/id/${made.id}`)).status).toBe(200);
    const edited = await putJson(t, editor.token, `/calendar/events/id/${made.id}`, {
      summary: "Now with a talk.",
      version: made.version,
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).results).toMatchObject({
      summary: "Now with a talk.",
      status: "published",
    });
  });

  it("waits for staff at a reviewed venue, even when a published event is edited", async () => {
    const made = await send(t, editor.token, "POST", "/calendar/events/list", {
      name: "Reviewed Opening",
      status: "published",
      event_dates: [date(reviewed.id)],
    });
    expect(made.status).toBe("pending");
    // Not public, but theirs to read.
    expect((await api(null, "GET", `/calendar/events/id/${made.id}`)).status).toBe(404);
    expect((await api(editor.token, "GET", `/calendar/events/id/${made.id}`)).status).toBe(200);
    expect((await api(other.token, "GET", `/calendar/events/id/${made.id}`)).status).toBe(404);
    // Staff publish it; the editor's next change sends it back for review.
    const published = await send(t, admin.token, "PUT", `/calendar/events/id/${made.id}`, {
      status: "published",
    });
    expect(published.status).toBe("published");
    const again = await send(t, editor.token, "PUT", `/calendar/events/id/${made.id}`, {
      summary: "A late change",
    });
    expect(again.status).toBe("pending");
    // A draft stays a draft; "rejected" is staff's word.
    const draft = await send(t, editor.token, "PUT", `/calendar/events/id/${made.id}`, {
      status: "draft",
    });
    expect(draft.status).toBe("draft");
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${made.id}`, { status: "rejected" }),
    );
  });

  it("is refused another venue's event, moving an event away, and sharing one", async () => {
    const theirs = await makeEvent(t, admin.token, [date(venueB.id)]);
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${theirs.id}`, { summary: "Mine" }),
    );
    await expectForbidden(
      await postJson(t, editor.token, `/calendar/events/id/${theirs.id}/duplicate`, {}),
    );
    await expectForbidden(
      await postJson(t, editor.token, "/trash/list", { resource: "event", id: theirs.id }),
    );
    // Creating at another venue, or at theirs and another.
    await expectForbidden(
      await postJson(t, editor.token, "/calendar/events/list", {
        name: "Elsewhere",
        event_dates: [date(venueB.id)],
      }),
    );
    await expectForbidden(
      await postJson(t, editor.token, "/calendar/events/list", {
        name: "Both",
        event_dates: [date(venueA.id), date(venueB.id, 11)],
      }),
    );
    await expectForbidden(
      await postJson(t, editor.token, "/calendar/events/list", { name: "Nowhere" }),
    );
    // Moving their own event to another venue, or adding another venue to it.
    const own = await makeEvent(t, editor.token, [date(venueA.id)]);
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${own.id}`, {
        event_dates: [date(venueB.id)],
      }),
    );
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${own.id}`, {
        event_dates: [date(venueA.id), date(venueB.id, 12)],
      }),
    );
    // An event staff shared between their venue and another is not theirs alone.
    const shared = await makeEvent(t, admin.token, [date(venueA.id), date(venueB.id, 13)]);
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${shared.id}`, { summary: "Mine" }),
    );
    // An event without a venue is staff's, not whoever gives it one.
    const bare = await makeEvent(t, admin.token, []);
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${bare.id}`, {
        event_dates: [date(venueA.id)],
      }),
    );
    // Staff's own fields of an event.
    await expectForbidden(
      await putJson(t, editor.token, `/calendar/events/id/${own.id}`, { featured: true }),
    );
    // Nothing moved.
    const still = await send(t, admin.token, "GET", `/calendar/events/id/${own.id}`, undefined);
    expect(still.event_dates.map((d: { venue_id: string }) => d.venue_id)).toEqual([venueA.id]);
  });

  it("duplicates and deletes their own event", async () => {
    const own = await makeEvent(t, editor.token, [date(venueA.id)]);
    const copy = await send(t, editor.token, "POST", `/calendar/events/id/${own.id}/duplicate`, {
      shift_days: 7,
    });
    expect(copy.status).toBe("draft");
    const gone = await postJson(t, editor.token, "/trash/list", { resource: "event", id: copy.id });
    expect(gone.status).toBe(201);
    // Restoring is staff's.
    const entry = (await gone.json()).results;
    await expectForbidden(await api(editor.token, "POST", `/trash/id/${entry.id}/restore`));
  });

  it("lists only events whose every date is at their venues, any status", async () => {
    const list = await send(
      t,
      editor.token,
      "GET",
      "/calendar/events/list?page_size=100",
      undefined,
    );
    // The public list is the public list: published events, everyone's.
    expect(list.every((e: { status: string }) => e.status === "published")).toBe(true);
    const editable = await createServices(t.deps).calendar.listEditableEvents(
      {
        kind: "user",
        userId: editor.userId,
        isSuperAdmin: false,
        venueIds: [venueA.id, reviewed.id],
      },
      { page_size: "100" },
    );
    expect(editable.results.length).toBeGreaterThan(0);
    for (const e of editable.results)
      for (const d of e.event_dates) expect([venueA.id, reviewed.id]).toContain(d.venue_id);
    expect(editable.results.some((e) => e.status !== "published")).toBe(true);
    const venues = await createServices(t.deps).places.listEditableVenues(
      { kind: "user", userId: editor.userId, isSuperAdmin: false, venueIds: [venueA.id] },
      {},
    );
    expect(venues.results.map((v) => v.id)).toEqual([venueA.id]);
  });

  it("uploads event pictures but nothing else of the files API", async () => {
    expect((await api(editor.token, "POST", "/files/versionschema/type/event")).status).toBe(200);
    await expectForbidden(await api(editor.token, "POST", "/files/versionschema/type/article"));
    await expectForbidden(await api(editor.token, "GET", "/files/containers/list"));
  });

  it("loses it all when staff take the venue away", async () => {
    await send(t, admin.token, "PUT", `/places/venues/id/${venueA.id}/editors`, { user_ids: [] });
    await expectForbidden(
      await putJson(t, editor.token, `/places/venues/id/${venueA.id}`, { summary: "Gone" }),
    );
    await send(t, admin.token, "PUT", `/places/venues/id/${venueA.id}/editors`, {
      user_ids: [editor.userId],
    });
  });
});
