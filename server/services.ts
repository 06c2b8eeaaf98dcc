import { createHealthService } from "./api/health/service.ts";
import { createSiteService } from "./api/site/service.ts";
import type { AppDeps } from "./deps.ts";

/** Every use case, built once per process; API routes and page loaders call the same ones. */
export function createServices(deps: AppDeps) {
  return {
    health: createHealthService(deps.database),
    site: createSiteService(deps.config),
  };
}

export type Services = ReturnType<typeof createServices>;
