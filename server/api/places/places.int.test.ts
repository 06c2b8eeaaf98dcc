import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities } from "../../../db/schema/places.ts";
import { makeCity, makeVenue, postJson, putJson } from "../../../tests/calendar-factories.ts";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
let admin: SignedIn;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "places_admin");
  editor = await superadmin(t, "places_editor");
  // The profile's name is the one the site shows; the sign-up name stays "Site Admin".
  expect((await putJson(t, editor.token, "/account/profile", { name: "Pat Places" })).status).toBe(
    200,
  );
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`/api/v5${path}`);

describe("cities", () => {
  it("creates with a slug from the name, numbered on a clash, and looks up by id, slug and legacy id", async () => {
    const first = await makeCity(t, admin.token, {
      name: "St. Paul",
      legacy_id: "old-77",
      geo: { lat: 44.9537, lon: -93.09 },
    });
    expect(first).toMatchObject({
      slug: "st-paul",
      state: "MN",
      version: 1,
      geo: { lat: 44.9537, lon: -93.09 },
    });
    const second = await makeCity(t, admin.token, { name: "St Paul" });
    expect(second.slug).toBe("st-paul-2");
    for (const path of [
      `/places/cities/id/${first.id}`,
      "/places/cities/slug/st-paul",
      "/places/cities/legacy_id/old-77",
    ]) {
      expect((await (await get(path)).json()).results.id).toBe(first.id);
    }
    const missing = await get("/places/cities/slug/atlantis");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
    expect((await get("/places/cities/id/not-a-uuid")).status).toBe(404);
  });

  it("refuses an explicit slug that is taken with a 409", async () => {
    await makeCity(t, admin.token, { name: "Edina", slug: "edina" });
    const res = await postJson(t, admin.token, "/places/cities/list", {
      name: "Edina Two",
      slug: "edina",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      errors: [{ field: "slug", message: expect.any(String) }],
    });
    const other = await makeCity(t, admin.token, { name: "Richfield" });
    const put = await putJson(t, admin.token, `/places/cities/id/${other.id}`, { slug: "edina" });
    expect(put.status).toBe(409);
    expect((await put.json()).errors.map((e: { field: string }) => e.field)).toEqual(["slug"]);
  });

  it("updates with the current version and refuses a stale one", async () => {
    const city = await makeCity(t, admin.token, { name: "Hopkins" });
    const ok = await putJson(t, admin.token, `/places/cities/id/${city.id}`, {
      summary: "Raspberries.",
      version: 1,
    });
    expect((await ok.json()).results).toMatchObject({ summary: "Raspberries.", version: 2 });
    const stale = await putJson(t, admin.token, `/places/cities/id/${city.id}`, {
      summary: "Late",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await (await get(`/places/cities/id/${city.id}`)).json()).results.summary).toBe(
      "Raspberries.",
    );
  });

  it("lists by sort_order by default", async () => {
    const body = await (await get("/places/cities/list?page_size=100")).json();
    const orders = body.results.map((c: { sort_order: number }) => c.sort_order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(body).toMatchObject({ page: 0, page_size: 100 });
  });
});

describe("who changed a city", () => {
  it("records the acting superadmin on create and update", async () => {
    // Kept for staff (a stale write names them), never in an answer: users' ids are not public.
    const city = await makeCity(t, admin.token, { name: "Bloomington" });
    expect(city).not.toHaveProperty("modified_by");
    const stored = async () =>
      (await t.database.db.select().from(cities).where(eq(cities.id, city.id)))[0]!.modifiedBy;
    expect(await stored()).toBe(admin.userId);
    const res = await putJson(t, editor.token, `/places/cities/id/${city.id}`, {
      summary: "Mall.",
      version: city.version,
    });
    expect((await res.json()).results).toMatchObject({ version: 2 });
    expect(await stored()).toBe(editor.userId);
  });

  it("answers a stale version with the current version, when and by whom", async () => {
    const city = await makeCity(t, admin.token, { name: "Wayzata" });
    const saved = (
      await (
        await putJson(t, editor.token, `/places/cities/id/${city.id}`, {
          summary: "Lake.",
          version: city.version,
        })
      ).json()
    ).results;
    const stale = await putJson(t, admin.token, `/places/cities/id/${city.id}`, {
      summary: "Late",
      version: city.version,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      current: {
        version: saved.version,
        modified_date: saved.modified_date,
        modified_by: { id: editor.userId, name: "Pat Places" },
      },
    });
  });
});

describe("venues", () => {
  it("creates a venue with its city, hours and links, and cleans its HTML", async () => {
    const city = await makeCity(t, admin.token, { name: "Minneapolis" });
    const venue = await makeVenue(t, admin.token, {
      name: "Walker Art Center",
      nickname: "Walker",
      type: "institution",
      city_id: city.id,
      address: "725 Vineland Pl",
      geo: { lat: 44.9681, lon: -93.2886 },
      hours: { 0: ["10:00", "17:00"], 1: null, 4: ["10:00", "21:00"] },
      hours_note: "Free Thursday nights",
      website: "https://walkerart.org",
      links: [{ type: "instagram", url: "https://instagram.com/walkerartcenter" }],
      content: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      is_premium: true,
    });
    expect(venue).toMatchObject({
      slug: "walker-art-center",
      city: { id: city.id, name: "Minneapolis", slug: "minneapolis" },
      hours: { 0: ["10:00", "17:00"], 1: null, 4: ["10:00", "21:00"] },
      is_premium: true,
    });
    expect(venue.content).toBe("<p>Hello <a>x</a></p>");
  });

  it("explains bad hours, URLs, types and cities field by field", async () => {
    const res = await postJson(t, admin.token, "/places/venues/list", {
      name: "Bad Place",
      type: "castle",
      hours: { 1: ["25:00", "17:00"] },
      website: "walkerart.org",
      city_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["type", "hours.1.0", "website"]));
    const noCity = await postJson(t, admin.token, "/places/venues/list", {
      name: "Cityless",
      city_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(noCity.status).toBe(400);
    expect((await noCity.json()).errors[0].field).toBe("city_id");
  });

  it("lists by name by default; filters by query, type and city", async () => {
    const city = await makeCity(t, admin.token, { name: "Stillwater" });
    await makeVenue(t, admin.token, { name: "Zenith Studios", type: "studios", city_id: city.id });
    await makeVenue(t, admin.token, {
      name: "Aardvark Prints",
      type: "business",
      city_id: city.id,
    });
    const all = await (await get(`/places/venues/list?city_id=${city.id}`)).json();
    expect(all.results.map((v: { name: string }) => v.name)).toEqual([
      "Aardvark Prints",
      "Zenith Studios",
    ]);
    const studios = await (await get(`/places/venues/list?type=studios&city_id=${city.id}`)).json();
    expect(studios.results.map((v: { name: string }) => v.name)).toEqual(["Zenith Studios"]);
    const found = await (await get("/places/venues/list?query=walk")).json();
    expect(found.results.map((v: { slug: string }) => v.slug)).toContain("walker-art-center");
    expect((await get("/places/venues/list?city_id=nope")).status).toBe(400);
    expect((await get("/places/venues/list?sort_by=phone")).status).toBe(400);
  });

  it("keeps every field a partial update does not send", async () => {
    const venue = await makeVenue(t, admin.token, {
      name: "Partial Museum",
      type: "institution",
      is_premium: true,
      links: [{ type: "instagram", url: "https://instagram.com/partial" }],
    });
    const res = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      summary: "Only this changes.",
    });
    expect((await res.json()).results).toMatchObject({
      summary: "Only this changes.",
      type: "institution",
      is_premium: true,
      links: [{ type: "instagram", url: "https://instagram.com/partial" }],
    });
  });

  it("updates partially with optimistic concurrency", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Rosalux" });
    const res = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      is_closed: true,
      version: 1,
    });
    expect((await res.json()).results).toMatchObject({
      name: "Rosalux",
      is_closed: true,
      version: 2,
    });
    expect(
      (await putJson(t, admin.token, `/places/venues/id/${venue.id}`, { name: "X", version: 1 }))
        .status,
    ).toBe(409);
    expect(
      (
        await putJson(t, admin.token, "/places/venues/id/00000000-0000-4000-8000-000000000000", {
          name: "X",
        })
      ).status,
    ).toBe(404);
  });
});

