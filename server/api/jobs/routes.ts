import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";

/** The job queue and the mail it sends, for superadmins (the services check the role). */
export function registerJobsRoutes(api: Hono<AppEnv>, services: Services) {
  const { jobs, outbox } = services;
  api.get("/jobs/list", async (c) => c.json(await jobs.list(c.get("actor"), c.req.query())));
  api.get("/jobs/id/:id", async (c) =>
    c.json({ results: await jobs.get(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/jobs/id/:id/retry", async (c) =>
    c.json({ results: await jobs.retry(c.get("actor"), c.req.param("id")) }),
  );
  api.get("/mail/list", async (c) => c.json(await outbox.list(c.get("actor"), c.req.query())));
  api.get("/mail/id/:id", async (c) =>
    c.json({ results: await outbox.get(c.get("actor"), c.req.param("id")) }),
  );
}
