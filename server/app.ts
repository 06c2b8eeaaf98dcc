import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { RouterContextProvider } from "react-router";
import { localFileRoutes } from "./api/files/local-routes.ts";
import { healthRoutes } from "./api/health/routes.ts";
import { type ApiModule, apiModules, createApi } from "./api/index.ts";
import { makeLoadContext } from "./context.ts";
import type { AppDeps, AppEnv } from "./deps.ts";
import { embedRoutes } from "./embed/routes.ts";
import { feedRoutes } from "./feeds/routes.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./lib/auth/identity.ts";
import { clientIp, sameOriginWrites, withHeader } from "./lib/client.ts";
import type { Clock } from "./lib/clock.ts";
import { compression } from "./lib/compression.ts";
import { type ContentChanges, createContentChanges } from "./lib/content-changes.ts";
import { bodySizeLimit, IDENTITY_BODY_BYTES } from "./lib/limits.ts";
import { createPageCache, type PageCache } from "./lib/page-cache/index.ts";
import { requestLog } from "./lib/request-log.ts";
import { newNonce, pageSources, securityHeaders, withPagePolicy } from "./lib/security-headers.ts";
import { cachedStatic } from "./lib/static.ts";
import { createServices } from "./services.ts";

export type SsrHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppOptions {
  /** React Router's request handler; absent in API-only tests. */
  ssr?: SsrHandler;
  /** Serve the client build from here (production); Vite serves it in dev. */
  staticRoot?: string;
  modules?: ApiModule[];
  /** Tests run the API and the pages as two apps in one process that share one cache… */
  pageCache?: PageCache;
  /** …and hear the same changes. */
  changes?: ContentChanges;
  /** The site's clock, for tests that move it (else the real one, or TEST_NOW's). */
  clock?: Clock;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Composes the whole HTTP surface: health, the v5 API, static files and the pages. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  // Every cache of what the database said forgets on the same notifications.
  const changes = options.changes ?? createContentChanges();
  const services = createServices(deps, { changes, clock: options.clock });
  const pageCache =
    options.pageCache ??
    createPageCache({
      maxBytes: deps.config.pageCacheBytes,
      renders: deps.config.renderConcurrency,
      siteNow: () => services.clock.now(),
    });
  changes.subscribe(pageCache.invalidate);
  const app = new Hono<AppEnv>();

  app.use(
    requestId({
      generator: () => crypto.randomUUID(),
      // Keep a caller's id only when it is safe to echo into logs and headers.
      limitLength: 128,
    }),
  );
  app.use(async (c, next) => {
    if (!REQUEST_ID.test(c.get("requestId"))) c.set("requestId", crypto.randomUUID());
    await next();
  });
  app.use(async (c, next) => {
    c.set("clientIp", clientIp(c, deps.config.trustProxy));
    await next();
  });
  app.use(requestLog(deps.logger));
  const sources = pageSources(deps.config);
  app.use(
    securityHeaders({
      https: deps.config.publicUrl.startsWith("https://"),
      production: deps.config.isProduction,
      sources,
    }),
  );
  // Outside compression, so it keeps (and serves) the compressed bytes.
  app.use(pageCache.middleware);
  app.use(compression());

  app.route("/", healthRoutes(services));
  app.route("/api/v5", createApi(deps, services, options.modules ?? apiModules));
  // The identity service (sign-in, sessions, tokens, JWKS, mail links). It
  // checks Origin itself and rate-limits by the address we hand it.
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, bodySizeLimit(IDENTITY_BODY_BYTES), async (c) => {
    const res = await services.identity.handler(
      withHeader(c.req.raw, CLIENT_IP_HEADER, c.get("clientIp")),
    );
    // better-auth says when to retry in its own header; clients and proxies read the standard one.
    const wait = res.headers.get("x-retry-after");
    if (res.status === 429 && wait && !res.headers.has("retry-after")) {
      const headers = new Headers(res.headers);
      headers.set("retry-after", wait);
      return new Response(res.body, { status: 429, headers });
    }
    return res;
  });
  if (deps.config.storage.driver === "local") app.route("/", localFileRoutes(deps, services));
  app.use(
    sameOriginWrites(new URL(deps.config.publicUrl).origin, (path) => path.startsWith("/api/")),
  );

  if (options.staticRoot) {
    const root = options.staticRoot;
    app.use(
      "/assets/*",
      cachedStatic({ root, precompressed: true }, "public, max-age=31536000, immutable"),
    );
    app.use("*", cachedStatic({ root, precompressed: true }, "public, max-age=3600"));
  }

  // Calendar feeds (/events/{slug}.ics and the like): paths the pages cannot match.
  app.route("/", feedRoutes(services));
  // The embeddable calendar: /embed/…, /embed.js and /oembed (decision 064).
  app.route("/", embedRoutes(services, sources.images));

  const ssr = options.ssr;
  if (ssr) {
    app.all("*", async (c) => {
      // One nonce per render. Inside the page cache, so a kept page keeps the
      // policy that matches its bytes (docs/decisions/019-content-security-policy.md).
      const cspNonce = newNonce();
      const context = makeLoadContext({
        services,
        requestId: c.get("requestId"),
        clientIp: c.get("clientIp"),
        cspNonce,
        markupCache: deps.config.markupCache,
      });
      return withPagePolicy(await ssr(c.req.raw, context), cspNonce, sources);
    });
  }

  app.onError((err, c) => {
    deps.logger.error({ err, request_id: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.html(errorPage(c.get("requestId")), 500);
  });
  // The realtime bridge takes `changes.bus` (server/boot/serve.ts), so other
  // servers' changes reach every cache.
  return Object.assign(app, { services, changes, pageCache });
}

function errorPage(requestId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111">
<h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p>
<p style="color:#555">Reference: ${requestId}</p><p><a href="/">Go to the home page</a></p></body></html>`;
}
