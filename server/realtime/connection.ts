// One WebSocket: the Phoenix channel protocol for its joins, leaves and
// heartbeats, and the limits that keep one client from hurting the others.
import type { WebSocket } from "ws";
import type { Logger } from "../lib/logger.ts";
import type { Hub, Subscriber } from "./hub.ts";
import {
  addressOf,
  decode,
  EVENTS,
  encode,
  type Message,
  type Payload,
  PHOENIX_TOPIC,
  push,
  reply,
} from "./protocol.ts";
import { classifyTopic } from "./topics.ts";

export interface ConnectionLimits {
  /** Largest frame answered normally; larger ones get an error reply. */
  maxFrameBytes: number;
  /** Frames per window; one more gets an error reply and the socket is closed. */
  maxMessages: number;
  windowMs: number;
  /** Closed when no heartbeat arrives for this long. */
  heartbeatTimeoutMs: number;
  /** Topics joined at once. */
  maxChannels: number;
  /** A client that does not read its messages is dropped past this many queued bytes. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: Omit<ConnectionLimits, "heartbeatTimeoutMs"> = {
  maxFrameBytes: 16 * 1024,
  maxMessages: 50,
  windowMs: 10_000,
  maxChannels: 20,
  maxBufferedBytes: 1024 * 1024,
};

/** Who may join the back-office topics. */
export interface Authenticator {
  /** The superadmin an access token belongs to; null for anyone else or a bad token. */
  superadmin(token: string): Promise<{ id: string; name: string } | null>;
  /** The signed-in user an access token belongs to (their own `user:{id}` topic); null for a bad token. */
  user?(token: string): Promise<string | null>;
}

/** Close codes a client (and the tests) can tell apart. */
export const CLOSE = {
  goingAway: 1001,
  unsupported: 1003,
  malformed: 1007,
  policy: 1008,
  tooBig: 1009,
  heartbeatTimeout: 4000,
} as const;

const malformed: Message = {
  joinRef: null,
  ref: null,
  topic: PHOENIX_TOPIC,
  event: EVENTS.error,
  payload: { reason: "malformed frame" },
};

interface Joined {
  joinRef: string;
  subscriber: Subscriber;
  presenceRef: string | null;
}

export function serveConnection(
  ws: WebSocket,
  deps: { hub: Hub; auth: Authenticator; limits: ConnectionLimits; logger: Logger },
): void {
  const { hub, auth, limits, logger } = deps;
  const joined = new Map<string, Joined>();
  let queue = Promise.resolve();
  let windowStart = Date.now();
  let count = 0;
  let closed = false;

  const send = (message: Message) => {
    if (closed || ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      logger.warn("realtime: dropping a client that does not read its messages");
      ws.terminate();
      return;
    }
    ws.send(encode(message));
  };
  const refuse = (
    to: { joinRef: string | null; ref: string | null; topic: string },
    reason: string,
  ) => send(reply(to, "error", { reason }));
  const close = (code: number, reason: string) => {
    if (closed) return;
    ws.close(code, reason);
    cleanup();
  };

  const idle = setTimeout(
    () => close(CLOSE.heartbeatTimeout, "heartbeat timeout"),
    limits.heartbeatTimeoutMs,
  );

  function cleanup() {
    if (closed) return;
    closed = true;
    clearTimeout(idle);
    for (const [topic, j] of joined) drop(topic, j);
    joined.clear();
  }

  function drop(topic: string, j: Joined) {
    hub.unsubscribe(topic, j.subscriber);
    if (j.presenceRef) hub.untrack(j.presenceRef);
  }

  function overRate(): boolean {
    const now = Date.now();
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      count = 0;
    }
    count++;
    return count > limits.maxMessages;
  }

