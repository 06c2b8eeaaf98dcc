import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";
import { searchDocs } from "./openapi.ts";

export function registerSearchRoutes(api: Hono<AppEnv>, services: Services) {
  const { search, clock } = services;
  // Public, and kept by the page cache like the public lists (page-cache/rules.ts).
  api.get("/search", searchDocs.search, async (c) =>
    c.json({ results: await search.fromParams(c.req.query(), clock.now()) }),
  );
}
