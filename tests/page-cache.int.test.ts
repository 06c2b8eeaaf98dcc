import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brotli } from "../server/lib/compression.ts";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "./factories.ts";
import { createPagesApp, createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
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
// Each test starts with nothing kept.
beforeEach(() => t.app.pageCache.invalidate());

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
    const first = await page("/calendar/upcoming", gzip);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=300",
    );
    expect(first.headers.get("x-cache")).toBe("MISS");
    // One document for everybody, signed in or not.
    expect(first.headers.get("vary") ?? "").not.toContain("Cookie");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const firstBytes = Buffer.from(await first.arrayBuffer());

    const second = await page("/calendar/upcoming", gzip);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);

    // Each encoding is its own entry with its own ETag.
    const plain = await page("/calendar/upcoming");
    expect(plain.headers.get("x-cache")).toBe("MISS");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).not.toBe(etag);
  });

  it("are compressed harder than the same page made for one request", async () => {
    // Kept bytes go to many visitors; an answer made for one (no cache here)
    // is compressed for speed (decision 067). Both are the same document.
    const { deps } = t;
    const once = await createPagesApp(
      { ...deps, config: { ...deps.config, pageCacheBytes: 0 } },
      { changes: t.app.changes },
    );
    try {
      for (const [encoding, unpack, pack] of [
        ["br", brotliDecompressSync, brotli],
        [
          "gzip",
          gunzipSync,
          (raw: Buffer, fast: boolean) => gzipSync(raw, { level: fast ? 1 : 6 }),
        ],
      ] as const) {
        const headers = { "accept-encoding": encoding };
        const kept = await page("/calendar/upcoming", headers);
        expect(kept.headers.get("x-cache")).toBe("MISS");
        const fresh = await once.app.request("/calendar/upcoming", { headers });
        expect(fresh.headers.get("content-encoding")).toBe(encoding);
        const [k, f] = [
          Buffer.from(await kept.arrayBuffer()),
          Buffer.from(await fresh.arrayBuffer()),
        ];
        expect(unpack(f).toString(), encoding).toContain("First Friday Prints");
        expect(k.equals(pack(unpack(k), false)), encoding).toBe(true);
        expect(f.equals(pack(unpack(f), true)), encoding).toBe(true);
      }
    } finally {
      await once.close();
    }
  });

  it("answer 304 without a body when If-None-Match names the current ETag", async () => {
    const etag = (await page("/calendar/upcoming")).headers.get("etag")!;
    const again = await page("/calendar/upcoming", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await page("/calendar/upcoming", { "if-none-match": '"old"' });
    expect(stale.status).toBe(200);
  });

  it.each([["/"], ["/calendar/upcoming"], ["/events/first-friday-prints"]])(
    "%s: a browser's reload or no-cache is answered from the cache, or with a 304",
    async (path) => {
      const first = await page(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      const reloads: Record<string, string>[] = [
        { "cache-control": "no-cache" },
        { "cache-control": "max-age=0" },
        { pragma: "no-cache", "cache-control": "no-cache" },
      ];
      for (const headers of reloads) {
        const again = await page(path, headers);
        expect(again.headers.get("x-cache")).toBe("HIT");
        expect(again.headers.get("etag")).toBe(etag);
      }
      const reload = await page(path, { "cache-control": "max-age=0", "if-none-match": etag });
      expect(reload.status).toBe(304);
    },
  );

  it.each([["/"], ["/calendar/upcoming"], ["/events/first-friday-prints"]])(
    "%s: parameters the page does not read make no new entry and are not in the page",
    async (path) => {
      const first = await page(`${path}?zzz=${Math.random().toString(36).slice(2)}`);
      expect(first.headers.get("x-cache")).toBe("MISS");
      const html = await first.text();
      expect(html).not.toContain("zzz");
      const other = await page(`${path}?zzz=${Math.random().toString(36).slice(2)}&utm_source=x`);
      expect(other.headers.get("x-cache")).toBe("HIT");
      expect((await page(path)).headers.get("x-cache")).toBe("HIT");
    },
  );

  it("keep one entry for a filter whatever the order of its parameters, and still filter", async () => {
    const a = await page("/calendar/upcoming?q=prints&category=reception");
    expect(a.headers.get("x-cache")).toBe("MISS");
    expect(await a.text()).toContain("First Friday Prints");
    const b = await page("/calendar/upcoming?category=reception&zzz=1&q=prints");
    expect(b.headers.get("x-cache")).toBe("HIT");
    const none = await page("/calendar/upcoming?q=no-such-words-anywhere");
    expect(await none.text()).not.toContain("First Friday Prints");
  });

  it("keep a listing's view and start day, and one entry for any junk value of them", async () => {
    const list = await page("/calendar/upcoming?view=compact");
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain('data-testid="event-row"');
    expect(listHtml).toContain("First Friday Prints");
    // An unknown view is the grid: the plain listing's entry.
    expect((await page("/calendar/upcoming?view=zzz1")).headers.get("x-cache")).toBe("MISS");
    expect((await page("/calendar/upcoming?view=zzz2")).headers.get("x-cache")).toBe("HIT");
    expect((await page("/calendar/upcoming")).headers.get("x-cache")).toBe("HIT");
    // From Friday the 27th: Thursday evening's reception is over.
    const later = await page("/calendar/upcoming?from=2026-11-27");
    expect(later.status).toBe(200);
    expect(await later.text()).not.toContain("First Friday Prints");
    // A date it cannot read: the ordinary listing with a note, one entry for all such.
    const bad = await page("/calendar/upcoming?from=2026-02-30");
    expect(bad.status).toBe(200);
    const badHtml = await bad.text();
    expect(badHtml).toContain("read that date, so the listing starts today");
    expect(badHtml).toContain("First Friday Prints");
    expect((await page("/calendar/upcoming?from=%3Cjunk%3E")).headers.get("x-cache")).toBe("HIT");
  });

  it("keep the price and access filters, one entry for any spelling of free, and still filter", async () => {
    // First Friday Prints says nothing of admission; a free, step-free one beside it.
    const venue = await makeVenue(t, admin.token, {
      name: "Ramp Gallery",
      accessibility: ["step_free"],
    });
    await makeEvent(t, admin.token, [{ ...when("28"), venue_id: venue.id }], {
      name: "Free Ramp Night",
      admission: "free",
    });
    t.app.pageCache.invalidate();
    const free = await page("/calendar/upcoming?free=1&access=step_free");
    expect(free.headers.get("x-cache")).toBe("MISS");
    const html = await free.text();
    expect(html).toContain("Free Ramp Night");
    expect(html).not.toContain("First Friday Prints");
    // free=true and the other order are the same filter, so the same entry.
    const same = await page("/calendar/upcoming?access=step_free&free=true");
    expect(same.headers.get("x-cache")).toBe("HIT");
    const stepFree = await page("/calendar/upcoming?access=step_free");
    expect(stepFree.headers.get("x-cache")).toBe("MISS");
    expect(await stepFree.text()).toContain("Free Ramp Night");
    // A junk value of free is no filter: the plain listing.
    const plain = await page("/calendar/upcoming?free=zzz");
    expect(await plain.text()).toContain("First Friday Prints");
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
    const burst = await Promise.all(Array.from({ length: 6 }, () => page("/calendar/upcoming")));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    const states = burst.map((r) => r.headers.get("x-cache")).sort();
    expect(states).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    expect(new Set(burst.map((r) => r.headers.get("etag"))).size).toBe(1);
  });

  it("do not hand a render begun before a change to a visitor who comes after it", async () => {
    const early = page("/calendar/upcoming");
    await makeEvent(t, admin.token, [when("26")], { name: "Monoprint Monday" });
    const late = await page("/calendar/upcoming");
    expect(await late.text()).toContain("Monoprint Monday");
    expect((await early).status).toBe(200);
  });

  it("forget a renamed venue on its page and on the listing", async () => {
    expect(await (await page("/calendar/upcoming")).text()).toContain("Cache Gallery");
    await send(t, admin.token, "PUT", `/places/venues/id/${venueId}`, { name: "Cache House" });
    const listing = await (await page("/calendar/upcoming")).text();
    expect(listing).toContain("Cache House");
    expect(listing).not.toContain("Cache Gallery");
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

describe("signed-in visitors", () => {
  it.each([["/"], ["/calendar/upcoming"], ["/events/first-friday-prints"]])(
    "%s: get the anonymous visitors' cached document, with nothing of theirs in it",
    async (path) => {
      const anonymous = await page(path);
      expect(anonymous.headers.get("x-cache")).toBe("MISS");
      const mine = await page(path, { cookie: reader.cookie });
      expect(mine.headers.get("x-cache")).toBe("HIT");
      expect(mine.headers.get("etag")).toBe(anonymous.headers.get("etag"));
      expect(mine.headers.get("cache-control")).toContain("public");
      const html = await mine.text();
      expect(html).not.toContain("Rita Reader");
      expect(html).not.toContain(reader.email);
      // Without JavaScript the header offers the account page.
      expect(html).toContain('href="/account"');
    },
  );

  it("a signed-in first visit leaves a document any visitor may get", async () => {
    const mine = await page("/cities", { cookie: admin.cookie });
    expect(mine.headers.get("x-cache")).toBe("MISS");
    expect(await mine.text()).not.toContain(admin.email);
    const anonymous = await page("/cities");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
  });

  it("learn who they are from one private request", async () => {
    const mine = await site.pages.app.request("/api/v5/auth/viewer", {
      headers: { cookie: reader.cookie },
    });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await mine.json()).results).toMatchObject({ name: "Rita Reader" });
    const nobody = await site.pages.app.request("/api/v5/auth/viewer");
    expect(nobody.headers.get("cache-control")).toBe("private, no-store");
    expect((await nobody.json()).results).toBeNull();
  });

  it("private pages stay theirs: rendered with the session, never kept", async () => {
    const account = await page("/account", { cookie: reader.cookie });
    expect(account.status).toBe(200);
    expect(account.headers.get("cache-control")).toBe("private, no-store");
    expect(account.headers.get("x-cache")).toBeNull();
    expect(await account.text()).toContain("Rita Reader");
  });
});

describe("public API lists", () => {
  const list = "/api/v5/calendar/events/list?page_size=50";
  it("keep one entry whatever unknown parameters a caller adds", async () => {
    expect((await t.app.request(list)).headers.get("x-cache")).toBe("MISS");
    const busted = await t.app.request(`${list}&_=${Date.now()}`, {
      headers: { "cache-control": "no-cache" },
    });
    expect(busted.headers.get("x-cache")).toBe("HIT");
  });

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
