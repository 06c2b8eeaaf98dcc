import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { placesDocs } from "./openapi.ts";
import type { LookupField } from "./repo.ts";

const lookups: [string, LookupField][] = [
  ["id", "id"],
  ["slug", "slug"],
  ["legacy_id", "legacy_id"],
];

export function registerPlacesRoutes(api: Hono<AppEnv>, services: Services) {
  const { places } = services;
  api.get("/places/cities/list", placesDocs.listCities, async (c) =>
    c.json(await places.listCities(c.req.query())),
  );
  api.get("/places/venues/list", placesDocs.listVenues, async (c) =>
    c.json(await places.listVenues(c.req.query())),
  );
  for (const [segment, field] of lookups) {
    api.get(`/places/cities/${segment}/:${segment}`, placesDocs.getCity(segment), async (c) =>
      c.json({ results: await places.getCity(field, c.req.param(segment)) }),
    );
    api.get(`/places/venues/${segment}/:${segment}`, placesDocs.getVenue(segment), async (c) =>
      c.json({ results: await places.getVenue(field, c.req.param(segment)) }),
    );
  }
  api.post("/places/cities/list", placesDocs.createCity, async (c) =>
    c.json(
      { results: await places.createCity(c.get("actor"), await readJsonBody(c.req.raw)) },
      201,
    ),
  );
  api.put("/places/cities/id/:id", placesDocs.updateCity, async (c) =>
    c.json({
      results: await places.updateCity(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  // API.md: venues are created by POST on the list, like every other resource.
  api.post("/places/venues/list", placesDocs.createVenue, async (c) =>
    c.json(
      { results: await places.createVenue(c.get("actor"), await readJsonBody(c.req.raw)) },
      201,
    ),
  );
  api.put("/places/venues/id/:id", placesDocs.updateVenue, async (c) =>
    c.json({
      results: await places.updateVenue(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  // Who edits a venue (decision 056): staff read and replace the whole list.
  api.get("/places/venues/id/:id/editors", placesDocs.venueEditors, async (c) =>
    c.json({ results: await places.venueEditors(c.get("actor"), c.req.param("id")) }),
  );
  api.put("/places/venues/id/:id/editors", placesDocs.setVenueEditors, async (c) =>
    c.json({
      results: await places.setVenueEditors(
        c.get("actor"),
        c.req.param("id"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
}
