import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { guidesDocs } from "./openapi.ts";

export function registerGuidesRoutes(api: Hono<AppEnv>, services: Services) {
  const { guides } = services;
  api.get("/guides/list", guidesDocs.list, async (c) =>
    c.json(await guides.list(c.get("actor"), c.req.query())),
  );
  for (const field of ["id", "slug"] as const) {
    api.get(`/guides/${field}/:${field}`, guidesDocs.get(field), async (c) =>
      c.json({ results: await guides.get(c.get("actor"), field, c.req.param(field)) }),
    );
  }
  api.post("/guides/list", guidesDocs.create, async (c) =>
    c.json({ results: await guides.create(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.put("/guides/id/:id", guidesDocs.update, async (c) =>
    c.json({
      results: await guides.update(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
}
