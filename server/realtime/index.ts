// The realtime endpoint: WebSocket channels at /realtime/v1/websocket on the
// site's own HTTP server, speaking the Phoenix channels protocol (v2 JSON) so
// the `phoenix` client library works as is. Changes reach every app server
// through PostgreSQL LISTEN/NOTIFY (bus.ts, bridge.ts). See
// docs/decisions/013-realtime.md.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { setTimeout as delay } from "node:timers/promises";
import { WebSocketServer } from "ws";
import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { clientAddress, type TrustProxy } from "../lib/client-address.ts";
import type { Logger } from "../lib/logger.ts";
import type { Actor } from "../lib/policy.ts";
import type { Services } from "../services.ts";
import { type Bridge, type BridgeHandlers, createBridge } from "./bridge.ts";
import { notify } from "./bus.ts";
import {
  type Authenticator,
  CLOSE,
  type ConnectionLimits,
  DEFAULT_LIMITS,
  serveConnection,
} from "./connection.ts";
import { createHub, type Hub, type HubOptions } from "./hub.ts";
import { PROTOCOL_VSN, REALTIME_PATH } from "./protocol.ts";

export { REALTIME_PATH } from "./protocol.ts";

const CLOSE_GRACE_MS = 1000;

export interface RealtimeOptions {
  config: Pick<Config, "trustProxy" | "realtime">;
  database: Database;
  logger: Logger;
  auth: Authenticator;
  /** Tests tighten these. */
  limits?: Partial<ConnectionLimits>;
  hub?: Pick<HubOptions, "aliveMs" | "expireMs">;
  /**
   * What to do with upgrades for other paths: leave them to other listeners
   * (Vite's HMR socket in development) or refuse them.
   */
  otherUpgrades?: "ignore" | "refuse";
  /** Hears every bus message before the sockets do: the page cache must forget first. */
  before?: BridgeHandlers;
}

export interface RealtimeServer {
  readonly hub: Hub;
  /** Open sockets on this server. */
  connections(): number;
  /** Stops taking sockets, says goodbye to the open ones (1001) and stops listening. */
  close(): Promise<void>;
}

/** Who may join back-office topics and their own `user:` topic, as the API resolves bearer tokens. */
export function authenticatorFrom(
  services: Pick<Services, "tokens" | "account" | "profiles">,
): Authenticator {
  return {
    async superadmin(token) {
      let actor: Actor;
      try {
        actor = await services.account.actorFor(await services.tokens.verify(token));
      } catch {
        // A bad or expired token, or one whose session has ended.
        return null;
      }
      if (actor.kind !== "user" || !actor.isSuperAdmin) return null;
      const userId = actor.userId;
      const profile = await services.profiles.findById(userId);
      const name = (profile?.name || profile?.username || "Someone else").slice(0, 80);
      return { id: userId, name };
    },
    async user(token) {
      try {
        const actor = await services.account.actorFor(await services.tokens.verify(token));
        return actor.kind === "user" ? actor.userId : null;
      } catch {
        return null;
      }
    },
  };
}

/** The caller's address, by the same rule as the app's clientIp (server/lib/client.ts). */
export function upgradeClientIp(req: IncomingMessage, trustProxy: TrustProxy): string {
  const header = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(header) ? header.join(",") : header;
  return clientAddress(req.socket.remoteAddress, forwarded, trustProxy);
}

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** Serves the realtime endpoint on `server` and starts listening to the bus. */
export async function attachRealtime(
  server: Server,
  options: RealtimeOptions,
): Promise<RealtimeServer> {
  const { config, database, logger } = options;
  const limits: ConnectionLimits = {
    ...DEFAULT_LIMITS,
    heartbeatTimeoutMs: config.realtime.heartbeatTimeoutMs,
    ...options.limits,
  };
  const hub = createHub({
    logger,
    notify: (message) => notify(database.db, message),
    ...options.hub,
  });
  const bridge: Bridge = createBridge(database, logger, {
    message: (m) => {
      options.before?.message(m);
      hub.receive(m);
    },
    reconnected: () => {
      options.before?.reconnected();
      hub.reconnected();
    },
  });
  await bridge.start();
  hub.start();

  const wss = new WebSocketServer({
    noServer: true,
    // Frames a little over the limit still get an error reply (connection.ts);
    // far over it, ws closes the socket (1009) without reading them.
    maxPayload: limits.maxFrameBytes * 4,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has("phoenix") ? "phoenix" : false),
  });
  const perClient = new Map<string, number>();
  let closing = false;

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== REALTIME_PATH) {
      if (options.otherUpgrades === "refuse") refuseUpgrade(socket, 404, "Not Found");
      return;
    }
    if (closing) return refuseUpgrade(socket, 503, "Service Unavailable");
    const vsn = url.searchParams.get("vsn");
    if (vsn !== null && vsn !== PROTOCOL_VSN)
      return refuseUpgrade(socket, 400, `Unsupported protocol version; use vsn=${PROTOCOL_VSN}`);
    const ip = upgradeClientIp(req, config.trustProxy);
    const open = perClient.get(ip) ?? 0;
    if (open >= config.realtime.maxConnectionsPerClient)
      return refuseUpgrade(socket, 429, "Too Many Requests");
    perClient.set(ip, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const n = (perClient.get(ip) ?? 1) - 1;
      if (n > 0) perClient.set(ip, n);
      else perClient.delete(ip);
    };
    socket.once("close", release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.once("close", release);
      serveConnection(ws, { hub, auth: options.auth, limits, logger });
    });
  }

  server.on("upgrade", onUpgrade);
  logger.debug({ path: REALTIME_PATH }, "realtime endpoint ready");

  return {
    hub,
    connections: () => wss.clients.size,
    async close() {
      if (closing) return;
      closing = true;
      server.off("upgrade", onUpgrade);
      const sockets = [...wss.clients];
      for (const ws of sockets) ws.close(CLOSE.goingAway, "server shutting down");
      // Give clients a moment to answer the close, then cut whatever is left.
      const closed = sockets.map((ws) =>
        ws.readyState === ws.CLOSED ? null : new Promise((r) => ws.once("close", r)),
      );
      await Promise.race([Promise.all(closed), delay(CLOSE_GRACE_MS, null, { ref: false })]);
      for (const ws of sockets) if (ws.readyState !== ws.CLOSED) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await hub.stop();
      await bridge.stop();
    },
  };
}
