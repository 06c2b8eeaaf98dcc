// Boot: configuration, database, migrations, then one HTTP server that serves
// the API, the health checks, static files, the pages and the realtime socket. The only file that
// `node` runs for the site (npm start, npm run dev).
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { type Database, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { ensureGeneratedSetting } from "./lib/auth/settings-repo.ts";
import { createLogger } from "./lib/logger.ts";
import { createStorage } from "./lib/storage/index.ts";
// Memory (decision 023): the start-up heap limit ends once the server is ready.
import { endStartUpHeapGrowth } from "./node-flags.ts";
import type { BridgeHandlers } from "./realtime/bridge.ts";
import { attachRealtime, authenticatorFrom } from "./realtime/index.ts";
import { seedDevelopmentAdmin } from "./seed/admin.ts";
import { calendarIsEmpty, seedDemo } from "./seed/demo.ts";
import { createServices, type Services } from "./services.ts";

type FetchApp = {
  fetch: (request: Request) => Response | Promise<Response>;
  services: Services;
  pageCache: { bus: BridgeHandlers };
};
type ServerModule = {
  createServerApp: (deps: AppDeps, options?: { staticRoot?: string }) => FetchApp;
};

const root = path.resolve(import.meta.dirname, "..");
const IDLE_SWEEP_MS = 500;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`artcal cannot start. ${err.message}\nSee README.md, "Configuration".`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
const dev = config.env === "development";

let database: Database;
try {
  database = await openDatabase(config.database);
  await migrate(database);
} catch (err) {
  logger.fatal({ err }, "database unavailable or migrations failed");
  process.exit(1);
}
logger.info({ database: database.kind }, "database ready, migrations applied");

const authSecret = config.authSecret ?? (await ensureGeneratedSetting(database.db, "auth_secret"));
const deps: AppDeps = { config, database, logger, authSecret };
if (await calendarIsEmpty(database.db)) {
  const storage = createStorage(config, { secret: authSecret });
  const seeded = await seedDemo(database.db, config.fixedNow ?? new Date(), { storage });
  logger.info(seeded, "first start: demo calendar seeded");
}
if (dev) await seedDevelopmentAdmin(deps, logger);
if (config.fixedNow) logger.warn({ now: config.fixedNow }, "clock pinned by TEST_NOW (tests only)");
const server = http.createServer();
let inFlight = 0;
let closing = false;
let requestListener: http.RequestListener;
let closeDev: (() => Promise<void>) | undefined;
// The realtime socket checks admin tokens with the same services the app uses.
let services: Services;
// Production's page cache forgets pages when any app server announces a change.
let pageCacheBus: BridgeHandlers | undefined;

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, ws: { server } },
  });
  closeDev = () => vite.close();
  // The app module reloads on edits; the socket outlives them with services of its own.
  services = createServices(deps);
  // Reload the app module when Vite reports it changed, so API and page edits apply without restart.
  let cached: { module: ServerModule; listener: http.RequestListener } | undefined;
  requestListener = (req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const module = (await vite.ssrLoadModule("/server/entry.ts")) as ServerModule;
        if (cached?.module !== module) {
          cached = { module, listener: getRequestListener(module.createServerApp(deps).fetch) };
        }
        cached.listener(req, res);
      } catch (err) {
        vite.ssrFixStacktrace(err as Error);
        logger.error({ err }, "dev server error");
        res.statusCode = 500;
        res.end(String((err as Error).stack ?? err));
      }
    });
  };
} else {
  const entry = path.join(root, "build/server/index.js");
  if (!existsSync(entry)) {
    logger.fatal("no production build: run `npm run build` (or `npm start`, which builds first)");
    process.exit(1);
  }
  const module = (await import(pathToFileURL(entry).href)) as ServerModule;
  const app = module.createServerApp(deps, {
    staticRoot: path.relative(process.cwd(), path.join(root, "build/client")) || ".",
  });
  // The first render loads route modules lazily; pay that before we say we are ready.
  await app.fetch(new Request(`http://localhost:${config.port}/`));
  endStartUpHeapGrowth();
  requestListener = getRequestListener(app.fetch);
  services = app.services;
  pageCacheBus = app.pageCache.bus;
}

// WebSocket channels on the same port; Vite's HMR socket keeps its own upgrades in development.
const realtime = await attachRealtime(server, {
  config,
  database,
  logger,
  auth: authenticatorFrom(services),
  otherUpgrades: dev ? "ignore" : "refuse",
  before: pageCacheBus,
});

server.on("request", (req, res) => {
  inFlight++;
  res.on("close", () => inFlight--);
  if (closing) res.setHeader("connection", "close");
  requestListener(req, res);
});

server.listen(config.port, config.host, () => {
  logger.info(
    { url: config.publicUrl, listen: `${config.host}:${config.port}`, mode: config.env },
    `artcal is serving ${config.publicUrl}`,
  );
});

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal, in_flight: inFlight }, "shutting down: no new connections, draining");
  // Open sockets are told to go (clients reconnect, to another server behind a balancer).
  const realtimeClosed = realtime.close();
  // Stop accepting, but not with http's close(): it also drops "idle" connections at once,
  // and a connection whose request is still unread (the process was busy) looks idle.
  const drained = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve()),
  );
  // Keep-alive connections go once what they sent has been read and answered.
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const timer = setTimeout(() => {
    logger.warn({ in_flight: inFlight }, "drain timeout: closing remaining connections");
    server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  await drained;
  await realtimeClosed;
  clearTimeout(timer);
  clearInterval(idle);
  await closeDev?.();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
