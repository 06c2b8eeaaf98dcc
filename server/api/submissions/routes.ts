import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { submissionsDocs } from "./openapi.ts";

// Public submissions (issue 30): authors send and follow theirs; staff review.
export function registerSubmissionRoutes(api: Hono<AppEnv>, services: Services) {
  const { submissions } = services;
  const body = (c: { req: { raw: Request } }) => readJsonBody(c.req.raw);
  api.post("/submissions", submissionsDocs.create, async (c) =>
    c.json(
      { results: await submissions.create(c.get("actor"), await body(c), c.get("clientIp")) },
      201,
    ),
  );
  api.post("/submissions/prefill", submissionsDocs.prefill, async (c) =>
    c.json({ results: await submissions.prefill(c.get("actor"), await body(c)) }),
  );
  api.get("/account/submissions", submissionsDocs.mine, async (c) =>
    c.json({ results: await submissions.mine(c.get("actor")) }),
  );
  api.get("/submissions/list", submissionsDocs.list, async (c) =>
    c.json(await submissions.list(c.get("actor"), c.req.query())),
  );
  api.get("/submissions/blocks", submissionsDocs.blocks, async (c) =>
    c.json({ results: await submissions.blocks(c.get("actor")) }),
  );
  api.put("/submissions/blocks/:user_id", submissionsDocs.block, async (c) =>
    c.json({
      results: await submissions.block(c.get("actor"), c.req.param("user_id"), await body(c)),
    }),
  );
  api.delete("/submissions/blocks/:user_id", submissionsDocs.unblock, async (c) =>
    c.json({ results: await submissions.unblock(c.get("actor"), c.req.param("user_id")) }),
  );
  api.get("/submissions/id/:id", submissionsDocs.get, async (c) =>
    c.json({ results: await submissions.get(c.get("actor"), c.req.param("id")) }),
  );
  api.put("/submissions/id/:id", submissionsDocs.update, async (c) =>
    c.json({ results: await submissions.update(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
  api.delete("/submissions/id/:id", submissionsDocs.withdraw, async (c) =>
    c.json({ results: await submissions.withdraw(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/submissions/id/:id/submit", submissionsDocs.submit, async (c) =>
    c.json({ results: await submissions.submit(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/submissions/id/:id/approve", submissionsDocs.approve, async (c) =>
    c.json({
      results: await submissions.approve(c.get("actor"), c.req.param("id"), await body(c)),
    }),
  );
  api.post("/submissions/id/:id/reject", submissionsDocs.reject, async (c) =>
    c.json({ results: await submissions.reject(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
}
