import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress, type TrustProxy } from "./client-address.ts";

/** The caller's address: the socket's, or from X-Forwarded-For behind a trusted proxy (client-address.ts). */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
  }
  return clientAddress(socket, c.req.header("x-forwarded-for"), trustProxy);
}

/** Copies a request with one header set, body untouched (streams through). */
export function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF protection for cookie-authenticated writes (page forms and actions):
 * the browser's Origin (or Referer) must be our own public origin. The v5 API
 * is exempt: it authenticates with bearer tokens, which a foreign page cannot send.
 */
export function sameOriginWrites(
  publicOrigin: string,
  exempt: (path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && !exempt(c.req.path)) {
      const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
      if (origin !== publicOrigin) {
        return c.html(
          `<!doctype html><meta charset="utf-8"><title>Form refused</title><p>This form was sent from another site (or your browser hid where it came from), so we did not act on it. Go back, reload the page and try again.</p>`,
          403,
        );
      }
    }
    await next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
