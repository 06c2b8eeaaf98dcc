// What must happen once per start before anyone serves: migrations, the
// generated auth secret, the demo calendar on an empty database. The single
// process does it itself; with WEB_CONCURRENCY above 1 the primary does it
// before forking, so the workers do not race on calendarIsEmpty and seed twice.
import { type Database, openDatabase } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import type { Config } from "../config.ts";
import { ensureGeneratedSetting } from "../lib/auth/settings-repo.ts";
import type { Logger } from "../lib/logger.ts";

export interface Prepared {
  database: Database;
  authSecret: string;
}

/** Opens the database, applies migrations, makes the auth secret and seeds an empty calendar. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Prepared> {
  const database = await openOrExit(config, logger, true);
  logger.info({ database: database.kind }, "database ready, migrations applied");
  const authSecret = await secret(config, database);
  // The seed modules are large and needed once in the site's life: loaded only then.
  const { calendarIsEmpty, seedDemo } = await import("../seed/demo.ts");
  if (await calendarIsEmpty(database.db)) {
    const { createStorage } = await import("../lib/storage/index.ts");
    const storage = createStorage(config, { secret: authSecret });
    const seeded = await seedDemo(database.db, config.fixedNow ?? new Date(), { storage });
    logger.info(seeded, "first start: demo calendar seeded");
  }
  if (config.fixedNow)
    logger.warn({ now: config.fixedNow }, "clock pinned by TEST_NOW (tests only)");
  return { database, authSecret };
}

/** A worker's database: the primary has prepared it, so only open it and read the secret. */
export async function openPrepared(config: Config, logger: Logger): Promise<Prepared> {
  const database = await openOrExit(config, logger, false);
  return { database, authSecret: await secret(config, database) };
}

async function openOrExit(config: Config, logger: Logger, migrating: boolean): Promise<Database> {
  try {
    const database = await openDatabase(config.database, { logger });
    if (migrating) await migrate(database);
    return database;
  } catch (err) {
    logger.fatal({ err }, "database unavailable or migrations failed");
    process.exit(1);
  }
}

// Generated once by whichever process asks first and kept in the database.
function secret(config: Config, database: Database): Promise<string> {
  return config.authSecret
    ? Promise.resolve(config.authSecret)
    : ensureGeneratedSetting(database.db, "auth_secret");
}
