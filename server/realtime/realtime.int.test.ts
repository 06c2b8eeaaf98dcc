import { eq } from "drizzle-orm";
import { Presence, type Socket } from "phoenix";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { configureRealtime, listen } from "../../app/lib/realtime/channels.ts";
import { REALTIME_ENDPOINT } from "../../app/lib/realtime/options.ts";
import { profiles } from "../../db/schema/profiles.ts";
import { makeArticle, makeAuthor } from "../../tests/blog-factories.ts";
import { makeCity, makeEvent, makeVenue, putJson } from "../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../tests/factories.ts";
import {
  type Frame,
  join,
  phoenixSocket,
  type RunningServer,
  rawClient,
  startServer,
  until,
} from "../../tests/realtime-helpers.ts";
import { createTestApp, type TestApp } from "../../tests/test-app.ts";

// The realtime endpoint with real sockets: the phoenix client as the browser
// uses it, and raw frames for what no well-behaved client sends.

let t: TestApp;
let server: RunningServer;
let admin: SignedIn;
let colleague: SignedIn;
let reader: SignedIn;
let venueId: string;
const sockets: Socket[] = [];

const open = (options: Parameters<typeof phoenixSocket>[1] = {}, endpoint = server.endpoint) => {
  const socket = phoenixSocket(endpoint, options);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: "2026-11-21T18:00:00.000Z" } });
  server = await startServer(t);
  admin = await superadmin(t, "rt_admin");
  colleague = await member(t, "rt_colleague", "Cora Colleague");
  await t.database.db
    .update(profiles)
    .set({ isSuperadmin: true })
    .where(eq(profiles.id, colleague.userId));
  reader = await member(t, "rt_reader", "Rita Reader");
  venueId = (await makeVenue(t, admin.token, { name: "Realtime Gallery" })).id;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await server.stop();
  await t.close();
});

