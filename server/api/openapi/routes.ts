import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "../../deps.ts";
import { registerDocsPage } from "./docs-page.ts";
import { openApiDocumentation } from "./document.ts";

/**
 * GET /openapi.json: the document, made from the routes' own descriptions
 * the first time it is asked for (the routes do not change while we run).
 */
export function registerOpenApiRoutes(api: Hono<AppEnv>) {
  let document: Promise<unknown> | undefined;
  api.get("/openapi.json", async (c) => {
    document ??= generateSpecs(api, { documentation: openApiDocumentation });
    return c.json(await document, 200, { "cache-control": "public, max-age=300" });
  });
  registerDocsPage(api);
}
