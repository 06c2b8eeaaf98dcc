import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";
import { jobsDocs } from "./openapi.ts";

/** The job queue and the mail it sends, for superadmins (the services check the role). */
export function registerJobsRoutes(api: Hono<AppEnv>, services: Services) {
  const { jobs, outbox } = services;
  api.get("/jobs/list", jobsDocs.listJobs, async (c) =>
    c.json(await jobs.list(c.get("actor"), c.req.query())),
  );
  api.get("/jobs/id/:id", jobsDocs.getJob, async (c) =>
    c.json({ results: await jobs.get(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/jobs/id/:id/retry", jobsDocs.retryJob, async (c) =>
    c.json({ results: await jobs.retry(c.get("actor"), c.req.param("id")) }),
  );
  api.get("/mail/list", jobsDocs.listMail, async (c) =>
    c.json(await outbox.list(c.get("actor"), c.req.query())),
  );
  api.get("/mail/id/:id", jobsDocs.getMail, async (c) =>
    c.json({ results: await outbox.get(c.get("actor"), c.req.param("id")) }),
  );
}
