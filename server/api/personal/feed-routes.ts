import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { personalDocs } from "./openapi.ts";

// The personal calendar feed's settings (decision 052): signed in, one's own
// only, never cached (every API answer is no-store unless it says otherwise).
// The feed itself is server/feeds/routes.ts (/feeds/personal/{secret}.ics).
export function registerCalendarFeedRoutes(api: Hono<AppEnv>, services: Services) {
  const { forYou } = services;
  api.get("/account/calendar-feed", personalDocs.calendarFeed, async (c) =>
    c.json({ results: await forYou.feedSettings(c.get("actor")) }),
  );
  api.put("/account/calendar-feed", personalDocs.updateCalendarFeed, async (c) =>
    c.json({
      results: await forYou.updateFeedSettings(c.get("actor"), await readJsonBody(c.req.raw)),
    }),
  );
  api.post("/account/calendar-feed/regenerate", personalDocs.regenerateCalendarFeed, async (c) =>
    c.json({ results: await forYou.regenerateFeed(c.get("actor")) }),
  );
}
