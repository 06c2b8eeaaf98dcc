// The in-process page cache for public pages (docs/decisions/018-page-cache.md, 022).
// It keeps the exact bytes sent (already compressed, one entry per encoding)
// of public pages, their loader data and public API lists, for a minute at
// most, and forgets everything whenever content changes: at once on the
// server that wrote, and on the others when the change notification arrives
// (both through server/lib/content-changes.ts).
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler, Next } from "hono";
import pLimit from "p-limit";
import { chooseEncoding, compressForKeeping } from "../compression.ts";
import { collectClockChanges } from "./clock-changes.ts";
import { type CachedResponse, createLru } from "./lru.ts";
import {
  canonicalSearch,
  etagMatches,
  isKeyed,
  isPersonal,
  isPublicApi,
  isPublicPage,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "./rules.ts";

export interface PageCacheOptions {
  /** The byte budget; 0 turns the cache off (PAGE_CACHE=off: the headers and 304s stay). */
  maxBytes: number;
  /** How long an entry may be served at most; matches s-maxage. */
  ttlMs?: number;
  now?: () => number;
  /**
   * The site's clock (services.clock; pinned in tests), against which the
   * dates a render shows are read: an entry is kept no longer than the first
   * of them still ahead, nor past the next 03:00 or 05:00 (clock-changes.ts).
   */
  siteNow?: () => Date;
  /**
   * Public renders under way at once in this process; more wait their turn.
   * Past the cores' worth, more at once only holds more memory and makes
   * each one slower (RENDER_CONCURRENCY, decision 034).
   */
  renders?: number;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const lru = createLru(options.maxBytes);
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const siteNow = options.siteNow ?? (() => new Date(now()));
  const renderTurn = pLimit(options.renders ?? 4);
  // Bumped by every invalidation: a page rendered across one is not stored.
  let generation = 0;
  // Renders under way, by key: a burst of visitors to a page nobody has
  // cached waits for one render instead of starting one each (a stampede
  // right after every change would otherwise render a popular page N times).
  const inflight = new Map<string, Promise<CachedResponse | null>>();

  function invalidate() {
    generation++;
    lru.clear();
    // Renders begun before the change must not answer visitors who come after it.
    inflight.clear();
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const api = url.pathname.startsWith("/api/");
    const isPublic = api ? isPublicApi(url.pathname) : isPublicPage(url.pathname);
    // A public page is one document for everybody, signed in or not: what is
    // personal arrives after hydration (GET /api/v5/auth/viewer). An API
    // answer to a bearer token is the caller's own; one to an API key is
    // counted and limited by the API, so it must reach it.
    if (!isPublic || (api && (isPersonal(c.req.raw.headers) || isKeyed(c.req.raw.headers)))) {
      await next();
      // A page rendered for someone signed in is theirs alone.
      if (!api && isPersonal(c.req.raw.headers) && !c.res.headers.has("cache-control"))
        c.res.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
      return;
    }

    // Unknown parameters and their order make no new entry, and the page
    // renders what the key says (no parameter it ignores reflected in it).
    const search = canonicalSearch(url.search, api);
    if (search !== url.search) {
      url.search = search;
      c.req.raw = new Request(url, c.req.raw);
    }
    const encoding = chooseEncoding(c.req.header("accept-encoding")) ?? "identity";
    const key = `${url.pathname}${url.search}\n${encoding}`;
    const ifNoneMatch = c.req.header("if-none-match");
    // A client's Cache-Control: no-cache or Pragma never skips this cache: a
    // reload revalidates with the ETag (304) or gets the kept bytes, so no
    // client can make the server render on demand.
    const caching = options.maxBytes > 0;
    if (caching) {
      const hit = lru.get(key);
      if (hit && hit.expiresAt > now() && siteNow().getTime() < hit.changesAt)
        return send(hit, "HIT", method, ifNoneMatch, now());
      if (hit) lru.delete(key);
      // No await between this look-up and the registration below: one leader per key.
      const pending = inflight.get(key);
      const joined = pending ? await pending : null;
      if (joined) return send(joined, "HIT", method, ifNoneMatch, now());
    }

    let settle: (entry: CachedResponse | null) => void = () => {};
    const shared =
      caching && method === "GET" && !inflight.has(key)
        ? new Promise<CachedResponse | null>((resolve) => (settle = resolve))
        : null;
    if (shared) inflight.set(key, shared);
    if (caching && method === "GET") compressForKeeping(c);
    try {
      settle(await renderTurn(() => render(c, next, { key, api, ifNoneMatch })));
    } finally {
      settle(null); // no-op once settled; followers render for themselves on null
      if (shared && inflight.get(key) === shared) inflight.delete(key);
    }
  };

  /** Renders the answer, stores it when it may be shared, and sends it; the entry, or null when it is not shareable. */
  async function render(
    c: Context,
    next: Next,
    r: { key: string; api: boolean; ifNoneMatch: string | undefined },
  ): Promise<CachedResponse | null> {
    const { key, api, ifNoneMatch } = r;
    const method = c.req.method;
    const startedAt = generation;
    const renderedAt = now();
    const renderedOn = siteNow();
    const { next: changesAt } = await collectClockChanges(renderedOn, next);
    // Shared caches keep it until the content changes by the clock, a minute
    // at most. Here the change is read on the site's clock itself, so a
    // pinned test clock (TEST_NOW), on which nothing ever starts or ends,
    // does not expire an entry whose dates begin at the pinned instant.
    const lifetime = Math.max(0, Math.min(ttlMs, changesAt - renderedOn.getTime()));
    const res = c.res;
    if (res.status !== 200 || res.headers.has("set-cookie") || !res.body) return null;
    const cacheControl = res.headers.get("cache-control");
    // Routes may say how long their answer keeps (feeds do); the API's default no-store is for signed-in answers.
    if (!cacheControl || (api && cacheControl === "no-store"))
      res.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
    else if (!cacheControl.includes("public")) return null;
    // Shared caches keep it no longer either.
    const seconds = Math.floor(lifetime / 1000);
    const shared = res.headers.get("cache-control")!;
    if (seconds < ttlMs / 1000)
      res.headers.set("cache-control", shared.replace(/s-maxage=\d+/, `s-maxage=${seconds}`));
    // Pages do not vary by cookie: signed-in visitors get the same document.
    if (api) res.headers.append("vary", "Authorization");

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = [...res.headers.entries()].filter(([k]) => k !== "content-length");
    const entry: CachedResponse = {
      status: 200,
      headers,
      body,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
      storedAt: now(),
      expiresAt: renderedAt + ttlMs,
      changesAt,
    };
    if (method === "GET" && options.maxBytes > 0 && startedAt === generation) lru.set(key, entry);
    c.res = send(entry, "MISS", method, ifNoneMatch, entry.storedAt);
    return entry;
  }

  function send(
    e: CachedResponse,
    status: "HIT" | "MISS",
    method: string,
    ifNoneMatch: string | undefined,
    at: number,
  ): Response {
    const headers = new Headers(e.headers);
    headers.set("etag", e.etag);
    headers.set("x-cache", status);
    if (status === "HIT") headers.set("age", String(Math.floor((at - e.storedAt) / 1000)));
    if (etagMatches(ifNoneMatch, e.etag)) {
      for (const h of ["content-type", "content-encoding", "content-length"]) headers.delete(h);
      return new Response(null, { status: 304, headers });
    }
    headers.set("content-length", String(e.body.byteLength));
    return new Response(method === "HEAD" ? null : e.body, { status: e.status, headers });
  }

  return {
    middleware,
    invalidate,
    stats: () => ({ entries: lru.size, bytes: lru.bytes }),
  };
}
