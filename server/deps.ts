import type { Database } from "../db/client.ts";
import type { ApiKeyUse } from "./api/api-keys/service.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./lib/logger.ts";
import type { Actor } from "./lib/policy.ts";

/** What the process hands the app when it boots; tests build the same from a test database. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** AUTH_SECRET, or the secret generated once and kept in the database. */
  authSecret: string;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    actor: Actor;
    /** The API key the request came with (X-Api-Key); the actor stays anonymous (decision 063). */
    apiKey?: ApiKeyUse;
  };
}
