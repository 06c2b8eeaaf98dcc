import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, putJson } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Outgoing webhooks (issue 32 item 4, decision 065) through the v5 API on a
// real database and a real receiver on loopback, which WEBHOOK_ALLOWED_HOSTS
// lets through: a staff edit arrives signed the Standard Webhooks way within
// seconds; a failing receiver is tried again with backoff and every try is
// in the log; replay sends the same webhook-id again; without the
// allow-list, private and loopback addresses are refused.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers each request with the next status of `statuses` (then 204). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(statuses.shift() ?? 204);
      res.end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    statuses,
    /** Resolves once `n` requests have arrived, or fails after `ms`. */
    async waitFor(n: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${n} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let now = new Date();
const clock = { now: () => now };
let t: TestApp;
let plain: TestApp;
let plainAdmin: SignedIn;
let admin: SignedIn;
let editor: SignedIn;
let venue: { id: string; name: string };
let otherVenue: { id: string };
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: receiver.host }, app: { clock } });
  admin = await superadmin(t, "hooks_admin");
  editor = await member(t, "hooks_editor");
  venue = await makeVenue(t, admin.token, { name: "Hooked Gallery" });
  otherVenue = await makeVenue(t, admin.token, { name: "Unhooked Gallery" });
  await putJson(t, admin.token, `/places/venues/id/${venue.id}/editors`, {
    user_ids: [editor.userId],
  });
  // The app as production runs it: no allow-list.
  plain = await createTestApp();
  plainAdmin = await superadmin(plain, "plain_admin");
}, 60_000);
afterAll(async () => {
  await t.app.services.jobQueue.stop();
  await Promise.all([t.close(), plain.close(), receiver.close()]);
});