describe("joining, leaving and heartbeats", () => {
  it("joins a public topic and walks the channel states closed → joining → joined → leaving → closed", async () => {
    // The client closes a channel as soon as its leave is on the way, so the
    // state is read while the leave is encoded.
    const sent: string[] = [];
    const socket = open({
      encode: (payload, callback) => {
        const m = payload as Record<string, unknown>;
        if (m.event === "phx_leave") sent.push(`phx_leave while ${channel.state}`);
        return callback(JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload]));
      },
    });
    const channel = socket.channel("calendar");
    expect(channel.state).toBe("closed");
    const joined = join(channel);
    expect(channel.state).toBe("joining");
    expect(await joined).toEqual({ status: "ok", response: {} });
    expect(channel.state).toBe("joined");
    channel.leave();
    expect(sent).toEqual(["phx_leave while leaving"]);
    expect(channel.state).toBe("closed");
  });

  it("answers a heartbeat with an ok reply on the phoenix topic", async () => {
    const c = await rawClient(server.url);
    c.send([null, "1", "phoenix", "heartbeat", {}]);
    expect(await c.next("1")).toEqual([
      null,
      "1",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    // The phoenix client's ping is a heartbeat too.
    const socket = open();
    await until(() => socket.isConnected());
    const rtt = await new Promise<number>((resolve) => socket.ping(resolve));
    expect(rtt).toBeGreaterThanOrEqual(0);
    c.ws.close();
  });

  it("replies to join and leave with the join's refs, then closes the join", async () => {
    const c = await rawClient(server.url);
    c.send(["3", "3", "blog", "phx_join", {}]);
    expect(await c.next("3")).toEqual([
      "3",
      "3",
      "blog",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    c.send(["3", "4", "blog", "phx_leave", {}]);
    expect(await c.next("4")).toEqual([
      "3",
      "4",
      "blog",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    expect(await c.next((f) => f[3] === "phx_close")).toEqual(["3", "3", "blog", "phx_close", {}]);
    c.ws.close();
  });

  it("rejects unknown topics and pushes to topics not joined", async () => {
    const socket = open();
    const result = await join(socket.channel("secrets"));
    expect(result).toEqual({ status: "error", response: { reason: "unmatched topic" } });
    const c = await rawClient(server.url);
    c.send([null, "9", "featured", "shout", {}]);
    expect((await c.next("9"))[4]).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    });
    c.send(["10", "10", "featured", "phx_join", {}]);
    await c.next("10");
    c.send(["10", "11", "featured", "shout", {}]);
    expect((await c.next("11"))[4]).toEqual({
      status: "error",
      response: { reason: "unknown event" },
    });
    c.ws.close();
  });
});

describe("who may join what", () => {
  const topics = ["calendar", "featured", "blog", "admin:edit:event:some-id", "admin:secret"];
  const who = () =>
    ({
      anonymous: {},
      user: { token: reader.token },
      superadmin: { token: admin.token },
    }) as const;
  // topic × caller → the server's answer (ok, or the error's reason).
  const matrix: Record<string, Record<keyof ReturnType<typeof who>, string>> = {
    calendar: { anonymous: "ok", user: "ok", superadmin: "ok" },
    featured: { anonymous: "ok", user: "ok", superadmin: "ok" },
    blog: { anonymous: "ok", user: "ok", superadmin: "ok" },
    "admin:edit:event:some-id": {
      anonymous: "unauthorized",
      user: "unauthorized",
      superadmin: "ok",
    },
    "admin:secret": {
      anonymous: "unmatched topic",
      user: "unmatched topic",
      superadmin: "unmatched topic",
    },
  };

  for (const topic of topics) {
    for (const caller of ["anonymous", "user", "superadmin"] as const) {
      it(`${topic} as ${caller}: ${matrix[topic]![caller]}`, async () => {
        const socket = open();
        const result = await join(socket.channel(topic, who()[caller]));
        const expected = matrix[topic]![caller];
        if (expected === "ok") expect(result.status).toBe("ok");
        else expect(result).toEqual({ status: "error", response: { reason: expected } });
      });
    }
  }

  it("refuses a tampered token", async () => {
    const socket = open();
    const result = await join(
      socket.channel("admin:edit:venue:x", { token: `${admin.token.slice(0, -4)}AAAA` }),
    );
    expect(result).toEqual({ status: "error", response: { reason: "unauthorized" } });
  });
});

describe("frames the server refuses", () => {
  it("answers a frame that is not Phoenix's with an error and closes (1007)", async () => {
    const c = await rawClient(server.url);
    c.send("this is not json");
    expect(await c.next((f) => f[3] === "phx_error")).toEqual([
      null,
      null,
      "phoenix",
      "phx_error",
      { reason: "malformed frame" },
    ]);
    expect((await c.closed).code).toBe(1007);
  });

  it.each([
    [[null, "5", 42, "phx_join", {}], "invalid topic"],
    [[null, "5", "calendar", "", {}], "invalid event"],
    [[null, "5", "calendar", "phx_join", [1, 2]], "invalid payload"],
  ])("answers %j with an error reply and keeps the socket", async (frame, reason) => {
    const c = await rawClient(server.url);
    c.send(frame);
    expect((await c.next("5"))[4]).toEqual({ status: "error", response: { reason } });
    c.send([null, "6", "phoenix", "heartbeat", {}]);
    expect((await c.next("6"))[4]).toMatchObject({ status: "ok" });
    c.ws.close();
  });

  it("answers an oversized frame with an error reply, and closes on a far larger one (1009)", async () => {
    const c = await rawClient(server.url);
    c.send(["7", "7", "calendar", "phx_join", { padding: "x".repeat(20_000) }]);
    expect(await c.next("7")).toEqual([
      "7",
      "7",
      "calendar",
      "phx_reply",
      { status: "error", response: { reason: "message too large" } },
    ]);
    c.send([null, "8", "phoenix", "heartbeat", {}]);
    expect((await c.next("8"))[4]).toMatchObject({ status: "ok" });
    c.send(["9", "9", "calendar", "phx_join", { padding: "x".repeat(200_000) }]);
    expect((await c.closed).code).toBe(1009);
  });

  it("closes on binary frames (1003)", async () => {
    const c = await rawClient(server.url);
    c.ws.send(Buffer.from([0, 1, 2, 3]));
    expect((await c.closed).code).toBe(1003);
  });

  it("refuses other paths and other protocol versions at the handshake", async () => {
    const status = (url: string) =>
      rawClient(url).then(
        (client) => {
          client.ws.close();
          return 101;
        },
        (err: Error) => Number(/(\d{3})/.exec(err.message)?.[1] ?? 0),
      );
    expect(await status(`ws://127.0.0.1:${server.port}/elsewhere`)).toBe(404);
    expect(await status(server.url.replace("vsn=2.0.0", "vsn=1.0.0"))).toBe(400);
    expect(await status(server.url)).toBe(101);
  });
});

describe("limits", () => {
  it("answers the message over the rate with an error, then closes (1008)", async () => {
    const limited = await startServer(t, { limits: { maxMessages: 5, windowMs: 60_000 } });
    try {
      const c = await rawClient(limited.url);
      for (let i = 1; i <= 6; i++) c.send([null, String(i), "phoenix", "heartbeat", {}]);
      for (let i = 1; i <= 5; i++)
        expect((await c.next(String(i)))[4]).toMatchObject({ status: "ok" });
      expect((await c.next("6"))[4]).toEqual({
        status: "error",
        response: { reason: "rate limited" },
      });
      expect((await c.closed).code).toBe(1008);
    } finally {
      await limited.stop();
    }
  });

  it("takes a limited number of connections per client address", async () => {
    const config = {
      ...t.deps.config,
      realtime: { ...t.deps.config.realtime, maxConnectionsPerClient: 2 },
    };
    const limited = await startServer(t, { config });
    try {
      // The test app trusts X-Forwarded-For, as behind a proxy.
      const from = (ip: string) => rawClient(limited.url, { "x-forwarded-for": ip });
      const first = await from("203.0.113.7");
      await from("203.0.113.7");
      await expect(from("203.0.113.7")).rejects.toThrow(/429/);
      const other = await from("203.0.113.8");
      first.ws.close();
      await first.closed;
      await until(() => limited.realtime.connections() === 2);
      await from("203.0.113.7");
      other.ws.close();
    } finally {
      await limited.stop();
    }
  });

  it("closes a socket that sends no heartbeat within the timeout (4000); heartbeats keep it open", async () => {
    // The timeout is fifteen heartbeats long, so a busy test machine stalling the
    // event loop for a moment does not close the chatty socket.
    const config = {
      ...t.deps.config,
      realtime: { ...t.deps.config.realtime, heartbeatTimeoutMs: 1500 },
    };
    const strict = await startServer(t, { config });
    try {
      const silent = open({ heartbeatIntervalMs: 60_000 }, strict.endpoint);
      const chatty = open({ heartbeatIntervalMs: 100 }, strict.endpoint);
      const silentChannel = silent.channel("calendar");
      const chattyChannel = chatty.channel("calendar");
      expect((await join(silentChannel)).status).toBe("ok");
      expect((await join(chattyChannel)).status).toBe("ok");
      const closed = new Promise<number>((resolve) =>
        silent.onClose((e: unknown) => resolve((e as { code: number }).code)),
      );
      expect(await closed).toBe(4000);
      // The client noticed: its channel errored and will rejoin once reconnected.
      expect(silentChannel.state).toBe("errored");
      await new Promise((r) => setTimeout(r, 2000));
      expect(chatty.isConnected()).toBe(true);
      expect(chattyChannel.state).toBe("joined");
    } finally {
      await strict.stop();
    }
  });
});

describe("reconnecting", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reconnects after 1, 2, 5, 10 and 10 s when the server goes away, then rejoins its channels", async () => {
    const going = await startServer(t);
    const port = going.port;
    const attempts: number[] = [];
    class Counting extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols);
        attempts.push(Date.now());
      }
    }
    const socket = open({ transport: Counting as never }, going.endpoint);
    const channel = socket.channel("featured");
    expect((await join(channel)).status).toBe("ok");
    let closes = 0;
    socket.onClose(() => {
      closes++;
    });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const start = Date.now();
    await going.stop();
    await until(() => closes === 1);
    expect(channel.state).toBe("errored");

    let elapsed = 0;
    for (const [i, delay] of [1000, 2000, 5000, 10_000, 10_000].entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(attempts).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      elapsed += delay;
      expect(attempts).toHaveLength(i + 2);
      expect(attempts.at(-1)! - start).toBe(elapsed);
      // Nothing listens on the port: the attempt fails and the next one is scheduled.
      await until(() => closes === i + 2);
    }

    const back = await startServer(t, { port });
    try {
      vi.advanceTimersByTime(10_000);
      await until(() => socket.isConnected());
      await until(() => channel.state === "joined");
      expect(attempts).toHaveLength(7);
    } finally {
      vi.useRealTimers();
      await back.stop();
    }
  });
});

