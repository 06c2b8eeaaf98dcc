// LISTEN side of the bus: every app server listens on NOTIFY_CHANNEL and hands
// each message to its hub. PGlite delivers notifications through its own
// client (from its worker thread on a data directory); on PostgreSQL a dedicated connection (outside the pool,
// which would hand it to other queries) listens and reconnects when lost.
import pg from "pg";
import type { Database, PgliteClient } from "../../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { type BusMessage, NOTIFY_CHANNEL, parseBusMessage } from "./bus.ts";

export interface BridgeHandlers {
  message(message: BusMessage): void;
  /** Listening again after a lost connection: messages in between are gone. */
  reconnected(): void;
}

export interface Bridge {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = [1000, 2000, 5000, 10_000];
const PING_MS = 30_000;

export function createBridge(database: Database, logger: Logger, handlers: BridgeHandlers): Bridge {
  const receive = (text: string) => {
    const message = parseBusMessage(text);
    if (!message) {
      logger.warn({ channel: NOTIFY_CHANNEL }, "realtime: ignored a malformed notification");
      return;
    }
    try {
      handlers.message(message);
    } catch (err) {
      logger.error({ err }, "realtime: delivering a notification failed");
    }
  };
  if (database.kind === "pglite") return pgliteBridge(database.client as PgliteClient, receive);
  return pgBridge(database.client as pg.Pool, logger, receive, handlers.reconnected);
}

function pgliteBridge(client: PgliteClient, receive: (text: string) => void): Bridge {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await client.listen(NOTIFY_CHANNEL, receive);
    },
    async stop() {
      const u = unlisten;
      unlisten = null;
      if (u && !client.closed) await u().catch(() => {});
    },
  };
}

function pgBridge(
  pool: pg.Pool,
  logger: Logger,
  receive: (text: string) => void,
  reconnected: () => void,
): Bridge {
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
      if (n.channel === NOTIFY_CHANNEL && n.payload) receive(n.payload);
    });
    client = c;
    await c.connect();
    await c.query(`listen ${NOTIFY_CHANNEL}`);
    // An idle connection may die without a word; a query notices.
    ping = setInterval(() => {
      c.query("select 1").catch((err) => lost(c, err));
    }, PING_MS);
    ping.unref();
  }

  function lost(c: pg.Client, err: Error | null) {
    if (stopped || client !== c) return;
    void drop();
    logger.warn({ err }, "realtime: LISTEN connection lost; reconnecting");
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
        logger.info("realtime: listening again");
        reconnected();
      } catch (err) {
        await drop();
        logger.warn({ err }, "realtime: LISTEN reconnect failed");
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
        // The site still serves; pages just do not update live until we listen.
        await drop();
        logger.error({ err }, "realtime: LISTEN failed; retrying");
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
