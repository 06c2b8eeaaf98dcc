import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor } from "../../../tests/blog-factories.ts";
import { makeEvent, makeVenue, putJson } from "../../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

const NOW = "2026-11-21T18:00:00.000Z";

let t: TestApp;
let admin: SignedIn;
let reader: SignedIn;
let ids: { article: string; show: string; talk: string; venue: string; draft: string };
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW } });
  admin = await superadmin(t, "marquee_admin");
  reader = await member(t, "marquee_reader");
  const venue = await makeVenue(t, admin.token, { name: "Marquee Gallery" });
  const date = (day: number) => ({
    venue_id: venue.id,
    category: "reception",
    start: `2026-12-0${day}T00:00:00Z`,
    end: `2026-12-0${day}T03:00:00Z`,
  });
  const author = await makeAuthor(t, admin.token);
  ids = {
    article: (
      await makeArticle(t, admin.token, author.id, {
        title: "Featured Essay",
        is_published: true,
        published_date: "2026-11-01T12:00:00Z",
      })
    ).id,
    show: (await makeEvent(t, admin.token, [date(1)], { name: "First Show" })).id,
    talk: (await makeEvent(t, admin.token, [date(2)], { name: "Second Talk" })).id,
    venue: venue.id,
    draft: (await makeEvent(t, admin.token, [date(3)], { name: "Hidden Draft", status: "draft" }))
      .id,
  };
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(`/api/v5${path}`);
  return { status: res.status, body: await res.json() };
};
const put = (body: unknown, token = admin.token) => putJson(t, token, "/featured/marquee", body);
const item = (resource_type: string, resource_id: string) => ({ resource_type, resource_id });

describe("the featured marquee", () => {
  it("is empty until configured", async () => {
    expect((await get("/featured/marquee?config_only=true")).body.results).toMatchObject({
      items: [],
      version: 0,
    });
    expect((await get("/featured/marquee")).body.results).toEqual([]);
  });

  it("keeps the order it is given and expands each item into its public record", async () => {
    const res = await put({
      items: [
        item("article", ids.article),
        item("event", ids.talk),
        item("event", ids.show),
        item("venue", ids.venue),
      ],
      version: 0,
    });
    expect(res.status).toBe(200);
    const config = (await get("/featured/marquee?config_only=true")).body.results;
    expect(config.version).toBe(1);
    expect(config.items.map((i: { resource_id: string }) => i.resource_id)).toEqual([
      ids.article,
      ids.talk,
      ids.show,
      ids.venue,
    ]);
    const expanded = (await get("/featured/marquee")).body.results;
    expect(expanded.map((e: { title: string }) => e.title)).toEqual([
      "Featured Essay",
      "Second Talk",
      "First Show",
      "Marquee Gallery",
    ]);
    expect(expanded[0]).toMatchObject({
      resource_type: "article",
      url: "/written/2026/11/featured-essay",
      record: { title: "Featured Essay" },
    });
    expect(expanded[1].record.event_dates).toHaveLength(1);
    expect(expanded[3].url).toBe("/venues/marquee-gallery");
  });

  it("drops an item from the public marquee once its record is unpublished", async () => {
    await put({ items: [item("article", ids.article), item("event", ids.show)] });
    expect(
      (await putJson(t, admin.token, `/blog/articles/id/${ids.article}`, { is_published: false }))
        .status,
    ).toBe(200);
    const expanded = (await get("/featured/marquee")).body.results;
    expect(expanded.map((e: { title: string }) => e.title)).toEqual(["First Show"]);
    // The configuration still holds it, for when it comes back.
    expect((await get("/featured/marquee?config_only=true")).body.results.items).toHaveLength(2);
    await putJson(t, admin.token, `/blog/articles/id/${ids.article}`, { is_published: true });
  });

  it("refuses unknown types, missing or unpublished records, duplicates and more than 12 items", async () => {
    const cases: [unknown, string][] = [
      [{ items: [item("poster", ids.show)] }, "items.0.resource_type"],
      [{ items: [item("event", ids.show), item("event", ids.draft)] }, "items.1.resource_id"],
      [{ items: [item("venue", "00000000-0000-4000-8000-000000000000")] }, "items.0.resource_id"],
      [{ items: [item("event", ids.show), item("event", ids.show)] }, "items.1.resource_id"],
      [{ items: Array.from({ length: 13 }, () => item("event", ids.show)) }, "items"],
      [{ items: "everything" }, "items"],
      [{ items: [], colour: "red" }, "body"],
      [
        { items: [{ ...item("event", ids.show), advert_spot: "sidebar_9" }] },
        "items.0.advert_spot",
      ],
    ];
    const before = (await get("/featured/marquee?config_only=true")).body.results;
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, field).toBe(400);
      const errors = (await res.json()).errors as { field: string }[];
      expect(
        errors.some((e) => e.field === field || (field === "body" && e.field !== undefined)),
        `${field}: ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
    expect((await get("/featured/marquee?config_only=true")).body.results).toEqual(before);
    expect((await get("/featured/marquee?config_only=maybe")).status).toBe(400);
  });

  it("keeps an item's advert spot, and none for an empty one", async () => {
    const res = await put({
      items: [
        { ...item("event", ids.show), advert_spot: "home_2" },
        { ...item("event", ids.talk), advert_spot: "" },
      ],
    });
    expect(res.status).toBe(200);
    const config = (await get("/featured/marquee?config_only=true")).body.results;
    expect(config.items.map((i: { advert_spot: string | null }) => i.advert_spot)).toEqual([
      "home_2",
      null,
    ]);
  });

  it("refuses a stale version with a 409 naming the current one", async () => {
    const { version } = (await get("/featured/marquee?config_only=true")).body.results;
    expect((await put({ items: [item("venue", ids.venue)], version })).status).toBe(200);
    const stale = await put({ items: [], version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({ version: version + 1 });
  });

  it("lets only superadmins change it", async () => {
    const anon = await t.app.request("/api/v5/featured/marquee", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [] }),
    });
    expect(anon.status).toBe(401);
    expect((await put({ items: [] }, reader.token)).status).toBe(403);
  });
});
