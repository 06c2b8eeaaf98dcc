import { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";

/** Liveness and readiness for load balancers and orchestrators (not under /api/v5). */
export function healthRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => {
      c.header("cache-control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      c.header("cache-control", "no-store");
      const r = await services.health.readiness();
      return c.json(r, r.ready ? 200 : 503);
    });
}
