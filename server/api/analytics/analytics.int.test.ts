import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../core/dates/site-day.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { apiKeyDays } from "../../../db/schema/api-keys.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

const NOW = "2026-11-21T18:00:00.000Z";

let t: TestApp;
let admin: SignedIn;
let reader: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW } });
  admin = await superadmin(t, "stats_admin");
  reader = await member(t, "stats_reader");
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own client address unless told, so rate limits stay apart. */
const collect = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request("/api/v5/analytics/collect", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.0.${++address % 250}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const report = async (query = "") => {
  const res = await t.app.request(`/api/v5/analytics/report${query}`, {
    headers: bearer(admin.token),
  });
  expect(res.status).toBe(200);
  return (await res.json()).results;
};

const view = (id: string, name: string, type = "event") => ({
  category: "page",
  action: "view",
  path: `/${type}s/${id}`,
  dimensions: { resourceId: id, resourceType: type, resourceDisplayName: name },
});
const ad = (action: "impression" | "click") => ({
  category: "advert",
  action,
  label: "advert-1",
  dimensions: { adClient: "Clay Co", adCampaign: "Winter", adInstance: "Banner", adSpot: "home_1" },
});

describe("analytics", () => {
  it("stores a batch without setting a cookie, and reports it", async () => {
    const res = await collect({
      events: [
        view("e1", "Northern Light"),
        view("e1", "Northern Light"),
        view("e2", "Poster Night"),
        view("v1", "Walker Art Center", "venue"),
        ad("impression"),
        ad("impression"),
        ad("impression"),
        ad("impression"),
        ad("click"),
        { category: "outbound", action: "click", label: "https://example.com" },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const r = await report("?start=2026-11-01&end=2026-11-21");
    expect(r.daily).toHaveLength(21);
    expect(r.daily.at(-1)).toEqual({ day: "2026-11-21", page_views: 4, clicks: 2 });
    expect(r.daily[0]).toEqual({ day: "2026-11-01", page_views: 0, clicks: 0 });
    expect(r.top_events).toEqual([
      { id: "e1", name: "Northern Light", views: 2 },
      { id: "e2", name: "Poster Night", views: 1 },
    ]);
    expect(r.top_venues).toEqual([{ id: "v1", name: "Walker Art Center", views: 1 }]);
    expect(r.adverts).toEqual([
      {
        advert_id: "advert-1",
        client: "Clay Co",
        campaign: "Winter",
        instance: "Banner",
        impressions: 4,
        clicks: 1,
        ctr: 0.25,
      },
    ]);
    const csv = await t.app.request("/api/v5/analytics/report.csv?start=2026-11-21", {
      headers: bearer(admin.token),
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("2026-11-21,4,2");
    expect(text).toContain("advert-1,Clay Co,Winter,Banner,4,1,0.2500");
  });

  it("ignores events without a category or an action, and refuses malformed ones", async () => {
    const cases: [unknown, string][] = [
      [{ events: [{ action: "view" }] }, "events.0.category"],
      [{ events: [{ category: "page" }] }, "events.0.action"],
      [{ events: [{ category: "page", action: "" }] }, "events.0.action"],
      [
        { events: [{ category: "page", action: "view", dimensions: { shoeSize: 9 } }] },
        "events.0.dimensions",
      ],
      [
        { events: [{ category: "page", action: "view", dimensions: { resourceId: { a: 1 } } }] },
        "events.0.dimensions.resourceId",
      ],
      [{ events: [] }, "events"],
      [{ events: Array.from({ length: 26 }, () => view("e", "E")) }, "events"],
      [{ events: [view("e", "E")], extra: true }, "body"],
    ];
    const before = (await report()).daily.at(-1);
    for (const [body, field] of cases) {
      const res = await collect(body);
      expect(res.status, field).toBe(400);
      const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        `${field} in ${fields}`,
      ).toBe(true);
    }
    expect((await collect("{nope")).status).toBe(400);
    expect((await report()).daily.at(-1)).toEqual(before);
  });

  it("stores nothing for visitors with Do-Not-Track or Global Privacy Control", async () => {
    const before = (await report()).daily.at(-1).page_views;
    expect((await collect({ events: [view("e9", "X")] }, { dnt: "1" })).status).toBe(204);
    expect((await collect({ events: [view("e9", "X")] }, { "sec-gpc": "1" })).status).toBe(204);
    expect((await report()).daily.at(-1).page_views).toBe(before);
  });

  it("is rate-limited per client address", async () => {
    const headers = { "x-forwarded-for": "10.77.0.1" };
    let status = 0;
    for (let i = 0; i < 121; i++)
      status = (await collect({ events: [view("e", "E")] }, headers)).status;
    expect(status).toBe(429);
    expect((await collect({ events: [view("e", "E")] })).status).toBe(204);
  });

  it("shows the report to superadmins only, and checks its dates", async () => {
    expect((await t.app.request("/api/v5/analytics/report")).status).toBe(401);
    const asReader = await t.app.request("/api/v5/analytics/report", {
      headers: bearer(reader.token),
    });
    expect(asReader.status).toBe(403);
    for (const q of ["?start=yesterday", "?start=2026-11-21&end=2026-11-01", "?start=2024-01-01"]) {
      const res = await t.app.request(`/api/v5/analytics/report${q}`, {
        headers: bearer(admin.token),
      });
      expect(res.status, q).toBe(400);
    }
  });
});

describe("API keys in the report", () => {
  // Keyed requests are counted on the database's day in Chicago, not the
  // test clock's: the ranges asked for here are around that day.
  async function siteToday(): Promise<string> {
    const rows = await t.database.db.execute(
      sql`select ((now() at time zone 'America/Chicago')::date)::text as day`,
    );
    return rowsOf<{ day: string }>(rows)[0]!.day;
  }
  async function makeKey(name: string) {
    const res = await t.app.request("/api/v5/account/api-keys", {
      method: "POST",
      headers: { ...bearer(reader.token), "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBe(201);
    return (await res.json()).results as { id: string; secret: string; prefix: string };
  }
  const read = async (secret: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await t.app.request("/api/v5/places/cities/list", {
        headers: { "x-api-key": secret },
      });
      expect(res.status).toBe(200);
    }
  };

  it("counts keyed requests per day and names the busiest keys with their owners", async () => {
    const today = await siteToday();
    const yesterday = addDays(today, -1);
    const feed = await makeKey("Gallery feed");
    const app = await makeKey("Phone app");
    await read(feed.secret, 3);
    await read(app.secret, 1);
    // Earlier days, as the counting statement would have left them.
    await t.database.db.insert(apiKeyDays).values([
      { keyId: app.id, day: yesterday, requests: 5 },
      { keyId: app.id, day: addDays(today, -40), requests: 1000 },
    ]);

    const two = await report(`?start=${yesterday}&end=${today}`);
    expect(two.api_keys.daily).toEqual([
      { day: yesterday, requests: 5 },
      { day: today, requests: 4 },
    ]);
    const owner = { name: "Ada Gallery", username: "stats_reader" };
    expect(two.api_keys.top).toEqual([
      { id: app.id, name: "Phone app", prefix: app.prefix, owner, revoked: false, requests: 6 },
      {
        id: feed.id,
        name: "Gallery feed",
        prefix: feed.prefix,
        owner,
        revoked: false,
        requests: 3,
      },
    ]);

    // Revoked keys stay in the counts they made, marked revoked.
    await t.app.request(`/api/v5/account/api-keys/id/${feed.id}/revoke`, {
      method: "POST",
      headers: bearer(reader.token),
    });
    const one = await report(`?start=${today}&end=${today}`);
    expect(one.api_keys.daily).toEqual([{ day: today, requests: 4 }]);
    expect(
      one.api_keys.top.map((k: { name: string; requests: number; revoked: boolean }) => [
        k.name,
        k.requests,
        k.revoked,
      ]),
    ).toEqual([
      ["Gallery feed", 3, true],
      ["Phone app", 1, false],
    ]);

    const csv = await t.app.request(`/api/v5/analytics/report.csv?start=${today}&end=${today}`, {
      headers: bearer(admin.token),
    });
    const text = await csv.text();
    expect(text).toContain(`API key requests\r\nday,requests\r\n${today},4`);
    expect(text).toContain(`${feed.id},Gallery feed,${feed.prefix},stats_reader,yes,3`);
  });
});
