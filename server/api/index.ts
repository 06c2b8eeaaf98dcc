import { Hono } from "hono";
import { notFound, unauthenticated } from "../../core/errors.ts";
import type { AppDeps, AppEnv } from "../deps.ts";
import { apiErrorHandler } from "../lib/http-errors.ts";
import { apiBodyLimit, queryLengthLimit } from "../lib/limits.ts";
import { anonymous } from "../lib/policy.ts";
import { routeRateLimits } from "../lib/rate-limit/routes.ts";
import type { Services } from "../services.ts";
import { registerAccountRoutes } from "./account/routes.ts";
import { registerAnalyticsRoutes } from "./analytics/routes.ts";
import { registerApiKeyRoutes } from "./api-keys/routes.ts";
import { registerBlogRoutes } from "./blog/routes.ts";
import { registerCalendarRoutes } from "./calendar/routes.ts";
import { registerDiscoverRoutes } from "./discover/routes.ts";
import { registerFeaturedRoutes } from "./featured/routes.ts";
import { registerFilesRoutes } from "./files/routes.ts";
import { registerGuidesRoutes } from "./guides/routes.ts";
import { registerJobsRoutes } from "./jobs/routes.ts";
import { registerOpenApiRoutes } from "./openapi/routes.ts";
import { registerCalendarFeedRoutes } from "./personal/feed-routes.ts";
import { registerPersonalMailRoutes } from "./personal/mail-routes.ts";
import { registerPersonalRoutes } from "./personal/routes.ts";
import { registerPlacesRoutes } from "./places/routes.ts";
import { registerPromoRoutes } from "./promo/routes.ts";
import { registerRevisionRoutes } from "./revisions/routes.ts";
import { registerSearchRoutes } from "./search/routes.ts";
import { registerSecurityRoutes } from "./security/routes.ts";
import { registerBuyerRoutes } from "./shop/buyer-routes.ts";
import { registerShopRoutes } from "./shop/routes.ts";
import { registerSiteRoutes } from "./site/routes.ts";
import { registerSubmissionRoutes } from "./submissions/routes.ts";
import { registerUtilsRoutes } from "./utils/routes.ts";
import { registerWebhookRoutes } from "./webhooks/routes.ts";

/** A module adds its routes to the v5 router. */
export type ApiModule = (api: Hono<AppEnv>, services: Services, deps: AppDeps) => void;

export const apiModules: ApiModule[] = [
  registerSiteRoutes,
  registerAccountRoutes,
  registerSecurityRoutes,
  registerApiKeyRoutes,
  registerPlacesRoutes,
  registerCalendarRoutes,
  registerDiscoverRoutes,
  registerFilesRoutes,
  registerBlogRoutes,
  registerFeaturedRoutes,
  registerPromoRoutes,
  registerGuidesRoutes,
  registerAnalyticsRoutes,
  registerShopRoutes,
  registerBuyerRoutes,
  registerCalendarFeedRoutes,
  registerPersonalRoutes,
  registerPersonalMailRoutes,
  registerRevisionRoutes,
  registerSubmissionRoutes,
  registerJobsRoutes,
  registerWebhookRoutes,
  registerSearchRoutes,
  registerUtilsRoutes,
];

/** Where app.ts mounts the API; path-keyed limits see the full path. */
const API_PREFIX = "/api/v5";

/** The v5 JSON API, mounted at /api/v5. */
export function createApi(deps: AppDeps, services: Services, modules: ApiModule[] = apiModules) {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    await next();
    // Answers depend on the caller's token: never let a shared cache keep them.
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  });
  api.use(queryLengthLimit);
  api.use(apiBodyLimit(API_PREFIX));
  api.use(routeRateLimits(services.limiter, API_PREFIX));
  // One place verifies bearer tokens; a bad or expired one is a 401 everywhere.
  // POST /auth/authenticate carries its token in the body instead (spec §6).
  api.use(async (c, next) => {
    c.set("actor", anonymous);
    const header = c.req.header("authorization");
    if (header && !c.req.path.endsWith("/auth/authenticate")) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) throw unauthenticated("Send the access token as: Authorization: Bearer <token>.");
      // Verified, and its session still standing: a signed-out token is a 401 at once.
      c.set("actor", await services.account.actorFor(await services.tokens.verify(token)));
    } else {
      // An API key reads what the public reads (decision 063): the actor stays
      // anonymous; the key is checked, limited and counted, and marks the request.
      const key = c.req.header("x-api-key");
      if (key !== undefined) c.set("apiKey", await services.apiKeys.use(key.trim(), c.req.method));
    }
    await next();
  });
  for (const register of modules) register(api, services, deps);
  registerOpenApiRoutes(api);
  api.all("*", () => {
    throw notFound("That endpoint");
  });
  api.onError(apiErrorHandler(deps.logger));
  return api;
}
