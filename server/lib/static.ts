import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler, Next } from "hono";

type StaticOptions = Parameters<typeof serveStatic>[0];

/**
 * serveStatic with a Cache-Control header on the files it serves (and only
 * on those). Its own onFound hook runs before the response exists, so a
 * header set there would be lost.
 */
export function cachedStatic(options: StaticOptions, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c: Context, next: Next) => {
    let passedOn = false;
    const res = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (!passedOn && c.res.ok) c.res.headers.set("cache-control", cacheControl);
    return res;
  };
}