async function call(
  app: TestApp,
  method: string,
  path: string,
  who: SignedIn | null,
  body?: unknown,
) {
  const res = await app.app.request(`/api/v5${path}`, {
    method,
    headers: {
      ...(who ? bearer(who.token) : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

const day = (offset: number, hour: number) => {
  const d = new Date(now.getTime() + offset * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const datesAt = (venueId: string, extra: Record<string, unknown> = {}) => [
  { venue_id: venueId, category: "reception", start: day(3, 23), end: day(4, 2), ...extra },
];

async function endpoint(who: SignedIn, body: Record<string, unknown>) {
  const res = await call(t, "POST", "/webhooks/endpoints/list", who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results as { id: string; secret: string; version: number };
}

describe("registering endpoints", () => {
  it("refuses private and loopback addresses, and plain http, without the allow-list", async () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://10.0.0.8/hook",
      "https://[::1]/hook",
      "https://169.254.169.254/latest",
      "https://localhost/hook",
      `http://${receiver.host}/hook`,
      "http://93.184.216.34/hook",
      "https://93.184.216.34:8443/hook",
      "ftp://93.184.216.34/hook",
    ]) {
      const res = await call(plain, "POST", "/webhooks/endpoints/list", plainAdmin, {
        url,
        event_types: ["event.updated"],
      });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe("V-1001");
      expect(res.body.errors[0].field, url).toBe("url");
    }
  });

  it("gives each endpoint a Standard Webhooks secret, shown to those who may use it", async () => {
    const e = await endpoint(admin, {
      url: receiver.url("/all"),
      event_types: ["venue.updated"],
      description: "Everything",
    });
    expect(e.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const got = await call(t, "GET", `/webhooks/endpoints/id/${e.id}`, admin);
    expect(got.body.results.secret).toBe(e.secret);
    // Not an editor's: it is not scoped to their venue.
    expect((await call(t, "GET", `/webhooks/endpoints/id/${e.id}`, editor)).status).toBe(404);
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });

  it("lets a venue's editor register for their venue only", async () => {
    const refused = await call(t, "POST", "/webhooks/endpoints/list", editor, {
      url: receiver.url("/editor"),
      event_types: ["event.updated"],
      venue_id: otherVenue.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe("venue_id");
    const everything = await call(t, "POST", "/webhooks/endpoints/list", editor, {
      url: receiver.url("/editor"),
      event_types: ["event.updated"],
    });
    expect(everything.status).toBe(400);
    expect(everything.body.errors[0].field).toBe("venue_id");
    const mine = await endpoint(editor, {
      url: receiver.url("/editor"),
      event_types: ["event.updated"],
      venue_id: venue.id,
    });
    const list = await call(t, "GET", "/webhooks/endpoints/list", editor);
    expect(list.body.results.map((e: { id: string }) => e.id)).toEqual([mine.id]);
    const someone = await member(t, "hooks_nobody");
    expect((await call(t, "GET", "/webhooks/endpoints/list", someone)).status).toBe(403);
    expect((await call(t, "GET", "/webhooks/endpoints/list", null)).status).toBe(401);
    await call(t, "DELETE", `/webhooks/endpoints/id/${mine.id}`, editor);
  });

  it("answers bad input with the field that is wrong and a stale version with a 409", async () => {
    const bad = await call(t, "POST", "/webhooks/endpoints/list", admin, {
      url: receiver.url("/x"),
      event_types: ["event.exploded"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toMatch(/^event_types/);
    const e = await endpoint(admin, { url: receiver.url("/x"), event_types: ["event.updated"] });
    const first = await putJson(t, admin.token, `/webhooks/endpoints/id/${e.id}`, {
      enabled: false,
      version: e.version,
    });
    expect(first.status).toBe(200);
    const stale = await putJson(t, admin.token, `/webhooks/endpoints/id/${e.id}`, {
      description: "late",
      version: e.version,
    });
    expect(stale.status).toBe(409);
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });
});

describe("deliveries", () => {
  it("sends a signed event.updated within seconds of a staff edit", async () => {
    await t.app.services.jobQueue.start();
    const e = await endpoint(admin, {
      url: receiver.url("/live"),
      event_types: ["event.published", "event.updated", "event.canceled", "event.deleted"],
      venue_id: venue.id,
    });
    const seen = receiver.received.length;
    const event = await makeEvent(t, admin.token, datesAt(venue.id), { name: "Hooked Opening" });
    await receiver.waitFor(seen + 1);
    const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      summary: "Now with music",
    });
    expect(res.status).toBe(200);
    await receiver.waitFor(seen + 2);

    const [published, updated] = receiver.received.slice(seen);
    const wh = new Webhook(e.secret);
    for (const r of [published!, updated!]) {
      expect(r.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.headers["content-type"]).toBe("application/json");
      // verify() checks the HMAC and that the timestamp is recent; it throws otherwise.
      expect(() => wh.verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    }
    expect(JSON.parse(published!.body)).toMatchObject({
      type: "event.published",
      data: { id: event.id, name: "Hooked Opening" },
    });
    const body = JSON.parse(updated!.body);
    expect(body).toMatchObject({
      type: "event.updated",
      data: { id: event.id, slug: event.slug, summary: "Now with music" },
    });
    expect(Date.parse(body.timestamp)).toBeGreaterThan(0);
    // A body that was changed on the way fails verification.
    expect(() =>
      wh.verify(
        updated!.body.replace("music", "noise"),
        updated!.headers as Record<string, string>,
      ),
    ).toThrow();

    // Every date canceled, then the event deleted: both are told.
    const canceled = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      event_dates: datesAt(venue.id, { is_canceled: true }),
    });
    expect(canceled.status).toBe(200);
    await receiver.waitFor(seen + 3);
    expect(JSON.parse(receiver.received[seen + 2]!.body).type).toBe("event.canceled");
    const removed = await call(t, "POST", "/trash/list", admin, {
      resource: "event",
      id: event.id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(201);
    await receiver.waitFor(seen + 4);
    expect(JSON.parse(receiver.received[seen + 3]!.body)).toMatchObject({
      type: "event.deleted",
      data: { id: event.id, slug: event.slug, name: "Hooked Opening" },
    });
    await t.app.services.jobQueue.stop();

    // The log has each of them, delivered.
    const log = await call(t, "GET", `/webhooks/deliveries/list?endpoint_id=${e.id}`, admin);
    expect(log.body.results.map((d: { event_type: string }) => d.event_type)).toEqual([
      "event.deleted",
      "event.canceled",
      "event.updated",
      "event.published",
    ]);
    expect(log.body.results.every((d: { status: string }) => d.status === "delivered")).toBe(true);
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });

  it("tells an endpoint scoped to a venue nothing of other venues' events, nor of drafts", async () => {
    const e = await endpoint(admin, {
      url: receiver.url("/scoped"),
      event_types: ["event.published", "event.updated"],
      venue_id: venue.id,
    });
    const seen = receiver.received.length;
    await makeEvent(t, admin.token, datesAt(otherVenue.id));
    await makeEvent(t, admin.token, datesAt(venue.id), { status: "draft" });
    expect(await t.app.services.jobQueue.runDue()).toBeGreaterThanOrEqual(0);
    expect(receiver.received.length).toBe(seen);
    const list = await call(t, "GET", `/webhooks/deliveries/list?endpoint_id=${e.id}`, admin);
    expect(list.body.total).toBe(0);
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });

  it("tries a failing receiver again with backoff, logs every try, and replays with the same id", async () => {
    const e = await endpoint(admin, {
      url: receiver.url("/flaky"),
      event_types: ["venue.updated"],
    });
    receiver.statuses.push(503, 500);
    const seen = receiver.received.length;
    const res = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      summary: "Open late on Thursdays",
    });
    expect(res.status).toBe(200);
    await t.app.services.jobQueue.runDue(); // fan-out and the first try (503)
    const [delivery] = (
      await call(t, "GET", `/webhooks/deliveries/list?endpoint_id=${e.id}`, admin)
    ).body.results;
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, last_status_code: 503 });
    const due = Date.parse(delivery.next_attempt_date) - now.getTime();
    expect(due).toBeGreaterThanOrEqual(9_000);
    expect(due).toBeLessThanOrEqual(11_000);

    // Not again before its time.
    await t.app.services.jobQueue.runDue();
    expect(receiver.received.length).toBe(seen + 1);
    now = new Date(now.getTime() + 11_000);
    await t.app.services.jobQueue.runDue(); // the second try (500); the next waits 20 s
    now = new Date(now.getTime() + 21_000);
    await t.app.services.jobQueue.runDue(); // the third (204)
    expect(receiver.received.length).toBe(seen + 3);
    const ids = receiver.received.slice(seen).map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(1);

    const detail = (await call(t, "GET", `/webhooks/deliveries/id/${delivery.id}`, admin)).body
      .results;
    expect(detail).toMatchObject({ status: "delivered", attempts: 3, last_status_code: 204 });
    expect(detail.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([
      503, 500, 204,
    ]);
    expect(detail.attempt_log[0].error).toBe("The receiver answered 503.");
    expect(detail.payload).toMatchObject({
      type: "venue.updated",
      data: { id: venue.id, summary: "Open late on Thursdays" },
    });

    // Replay: the same webhook-id, a new signature that verifies.
    const replayed = await call(t, "POST", `/webhooks/deliveries/id/${delivery.id}/replay`, admin);
    expect(replayed.status).toBe(200);
    expect(replayed.body.results.status).toBe("pending");
    now = new Date(now.getTime() + 5_000);
    await t.app.services.jobQueue.runDue();
    expect(receiver.received.length).toBe(seen + 4);
    const again = receiver.received.at(-1)!;
    expect(again.headers["webhook-id"]).toBe(ids[0]);
    expect(() =>
      new Webhook(e.secret).verify(again.body, again.headers as Record<string, string>),
    ).not.toThrow();
    const after = (await call(t, "GET", `/webhooks/deliveries/id/${delivery.id}`, admin)).body
      .results;
    expect(after.attempt_log).toHaveLength(4);
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });

  it("fails for good, saying why, when the receiver never answers 2xx", async () => {
    const e = await endpoint(admin, { url: receiver.url("/down"), event_types: ["venue.updated"] });
    receiver.statuses.push(...Array(8).fill(502));
    await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      summary: "Closed for install",
    });
    for (let i = 0; i < 8; i++) {
      await t.app.services.jobQueue.runDue();
      now = new Date(now.getTime() + 3_600_000);
    }
    const [delivery] = (
      await call(t, "GET", `/webhooks/deliveries/list?endpoint_id=${e.id}`, admin)
    ).body.results;
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 8,
      last_status_code: 502,
      last_error: "The receiver answered 502.",
      next_attempt_date: null,
    });
    const failed = await call(t, "GET", "/webhooks/deliveries/list?status=failed", editor);
    expect(failed.body.results.map((d: { id: string }) => d.id)).not.toContain(delivery.id);
    const bad = await call(t, "GET", "/webhooks/deliveries/list?status=lost", admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("status");
    await call(t, "DELETE", `/webhooks/endpoints/id/${e.id}`, admin);
  });
});
