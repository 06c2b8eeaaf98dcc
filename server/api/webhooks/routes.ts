import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { webhooksDocs } from "./openapi.ts";

// Outgoing webhooks (decision 065): endpoints and their delivery log, for
// staff and venue editors (the service checks who may see which).
export function registerWebhookRoutes(api: Hono<AppEnv>, services: Services) {
  const hooks = services.outgoingWebhooks;
  api.get("/webhooks/endpoints/list", webhooksDocs.listEndpoints, async (c) =>
    c.json(await hooks.listEndpoints(c.get("actor"), c.req.query())),
  );
  api.post("/webhooks/endpoints/list", webhooksDocs.createEndpoint, async (c) =>
    c.json(
      { results: await hooks.createEndpoint(c.get("actor"), await readJsonBody(c.req.raw)) },
      201,
    ),
  );
  api.get("/webhooks/endpoints/id/:id", webhooksDocs.getEndpoint, async (c) =>
    c.json({ results: await hooks.getEndpoint(c.get("actor"), c.req.param("id")) }),
  );
  api.put("/webhooks/endpoints/id/:id", webhooksDocs.updateEndpoint, async (c) =>
    c.json({
      results: await hooks.updateEndpoint(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  api.delete("/webhooks/endpoints/id/:id", webhooksDocs.deleteEndpoint, async (c) =>
    c.json({ results: await hooks.deleteEndpoint(c.get("actor"), c.req.param("id")) }),
  );
  api.get("/webhooks/deliveries/list", webhooksDocs.listDeliveries, async (c) =>
    c.json(await hooks.listDeliveries(c.get("actor"), c.req.query())),
  );
  api.get("/webhooks/deliveries/id/:id", webhooksDocs.getDelivery, async (c) =>
    c.json({ results: await hooks.getDelivery(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/webhooks/deliveries/id/:id/replay", webhooksDocs.replay, async (c) =>
    c.json({ results: await hooks.replay(c.get("actor"), c.req.param("id")) }),
  );
}
