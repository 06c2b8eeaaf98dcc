import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { securityDocs } from "./openapi.ts";

export function registerSecurityRoutes(api: Hono<AppEnv>, services: Services) {
  const { security } = services;
  api.get("/security/users/list", securityDocs.listUsers, async (c) =>
    c.json(await security.listUsers(c.get("actor"), c.req.query())),
  );
  api.get("/security/users/id/:id", securityDocs.getUser, async (c) =>
    c.json({ results: await security.getUser(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/security/users/id/:id/revoke-sessions", securityDocs.revokeSessions, async (c) =>
    c.json({ results: await security.revokeSessions(c.get("actor"), c.req.param("id")) }),
  );
  api.put("/security/users/id/:id", securityDocs.setSuperadmin, async (c) =>
    c.json({
      results: await security.setSuperadmin(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
}
