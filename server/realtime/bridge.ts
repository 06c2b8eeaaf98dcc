// LISTEN side of the bus: every app server listens on NOTIFY_CHANNEL and hands
// each message to its hub (the connection itself: server/lib/pg-listen.ts).
import type { Database } from "../../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { type Listener, listen } from "../lib/pg-listen.ts";
import { type BusMessage, NOTIFY_CHANNEL, parseBusMessage } from "./bus.ts";

export interface BridgeHandlers {
  message(message: BusMessage): void;
  /** Listening again after a lost connection: messages in between are gone. */
  reconnected(): void;
}

export type Bridge = Listener;

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
  return listen(
    database,
    logger,
    { channel: NOTIFY_CHANNEL, name: "realtime", reconnected: () => handlers.reconnected() },
    receive,
  );
}
