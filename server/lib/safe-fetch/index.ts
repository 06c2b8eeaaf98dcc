import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import type { AllowEntry } from "../../../core/net/address-guard.ts";
import { discard, readLimited } from "./body.ts";
import { beforeDeadline } from "./deadline.ts";
import { SafeFetchError } from "./errors.ts";
import { pinnedLookup, type Resolver, systemResolver, vetTarget } from "./target.ts";

export { type FetchFailure, SafeFetchError } from "./errors.ts";
export type { Resolver } from "./target.ts";

// A GET of an address someone else named (link previews, image imports),
// guarded against server-side request forgery: http(s) only, default ports
// unless allow-listed, every address the host resolves to must be public
// (or the host allow-listed), the socket connects to exactly the addresses
// that were checked, each redirect is checked again, and one deadline and a
// byte limit bound the whole exchange.

export interface SafeFetchOptions {
  /** Hosts (host:port) that may resolve to loopback or private addresses (SCRAPER_ALLOWED_HOSTS). */
  allowList: readonly AllowEntry[];
  /** The whole fetch: DNS, every hop, and reading the body. */
  timeoutMs: number;
  maxBytes: number;
  /** A longer body: "truncate" keeps the first maxBytes (a page's head is what matters), "refuse" fails. */
  overflow: "truncate" | "refuse";
  /** The Accept header, and which Content-Types are read (others fail before the body is read). */
  accept: string;
  acceptType: (contentType: string) => boolean;
  userAgent: string;
  maxRedirects?: number;
  /** Tests give a resolver of their own; the system's otherwise. */
  resolve?: Resolver;
}

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new SafeFetchError("bad_url");
  }
}

export async function safeFetch(input: string, o: SafeFetchOptions): Promise<Fetched> {
  const policy = { allowList: o.allowList, resolve: o.resolve ?? systemResolver };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new SafeFetchError("timeout")), o.timeoutMs);
  const maxRedirects = o.maxRedirects ?? MAX_REDIRECTS;
  try {
    let url = parseUrl(input);
    for (let redirects = 0; ; redirects++) {
      const addresses = await beforeDeadline(vetTarget(url, policy), deadline.signal);
      // One agent per hop, so its sockets can only reach this hop's vetted addresses.
      const agent = new Agent({
        connect: { lookup: pinnedLookup(addresses), timeout: o.timeoutMs },
        allowH2: false,
        headersTimeout: o.timeoutMs,
        bodyTimeout: o.timeoutMs,
      });
      try {
        const res = await request(url, {
          dispatcher: agent,
          method: "GET",
          headers: {
            accept: o.accept,
            "accept-encoding": "gzip, deflate, br",
            "accept-language": "en-US,en;q=0.8",
            "user-agent": o.userAgent,
          },
          signal: deadline.signal,
        });
        const body = res.body as Readable;
        const location = one(res.headers.location);
        if (REDIRECTS.has(res.statusCode) && location) {
          discard(body);
          if (redirects >= maxRedirects) throw new SafeFetchError("too_many_redirects");
          url = parseUrl(location, url);
          continue;
        }
        if (res.statusCode < 200 || res.statusCode > 299) {
          discard(body);
          throw new SafeFetchError("http_status", { status: res.statusCode });
        }
        const contentType = one(res.headers["content-type"])?.trim() ?? "";
        if (!o.acceptType(contentType.toLowerCase())) {
          discard(body);
          throw new SafeFetchError("wrong_type", { contentType });
        }
        const read = await readLimited(body, one(res.headers["content-encoding"]), o.maxBytes);
        if (read.truncated && o.overflow === "refuse") throw new SafeFetchError("too_large");
        return { url: url.href, contentType, ...read };
      } finally {
        await agent.destroy().catch(() => {});
      }
    }
  } catch (err) {
    if (deadline.signal.aborted) throw new SafeFetchError("timeout", { cause: err });
    if (err instanceof SafeFetchError) throw err;
    throw new SafeFetchError("unreachable", { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
export { type Posted, type SafePostOptions, safePost } from "./post.ts";