describe("venue slugs and who changed a venue", () => {
  it("refuses a taken slug with a 409 on the slug field", async () => {
    const first = await makeVenue(t, admin.token, { name: "Taken Slug Gallery" });
    const res = await postJson(t, admin.token, "/places/venues/list", {
      name: "Another",
      slug: first.slug,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      errors: [{ field: "slug", message: expect.any(String) }],
    });
    const other = await makeVenue(t, admin.token, { name: "Other Gallery" });
    const put = await putJson(t, admin.token, `/places/venues/id/${other.id}`, {
      slug: first.slug,
    });
    expect(put.status).toBe(409);
    expect((await put.json()).errors.map((e: { field: string }) => e.field)).toEqual(["slug"]);
  });

  it("keeps the slug of the venue map page free", async () => {
    for (const slug of ["map", "MAP"]) {
      const res = await postJson(t, admin.token, "/places/venues/list", { name: "Mapped", slug });
      expect(res.status, slug).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["slug"]);
    }
    const venue = await makeVenue(t, admin.token, { name: "Map" });
    expect(venue.slug).toBe("map-2");
    const put = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, { slug: "map" });
    expect(put.status).toBe(400);
    expect((await put.json()).errors.map((e: { field: string }) => e.field)).toEqual(["slug"]);
    expect((await get("/places/venues/slug/map")).status).toBe(404);
    // Cities have no such page: "map" is an ordinary city slug.
    expect((await makeCity(t, admin.token, { name: "Map" })).slug).toBe("map");
  });

  it("records the acting superadmin and reports them on a stale write", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Contested Gallery" });
    expect(venue).not.toHaveProperty("modified_by");
    const ok = await putJson(t, editor.token, `/places/venues/id/${venue.id}`, {
      phone: "612-555-0100",
      version: venue.version,
    });
    const saved = (await ok.json()).results;
    expect(saved).toMatchObject({ version: 2 });
    const stale = await putJson(t, admin.token, `/places/venues/id/${venue.id}`, {
      phone: "612-555-0199",
      version: venue.version,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toEqual({
      version: 2,
      modified_date: saved.modified_date,
      modified_by: { id: editor.userId, name: "Pat Places" },
    });
  });
});

