import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { utilsDocs } from "./openapi.ts";

export function registerUtilsRoutes(api: Hono<AppEnv>, services: Services) {
  const { utils, slugCheck } = services;
  api.post("/utils/scraper/meta", utilsDocs.scrapeMeta, async (c) =>
    c.json({ results: await utils.scrapeMeta(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.get("/utils/slugs/check", utilsDocs.checkSlug, async (c) =>
    c.json({ results: await slugCheck.check(c.get("actor"), c.req.query()) }),
  );
}
