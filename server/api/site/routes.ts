import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";
import { siteDocs } from "./openapi.ts";

/** GET /site: the site configuration of spec §3 (identifier, name, time zone, site day). */
export function registerSiteRoutes(api: Hono<AppEnv>, services: Services) {
  api.get("/site", siteDocs.info, (c) => c.json({ results: services.site.info() }));
}
