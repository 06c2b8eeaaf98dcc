import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "../../deps.ts";
import { answerKept, type KeptBody, keepBody } from "../../lib/kept-body.ts";
import { registerDocsPage } from "./docs-page.ts";
import { openApiDocumentation } from "./document.ts";

/**
 * GET /openapi.json: the document, made from the routes' own descriptions
 * the first time it is asked for and kept, compressed (the routes do not
 * change while we run).
 */
export function registerOpenApiRoutes(api: Hono<AppEnv>) {
  let document: Promise<KeptBody> | undefined;
  api.get("/openapi.json", async (c) => {
    document ??= generateSpecs(api, {
      documentation: openApiDocumentation,
      // A documented path may end in a file name (/analytics/report.csv).
      excludeStaticFile: false,
    }).then(
      (d) => keepBody(JSON.stringify(d), "application/json"),
      (err) => {
        document = undefined; // try again next time
        throw err;
      },
    );
    return answerKept(c, await document, "public, max-age=300");
  });
  registerDocsPage(api);
}
