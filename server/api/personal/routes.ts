import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";
import { personalDocs } from "./openapi.ts";

// One's own saves and follows (issue 29): signed in, the caller's data only,
// never cached (every API answer is no-store unless it says otherwise).
export function registerPersonalRoutes(api: Hono<AppEnv>, services: Services) {
  const { personal } = services;
  api.get("/account/saves", personalDocs.saved, async (c) =>
    c.json({ results: await personal.saved(c.get("actor")) }),
  );
  api.put("/account/saves/:event_id", personalDocs.save, async (c) =>
    c.json({ results: await personal.save(c.get("actor"), c.req.param("event_id")) }),
  );
  api.delete("/account/saves/:event_id", personalDocs.unsave, async (c) =>
    c.json({ results: await personal.unsave(c.get("actor"), c.req.param("event_id")) }),
  );
  api.get("/account/follows", personalDocs.follows, async (c) =>
    c.json({ results: await personal.follows(c.get("actor")) }),
  );
  api.put("/account/follows/:kind/:target", personalDocs.follow, async (c) =>
    c.json({
      results: await personal.follow(c.get("actor"), c.req.param("kind"), c.req.param("target")),
    }),
  );
  api.delete("/account/follows/:kind/:target", personalDocs.unfollow, async (c) =>
    c.json({
      results: await personal.unfollow(c.get("actor"), c.req.param("kind"), c.req.param("target")),
    }),
  );
}
