import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { Services } from "../../services.ts";
import { discoverDocs } from "./openapi.ts";

// The API presets (issue 31): the named listings at the server's clock.
// Discover owns presets; its listingQuery is where a key becomes a query.
export function registerDiscoverRoutes(api: Hono<AppEnv>, services: Services) {
  const { discover, clock } = services;
  api.get("/calendar/presets/list", discoverDocs.presets, (c) =>
    c.json(discover.presets(clock.now(), c.req.query())),
  );
  api.get("/calendar/presets/:key/event_dates", discoverDocs.presetDates, async (c) =>
    c.body(await discover.presetDates(c.req.param("key"), c.req.query(), clock.now()), 200, {
      "content-type": "application/json",
    }),
  );
}
