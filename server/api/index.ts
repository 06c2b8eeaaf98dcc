import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { notFound, validationError } from "../../core/errors.ts";
import type { AppDeps, AppEnv } from "../deps.ts";
import { apiErrorHandler } from "../lib/http-errors.ts";
import type { Services } from "../services.ts";
import { registerSiteRoutes } from "./site/routes.ts";

/** A module adds its routes to the v5 router. */
export type ApiModule = (api: Hono<AppEnv>, services: Services, deps: AppDeps) => void;

export const apiModules: ApiModule[] = [registerSiteRoutes];

const MAX_JSON_BYTES = 1024 * 1024;

/** The v5 JSON API, mounted at /api/v5. */
export function createApi(deps: AppDeps, services: Services, modules: ApiModule[] = apiModules) {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    await next();
    // Answers depend on the caller's token: never let a shared cache keep them.
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  });
  api.use(
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: () => {
        throw validationError([
          { field: "body", message: "The request body is larger than 1 MB." },
        ]);
      },
    }),
  );
  for (const register of modules) register(api, services, deps);
  api.all("*", () => {
    throw notFound("That endpoint");
  });
  api.onError(apiErrorHandler(deps.logger));
  return api;
}
