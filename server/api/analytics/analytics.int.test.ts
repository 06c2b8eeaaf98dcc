import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
