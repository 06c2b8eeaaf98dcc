import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { promoDocs } from "./openapi.ts";

export function registerPromoRoutes(api: Hono<AppEnv>, services: Services) {
  const { promo } = services;
  api.get("/promo/adverts/list", promoDocs.list, async (c) =>
    c.json(await promo.list(c.get("actor"), c.req.query())),
  );
  api.get("/promo/adverts/id/:id", promoDocs.get("id"), async (c) =>
    c.json({ results: await promo.get(c.get("actor"), "id", c.req.param("id")) }),
  );
  api.get("/promo/adverts/legacy_id/:legacy_id", promoDocs.get("legacy_id"), async (c) =>
    c.json({ results: await promo.get(c.get("actor"), "legacy_id", c.req.param("legacy_id")) }),
  );
  api.post("/promo/adverts/list", promoDocs.create, async (c) =>
    c.json({ results: await promo.create(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.put("/promo/adverts/id/:id", promoDocs.update, async (c) =>
    c.json({
      results: await promo.update(c.get("actor"), c.req.param("id"), await readJsonBody(c.req.raw)),
    }),
  );
}
