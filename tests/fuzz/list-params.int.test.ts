import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor } from "../blog-factories.ts";
import { makeCity, makeEvent, makeVenue } from "../calendar-factories.ts";
import { bearer, superadmin } from "../factories.ts";
import { createTestApp } from "../test-app.ts";
import { expectErrorShape, PREFIX, v5Endpoints } from "./endpoints.ts";
import { listQuery, outsideYears1To9999, readInstant } from "./ranges.ts";

// Every collection endpoint (a GET without a path parameter: every list, the
// report, the marquee…) with its date, number and enum parameters drawn over
// their whole range (tests/fuzz/ranges.ts). Never a 500, and a date outside
// the years 1 to 9999 is a 400 naming the parameter. REQUESTS are shared out
// among the endpoints with a fixed seed; LIST_FUZZ_REQUESTS raises it.

const REQUESTS = Number(process.env.LIST_FUZZ_REQUESTS ?? 10_000);
const SEED = 20250229;

const t = await createTestApp();
const collections = v5Endpoints(t.app).filter(
  (e) => e.method === "GET" && !e.pattern.includes(":"),
);
const runsEach = Math.ceil(REQUESTS / collections.length);

let token = "";
let known: string[] = [];
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  const admin = await superadmin(t, "range_admin");
  token = admin.token;
  const city = await makeCity(t, token, { slug: "range-town" });
  const venue = await makeVenue(t, token, { city_id: city.id });
  const event = await makeEvent(t, token, [
    {
      venue_id: venue.id,
      category: "reception",
      start: "2024-02-29T23:00:00Z",
      end: "2024-03-01T02:00:00Z",
    },
    {
      venue_id: venue.id,
      category: "ongoing",
      start: "2026-12-01T18:00:00Z",
      end: "2027-01-10T06:00:00Z",
    },
  ]);
  const author = await makeAuthor(t, token, { name: "Range Writer" });
  await makeArticle(t, token, author.id, { title: "Range Story" });
  known = [city.id, venue.id, event.id, author.id, admin.userId];
});

afterAll(async () => {
  console.info(
    `list fuzz: ${sent} requests over ${collections.length} endpoints`,
    Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  );
  await t.close();
});

const get = (path: string, auth: boolean) =>
  t.app.request(`${PREFIX}${path}`, { headers: auth ? bearer(token) : {} });

describe("dates a list cannot hold", () => {
  it.each([
    ["/calendar/events/list", "start", "lte:0000-01-01T00:00:00Z"],
    ["/calendar/event_dates/list", "start", "lte:0000-01-01T00:00:00Z"],
    ["/calendar/events/list", "end", "gte:-000001-12-31T00:00:00Z"],
    ["/calendar/event_dates/list", "end", "+010000-01-01T00:00:00Z"],
    ["/calendar/event_dates/list", "start", "+275760-09-13T00:00:00Z"],
    ["/calendar/events/list", "start", "gte:0001-01-01T00:00:00+14:00"],
    ["/calendar/events/list", "end", "lte:9999-12-31T23:00:00-14:00"],
  ])("%s?%s=%s is a 400 naming the parameter", async (path, field, value) => {
    const res = await get(`${path}?${field}=${encodeURIComponent(value)}`, false);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it("still reads the first and last instants of years 1 and 9999, and leap days", async () => {
    for (const value of [
      "gte:0001-01-01T00:00:00Z",
      "lte:9999-12-31T23:59:59.999Z",
      "2024-02-29T00:00:00+14:00",
      "2024-02-29T23:59:59-14:00",
    ]) {
      const res = await get(`/calendar/event_dates/list?start=${encodeURIComponent(value)}`, false);
      expect(res.status, value).toBe(200);
    }
  });

  it("refuses a far date in an event's dates instead of failing to store it", async () => {
    const res = await t.app.request(`${PREFIX}/calendar/events/list`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(token) },
      body: JSON.stringify({
        name: "Year zero",
        event_dates: [
          {
            venue_id: known[1],
            category: "ongoing",
            start: "0000-06-01T00:00:00Z",
            end: "0000-06-02T00:00:00Z",
          },
        ],
      }),
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(["event_dates.0.start", "event_dates.0.end"]);
  });
});

describe("list parameters over their whole range", () => {
  it("covers the list endpoints", () => {
    // A floor: if routes stop being found, this would pass having sent nothing.
    expect(collections.filter((e) => e.pattern.endsWith("/list")).length).toBeGreaterThan(12);
  });

  collections.forEach((endpoint, index) => {
    it(`GET ${endpoint.pattern}: never a 500; a date outside years 1..9999 is a 400 naming it`, async () => {
      // Whether this endpoint reads the shared list parameters: a negative page is
      // refused, naming `page` (an endpoint that refuses it for other reasons, as
      // the slug check without its type and slug does, reads no dates either).
      const readsListParams = await refusesPage(endpoint.pattern);
      const sortable = await sortKeysOf(endpoint.pattern);
      await fc.assert(
        fc.asyncProperty(listQuery(known, sortable), fc.boolean(), async (params, signedIn) => {
          sent += 1;
          const url = `${endpoint.pattern}?${params}`;
          const res = await get(url, signedIn);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          expect(res.status, `${text.slice(0, 300)} ← GET ${url}`).toBeLessThan(500);
          if (res.status >= 400) expectErrorShape(res.status, JSON.parse(text), url);
          // Who may ask is checked before what was asked.
          if (!readsListParams || res.status === 401 || res.status === 403) return;
          const far = (["start", "end"] as const).filter((k) => {
            const raw = params.get(k);
            const date = raw ? readInstant(raw) : null;
            return date !== null && outsideYears1To9999(date);
          });
          if (far.length) {
            expect(res.status, `far date answered ${res.status}: GET ${url}`).toBe(400);
            const fields = JSON.parse(text).errors.map((e: { field: string }) => e.field);
            for (const k of far) expect(fields, url).toContain(k);
          }
        }),
        { numRuns: runsEach, seed: SEED + index, endOnFailure: true },
      );
    }, 120_000);
  });
});

async function refusesPage(pattern: string): Promise<boolean> {
  const res = await get(`${pattern}?page=-1`, true);
  if (res.status !== 400) return false;
  const body = await res.json();
  return (body.errors ?? []).some((e: { field: string }) => e.field === "page");
}

/** The sort_by values an endpoint takes, read from its answer to one it does not. */
async function sortKeysOf(pattern: string): Promise<string[]> {
  const res = await get(`${pattern}?sort_by=no_such_column`, true);
  if (res.status !== 400) return [];
  const body = await res.json();
  const message: string =
    body.errors?.find((e: { field: string }) => e.field === "sort_by")?.message ?? "";
  return /Sort by one of: (.+)\.$/.exec(message)?.[1]?.split(", ") ?? [];
}
