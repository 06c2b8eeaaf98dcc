import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { filesDocs } from "./openapi.ts";

export function registerFilesRoutes(api: Hono<AppEnv>, services: Services) {
  const { files } = services;
  api.post("/files/versionschema/type/:type", filesDocs.versionSchema, async (c) =>
    c.json({ results: await files.versionSchema(c.get("actor"), c.req.param("type")) }),
  );
  api.post("/files/getuploadurl", filesDocs.getUploadUrl, async (c) =>
    c.json({
      results: await files.getUploadUrl(c.get("actor"), undefined, await readJsonBody(c.req.raw)),
    }),
  );
  api.post("/files/getuploadurl/type/:type", filesDocs.getUploadUrlOfType, async (c) =>
    c.json({
      results: await files.getUploadUrl(
        c.get("actor"),
        c.req.param("type"),
        await readJsonBody(c.req.raw),
      ),
    }),
  );
  api.post("/files/movething", filesDocs.moveThing, async (c) =>
    c.json({ results: await files.moveThing(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.post("/files/import", filesDocs.importImage, async (c) =>
    c.json(
      {
        results: await services.imageImport.importImage(
          c.get("actor"),
          await readJsonBody(c.req.raw),
        ),
      },
      201,
    ),
  );
  api.get("/files/containers/list", filesDocs.list, async (c) =>
    c.json(await files.list(c.get("actor"), c.req.query())),
  );
  api.get("/files/containers/id/:id", filesDocs.get("id"), async (c) =>
    c.json({ results: await files.get("id", c.req.param("id")) }),
  );
  api.get("/files/containers/legacy_id/:legacy_id", filesDocs.get("legacy_id"), async (c) =>
    c.json({ results: await files.get("legacy_id", c.req.param("legacy_id")) }),
  );
  api.post("/files/containers/list", filesDocs.create, async (c) =>
    c.json({ results: await files.create(c.get("actor"), await readJsonBody(c.req.raw)) }, 201),
  );
  api.put("/files/containers/id/:id", filesDocs.update, async (c) =>
    c.json({
      results: await files.update(c.get("actor"), c.req.param("id"), await readJsonBody(c.req.raw)),
    }),
  );
}