  async function join(m: Message) {
    const joinRef = m.joinRef ?? m.ref;
    if (!joinRef) return refuse(m, "join without a ref");
    const kind = classifyTopic(m.topic);
    if (kind.kind === "unknown") return refuse(m, "unmatched topic");
    if (!joined.has(m.topic) && joined.size >= limits.maxChannels)
      return refuse(m, "too many channels");
    let user: { id: string; name: string } | null = null;
    if (kind.kind === "admin-edit" || kind.kind === "admin-queue") {
      const token = m.payload.token;
      const staff =
        typeof token === "string" && token.length < 4096 ? await auth.superadmin(token) : null;
      if (!staff) return refuse(m, "unauthorized");
      // Only an edit topic tracks who is there ("Also editing").
      if (kind.kind === "admin-edit") user = staff;
    }
    if (kind.kind === "user") {
      const token = m.payload.token;
      const id =
        typeof token === "string" && token.length < 4096 && auth.user
          ? await auth.user(token)
          : null;
      // Another visitor's topic is refused exactly like no token at all.
      if (id !== kind.userId) return refuse(m, "unauthorized");
    }
    if (closed) return;
    // A second join of a topic replaces the first, as Phoenix does.
    const previous = joined.get(m.topic);
    if (previous) {
      drop(m.topic, previous);
      joined.delete(m.topic);
      send(push(previous.joinRef, m.topic, EVENTS.close, {}, previous.joinRef));
    }
    const subscriber: Subscriber = { send };
    send(reply({ ...m, joinRef }, "ok"));
    if (user)
      send(push(joinRef, m.topic, EVENTS.presenceState, hub.presenceState(m.topic) as Payload));
    hub.subscribe(m.topic, subscriber);
    const presenceRef = user ? hub.track(m.topic, user).ref : null;
    joined.set(m.topic, { joinRef, subscriber, presenceRef });
  }

  function leave(m: Message) {
    const j = joined.get(m.topic);
    if (!j) return refuse(m, "unmatched topic");
    drop(m.topic, j);
    joined.delete(m.topic);
    send(reply(m, "ok"));
    send(push(j.joinRef, m.topic, EVENTS.close, {}, j.joinRef));
  }

  async function handle(m: Message) {
    if (m.topic === PHOENIX_TOPIC && m.event === EVENTS.heartbeat) {
      idle.refresh();
      return send(reply(m, "ok"));
    }
    if (m.event === EVENTS.join) return join(m);
    if (m.event === EVENTS.leave) return leave(m);
    // Our channels take no messages from clients.
    return refuse(m, joined.has(m.topic) ? "unknown event" : "unmatched topic");
  }

  /** Answers go out in the order frames came in, whatever each one waits for. */
  function then(step: () => void | Promise<void>, about?: Message) {
    queue = queue.then(step).catch((err) => {
      logger.error({ err, topic: about?.topic, event: about?.event }, "realtime: message failed");
      if (about?.ref) refuse(about, "internal error");
    });
  }

  ws.on("message", (data, isBinary) => {
    if (closed) return;
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = isBinary ? null : bytes.toString("utf8");
    if (overRate()) {
      const to = text === null ? null : addressOf(text);
      return then(() => {
        if (to) refuse(to, "rate limited");
        close(CLOSE.policy, "rate limited");
      });
    }
    if (text === null)
      return then(() => close(CLOSE.unsupported, "binary frames are not supported"));
    if (bytes.byteLength > limits.maxFrameBytes) {
      const to = addressOf(text);
      return then(() =>
        to ? refuse(to, "message too large") : close(CLOSE.tooBig, "message too large"),
      );
    }
    const decoded = decode(text);
    if (decoded.kind === "garbage") {
      return then(() => {
        send(malformed);
        close(CLOSE.malformed, "malformed frame");
      });
    }
    if (decoded.kind === "invalid") return then(() => refuse(decoded, decoded.reason));
    const message = decoded.message;
    then(() => handle(message), message);
  });
  ws.on("close", cleanup);
  ws.on("error", (err) => {
    logger.debug({ err }, "realtime: socket error");
    cleanup();
  });
}
