// An app server for tests that need several of them: the HTTP API and the
// realtime socket, as server/main.ts composes them, without the pages (which
// need a build). Configured by the environment like main.ts; listens on a free
// port and prints {"port": N} once it serves. Stops on SIGTERM.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { ensureGeneratedSetting } from "../server/lib/auth/settings-repo.ts";
import { createLogger } from "../server/lib/logger.ts";
import { attachRealtime, authenticatorFrom } from "../server/realtime/index.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config.database);
await migrate(database);
const authSecret = config.authSecret ?? (await ensureGeneratedSetting(database.db, "auth_secret"));
const app = createApp({ config, database, logger, authSecret });
const server = http.createServer(getRequestListener(app.fetch));
const realtime = await attachRealtime(server, {
  config,
  database,
  logger,
  auth: authenticatorFrom(app.services),
  otherUpgrades: "refuse",
  before: app.changes.bus,
  hub: { aliveMs: 500 },
});
server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

process.on("SIGTERM", async () => {
  await realtime.close();
  server.closeAllConnections();
  server.close();
  await database.close();
  process.exit(0);
});
