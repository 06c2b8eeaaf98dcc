import type { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCity, makeEvent, makeVenue, postJson } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { mainOf } from "./page-main.ts";
import { join, phoenixSocket, type RunningServer, startServer, until } from "./realtime-helpers.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// Issue 30 item 2 as staff get it without JavaScript: the back office's
// queue of submissions on the resource editor, one submission beside its
// likely duplicate, "Save and approve" with a corrected name, Reject with a
// reason; and the navigation's count of what waits, announced live to every
// open back office.

const NOW = "2026-11-24T18:00:00.000Z";
const ORIGIN = "http://queue.test";

let site: SiteTestApp;
let admin: SignedIn;
let ada: SignedIn;
let venueId: string;
let server: RunningServer;
const sockets: Socket[] = [];

const get = (p: string, cookie = admin.cookie) =>
  site.pages.app.request(`${ORIGIN}${p}`, { redirect: "manual", headers: { cookie } });
const post = (p: string, form: Record<string, string>, cookie = admin.cookie) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(form).toString(),
  });
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read field by field in the assertions.
const results = async (res: Response) => ((await res.json()) as { results: any }).results;

const inThreeDays = () => {
  const start = new Date(Date.parse(NOW) + 3 * 86_400_000 + 3600_000);
  return { start: start.toISOString(), end: new Date(start.getTime() + 7200_000).toISOString() };
};

async function send(name: string) {
  const res = await postJson(site.t, ada.token, "/submissions", {
    name,
    summary: "New relief prints.",
    venue_id: venueId,
    dates: [{ category: "reception", ...inThreeDays() }],
    submit: true,
  });
  expect(res.status).toBe(201);
  return (await results(res)) as { id: string; version: number };
}

/** The editor's form fields as the page rendered them (what a browser would post back). */
function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input\b[^>]*>/g)) {
    const tag = m[0];
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name || /type="(checkbox|radio|file)"/.test(tag)) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    fields[name] = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }
  for (const m of html.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    fields[m[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!)?.[1] ?? "";
  for (const m of html.matchAll(/<textarea\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields[m[1]!] = m[2]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return fields;
}

beforeAll(async () => {
  site = await createSiteTestApp("queue", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  const t = site.t;
  admin = await superadmin(t, "queue_admin");
  ada = await member(t, "queue_ada", "Ada Lind");
  const city = await makeCity(t, admin.token, { name: "Saint Paul" });
  venueId = (await makeVenue(t, admin.token, { name: "Ember Gallery", city_id: city.id })).id;
  await makeEvent(
    t,
    admin.token,
    [{ venue_id: venueId, category: "reception", ...inThreeDays() }],
    {
      name: "Riverbank Prints Opening Night",
    },
  );
  server = await startServer(t);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.stop();
  await site?.close();
});

describe("the submission queue in the back office", () => {
  it("lists what waits with its likely duplicate, and the navigation counts it", async () => {
    const sent = await send("Riverbank Prints: Opening Night");
    const list = await get("/admin/submissions");
    expect(list.status).toBe(200);
    const body = await list.text();
    expect(body).toContain("Riverbank Prints: Opening Night");
    expect(body.replace(/<!-- -->/g, "")).toMatch(
      /data-testid="queue-count"[^>]*><span[^>]*>, <\/span>1<span[^>]*> waiting<\/span>/,
    );

    const page = mainOf(await (await get(`/admin/submissions/${sent.id}`)).text());
    expect(page).toContain("Likely duplicates");
    expect(page).toContain("Riverbank Prints Opening Night");
    expect(page).toContain("same venue");
    expect(page).toContain("Ember Gallery");
    expect(page).toContain("Ada Lind");
    // Not staff: no queue.
    expect((await get("/admin/submissions", ada.cookie)).status).toBe(403);
  });

  it("saves a corrected name and approves: the event is published under it", async () => {
    const sent = await send("riverbank prints 2");
    const html = await (await get(`/admin/submissions/${sent.id}`)).text();
    const form = formOf(html);
    expect(form.name).toBe("riverbank prints 2");
    const done = await post(`/admin/submissions/${sent.id}`, {
      ...form,
      name: "Riverbank Prints II",
      _command: "approve",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/submissions/${sent.id}`);
    const after = mainOf(
      await (
        await get(`/admin/submissions/${sent.id}`, `${admin.cookie}; ${setCookie(done)}`)
      ).text(),
    );
    expect(after).toContain("Approved: “Riverbank Prints II” is published");
    expect(after).toContain("Open the event");
    const event = await results(
      await site.t.app.request(`/api/v5/submissions/id/${sent.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    const listed = await site.t.app.request(`/api/v5/calendar/events/id/${event.event_id}`);
    expect(await results(listed)).toMatchObject({
      name: "Riverbank Prints II",
      status: "published",
    });
  });

  it("rejects only with a reason, and says so in plain words", async () => {
    const sent = await send("Quarry Jam");
    const form = formOf(await (await get(`/admin/submissions/${sent.id}`)).text());
    const refused = await post(`/admin/submissions/${sent.id}`, { ...form, _command: "reject" });
    expect(refused.status).toBe(400);
    expect(mainOf(await refused.text())).toContain("Say why, in a sentence the author will read.");
    const done = await post(`/admin/submissions/${sent.id}`, {
      ...form,
      _command: "reject",
      _reason: "We list visual art; this is a music night.",
    });
    expect(done.status).toBe(302);
    const mine = await results(
      await site.t.app.request("/api/v5/account/submissions", {
        headers: { authorization: `Bearer ${ada.token}` },
      }),
    );
    expect(mine.find((s: { id: string }) => s.id === sent.id)).toMatchObject({
      state: "rejected",
      reason: "We list visual art; this is a music night.",
    });
  });

  it("announces the queue's length to staff's open back offices as it changes", async () => {
    const socket = phoenixSocket(server.endpoint);
    sockets.push(socket);
    const counts: number[] = [];
    const channel = socket.channel("admin:queue", { token: admin.token });
    channel.on("queue", (p: { submissions: number }) => {
      counts.push(p.submissions);
    });
    expect((await join(channel)).status).toBe("ok");
    const queue = await site.t.app.request("/api/v5/submissions/list", {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const waiting = ((await queue.json()) as { total: number }).total;
    const sent = await send("Late Night Kiln");
    await until(() => counts.at(-1) === waiting + 1);
    await postJson(site.t, admin.token, `/submissions/id/${sent.id}/reject`, {
      reason: "Duplicate of a listed event.",
    });
    await until(() => counts.at(-1) === waiting);
  });
});

/** The notice cookie a redirect sets, for the next request. */
function setCookie(res: Response) {
  return /(admin_saved=[^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
}