describe("the site's client (app/lib/realtime)", () => {
  it("reports each channel state, and a rejoin after the server came back", async () => {
    const site = await startServer(t);
    const port = site.port;
    configureRealtime(site.endpoint, { transport: WebSocket as never });
    const states: string[] = [];
    const events: string[] = [];
    let rejoins = 0;
    const stop = listen("calendar", {
      onState: (s) => states.push(s),
      onMessage: (event, payload) => events.push(`${event} ${payload.table}`),
      onRejoin: () => rejoins++,
    });
    await until(() => states.at(-1) === "joined");
    expect(states).toEqual(["joining", "joined"]);
    await makeCity(t, admin.token);
    await until(() => events.length === 1);
    expect(events).toEqual(["change cities"]);

    await site.stop();
    await until(() => states.at(-1) === "errored");
    const back = await startServer(t, { port });
    try {
      // The first reconnect comes after 1 s; the channel rejoins on its own.
      await until(() => states.at(-1) === "joined", 5000);
      expect(states).toEqual(["joining", "joined", "errored", "joining", "joined"]);
      expect(rejoins).toBe(1);
      stop();
      expect(states.at(-1)).toBe("joined");
      await until(() => back.realtime.hub.subscriberCount() === 0);
    } finally {
      configureRealtime(REALTIME_ENDPOINT);
      await back.stop();
    }
  });
});

