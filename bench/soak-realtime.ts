// The soak's WebSocket clients: raw `ws` sockets speaking the Phoenix v2
// protocol as the site's pages do, joined to `calendar` for the whole phase,
// heartbeating every 30 s. Each counts the change messages it hears, so the
// report can tell whether a write on one server reached the other's clients.
import { WebSocket } from "ws";
import { visitorAddress } from "./soak-http.ts";

const HEARTBEAT_MS = 30_000;

export interface Change {
  table: string;
  id?: string;
  action: string;
}

export class Listener {
  /** How many times each `id:action` was heard. */
  private heardCount = new Map<string, number>();
  messages = 0;
  joined = false;
  /** Closes and errors before the phase ended: each one is an unexpected failure. */
  drops: string[] = [];
  private ws: WebSocket;
  private ref = 1;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  readonly server: string;

  constructor(server: string) {
    this.server = server;
    const url = `${server.replace(/^http/, "ws")}/realtime/v1/websocket?vsn=2.0.0`;
    // An address of its own: the servers allow 20 sockets per client address.
    this.ws = new WebSocket(url, { headers: { "x-forwarded-for": visitorAddress() } });
    this.ws.on("open", () => {
      this.send(["1", String(this.ref++), "calendar", "phx_join", {}]);
      this.heartbeat = setInterval(
        () => this.send([null, String(this.ref++), "phoenix", "heartbeat", {}]),
        HEARTBEAT_MS,
      );
    });
    this.ws.on("message", (data) => this.receive(String(data)));
    this.ws.on("error", (err) => {
      if (!this.closing) this.drops.push(`error: ${err.message}`);
    });
    this.ws.on("close", (code, reason) => {
      clearInterval(this.heartbeat);
      if (!this.closing) this.drops.push(`closed ${code} ${String(reason)}`);
    });
  }

  private send(frame: unknown) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private receive(text: string) {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.drops.push(`not JSON: ${text.slice(0, 100)}`);
      return;
    }
    if (!Array.isArray(frame) || frame.length !== 5) return;
    const [, , topic, event, payload] = frame as [unknown, unknown, string, string, unknown];
    if (topic === "calendar" && event === "phx_reply") {
      const status = (payload as { status?: string }).status;
      if (status === "ok") this.joined = true;
      else if (!this.joined) this.drops.push(`join refused: ${JSON.stringify(payload)}`);
      return;
    }
    if (topic === "calendar" && !event.startsWith("phx_")) {
      this.messages++;
      if (event === "change") {
        const c = payload as Change;
        const key = `${c.id}:${c.action}`;
        this.heardCount.set(key, (this.heardCount.get(key) ?? 0) + 1);
      }
    }
  }

  /** How many times this client heard that change (an event updated twice is heard twice). */
  heard(key: string): number {
    return this.heardCount.get(key) ?? 0;
  }

  close() {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.ws.close(1000, "soak over");
  }
}

/** Opens `count` listeners spread evenly over the servers and waits (up to 10 s) for their joins. */
export async function openListeners(servers: string[], count: number): Promise<Listener[]> {
  const all = Array.from({ length: count }, (_, i) => new Listener(servers[i % servers.length]!));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !all.every((l) => l.joined || l.drops.length)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return all;
}

/** A write the soak made, and which server took it. */
export interface Write {
  id: string;
  action: "created" | "updated";
  server: string;
}

/**
 * Per server: its clients, messages heard, drops, and of the soak's event
 * writes how many each client missed, split by where the write was made
 * (the same server or another: the cross-server path through PostgreSQL).
 */
export function realtimeSummary(servers: string[], listeners: Listener[], writes: Write[]) {
  // The k-th write of an id and action is heard by a client that heard it at least k times.
  const seen = new Map<string, number>();
  const numbered = writes.map((w) => {
    const key = `${w.id}:${w.action}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    return { ...w, key, nth };
  });
  return servers.map((server) => {
    const mine = listeners.filter((l) => l.server === server);
    const missed = (from: typeof numbered) =>
      mine.reduce((n, l) => n + from.filter((w) => l.heard(w.key) < w.nth).length, 0);
    const local = numbered.filter((w) => w.server === server);
    const remote = numbered.filter((w) => w.server !== server);
    return {
      server,
      clients: mine.length,
      joined: mine.filter((l) => l.joined).length,
      messages: mine.reduce((n, l) => n + l.messages, 0),
      drops: mine.flatMap((l) => l.drops),
      writesHere: local.length,
      writesElsewhere: remote.length,
      /** Client × write pairs not heard: 0 means every client heard every write. */
      missedHere: missed(local),
      missedElsewhere: missed(remote),
    };
  });
}
