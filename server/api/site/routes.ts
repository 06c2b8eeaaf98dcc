import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";

/** GET /site: the site configuration of spec §3 (identifier, name, time zone, site day). */
export function registerSiteRoutes(api: Hono<AppEnv>, services: Services) {
  api.get("/site", (c) => c.json({ results: services.site.info() }));
}
