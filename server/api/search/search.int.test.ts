import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor } from "../../../tests/blog-factories.ts";
import { makeCity, makeEvent, makeVenue } from "../../../tests/calendar-factories.ts";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Search as a visitor types it (issue 26): however St. Paul is written, a
// misspelt name, a name typed without its accents; answers grouped by kind
// with a count each, on the service the /search page calls and on
// GET /api/v5/search. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const now = new Date("2026-11-21T18:00:00.000Z");

let t: TestApp;
let admin: SignedIn;
type Id = { id: string };
let stPaul: Id;
let minneapolis: Id;
let maude: Id;
let walker: Id;
let lowertown: Id;
let fair: Id;
let opening: Id;
let supper: Id;

const soon = (venue: Id, day: string) => ({
  venue_id: venue.id,
  category: "reception",
  start: `${day}T00:00:00Z`,
  end: `${day}T03:00:00Z`,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "search_admin");
  stPaul = await makeCity(t, admin.token, { name: "St. Paul", slug: "st-paul" });
  minneapolis = await makeCity(t, admin.token, { name: "Minneapolis", slug: "minneapolis" });
  maude = await makeVenue(t, admin.token, {
    name: "Café Maude",
    type: "business",
    city_id: minneapolis.id,
  });
  walker = await makeVenue(t, admin.token, {
    name: "Walker Art Center",
    type: "institution",
    city_id: minneapolis.id,
  });
  lowertown = await makeVenue(t, admin.token, {
    name: "Lowertown Print Lab",
    city_id: stPaul.id,
  });
  fair = await makeEvent(t, admin.token, [soon(lowertown, "2026-12-05")], {
    name: "Printmakers Winter Fair",
  });
  opening = await makeEvent(t, admin.token, [soon(walker, "2026-12-06")], {
    name: "Sculpture Garden Lights",
  });
  supper = await makeEvent(t, admin.token, [soon(maude, "2026-12-07")], {
    name: "Jazz Supper",
  });
  const author = await makeAuthor(t, admin.token, {});
  await makeArticle(t, admin.token, author.id, {
    title: "Printmakers of the East Side",
    is_published: true,
    published_date: "2026-11-01T12:00:00Z",
  });
});
afterAll(() => t.close());

const search = (q: string) => t.app.services.search.search(q, now);
const ids = (rows: readonly Id[]) => rows.map((r) => r.id);
const eventIds = (rows: readonly { event: Id }[]) => rows.map((r) => r.event.id);

describe("finding St. Paul however it is typed", () => {
  for (const typed of ["st paul", "St. Paul", "saint paul", "SAINT PAUL", "st.paul"]) {
    it(`"${typed}" finds the city, its venues and their events, and not Minneapolis`, async () => {
      const found = await search(typed);
      expect(ids(found.cities)).toEqual([stPaul.id]);
      expect(ids(found.venues)).toEqual([lowertown.id]);
      expect(eventIds(found.events)).toEqual([fair.id]);
      expect(found.counts).toMatchObject({ cities: 1, venues: 1, events: 1 });
    });
  }

  it("a city found links to its page", async () => {
    const [city] = (await search("saint paul")).cities;
    expect(city).toMatchObject({ name: "St. Paul", slug: "st-paul" });
  });
});

describe("misspelt names", () => {
  it('"Walkr Art" finds Walker Art Center and its events, and no other venue', async () => {
    const found = await search("Walkr Art");
    expect(ids(found.venues)).toEqual([walker.id]);
    expect(eventIds(found.events)).toEqual([opening.id]);
    expect(found.cities).toEqual([]);
  });

  it("a misspelt event name finds the event", async () => {
    const found = await search("Printmakrs Wintr Fair");
    expect(eventIds(found.events)).toEqual([fair.id]);
  });

  it("the venue list of the API forgives the same typo", async () => {
    const res = await t.app.request("/api/v5/places/venues/list?query=walkr%20art");
    expect(ids((await res.json()).results)).toEqual([walker.id]);
  });
});

describe("accents", () => {
  it('"cafe maude" finds Café Maude and its event', async () => {
    const found = await search("cafe maude");
    expect(ids(found.venues)).toEqual([maude.id]);
    expect(eventIds(found.events)).toEqual([supper.id]);
  });

  it("typed with the accent, too", async () => {
    expect(ids((await search("Café Maude")).venues)).toEqual([maude.id]);
  });
});

describe("grouped by kind, with counts", () => {
  it("GET /api/v5/search answers every kind and its count", async () => {
    const res = await t.app.request("/api/v5/search?query=printmakers");
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results.query).toBe("printmakers");
    expect(results.counts).toEqual({ events: 1, venues: 0, cities: 0, articles: 1 });
    expect(eventIds(results.events)).toEqual([fair.id]);
    expect(results.articles.map((a: { title: string }) => a.title)).toEqual([
      "Printmakers of the East Side",
    ]);
    expect(results.venues).toEqual([]);
    expect(results.cities).toEqual([]);
  });

  it("an empty query finds nothing and counts zero of each kind", async () => {
    const { results } = await (await t.app.request("/api/v5/search?query=%20")).json();
    expect(results.counts).toEqual({ events: 0, venues: 0, cities: 0, articles: 0 });
  });

  it("a query with nothing searchable in it finds nothing", async () => {
    const found = await search("?!…");
    expect(found.counts).toEqual({ events: 0, venues: 0, cities: 0, articles: 0 });
  });

  it("a query over 200 characters is a 400 naming the field", async () => {
    const res = await t.app.request(`/api/v5/search?query=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      type: "DataValidationError",
      code: "V-1001",
      errors: [{ field: "query" }],
    });
  });
});