describe("presence on admin edit topics", () => {
  it("shows each editor the other, with id and display name, and drops one who leaves", async () => {
    const topic = "admin:edit:event:presence-test";
    const a = open();
    const b = open();
    const channelA = a.channel(topic, { token: admin.token });
    const presenceA = new Presence(channelA);
    const names = () =>
      presenceA
        .list((_key, p: { metas: { name: string; user_id: string }[] }) => p.metas[0]!)
        .map((m) => `${m.name}|${m.user_id}`)
        .sort();
    expect((await join(channelA)).status).toBe("ok");
    await until(() => names().length === 1);
    expect(names()).toEqual([`Site Admin|${admin.userId}`]);

    const channelB = b.channel(topic, { token: colleague.token });
    const presenceB = new Presence(channelB);
    expect((await join(channelB)).status).toBe("ok");
    await until(() => names().length === 2);
    expect(names()).toEqual(
      [`Site Admin|${admin.userId}`, `Cora Colleague|${colleague.userId}`].sort(),
    );
    await until(() => presenceB.list().length === 2);

    const left: string[] = [];
    presenceA.onLeave((key) => left.push(key as string));
    channelB.leave();
    await until(() => names().length === 1);
    expect(left).toEqual([colleague.userId]);

    // A dropped connection counts as leaving too.
    const c = open();
    const channelC = c.channel(topic, { token: colleague.token });
    await join(channelC);
    await until(() => names().length === 2);
    c.disconnect();
    await until(() => names().length === 1);
  });
});

