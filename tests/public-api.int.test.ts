import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor, makeCategory } from "./blog-factories.ts";
import { makeCity, makeEvent, makeVenue, putJson, send } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { PREFIX, v5Endpoints } from "./fuzz/endpoints.ts";
import { makeAdvert, makeContainer, makeProduct, placeOrder } from "./shop-factories.ts";
import { createTestApp } from "./test-app.ts";

// Crawls the API as an anonymous visitor: every collection endpoint, then
// every record endpoint with each id, slug and legacy id the crawl found, and
// the visitor's own calls (order confirmation, username check). No answer may
// carry a person's id or email, or a field that only staff may read.

/** Keys that name people or staff-only state, at any depth. */
const STAFF_ONLY_KEYS = new Set([
  "modified_by",
  "submitted_by",
  "created_by",
  "user_id",
  "member",
  "email_verified",
  "is_superadmin",
  "is_initialized",
]);

const t = await createTestApp();
let admin: SignedIn;
let editor: SignedIn;
let visitor: SignedIn;
/** Every person's id and email: none of them may appear in a public answer. */
let personal: string[] = [];
let confirmationId = "";

beforeAll(async () => {
  admin = await superadmin(t, "crawl_admin");
  editor = await superadmin(t, "crawl_editor");
  visitor = await member(t, "crawl_visitor");
  personal = [admin, editor, visitor].flatMap((p) => [p.userId, p.email]);
  const city = await makeCity(t, admin.token, { slug: "crawl-town", legacy_id: "crawl-city" });
  const venue = await makeVenue(t, admin.token, {
    city_id: city.id,
    legacy_id: "crawl-venue",
    // A venue's published contact address is public; a person's is not.
    email: "frontdesk@gallery.example",
  });
  const event = await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-12-04T00:00:00Z",
        end: "2026-12-04T03:00:00Z",
      },
    ],
    { legacy_id: "crawl-show" },
  );
  // Edited by someone else, so modified_by and submitted_by both name people.
  await putJson(t, editor.token, `/calendar/events/id/${event.id}`, { summary: "Edited" });
  await putJson(t, editor.token, `/places/venues/id/${venue.id}`, { summary: "Edited" });
  const author = await makeAuthor(t, admin.token, { legacy_id: "crawl-author" });
  await makeCategory(t, admin.token, {});
  const article = await makeArticle(t, admin.token, author.id, {
    is_published: true,
    published_date: "2026-11-01T12:00:00Z",
    legacy_id: "crawl-article",
  });
  const product = await makeProduct(t, admin.token, {});
  await makeAdvert(t, admin.token, { legacy_id: "crawl-ad" });
  await makeContainer(t, admin.token, {
    url: "https://example.org/crawl.jpg",
    legacy_id: "crawl-file",
  });
  const marquee = await putJson(t, editor.token, "/featured/marquee", {
    items: [
      { resource_type: "event", resource_id: event.id },
      { resource_type: "article", resource_id: article.id },
      { resource_type: "venue", resource_id: venue.id },
    ],
  });
  if (marquee.status !== 200) throw new Error(`marquee: ${await marquee.text()}`);
  ({ confirmationId } = await placeOrder(t, product));
});
afterAll(() => t.close());

/** Where a public answer leaks: the JSON paths of staff-only keys and of personal values. */
function leaks(value: unknown, path = "$"): string[] {
  if (typeof value === "string") {
    return personal.some((p) => value.toLowerCase().includes(p.toLowerCase()))
      ? [`${path}=${value}`]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(STAFF_ONLY_KEYS.has(k) ? [`${path}.${k}`] : []),
      ...leaks(v, `${path}.${k}`),
    ]);
  }
  return [];
}

/** Ids, slugs and legacy ids anywhere in an answer, for the record endpoints. */
function collect(value: unknown, found: Map<string, Set<string>>) {
  if (Array.isArray(value)) for (const v of value) collect(v, found);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string" && ["id", "slug", "legacy_id"].includes(k)) {
        found.get(k)?.add(v) ?? found.set(k, new Set([v]));
      } else collect(v, found);
    }
  }
}

describe("what an anonymous visitor can read", () => {
  it("carries no person's id or email and no staff-only field, on any endpoint", async () => {
    // The OpenAPI document names fields (and has made-up examples); it holds no records.
    const endpoints = v5Endpoints(t.app).filter(
      (e) => e.method === "GET" && e.pattern !== "/openapi.json",
    );
    const found = new Map<string, Set<string>>();
    const answers: [string, unknown][] = [];
    const read = async (url: string) => {
      const res = await t.app.request(`${PREFIX}${url}`);
      if (res.status !== 200 || !res.headers.get("content-type")?.includes("json")) return;
      const body = await res.json();
      answers.push([url, body]);
      collect(body, found);
    };
    for (const e of endpoints.filter((e) => !e.pattern.includes(":"))) {
      await read(e.pattern);
      await read(`${e.pattern}?config_only=true`);
    }
    for (const e of endpoints.filter((e) => e.pattern.includes(":"))) {
      const kind = /\/(id|slug|legacy_id)\/:\w+$/.exec(e.pattern)?.[1] ?? "id";
      for (const value of found.get(kind) ?? []) {
        await read(e.pattern.replace(/:\w+$/, encodeURIComponent(value)));
      }
    }
    // The visitor's own calls that answer with data.
    const order = await send(t, null, "POST", "/shop/store/order/confirmation", {
      order_confirmation_id: confirmationId,
    });
    // The buyer sees where the receipt went; nothing else about anybody.
    answers.push(["POST /shop/store/order/confirmation", { ...order, email: undefined }]);

    // The crawl reached the records it must check.
    const urls = answers.map(([u]) => u);
    for (const reached of [
      "/calendar/events/id/",
      "/places/venues/slug/",
      "/blog/articles/id/",
      "/featured/marquee?config_only=true",
    ]) {
      expect(
        urls.some((u) => u.startsWith(reached)),
        reached,
      ).toBe(true);
    }
    const leaked = answers.flatMap(([url, body]) => leaks(body).map((l) => `${url} ${l}`));
    expect(leaked).toEqual([]);
  });
});
