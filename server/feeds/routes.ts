import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { ApiError } from "../../core/errors.ts";
import type { AppEnv } from "../deps.ts";
import { etagMatches } from "../lib/page-cache/rules.ts";
import type { Services } from "../services.ts";
import type { ListingFormat } from "./service.ts";

// The feed addresses (docs/feeds.md). React Router cannot match "{slug}.ics"
// inside one path segment, so Hono answers them before the pages; any other
// path under /events, /calendar, /venues or /cities falls through to the pages.

const TYPES: Record<ListingFormat, string> = {
  ics: "text/calendar; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  rss: "application/rss+xml; charset=utf-8",
};
/** Calendar apps and readers poll; a CDN may serve a minute-old copy and refresh it behind. */
const CACHE = "public, s-maxage=60, stale-while-revalidate=300";
/** A personal feed: kept by nobody between us and the calendar app; revalidated every time. */
const PERSONAL_CACHE = "private, no-cache";

interface Feed {
  /** A document, or JSON to serialize. */
  body: string | object;
  headers?: Record<string, string>;
}

/** The service's answer, or its 404/400 in plain words (a calendar app shows no HTML). */
async function answer(c: Context<AppEnv>, format: ListingFormat, work: () => Promise<Feed>) {
  try {
    const { body, headers } = await work();
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return c.body(text, 200, { "content-type": TYPES[format], "cache-control": CACHE, ...headers });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    const lines = [err.message, ...(err.errors ?? []).map((e) => `${e.field}: ${e.message}`)];
    return c.text(`${lines.join("\n")}\n`, err.status as 400 | 404);
  }
}

export function feedRoutes(services: Services) {
  const { feeds, forYou } = services;
  const app = new Hono<AppEnv>();

  app.get("/events/:file{[^/]+\\.ics}", (c) =>
    answer(c, "ics", async () => {
      const slug = c.req.param("file").replace(/\.ics$/, "");
      const found = await feeds.eventCalendar(slug, c.req.query("date") ?? null);
      // A download: the browser hands the file to the calendar app.
      const disposition = `attachment; filename="${found.filename}"`;
      return { body: found.body, headers: { "content-disposition": disposition } };
    }),
  );

  app.get("/calendar/:file{[^/]+\\.(?:ics|json|atom|rss)}", (c) => {
    const [, key, format] = /^(.+)\.(ics|json|atom|rss)$/.exec(c.req.param("file"))!;
    const params = new URL(c.req.url).searchParams;
    return answer(c, format as ListingFormat, async () => ({
      body: await feeds.listing(key!, params, format as ListingFormat),
    }));
  });

  app.get("/venues/:file{[^/]+\\.ics}", (c) =>
    answer(c, "ics", async () => ({
      body: await feeds.venueCalendar(c.req.param("file").replace(/\.ics$/, "")),
    })),
  );
  // One visitor's calendar (decision 052): no shared cache may keep it (a
  // regenerated secret must 404 at once, and the address is the only key),
  // so every poll reads it afresh and an unchanged one is a 304 by its ETag.
  app.get("/feeds/personal/:file{[^/]+\\.ics}", async (c) => {
    const res = await answer(c, "ics", async () => ({
      body: await forYou.feed(c.req.param("file").replace(/\.ics$/, "")),
      headers: { "cache-control": PERSONAL_CACHE, "x-robots-tag": "noindex" },
    }));
    if (res.status !== 200) {
      res.headers.set("cache-control", PERSONAL_CACHE);
      return res;
    }
    const body = await res.text();
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    const headers = new Headers(res.headers);
    headers.set("etag", etag);
    if (etagMatches(c.req.header("if-none-match"), etag)) {
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
  });

  app.get("/guides/:file{[^/]+\\.(?:ics|rss)}", async (c) => {
    const file = c.req.param("file");
    const format = file.endsWith(".rss") ? "rss" : "ics";
    const slug = file.replace(/\.(ics|rss)$/, "");
    if (format === "ics")
      return answer(c, "ics", async () => ({ body: await feeds.guide(slug, "ics") }));
    return answer(c, "rss", async () => ({ body: await feeds.guide(slug, "rss") }));
  });

  app.get("/cities/:file{[^/]+\\.ics}", (c) =>
    answer(c, "ics", async () => ({
      body: await feeds.cityCalendar(c.req.param("file").replace(/\.ics$/, "")),
    })),
  );
  return app;
}
