import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor, makeCategory } from "../../../tests/blog-factories.ts";
import { makeCity, makeEvent, makeVenue } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { makeProduct } from "../../../tests/shop-factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// GET /utils/slugs/check: the back office's slug field asks it while an
// editor types. Free and taken are both answers (200), so a free slug no
// longer shows up in the browser's console as a failed request.

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "slug_check_admin");
  const city = await makeCity(t, admin.token, { slug: "check-town" });
  const venue = await makeVenue(t, admin.token, { slug: "check-gallery", city_id: city.id });
  const event = await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-12-01T00:00:00Z",
        end: "2026-12-01T03:00:00Z",
      },
    ],
    { slug: "check-show", status: "draft" },
  );
  const author = await makeAuthor(t, admin.token, { slug: "check-author" });
  const category = await makeCategory(t, admin.token, { slug: "check-category" });
  // A draft: taken all the same, though the public cannot see it.
  const article = await makeArticle(t, admin.token, author.id, {
    slug: "check-article",
    is_published: false,
  });
  const product = await makeProduct(t, admin.token, { slug: "check-print" });
  Object.assign(ids, {
    city: city.id,
    venue: venue.id,
    event: event.id,
    author: author.id,
    category: category.id,
    article: article.id,
    product: product.id,
  });
}, 60_000);
afterAll(() => t?.close());

const check = (query: string, token: string | null = admin.token) =>
  t.app.request(`/api/v5/utils/slugs/check?${query}`, { headers: token ? bearer(token) : {} });

const SLUGS: Record<string, string> = {
  city: "check-town",
  venue: "check-gallery",
  event: "check-show",
  author: "check-author",
  category: "check-category",
  article: "check-article",
  product: "check-print",
};

describe("GET /utils/slugs/check", () => {
  it("answers 200 for a free slug and for a taken one, for every kind of record", async () => {
    for (const [type, slug] of Object.entries(SLUGS)) {
      const free = await check(`type=${type}&slug=nobody-has-this`);
      expect(free.status, type).toBe(200);
      expect(await free.json(), type).toEqual({
        results: { slug: "nobody-has-this", available: true, reason: null },
      });
      const taken = await check(`type=${type}&slug=${slug}`);
      expect(taken.status, type).toBe(200);
      expect(await taken.json(), type).toEqual({
        results: { slug, available: false, reason: "taken" },
      });
    }
  });

  it("counts a record's own slug as available to that record only", async () => {
    for (const [type, slug] of Object.entries(SLUGS)) {
      const own = await check(`type=${type}&slug=${slug}&except_id=${ids[type]}`);
      expect((await own.json()).results.available, type).toBe(true);
      const other = await check(`type=${type}&slug=${slug}&except_id=${crypto.randomUUID()}`);
      expect((await other.json()).results.available, type).toBe(false);
    }
  });

  it("says a reserved venue slug is reserved", async () => {
    const res = await check("type=venue&slug=map");
    expect(await res.json()).toEqual({
      results: { slug: "map", available: false, reason: "reserved" },
    });
    // Only venues have the map page under their path.
    expect((await (await check("type=event&slug=map")).json()).results.available).toBe(true);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["slug=check-show", "type"],
      ["type=planet&slug=check-show", "type"],
      ["type=event", "slug"],
      ["type=event&slug=Not%20A%20Slug!", "slug"],
      [`type=event&slug=${"a".repeat(121)}`, "slug"],
      ["type=event&slug=ok&except_id=42", "except_id"],
    ] as const) {
      const res = await check(query);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body, query).toMatchObject({ type: "DataValidationError", code: "V-1001" });
      expect(
        body.errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it("is for staff: 401 without a token, 403 for a member", async () => {
    expect((await check("type=event&slug=check-show", null)).status).toBe(401);
    const user = await member(t, "slug_check_member");
    expect((await check("type=event&slug=check-show", user.token)).status).toBe(403);
  });
});
