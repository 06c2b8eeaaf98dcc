import type { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCity, makeEvent, makeVenue, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import {
  join,
  phoenixSocket,
  type RunningServer,
  startServer,
  until,
} from "../../../tests/realtime-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Saves and follows through the v5 API (issue 29): signed in only, the
// caller's own data only, idempotent, refused in the API's error shape; the
// state public pages get after hydration; each change on the visitor's own
// realtime topic. The clock is the test's.

const NOW = new Date("2026-11-27T18:00:00.000Z");
const clock = { at: NOW, now: () => new Date(clock.at) };

let t: TestApp;
let admin: SignedIn;
let ada: SignedIn;
let otto: SignedIn;
let city: { id: string; name: string; slug: string };
let venue: { id: string; name: string; slug: string };
let soon: { id: string; name: string };
let later: { id: string; name: string };
let over: { id: string; name: string };
let draft: { id: string };

const at = (iso: string) => new Date(iso).toISOString();

beforeAll(async () => {
  t = await createTestApp({ app: { clock } });
  admin = await superadmin(t, "personal_admin");
  ada = await member(t, "personal_ada", "Ada Saver");
  otto = await member(t, "personal_otto", "Otto Other");
  city = await makeCity(t, admin.token, { name: "Northeast Test", slug: "northeast-test" });
  venue = await makeVenue(t, admin.token, { name: "Grain Belt Studio", city_id: city.id });
  const date = (start: string, end: string, category = "reception") => ({
    venue_id: venue.id,
    category,
    start: at(start),
    end: at(end),
  });
  later = await makeEvent(t, admin.token, [date("2026-12-10T00:00:00Z", "2026-12-10T03:00:00Z")], {
    name: "Later Opening",
  });
  soon = await makeEvent(t, admin.token, [date("2026-11-29T00:00:00Z", "2026-11-29T03:00:00Z")], {
    name: "Soon Opening",
  });
  over = await makeEvent(t, admin.token, [date("2026-10-01T23:00:00Z", "2026-10-02T02:00:00Z")], {
    name: "Over Opening",
    tags: ["prints"],
  });
  draft = await makeEvent(t, admin.token, [], { status: "draft" });
});
afterAll(() => t.close());

async function call(method: string, path: string, who: SignedIn | null) {
  const res = await t.app.request(`/api/v5${path}`, {
    method,
    headers: who ? bearer(who.token) : {},
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe("saves", () => {
  it("are for signed-in visitors only", async () => {
    for (const [method, path] of [
      ["GET", "/account/saves"],
      ["PUT", `/account/saves/${soon.id}`],
      ["DELETE", `/account/saves/${soon.id}`],
    ] as const) {
      const res = await call(method, path, null);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.type).toBe("AuthenticationException");
    }
  });

  it("save and unsave idempotently, and never touch another visitor's", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call("PUT", `/account/saves/${soon.id}`, ada);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual({ event_id: soon.id, saved: true });
    }
    await call("PUT", `/account/saves/${soon.id}`, otto);
    for (let i = 0; i < 2; i++) {
      const res = await call("DELETE", `/account/saves/${soon.id}`, otto);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual({ event_id: soon.id, saved: false });
    }
    const mine = await call("GET", "/account/saves", ada);
    expect(mine.body.results.upcoming.map((c: { event: { id: string } }) => c.event.id)).toEqual([
      soon.id,
    ]);
    const theirs = await call("GET", "/account/saves", otto);
    expect(theirs.body.results).toEqual({ upcoming: [], past: [], total: 0 });
    expect(mine.headers.get("cache-control")).toBe("no-store");
  });

  it("refuse unknown, unpublished and malformed events with a 404", async () => {
    for (const id of [draft.id, crypto.randomUUID(), "not-an-id", "%00"]) {
      const put = await call("PUT", `/account/saves/${encodeURIComponent(id)}`, ada);
      expect(put.status, id).toBe(404);
      expect(put.body).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
      const del = await call("DELETE", `/account/saves/${encodeURIComponent(id)}`, ada);
      expect(del.status, id).toBe(404);
    }
  });

  it("list upcoming dates soonest first and past events apart", async () => {
    await call("PUT", `/account/saves/${later.id}`, ada);
    await call("PUT", `/account/saves/${over.id}`, ada);
    const { results } = (await call("GET", "/account/saves", ada)).body;
    expect(results.upcoming.map((c: { event: { name: string } }) => c.event.name)).toEqual([
      "Soon Opening",
      "Later Opening",
    ]);
    expect(results.past.map((c: { event: { name: string } }) => c.event.name)).toEqual([
      "Over Opening",
    ]);
    expect(results.total).toBe(3);
    // Cards as the public pages draw them.
    expect(results.upcoming[0]).toMatchObject({
      category: "reception",
      venue: { id: venue.id, name: "Grain Belt Studio", city: { name: "Northeast Test" } },
    });
  });

  it("leave out an event once it is unpublished, and show it again when it returns", async () => {
    await send(t, admin.token, "PUT", `/calendar/events/id/${later.id}`, { status: "draft" });
    let { results } = (await call("GET", "/account/saves", ada)).body;
    expect(results.upcoming.map((c: { event: { id: string } }) => c.event.id)).toEqual([soon.id]);
    await send(t, admin.token, "PUT", `/calendar/events/id/${later.id}`, { status: "published" });
    ({ results } = (await call("GET", "/account/saves", ada)).body);
    expect(results.upcoming).toHaveLength(2);
  });
});

describe("follows", () => {
  it("are for signed-in visitors only", async () => {
    for (const [method, path] of [
      ["GET", "/account/follows"],
      ["PUT", `/account/follows/venue/${venue.id}`],
      ["DELETE", `/account/follows/venue/${venue.id}`],
    ] as const)
      expect((await call(method, path, null)).status, `${method} ${path}`).toBe(401);
  });

  it("take existing venues and cities, known categories and tags as events store them", async () => {
    expect((await call("PUT", `/account/follows/venue/${venue.id}`, ada)).status).toBe(200);
    expect((await call("PUT", `/account/follows/city/${city.id}`, ada)).status).toBe(200);
    expect((await call("PUT", "/account/follows/category/class", ada)).status).toBe(200);
    const tag = await call("PUT", `/account/follows/tag/${encodeURIComponent("  Prints ")}`, ada);
    expect(tag.status).toBe(200);
    expect(tag.body.results).toEqual({ kind: "tag", target: "prints", following: true });
    // Again: nothing new.
    expect((await call("PUT", `/account/follows/venue/${venue.id}`, ada)).status).toBe(200);
    const { results } = (await call("GET", "/account/follows", ada)).body;
    expect(
      results.map((f: { kind: string; name: string; url: string }) => [f.kind, f.name, f.url]),
    ).toEqual([
      ["category", "Class", "/calendar/classes?category=class"],
      ["city", "Northeast Test", "/cities/northeast-test"],
      ["tag", "prints", "/calendar/upcoming?tag=prints"],
      ["venue", "Grain Belt Studio", `/venues/${venue.slug}`],
    ]);
    expect((await call("GET", "/account/follows", otto)).body.results).toEqual([]);
  });

  it("refuse what cannot be followed in the API's error shape", async () => {
    const cases: [string, number][] = [
      [`/account/follows/venue/${crypto.randomUUID()}`, 404],
      [`/account/follows/city/${crypto.randomUUID()}`, 404],
      ["/account/follows/venue/not-an-id", 400],
      ["/account/follows/category/party", 400],
      ["/account/follows/artist/someone", 400],
      [`/account/follows/tag/${"x".repeat(41)}`, 400],
      ["/account/follows/tag/%20%20", 400],
    ];
    for (const [path, status] of cases) {
      const res = await call("PUT", path, ada);
      expect(res.status, path).toBe(status);
      expect(res.body.code, path).toBe(status === 404 ? "X-404" : "V-1001");
    }
  });

  it("unfollow idempotently, even a venue that is gone", async () => {
    const gone = await makeVenue(t, admin.token, { name: "Soon Gone" });
    await call("PUT", `/account/follows/venue/${gone.id}`, ada);
    await send(t, admin.token, "POST", "/trash/list", { resource: "venue", id: gone.id });
    const listed = (await call("GET", "/account/follows", ada)).body.results;
    expect(listed.find((f: { target: string }) => f.target === gone.id)).toMatchObject({
      url: null,
    });
    for (let i = 0; i < 2; i++)
      expect((await call("DELETE", `/account/follows/venue/${gone.id}`, ada)).status).toBe(200);
    const after = (await call("GET", "/account/follows", ada)).body.results;
    expect(after.some((f: { target: string }) => f.target === gone.id)).toBe(false);
  });
});

describe("the viewer answer public pages ask for after hydration", () => {
  it("carries the visitor's saved event ids and follows, privately", async () => {
    const res = await t.app.request("/api/v5/auth/viewer", { headers: { cookie: ada.cookie } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.results).toMatchObject({ name: "Ada Saver" });
    expect([...body.personal.saved_event_ids].sort()).toEqual([soon.id, later.id, over.id].sort());
    expect(body.personal.follows).toContainEqual({ kind: "venue", target: venue.id });
    const nobody = await (await t.app.request("/api/v5/auth/viewer")).json();
    expect(nobody).toEqual({ results: null, personal: null });
  });

  it("is not in any public answer", async () => {
    const event = await t.app.request(`/api/v5/calendar/events/id/${soon.id}`, {
      headers: bearer(ada.token),
    });
    const text = await event.text();
    expect(text).not.toContain("saved");
    expect(text).not.toContain(ada.userId);
  });
});

describe("the visitor's realtime topic", () => {
  let server: RunningServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startServer(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
  });

  it("hears each save and follow of theirs, from any app process's write", async () => {
    const socket = phoenixSocket(server.endpoint);
    sockets.push(socket);
    const channel = socket.channel(`user:${otto.userId}`, { token: otto.token });
    const heard: Record<string, unknown>[] = [];
    channel.on("personal", (payload) => {
      heard.push(payload);
    });
    expect((await join(channel)).status).toBe("ok");
    await call("PUT", `/account/saves/${later.id}`, otto);
    await call("PUT", "/account/follows/category/sale", otto);
    await call("DELETE", `/account/saves/${later.id}`, otto);
    // Someone else's save is not theirs to hear.
    await call("PUT", `/account/saves/${soon.id}`, ada);
    await until(() => heard.length >= 3);
    expect(heard).toEqual([
      { kind: "save", event_id: later.id, saved: true },
      { kind: "follow", follow_kind: "category", target: "sale", following: true },
      { kind: "save", event_id: later.id, saved: false },
    ]);
  });
});
