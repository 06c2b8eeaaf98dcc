// Run by the cluster's primary as a short-lived child process: migrations,
// auth secret and demo seed (prepare.ts), then exit. In a process of its own
// because the database driver, ORM and seed modules stay in memory once
// loaded (~90 MB), and the primary lives as long as the site.
import { createLogger } from "../lib/logger.ts";
import { prepareDatabase } from "./prepare.ts";
import { readConfig } from "./read-config.ts";

const config = readConfig();
const logger = createLogger(config.logLevel, { role: "prepare" });
const { database } = await prepareDatabase(config, logger);
await database.close();
process.exit(0);