describe("writes reach subscribers", () => {
  function listen(topic: string) {
    const socket = open();
    const channel = socket.channel(topic);
    const got: { event: string; payload: Record<string, unknown> }[] = [];
    channel.onMessage = (event, payload) => {
      if (!event.startsWith("phx_") && !event.startsWith("chan_reply_"))
        got.push({ event, payload: payload as Record<string, unknown> });
      return payload;
    };
    return { joined: join(channel), got };
  }

  it("an event created and edited through the v5 API reaches `calendar` subscribers", async () => {
    const { joined, got } = listen("calendar");
    expect((await joined).status).toBe("ok");
    const event = await makeEvent(t, admin.token, [
      {
        venue_id: venueId,
        category: "reception",
        start: "2026-12-01T00:00:00Z",
        end: "2026-12-01T03:00:00Z",
      },
    ]);
    await until(() => got.length === 1);
    expect(got[0]).toEqual({
      event: "change",
      payload: { table: "events", id: event.id, action: "created" },
    });
    const res = await putJson(t, admin.token, `/calendar/events/id/${event.id}`, {
      summary: "Now with a summary.",
      version: event.version,
    });
    expect(res.status).toBe(200);
    await until(() => got.length === 2);
    expect(got[1]!.payload).toEqual({ table: "events", id: event.id, action: "updated" });
  });

  it("venues and cities go to `calendar`, articles to `blog`, the marquee to `featured`", async () => {
    const calendar = listen("calendar");
    const blog = listen("blog");
    const featured = listen("featured");
    await Promise.all([calendar.joined, blog.joined, featured.joined]);
    const city = await makeCity(t, admin.token);
    const venue = await makeVenue(t, admin.token);
    const author = await makeAuthor(t, admin.token);
    const article = await makeArticle(t, admin.token, author.id);
    const marquee = await putJson(t, admin.token, "/featured/marquee", {
      items: [{ resource_type: "venue", resource_id: venue.id }],
    });
    expect(marquee.status).toBe(200);
    await until(
      () => calendar.got.length === 2 && blog.got.length === 2 && featured.got.length === 1,
    );
    expect(calendar.got.map((m) => m.payload)).toEqual([
      { table: "cities", id: city.id, action: "created" },
      { table: "venues", id: venue.id, action: "created" },
    ]);
    expect(blog.got.map((m) => m.payload)).toEqual([
      { table: "authors", id: author.id, action: "created" },
      { table: "articles", id: article.id, action: "created" },
    ]);
    expect(featured.got[0]!.payload).toMatchObject({ table: "marquee", action: "updated" });
  });

  it("a refused write announces nothing", async () => {
    const { joined, got } = listen("calendar");
    await joined;
    const res = await putJson(t, reader.token, `/places/venues/id/${venueId}`, { name: "Nope" });
    expect(res.status).toBe(403);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual([]);
  });

  it("is delivered by every server on the same database", async () => {
    const other = await startServer(t);
    try {
      const socket = open({}, other.endpoint);
      const channel = socket.channel("calendar");
      const got: Frame[4][] = [];
      channel.on("change", (payload) => {
        got.push(payload);
      });
      await join(channel);
      const city = await makeCity(t, admin.token);
      await until(() => got.length === 1);
      expect(got[0]).toEqual({ table: "cities", id: city.id, action: "created" });
    } finally {
      await other.stop();
    }
  });
});

describe("shutting down", () => {
  it("says goodbye to open sockets (1001) and refuses new ones", async () => {
    const closing = await startServer(t);
    const c = await rawClient(closing.url);
    const stopped = closing.realtime.close();
    expect((await c.closed).code).toBe(1001);
    await stopped;
    await expect(rawClient(closing.url)).rejects.toThrow();
    await closing.stop();
  });
});
