// Boot: the only file `node` runs for the site (npm start, npm run dev).
// WEB_CONCURRENCY 1 (PGlite, development, or set so): this process prepares
// the database and serves (boot/serve.ts). Above 1: this process becomes the
// primary of a node:cluster (boot/primary.ts), prepares the database once and
// forks that many workers, each of which runs this file again and serves on
// the shared port. Each role imports only the modules it runs, so the primary
// never loads the app.
import cluster from "node:cluster";
import { readConfig } from "./boot/read-config.ts";
import { createLogger } from "./lib/logger.ts";

const config = readConfig();

if (cluster.isWorker) {
  const logger = createLogger(config.logLevel, { worker: cluster.worker?.id });
  const { serve } = await import("./boot/serve.ts");
  await serve(config, logger, false);
} else if (config.webConcurrency > 1) {
  const logger = createLogger(config.logLevel, { role: "primary" });
  const { runPrimary } = await import("./boot/primary.ts");
  await runPrimary(config, logger);
} else {
  const logger = createLogger(config.logLevel);
  const { serve } = await import("./boot/serve.ts");
  await serve(config, logger, true);
}