describe("finding venues by a misspelled name", () => {
  let walker: { id: string };
  let hairpin: { id: string };
  beforeAll(async () => {
    walker = await makeVenue(t, admin.token, { name: "Walker Art Center", type: "institution" });
    hairpin = await makeVenue(t, admin.token, {
      name: "Lowertown Letterpress Cooperative",
      nickname: "Hairpin Press",
    });
  });

  const search = async (query: string) => {
    const res = await get(`/places/venues/list?page_size=100&query=${encodeURIComponent(query)}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as { total: number; results: { id: string; name: string }[] };
  };

  it("finds a venue whose name is misspelled, and nothing else", async () => {
    const found = await search("walkr art centr");
    expect(found.results.map((v) => v.id)).toContain(walker.id);
    expect(new Set(found.results.map((v) => v.name))).toEqual(new Set(["Walker Art Center"]));
  });

  it("finds a venue by a misspelled nickname", async () => {
    const found = await search("hairpn pres");
    expect(found.results.map((v) => v.id)).toEqual([hairpin.id]);
  });

  it("still finds part of a name spelled right", async () => {
    expect((await search("letterpress")).results.map((v) => v.id)).toEqual([hairpin.id]);
  });

  it("finds nothing for a query like no venue at all", async () => {
    const found = await search("zzqx");
    expect(found).toMatchObject({ total: 0, results: [] });
  });

  it("keeps the other filters on a misspelled search", async () => {
    const ids = async (q: string) =>
      (await (await get(`/places/venues/list?query=walkr%20art%20centr&${q}`)).json()).results.map(
        (v: { id: string }) => v.id,
      );
    expect(await ids("type=institution")).toContain(walker.id);
    expect(await ids("type=gallery")).toEqual([]);
  });
});
