import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Hono } from "hono";
import { notFound } from "../../../core/errors.ts";
import type { AppEnv } from "../../deps.ts";
import { answerKept, type KeptBody, keepBody } from "../../lib/kept-body.ts";

// GET /api/v5/docs: the interactive reference (Swagger UI, decision 062),
// served from our own origin: the bundle from the swagger-ui-dist package,
// the start-up script ours, no CDN, no inline script, no tracking.

const uiDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Only these files, read once. */
const files: Record<string, { from: string; type: string }> = {
  "swagger-ui.css": { from: join(uiDir, "swagger-ui.css"), type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": {
    from: join(uiDir, "swagger-ui-bundle.js"),
    type: "text/javascript; charset=utf-8",
  },
};

const start = `window.addEventListener("load", () => {
  window.SwaggerUIBundle({
    url: "/api/v5/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    // Tags start closed: opening every one of 150 operations at once is more
    // than Swagger UI renders (it gives up after the first few tags).
    docExpansion: "none",
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
  });
});
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>artcal v5 API reference</title>
<link rel="stylesheet" href="/api/v5/docs/swagger-ui.css">
<script src="/api/v5/docs/swagger-ui-bundle.js" defer></script>
<script src="/api/v5/docs/start.js" defer></script>
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="/api/v5/openapi.json">/api/v5/openapi.json</a>.</p></noscript>
<main id="reference"></main>
</body>
</html>
`;

/** The page's own policy: our scripts by address (no nonce needed), styles from us, calls to us. */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Each file compressed once, the first time it is asked for. */
const kept = new Map<string, Promise<KeptBody>>();

export function registerDocsPage(api: Hono<AppEnv>) {
  api.get("/docs", (c) =>
    c.html(page, 200, {
      "content-security-policy": DOCS_POLICY,
      "cache-control": "public, max-age=300",
    }),
  );
  api.get("/docs/start.js", (c) =>
    c.body(start, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
    }),
  );
  api.get("/docs/:file", async (c) => {
    const name = c.req.param("file");
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!file) throw notFound("That file");
    const body = kept.get(name) ?? readFile(file.from).then((b) => keepBody(b, file.type));
    kept.set(name, body);
    return answerKept(c, await body, "public, max-age=86400");
  });
}
