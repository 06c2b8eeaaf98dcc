import http from "node:http";
import type { AddressInfo } from "node:net";
// The real timers, even while a test fakes the global ones.
import { setTimeout as realTimeout } from "node:timers";
import { getRequestListener } from "@hono/node-server";
import { type Channel, Socket, type SocketConnectOption } from "phoenix";
import { WebSocket } from "ws";
import { REALTIME_SOCKET_OPTIONS } from "../app/lib/realtime/options.ts";
import {
  attachRealtime,
  authenticatorFrom,
  type RealtimeOptions,
  type RealtimeServer,
} from "../server/realtime/index.ts";
import type { TestApp } from "./test-app.ts";

// The realtime endpoint on a real HTTP server (port 0) in front of a test
// app, and the clients that talk to it: the `phoenix` library as the browser
// uses it, and raw `ws` sockets for frames no well-behaved client sends.

export interface RunningServer {
  port: number;
  /** ws://127.0.0.1:port/realtime/v1, the endpoint a phoenix Socket takes. */
  endpoint: string;
  /** The raw WebSocket URL. */
  url: string;
  realtime: RealtimeServer;
  server: http.Server;
  stop(): Promise<void>;
}

export async function startServer(
  t: TestApp,
  options: Partial<Pick<RealtimeOptions, "limits" | "hub" | "config">> & { port?: number } = {},
): Promise<RunningServer> {
  const server = http.createServer(getRequestListener(t.app.fetch));
  const realtime = await attachRealtime(server, {
    config: options.config ?? t.deps.config,
    database: t.database,
    logger: t.deps.logger,
    auth: authenticatorFrom(t.app.services),
    otherUpgrades: "refuse",
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.hub ? { hub: options.hub } : {}),
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    endpoint: `ws://127.0.0.1:${port}/realtime/v1`,
    url: `ws://127.0.0.1:${port}/realtime/v1/websocket?vsn=2.0.0`,
    realtime,
    server,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A phoenix Socket configured as the site's (spec §9), over `ws`. */
export function phoenixSocket(
  endpoint: string,
  options: Partial<SocketConnectOption> = {},
): Socket {
  const socket = new Socket(endpoint, {
    ...REALTIME_SOCKET_OPTIONS,
    transport: WebSocket as unknown as SocketConnectOption["transport"],
    ...options,
  });
  socket.connect();
  return socket;
}

export type JoinResult = { status: "ok" | "error" | "timeout"; response: Record<string, unknown> };

/** Joins and resolves with the server's first answer. */
export function join(channel: Channel): Promise<JoinResult> {
  return new Promise((resolve) => {
    channel
      .join()
      .receive("ok", (response) => resolve({ status: "ok", response }))
      .receive("error", (response) => resolve({ status: "error", response }))
      .receive("timeout", () => resolve({ status: "timeout", response: {} }));
  });
}

/** Waits for a condition on real time, so it works under fake timers too. */
export function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) return resolve();
      if (performance.now() > deadline) return reject(new Error("condition not met in time"));
      realTimeout(poll, 5);
    };
    poll();
  });
}

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A raw socket that collects what the server sends. */
export interface RawClient {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  /** The next frame with this ref (or matching the predicate). */
  next(match: string | ((f: Frame) => boolean), timeoutMs?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

export function rawClient(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiting = new Set<() => void>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const w of [...waiting]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: RawClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next(match, timeoutMs = 5000) {
      const test = typeof match === "string" ? (f: Frame) => f[1] === match : match;
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find(test);
          if (!found) return false;
          waiting.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no frame matching ${String(match)}; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!look()) waiting.add(look);
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(client));
    ws.once("error", reject);
  });
}
