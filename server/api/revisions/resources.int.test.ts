import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredMarquee } from "../../../db/schema/featured.ts";
import { makeArticle, makeAuthor } from "../../../tests/blog-factories.ts";
import { makeVenue, postJson, putJson } from "../../../tests/calendar-factories.ts";
import { bearer, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { makeAdvert, makeProduct } from "../../../tests/shop-factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Every other kind of record with a history: an edit is a revision, a revert
// brings the field back, and a delete goes to the trash and comes back.

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "resources_admin");
});
afterAll(() => t.close());

const history = async (resource: string, id: string) =>
  (
    await (
      await t.app.request(`/api/v5/revisions/list?resource=${resource}&id=${id}`, {
        headers: bearer(admin.token),
      })
    ).json()
  ).results as { id: string; action: string; changes: { field: string }[] }[];

interface Case {
  resource: string;
  make: () => Promise<{ id: string }>;
  path: (id: string) => string;
  field: string;
  value: unknown;
}
const cases: Case[] = [
  {
    resource: "article",
    make: async () => makeArticle(t, admin.token, (await makeAuthor(t, admin.token)).id),
    path: (id) => `/blog/articles/id/${id}`,
    field: "summary",
    value: "Edited summary",
  },
  {
    resource: "author",
    make: () => makeAuthor(t, admin.token),
    path: (id) => `/blog/authors/id/${id}`,
    field: "bio",
    value: "Edited bio",
  },
  {
    resource: "advert",
    make: () => makeAdvert(t, admin.token),
    path: (id) => `/promo/adverts/id/${id}`,
    field: "weight",
    value: 7,
  },
  {
    resource: "product",
    make: () => makeProduct(t, admin.token),
    path: (id) => `/shop/store/products/id/${id}`,
    field: "summary",
    value: "Edited summary",
  },
];

describe.each(cases)("$resource", ({ resource, make, path, field, value }) => {
  it("records an edit, reverts it, and comes back from the trash", async () => {
    const record = await make();
    const original = (
      await (
        await t.app.request(`/api/v5${path(record.id)}`, {
          headers: bearer(admin.token),
        })
      ).json()
    ).results;
    expect((await putJson(t, admin.token, path(record.id), { [field]: value })).status).toBe(200);
    const [edit, created] = await history(resource, record.id);
    expect(edit!.changes.map((c) => c.field)).toEqual([field]);

    const reverted = await postJson(t, admin.token, `/revisions/id/${created!.id}/revert`, {});
    expect(reverted.status).toBe(200);
    expect((await reverted.json()).results[field]).toEqual(original[field]);

    const del = await postJson(t, admin.token, "/trash/list", { resource, id: record.id });
    expect(del.status).toBe(201);
    const entry = (await del.json()).results;
    const restored = await postJson(t, admin.token, `/trash/id/${entry.id}/restore`, {});
    expect(restored.status).toBe(200);
    const back = (
      await (
        await t.app.request(`/api/v5${path(record.id)}`, {
          headers: bearer(admin.token),
        })
      ).json()
    ).results;
    expect({ ...back, modified_date: null }).toEqual({
      ...original,
      modified_date: null,
      version: back.version,
    });
  });
});

describe("what cannot be deleted", () => {
  it("an author with articles is refused with a clear 409", async () => {
    const author = await makeAuthor(t, admin.token);
    await makeArticle(t, admin.token, author.id);
    const res = await postJson(t, admin.token, "/trash/list", {
      resource: "author",
      id: author.id,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/articles/);
  });

  it("the marquee has a history but no delete", async () => {
    const venue = await makeVenue(t, admin.token);
    const put = await putJson(t, admin.token, "/featured/marquee", {
      items: [{ resource_type: "venue", resource_id: venue.id }],
    });
    expect(put.status).toBe(200);
    const [row] = await t.database.db.select().from(featuredMarquee);
    const [first] = await history("marquee", row!.id);
    expect(first!.changes.map((c) => c.field)).toEqual(["items"]);
    const res = await postJson(t, admin.token, "/trash/list", { resource: "marquee", id: row!.id });
    expect(res.status).toBe(400);
  });
});
