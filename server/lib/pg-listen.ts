// PostgreSQL LISTEN for one channel, on PGlite or on a server. PGlite delivers
// notifications through its own client (from its worker thread on a data
// directory); on PostgreSQL a dedicated connection (outside the pool, which
// would hand it to other queries) listens, pings and reconnects when lost.
// The realtime bus (server/realtime/bridge.ts) and the job queue's wake-up
// (server/lib/jobs/) each hold one.
import pg from "pg";
import type { Database, PgliteClient } from "../../db/client.ts";
import type { Logger } from "./logger.ts";

export interface Listener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /** Who listens, in log lines ("realtime"). */
  name: string;
  /** Listening again after a lost connection: notifications in between are gone. */
  reconnected?: () => void;
}

const RECONNECT_MS = [1000, 2000, 5000, 10_000];
const PING_MS = 30_000;

/** Hands each notification's payload on `o.channel` to `receive`, from start() to stop(). */
export function listen(
  database: Database,
  logger: Logger,
  o: ListenOptions,
  receive: (text: string) => void,
): Listener {
  if (database.kind === "pglite")
    return pgliteListener(database.client as PgliteClient, o.channel, receive);
  return pgListener(database.client as pg.Pool, logger, o, receive);
}

function pgliteListener(
  client: PgliteClient,
  channel: string,
  receive: (text: string) => void,
): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await client.listen(channel, receive);
    },
    async stop() {
      const u = unlisten;
      unlisten = null;
      if (u && !client.closed) await u().catch(() => {});
    },
  };
}

function pgListener(
  pool: pg.Pool,
  logger: Logger,
  o: ListenOptions,
  receive: (text: string) => void,
): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  /** Forgets the current connection and closes it quietly. */
  function drop() {
    const c = client;
    client = null;
    clearInterval(ping);
    if (!c) return Promise.resolve();
    c.removeAllListeners("end");
    return c.end().catch(() => {});
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({ ...pool.options, keepAlive: true });
    // A lost connection must never take the process down: listen again instead.
    c.on("error", (err) => lost(c, err));
    c.on("end", () => lost(c, null));
    c.on("notification", (n) => {
      if (n.channel === o.channel && n.payload) receive(n.payload);
    });
    client = c;
    await c.connect();
    await c.query(`listen ${o.channel}`);
    // An idle connection may die without a word; a query notices.
    ping = setInterval(() => {
      c.query("select 1").catch((err) => lost(c, err));
    }, PING_MS);
    ping.unref();
  }

  function lost(c: pg.Client, err: Error | null) {
    if (stopped || client !== c) return;
    void drop();
    logger.warn({ err }, `${o.name}: LISTEN connection lost; reconnecting`);
    schedule();
  }

  function schedule() {
    const delay = RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]!;
    attempts++;
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        attempts = 0;
        logger.info(`${o.name}: listening again`);
        o.reconnected?.();
      } catch (err) {
        await drop();
        logger.warn({ err }, `${o.name}: LISTEN reconnect failed`);
        if (!stopped) schedule();
      }
    }, delay);
    retry.unref();
  }

  return {
    async start() {
      try {
        await connect();
      } catch (err) {
        // The site still serves; whoever listens catches up when it can.
        await drop();
        logger.error({ err }, `${o.name}: LISTEN failed; retrying`);
        schedule();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await drop();
    },
  };
}
