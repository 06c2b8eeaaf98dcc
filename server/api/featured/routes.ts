import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { featuredDocs } from "./openapi.ts";

export function registerFeaturedRoutes(api: Hono<AppEnv>, services: Services) {
  const { featured } = services;
  api.get("/featured/marquee", featuredDocs.get, async (c) =>
    c.json({ results: await featured.get(c.req.query()) }),
  );
  api.put("/featured/marquee", featuredDocs.put, async (c) =>
    c.json({ results: await featured.put(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
}
