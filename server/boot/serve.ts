// One app process: the HTTP server with the API, health checks, static files,
// pages and the realtime socket on one port, and its graceful shutdown. The
// whole site when WEB_CONCURRENCY is 1; each worker's part when it is more.
import http from "node:http";
import net from "node:net";
import type { Config } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import type { Logger } from "../lib/logger.ts";
import { attachRealtime, authenticatorFrom } from "../realtime/index.ts";
import { openPrepared, prepareDatabase } from "./prepare.ts";
import { developmentListener, productionListener } from "./request-listener.ts";
import { startSandboxSweep } from "./sandbox-sweep.ts";

const IDLE_SWEEP_MS = 500;

/** `prepare`: this process migrates and seeds (alone); false for a worker whose primary did. */
export async function serve(config: Config, logger: Logger, prepare: boolean): Promise<void> {
  const dev = config.env === "development";
  const { database, authSecret } = prepare
    ? await prepareDatabase(config, logger)
    : await openPrepared(config, logger);
  const deps: AppDeps = { config, database, logger, authSecret };
  if (dev) {
    const { seedDevelopmentAdmin } = await import("../seed/admin.ts");
    await seedDevelopmentAdmin(deps, logger);
  }

  // Idle keep-alive sockets stay open longer than Node's 5 s: a client (or a
  // load balancer, whose own idle timeout is usually 60 s) that reuses one just
  // as the server closes it gets ECONNRESET. The server must outlast them.
  const server = http.createServer({ keepAliveTimeout: 65_000 });
  server.headersTimeout = 66_000;
  let inFlight = 0;
  let closing = false;
  const app = dev ? await developmentListener(deps, server) : await productionListener(deps);

  // WebSocket channels on the same port; Vite's HMR socket keeps its own upgrades in development.
  const realtime = await attachRealtime(server, {
    config,
    database,
    logger,
    auth: authenticatorFrom(app.services),
    otherUpgrades: dev ? "ignore" : "refuse",
    before: app.changesBus,
  });

  // Jobs (mail, the daily trash purge) run in every app process (decision 049).
  await app.services.jobQueue.start();
  const stopSweep = startSandboxSweep(app.services, logger);

  server.on("request", (req, res) => {
    inFlight++;
    res.on("close", () => inFlight--);
    if (closing) res.setHeader("connection", "close");
    app.listener(req, res);
  });

  // In a worker of the cluster, the primary holds the port and hands each worker connections.
  server.listen(config.port, config.host, () => {
    logger.info(
      { url: config.publicUrl, listen: `${config.host}:${config.port}`, mode: config.env },
      `artcal is serving ${config.publicUrl}`,
    );
  });

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    stopSweep();
    // No new job starts; the one running finishes (its timeouts are within its lease).
    const jobsStopped = app.services.jobQueue.stop();
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
    await jobsStopped;
    await app.close?.();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
