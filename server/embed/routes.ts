import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { embedTargetOf, parseEmbedOptions } from "../../core/embed/options.ts";
import {
  EMBED_CSS,
  EMBED_DOC_CSS,
  EMBED_TRACK_SCRIPT,
  embedDocument,
  embedErrorDocument,
  embedFragment,
} from "../../core/embed/render.ts";
import { ApiError, notFound } from "../../core/errors.ts";
import type { AppEnv } from "../deps.ts";
import type { Services } from "../services.ts";
import { EMBED_SCRIPT } from "./script.ts";

// The embeddable calendar's addresses (docs/decisions/064-embeddable-calendar.md):
//   /embed/{venues|cities|guides|events}/{slug}, /embed/calendar[/{preset}]
//     the iframe's document (?theme, ?limit, ?track=1), or with
//     ?format=fragment the bare list for embed.js (CORS, no document);
//   /embed.js  the script embed;  /oembed  oEmbed for our pages.
// All are public pages for the page cache (server/lib/page-cache/rules.ts).

const HTML = "text/html; charset=utf-8";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const STYLE_HASH = sha256(EMBED_DOC_CSS);
const TRACK_HASH = sha256(EMBED_TRACK_SCRIPT);

/**
 * The embed document's policy: any site may frame it; it runs nothing (its
 * one stylesheet by hash) unless the host opted in to tracking, and then only
 * the fixed beacon script, which may post to us alone.
 */
export function embedPolicy(track: boolean, images: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    ["img-src 'self' data:", ...images].join(" "),
    track ? `script-src ${TRACK_HASH}` : "script-src 'none'",
    track ? "connect-src 'self'" : "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ].join("; ");
}

/** The fragment and the script are read by other sites' pages: any origin, no credentials. */
const CROSS_ORIGIN = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
};

export function embedRoutes(services: Services, imageSources: readonly string[]) {
  const { embed, site } = services;
  const images = [...new Set([...imageSources, site.canonicalOrigin()])];
  const app = new Hono<AppEnv>();

  async function answer(c: Context<AppEnv>) {
    const url = new URL(c.req.url);
    const params = url.searchParams;
    const options = parseEmbedOptions(params);
    const fragment = params.get("format") === "fragment";
    const headers: Record<string, string> = fragment
      ? { "content-type": HTML, ...CROSS_ORIGIN }
      : { "content-type": HTML, "content-security-policy": embedPolicy(options.track, images) };
    try {
      const target = embedTargetOf(url.pathname.slice("/embed".length));
      if (!target) throw notFound("That calendar");
      const model = await embed.model(target, options, params);
      const body = fragment
        ? `<style>:host{display:block}${EMBED_CSS}</style>${embedFragment(model, options.theme)}`
        : embedDocument(model, options.theme, options.track);
      return c.body(body, 200, headers);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      const message =
        err.status === 404
          ? `This calendar is not on the ${site.info().site_name}.`
          : [err.message, ...(err.errors ?? []).map((e) => `${e.field}: ${e.message}`)].join(" ");
      const body = fragment
        ? `<p>${message.replace(/[&<>]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch]!)}</p>`
        : embedErrorDocument(message, site.info().site_name, site.canonicalOrigin());
      return c.body(body, err.status as 400 | 404, headers);
    }
  }
  app.get("/embed/*", answer);

  app.get("/embed.js", (c) =>
    c.body(EMBED_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      // Not fingerprinted (hosts paste one address): an hour, then revalidate by ETag.
      "cache-control": "public, max-age=3600, stale-while-revalidate=86400",
      ...CROSS_ORIGIN,
    }),
  );

  app.get("/oembed", async (c) => {
    const format = c.req.query("format") ?? "json";
    const json = { "content-type": "application/json; charset=utf-8", ...CROSS_ORIGIN };
    try {
      // oEmbed: 501 for a format we do not write (XML).
      if (format !== "json")
        return c.text("Only format=json is offered.\n", 501, { ...CROSS_ORIGIN });
      const found = await embed.oembed({
        url: c.req.query("url") ?? null,
        maxwidth: c.req.query("maxwidth") ?? null,
        maxheight: c.req.query("maxheight") ?? null,
      });
      return c.body(JSON.stringify(found), 200, json);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      return c.body(JSON.stringify(err.toBody(c.get("requestId"))), err.status as 400 | 404, json);
    }
  });
  return app;
}
