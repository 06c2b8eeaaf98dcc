import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

// Hono's compress() speaks gzip and deflate only; browsers prefer brotli.
// Dynamic answers (pages, JSON) are finite and small, so they are compressed
// whole; static assets are compressed once at build time (scripts/compress-assets.ts)
// and served precompressed. Low qualities keep this cheap on a small machine.

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|ld\+json|manifest\+json|geo\+json|feed\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const gzip = promisify(zlib.gzip);

/**
 * Brotli with a window fitted to the body (not the default 4 MB, set up for
 * every answer), on this thread: for answers of a few hundred KB at most,
 * the stream and the hand-off to libuv's pool cost a fifth more CPU than the
 * compression itself (decision 028). Quality 4 for what is kept and sent to
 * many (the page cache's entries, kept bodies); quality 1 for an answer made
 * for one request, a third of the CPU for some 15 % more bytes (decision 067).
 */
export function brotli(raw: Buffer, fast = false): Buffer {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const lgwin = Math.min(24, Math.max(16, Math.ceil(Math.log2(raw.length + 1))));
  return zlib.brotliCompressSync(raw, {
    params: {
      [BROTLI_PARAM_QUALITY]: fast ? 1 : 4,
      [BROTLI_PARAM_LGWIN]: lgwin,
      [BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

// Set on a request whose answer the page cache will keep: compressed for
// keeping, not for speed. A context variable, not module state: the page
// cache and this middleware may come from different bundles (tests).
const KEEPING = "compressForKeeping";
export const compressForKeeping = (c: Context) => c.set(KEEPING, true);

export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (
      !encoding ||
      !res.body ||
      c.req.method === "HEAD" ||
      res.headers.has("content-encoding") ||
      res.headers.get("cache-control")?.includes("no-transform") ||
      !COMPRESSIBLE.test(res.headers.get("content-type") ?? "")
    ) {
      return;
    }
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Buffer = raw;
    if (raw.length >= MIN_BYTES) {
      const fast = c.get(KEEPING) !== true;
      body = encoding === "br" ? brotli(raw, fast) : await gzip(raw, { level: fast ? 1 : 6 });
      headers.set("content-encoding", encoding);
    }
    headers.set("content-length", String(body.length));
    headers.append("vary", "Accept-Encoding");
    c.res = new Response(new Uint8Array(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
