import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { brotli, chooseEncoding } from "./compression.ts";
import { etagMatches } from "./page-cache/rules.ts";

/**
 * An answer that is the same for everyone until the process restarts (the
 * OpenAPI document, the reference page's bundle): compressed once, not on
 * every request, and revalidated by its ETag.
 */
export interface KeptBody {
  type: string;
  etag: string;
  raw: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export function keepBody(body: string | Buffer, type: string): KeptBody {
  const raw = typeof body === "string" ? Buffer.from(body) : body;
  return {
    type,
    etag: `"${createHash("sha256").update(raw).digest("base64url").slice(0, 32)}"`,
    raw: new Uint8Array(raw),
    br: new Uint8Array(brotli(raw)),
    gzip: new Uint8Array(gzipSync(raw, { level: 9 })),
  };
}

/** The kept body in the encoding the client takes, or 304 when it has it already. */
export function answerKept(c: Context, kept: KeptBody, cacheControl: string): Response {
  const headers: Record<string, string> = {
    "content-type": kept.type,
    "cache-control": cacheControl,
    etag: kept.etag,
    vary: "Accept-Encoding",
  };
  if (etagMatches(c.req.header("if-none-match"), kept.etag))
    return new Response(null, { status: 304, headers });
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  if (encoding) headers["content-encoding"] = encoding;
  const body = encoding === "br" ? kept.br : encoding === "gzip" ? kept.gzip : kept.raw;
  return new Response(body, { status: 200, headers });
}
