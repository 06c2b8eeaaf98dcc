import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { calendarDocs } from "./openapi.ts";
import type { LookupField } from "./repo.ts";

export function registerCalendarRoutes(api: Hono<AppEnv>, services: Services) {
  const { calendar } = services;
  api.get("/calendar/events/list", calendarDocs.listEvents, async (c) =>
    c.json(await calendar.listEvents(c.get("actor"), c.req.query())),
  );
  api.get("/calendar/event_dates/list", calendarDocs.listDates, async (c) =>
    c.body(await calendar.listDatesJson(c.get("actor"), c.req.query()), 200, {
      "content-type": "application/json",
    }),
  );
  api.get("/calendar/tags/list", calendarDocs.listTags, async (c) =>
    c.json(await calendar.listTags(c.get("actor"), c.req.query())),
  );
  for (const field of ["id", "slug", "legacy_id"] as LookupField[]) {
    api.get(`/calendar/events/${field}/:${field}`, calendarDocs.getEvent(field), async (c) =>
      c.json({ results: await calendar.get(c.get("actor"), field, c.req.param(field)) }),
    );
  }
  api.post("/calendar/events/list", calendarDocs.createEvent, async (c) =>
    c.json({ results: await calendar.create(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.post("/calendar/events/id/:id/duplicate", calendarDocs.duplicateEvent, async (c) =>
    c.json(
      {
        results: await calendar.duplicate(
          c.get("actor"),
          c.req.param("id"),
          await readJsonBody(c.req.raw),
        ),
      },
      201,
    ),
  );
  api.put("/calendar/events/id/:id", calendarDocs.updateEvent, async (c) =>
    c.json({
      results: await calendar.update(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  // One date of a series, with its scope: this, following or all (decision 059).
  api.put("/calendar/events/id/:id/dates/:dateId", calendarDocs.editSeriesDate, async (c) =>
    c.json({
      results: await calendar.editSeriesDate(
        c.get("actor"),
        c.req.param("id"),
        c.req.param("dateId"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
}
