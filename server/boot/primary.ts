// The primary of WEB_CONCURRENCY app processes on one port (node:cluster).
// It has the database prepared once (prepare-once.ts, in a child process that
// exits, so the primary never loads the driver), then only supervises: it
// serves no request and stays small; the workers (serve.ts) share its port.
// Workers that die are replaced (with a growing pause if they keep dying
// young); SIGTERM/SIGINT are passed on and the primary exits once every
// worker has drained and gone.
import { fork } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";

/** A worker that lived this long was healthy: its death starts no back-off. */
const STABLE_MS = 30_000;
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;
/** After the workers' own drain timeout, how long the primary still waits before SIGKILL. */
const EXIT_GRACE_MS = 10_000;

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  // Before any worker: they would otherwise race to migrate and to seed an empty calendar.
  const prepared = await prepareOnce();
  if (prepared !== 0) {
    logger.fatal({ code: prepared }, "preparing the database failed: not starting the workers");
    process.exit(1);
  }

  // Workers run server/main.ts itself (not `npm start`'s wrapper) with this process's Node flags.
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, "../main.ts") });

  const born = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let startedAll = false;
  let quickDeaths = 0;
  let stopping: NodeJS.Signals | null = null;
  let failed = false;

  const start = () => born.set(cluster.fork(), Date.now());
  for (let i = 0; i < config.webConcurrency; i++) start();

  cluster.on("listening", (worker) => {
    listening.add(worker);
    if (startedAll || listening.size < config.webConcurrency) return;
    startedAll = true;
    logger.info(
      { url: config.publicUrl, listen: `${config.host}:${config.port}`, workers: listening.size },
      `artcal is serving ${config.publicUrl} with ${listening.size} processes`,
    );
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (born.get(worker) ?? 0);
    born.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // Killed by the signal passed on, before it had set its handler: stopped as asked.
      if (code !== 0 && signal !== stopping) failed = true;
      if (born.size === 0) finish();
      return;
    }
    const died = { worker: worker.id, pid: worker.process.pid, code, signal, lived_ms: lived };
    if (!startedAll) {
      // A worker that cannot start (no build, bad database) will not start on a retry either.
      logger.fatal(died, "a worker failed to start: stopping");
      failed = true;
      stop("SIGTERM");
      return;
    }
    quickDeaths = lived < STABLE_MS ? quickDeaths + 1 : 0;
    // Once is bad luck; again and again (a bad deploy, a lost database) must not spin the CPU.
    const pause =
      quickDeaths < 2 ? 0 : Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (quickDeaths - 2));
    logger.error({ ...died, restart_in_ms: pause }, "a worker died: starting another");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      start();
    }, pause);
    restarts.add(timer);
  });

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = signal;
    for (const timer of restarts) clearTimeout(timer);
    logger.info({ signal, workers: born.size }, "shutting down: the workers drain and stop");
    if (born.size === 0) return finish();
    // Each worker stops taking connections, answers what it accepted and exits (serve.ts).
    for (const worker of born.keys()) worker.process.kill(signal);
    setTimeout(() => {
      logger.warn({ workers: born.size }, "workers still running after the drain: killing them");
      failed = true;
      for (const worker of born.keys()) worker.process.kill("SIGKILL");
    }, config.shutdownTimeoutMs + EXIT_GRACE_MS).unref();
  }

  function finish() {
    logger.info("stopped");
    process.exit(failed ? 1 : 0);
  }

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** Runs prepare-once.ts with this process's environment and Node flags; its exit code. */
function prepareOnce(): Promise<number | null> {
  const child = fork(path.join(import.meta.dirname, "prepare-once.ts"), { stdio: "inherit" });
  // A stop during preparation stops it too (migrations roll back; the next start resumes).
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      process.off("SIGTERM", stop);
      process.off("SIGINT", stop);
      resolve(code);
    }),
  );
}
