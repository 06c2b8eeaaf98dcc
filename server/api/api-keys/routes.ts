import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { apiKeysDocs } from "./openapi.ts";

// API keys for read access (decision 063): one's own under /account, every
// one for staff under /security. Using a key is the auth middleware's
// (server/api/index.ts).
export function registerApiKeyRoutes(api: Hono<AppEnv>, services: Services) {
  const { apiKeys } = services;
  api.get("/account/api-keys", apiKeysDocs.listOwn, async (c) =>
    c.json({ results: await apiKeys.listOwn(c.get("actor")) }),
  );
  api.post("/account/api-keys", apiKeysDocs.create, async (c) =>
    c.json({ results: await apiKeys.create(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.post("/account/api-keys/id/:id/revoke", apiKeysDocs.revoke, async (c) =>
    c.json({ results: await apiKeys.revoke(c.get("actor"), c.req.param("id")) }),
  );
  api.get("/security/api-keys/list", apiKeysDocs.listAll, async (c) =>
    c.json(await apiKeys.listAll(c.get("actor"), c.req.query())),
  );
}
