import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// The page cache as visitors and API clients meet it: what is kept, for whom,
// and that a change shows on the very next request (decision 018). The second
// app server on the same PostgreSQL is in server/realtime/cluster.int.test.ts.
const NOW = "2026-11-21T18:00:00.000Z";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let reader: SignedIn;
let venueId: string;
beforeAll(async () => {
  site = await createSiteTestApp("page-cache", { TEST_NOW: NOW });
  t = site.t;
  admin = await superadmin(t, "cache_admin");
  reader = await member(t, "cache_reader", "Rita Reader");
  venueId = (await makeVenue(t, admin.token, { name: "Cache Gallery" })).id;
  await makeEvent(t, admin.token, [when("27")], { name: "First Friday Prints" });
}, 120_000);
afterAll(() => site?.close());

function when(day: string) {
  return {
    venue_id: venueId,
    category: "reception",
    start: `2026-11-${day}T00:00:00Z`,
    end: `2026-11-${day}T03:00:00Z`,
  };
}
const page = (path: string, headers: Record<string, string> = {}) =>
  site.pages.app.request(path, { headers });

describe("anonymous pages", () => {
  it("are shared-cacheable, kept, and answered from memory with the same bytes and ETag", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const first = await page("/calendar/upcoming?cache=first", gzip);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=300",
    );
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("vary")).toContain("Cookie");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const firstBytes = Buffer.from(await first.arrayBuffer());

    const second = await page("/calendar/upcoming?cache=first", gzip);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);

    // Each encoding is its own entry with its own ETag.
    const plain = await page("/calendar/upcoming?cache=first");
    expect(plain.headers.get("x-cache")).toBe("MISS");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).not.toBe(etag);
  });

  it("answer 304 without a body when If-None-Match names the current ETag", async () => {
    const etag = (await page("/calendar/upcoming?cache=etag")).headers.get("etag")!;
    const again = await page("/calendar/upcoming?cache=etag", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await page("/calendar/upcoming?cache=etag", { "if-none-match": '"old"' });
    expect(stale.status).toBe(200);
  });

  it("show a new event on the next request after it is saved", async () => {
    const before = await (await page("/calendar/upcoming")).text();
    expect(before).toContain("First Friday Prints");
    expect(before).not.toContain("Late Night Drawing");
    expect((await page("/calendar/upcoming")).headers.get("x-cache")).toBe("HIT");

    await makeEvent(t, admin.token, [when("28")], { name: "Late Night Drawing" });
    const after = await page("/calendar/upcoming");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Late Night Drawing");
  });

  it("share one render among visitors who arrive together at a page nobody has kept", async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => page("/calendar/upcoming?burst=1")),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    const states = burst.map((r) => r.headers.get("x-cache")).sort();
    expect(states).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    expect(new Set(burst.map((r) => r.headers.get("etag"))).size).toBe(1);
  });

  it("do not hand a render begun before a change to a visitor who comes after it", async () => {
    const early = page("/calendar/upcoming?burst=2");
    await makeEvent(t, admin.token, [when("26")], { name: "Monoprint Monday" });
    const late = await page("/calendar/upcoming?burst=2");
    expect(await late.text()).toContain("Monoprint Monday");
    expect((await early).status).toBe(200);
  });

  it("forget a renamed venue on its page and on the listing", async () => {
    expect(await (await page(`/calendar/upcoming?v=1`)).text()).toContain("Cache Gallery");
    await send(t, admin.token, "PUT", `/places/venues/id/${venueId}`, { name: "Cache House" });
    const listing = await (await page(`/calendar/upcoming?v=1`)).text();
    expect(listing).toContain("Cache House");
    expect(listing).not.toContain("Cache Gallery");
  });

  it("are rendered afresh when the visitor asks for no-cache, and the fresh copy is kept", async () => {
    await page("/venues");
    const fresh = await page("/venues", { "cache-control": "no-cache" });
    expect(fresh.headers.get("x-cache")).toBe("BYPASS");
    expect((await page("/venues")).headers.get("x-cache")).toBe("HIT");
  });

  it("never keep error pages or private pages", async () => {
    await page("/events/no-such-event");
    const missing = await page("/events/no-such-event");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-cache")).toBeNull();
    expect(missing.headers.get("cache-control") ?? "").not.toContain("public");
    const signIn = await page("/sign-in");
    expect(signIn.headers.get("x-cache")).toBeNull();
    expect(signIn.headers.get("cache-control") ?? "").not.toContain("public");
  });
});

describe("signed-in pages", () => {
  it("are private, never kept and never served from the anonymous copy", async () => {
    await page("/calendar/upcoming?who=1");
    expect((await page("/calendar/upcoming?who=1")).headers.get("x-cache")).toBe("HIT");

    const mine = await page("/calendar/upcoming?who=1", { cookie: reader.cookie });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.headers.get("etag")).toBeNull();
    expect(await mine.text()).toContain("Rita Reader");

    const anonymous = await page("/calendar/upcoming?who=1");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("Rita Reader");
  });

  it("a signed-in first visit leaves nothing for anonymous visitors", async () => {
    const mine = await page("/cities?who=2", { cookie: reader.cookie });
    expect(await mine.text()).toContain("Rita Reader");
    const anonymous = await page("/cities?who=2");
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(await anonymous.text()).not.toContain("Rita Reader");
  });
});

describe("public API lists", () => {
  const list = "/api/v5/calendar/events/list?page_size=50";
  it("are kept for anonymous callers and forgotten after a write", async () => {
    const first = await t.app.request(list);
    expect(first.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=300",
    );
    expect(first.headers.get("vary")).toContain("Authorization");
    const hit = await t.app.request(list);
    expect(hit.headers.get("x-cache")).toBe("HIT");

    await makeEvent(t, admin.token, [when("29")], { name: "Zine Swap" });
    const after = await t.app.request(list);
    expect(after.headers.get("x-cache")).toBe("MISS");
    const names = (await after.json()).results.map((e: { name: string }) => e.name);
    expect(names).toContain("Zine Swap");
  });

  it("are never kept or served from memory for a caller with a token", async () => {
    await t.app.request(list);
    const mine = await t.app.request(list, { headers: bearer(admin.token) });
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(mine.headers.get("x-cache")).toBeNull();
  });

  it("private endpoints stay no-store for everyone", async () => {
    const orders = await t.app.request("/api/v5/shop/orders/list");
    expect(orders.status).toBe(401);
    expect(orders.headers.get("cache-control")).toBe("no-store");
  });
});
