import { type ApiModule, apiModules } from "../server/api/index.ts";
import { type AppOptions, createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { AppDeps } from "../server/deps.ts";
import { ensureGeneratedSetting } from "../server/lib/auth/settings-repo.ts";
import { createLogger } from "../server/lib/logger.ts";
import { createTestDatabase } from "./test-db.ts";

/** The real app on a fresh test database, called in-process with app.request(). */
export async function createTestApp(
  options: {
    extraModules?: ApiModule[];
    env?: Record<string, string>;
    /** A clock the test moves, and the page cache reading it. */
    app?: Pick<AppOptions, "clock" | "pageCache">;
  } = {},
) {
  const database = await createTestDatabase();
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true", ...options.env }),
    database,
    logger: createLogger("silent"),
    authSecret: await ensureGeneratedSetting(database.db, "auth_secret"),
  };
  const app = createApp(deps, {
    ...options.app,
    modules: [...apiModules, ...(options.extraModules ?? [])],
  });
  return { app, deps, database, close: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
