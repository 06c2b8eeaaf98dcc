import { ensureSuperadmin } from "../api/account/bootstrap.ts";
import type { AppDeps } from "../deps.ts";
import type { Logger } from "../lib/logger.ts";
import { createServices } from "../services.ts";

export const DEMO_ADMIN_EMAIL = "admin@example.com";

/**
 * Development only: on a database without any superadmin, create
 * admin@example.com and print its password once. Production has no default
 * administrator; use `npm run admin:create`.
 */
export async function seedDevelopmentAdmin(deps: AppDeps, logger: Logger): Promise<void> {
  const services = createServices(deps);
  if ((await services.profiles.countSuperadmins()) > 0) return;
  const result = await ensureSuperadmin(services, {
    email: DEMO_ADMIN_EMAIL,
    name: "Demo Admin",
    username: "demo",
  });
  logger.warn({ email: DEMO_ADMIN_EMAIL }, "created the development superadmin");
  if (result.generatedPassword) {
    console.log(
      `\n  Development superadmin: ${DEMO_ADMIN_EMAIL} / ${result.generatedPassword}\n  (shown once; npm run admin:create resets nothing, it promotes)\n`,
    );
  }
}
