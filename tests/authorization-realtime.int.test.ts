import type { Socket } from "phoenix";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TOPIC, PUBLIC_TOPICS } from "../server/realtime/topics.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { join, phoenixSocket, type RunningServer, startServer } from "./realtime-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Every kind of realtime topic × anonymous / plain member / superadmin, over
// a real WebSocket with the phoenix client the site uses. The answer is "ok"
// or the reason the server gives for refusing. A topic added to
// PUBLIC_TOPICS (or a new change topic) without a row here fails.

type Role = "anonymous" | "user" | "superadmin";
const ROLES: Role[] = ["anonymous", "user", "superadmin"];

let t: TestApp;
let server: RunningServer;
let people: Record<Exclude<Role, "anonymous">, SignedIn>;
let eventId: string;
let venueId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await startServer(t);
  people = { superadmin: await superadmin(t, "rt_authz_admin"), user: await member(t, "rt_authz") };
  eventId = (await makeEvent(t, people.superadmin.token, [])).id;
  venueId = (await makeVenue(t, people.superadmin.token)).id;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

const EVERYONE = { anonymous: "ok", user: "ok", superadmin: "ok" };
const SUPERADMINS = { anonymous: "unauthorized", user: "unauthorized", superadmin: "ok" };
/** A user topic nobody here owns. */
const NOT_THEIRS = {
  anonymous: "unauthorized",
  user: "unauthorized",
  superadmin: "unauthorized",
};
const NOBODY = {
  anonymous: "unmatched topic",
  user: "unmatched topic",
  superadmin: "unmatched topic",
};

/** The topics pages listen on, and the server-to-server one no client may join. */
const changeTopics: Record<string, Record<Role, string>> = {
  calendar: EVERYONE,
  featured: EVERYONE,
  blog: EVERYONE,
  // Announced to every app server's page cache; never to a browser.
  content: NOBODY,
};

/** Back-office edit presence (the editors' nouns), plus topics that only look like one. */
const otherTopics: Record<string, Record<Role, string>> = {
  "admin:edit:event:{event}": SUPERADMINS,
  "admin:edit:venue:{venue}": SUPERADMINS,
  "admin:edit:city:some-city": SUPERADMINS,
  "admin:edit:article:some-article": SUPERADMINS,
  "admin:edit:author:some-author": SUPERADMINS,
  "admin:edit:category:some-category": SUPERADMINS,
  "admin:edit:advert:some-advert": SUPERADMINS,
  "admin:edit:product:some-product": SUPERADMINS,
  "admin:edit:marquee:home": SUPERADMINS,
  // The back office's queue counts (submissions waiting).
  "admin:queue": SUPERADMINS,
  "admin:queue:x": NOBODY,
  "admin:edit:event": NOBODY,
  "admin:edit:Event:x": NOBODY,
  "admin:edit:event:x/y": NOBODY,
  "admin:secret": NOBODY,
  // One visitor's saves and follows: that signed-in visitor only, staff included.
  "user:{user}": { anonymous: "unauthorized", user: "ok", superadmin: "unauthorized" },
  "user:{superadmin}": { anonymous: "unauthorized", user: "unauthorized", superadmin: "ok" },
  "user:00000000-0000-4000-8000-000000000000": NOT_THEIRS,
  "user:not-an-id": NOBODY,
  user: NOBODY,
  "calendar:all": NOBODY,
  Calendar: NOBODY,
};

const concrete = (topic: string) =>
  topic
    .replace("{event}", eventId)
    .replace("{venue}", venueId)
    .replace("{user}", people.user.userId)
    .replace("{superadmin}", people.superadmin.userId);

describe("the topic matrix covers the topics", () => {
  it("has a row for every public topic and the content topic", () => {
    expect(Object.keys(changeTopics).sort()).toEqual([...PUBLIC_TOPICS, CONTENT_TOPIC].sort());
    const topics = Object.keys(changeTopics).length + Object.keys(otherTopics).length;
    console.info(
      `authorization realtime: ${topics} topics, ${topics * ROLES.length} topic×role cases`,
    );
  });
});

describe("who may join which topic", () => {
  for (const [topic, byRole] of Object.entries({ ...changeTopics, ...otherTopics })) {
    for (const role of ROLES) {
      it(`${topic} as ${role} → ${byRole[role]}`, async () => {
        const socket = phoenixSocket(server.endpoint);
        sockets.push(socket);
        const params = role === "anonymous" ? {} : { token: people[role].token };
        const result = await join(socket.channel(concrete(topic), params));
        if (byRole[role] === "ok") expect(result.status).toBe("ok");
        else expect(result).toEqual({ status: "error", response: { reason: byRole[role] } });
      });
    }
  }
});
