import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { revisionsDocs } from "./openapi.ts";

// One set of endpoints for every resource's history and trash (decision 040).
export function registerRevisionRoutes(api: Hono<AppEnv>, services: Services) {
  const { revisions } = services;
  api.get("/revisions/list", revisionsDocs.history, async (c) =>
    c.json(await revisions.history(c.get("actor"), c.req.query())),
  );
  api.post("/revisions/id/:id/revert", revisionsDocs.revert, async (c) =>
    c.json({
      results: await revisions.revert(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  api.get("/trash/list", revisionsDocs.listTrash, async (c) =>
    c.json(await revisions.listTrash(c.get("actor"), c.req.query())),
  );
  api.post("/trash/list", revisionsDocs.remove, async (c) =>
    c.json({ results: await revisions.remove(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.post("/trash/id/:id/restore", revisionsDocs.restore, async (c) =>
    c.json({ results: await revisions.restore(c.get("actor"), c.req.param("id")) }),
  );
}
