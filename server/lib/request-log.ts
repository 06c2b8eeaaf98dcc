import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger.ts";

const QUIET_PATHS = new Set(["/healthz", "/readyz", "/favicon.ico"]);

/** One structured line per request, carrying the request id that error bodies quote. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      request_id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (QUIET_PATHS.has(c.req.path) || c.req.path.startsWith("/assets/"))
      logger.debug(entry, "request");
    else logger.info(entry, "request");
  };
}
