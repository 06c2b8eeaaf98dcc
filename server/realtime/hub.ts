// This server's subscribers by topic, and the glue between them, presence
// and the bus. Broadcasts reach local subscribers only when they come back
// from the bus, so every server (this one included) delivers them the same way.
import { randomUUID } from "node:crypto";
import type { Logger } from "../lib/logger.ts";
import type { BusMessage, PresenceEntry } from "./bus.ts";
import { createPresenceStore, diffsOf, type PresenceState } from "./presence.ts";
import { broadcast, EVENTS, type Message, type Payload } from "./protocol.ts";
import { PUBLIC_TOPICS } from "./topics.ts";

export interface Subscriber {
  send(message: Message): void;
}

export interface HubOptions {
  logger: Logger;
  /** Sends a message to every app server's bus, this one's included. */
  notify(message: BusMessage): Promise<void>;
  /** How often a server with presences says it is alive (ms). */
  aliveMs?: number;
  /** A server not heard from for this long loses its presences (ms). */
  expireMs?: number;
  now?: () => number;
}

export interface Hub {
  readonly serverId: string;
  subscribe(topic: string, subscriber: Subscriber): void;
  unsubscribe(topic: string, subscriber: Subscriber): void;
  track(topic: string, user: { id: string; name: string }): PresenceEntry;
  untrack(ref: string): void;
  presenceState(topic: string): PresenceState;
  /** A message from the bus. */
  receive(message: BusMessage): void;
  /** The bus was lost and is back: what was sent meanwhile never arrived. */
  reconnected(): void;
  start(): void;
  stop(): Promise<void>;
  subscriberCount(): number;
}

const SYNC_CHUNK = 10;

export function createHub(options: HubOptions): Hub {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const aliveMs = options.aliveMs ?? 15_000;
  const expireMs = options.expireMs ?? aliveMs * 3;
  const serverId = randomUUID();
  const topics = new Map<string, Set<Subscriber>>();
  let refs = 0;
  let timer: NodeJS.Timeout | undefined;

  const inFlight = new Set<Promise<void>>();
  const send = (message: BusMessage) => {
    const sending = options.notify(message).catch((err) => {
      logger.warn({ err, kind: message.kind }, "realtime: bus notify failed");
    });
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  };

  function deliver(topic: string, event: string, payload: Payload) {
    const subs = topics.get(topic);
    if (!subs?.size) return;
    const message = broadcast(topic, event, payload);
    for (const s of [...subs]) s.send(message);
  }

  const presence = createPresenceStore((joins, leaves) => {
    for (const [topic, diff] of diffsOf(joins, leaves))
      deliver(topic, EVENTS.presenceDiff, diff as unknown as Payload);
  });

  function answerSync() {
    const mine = presence.local();
    for (let i = 0; i < mine.length; i += SYNC_CHUNK)
      void send({
        kind: "presence",
        from: serverId,
        joins: mine.slice(i, i + SYNC_CHUNK),
        leaves: [],
      });
  }

  return {
    serverId,
    subscribe(topic, subscriber) {
      let subs = topics.get(topic);
      if (!subs) {
        subs = new Set();
        topics.set(topic, subs);
      }
      subs.add(subscriber);
    },
    unsubscribe(topic, subscriber) {
      const subs = topics.get(topic);
      subs?.delete(subscriber);
      if (subs?.size === 0) topics.delete(topic);
    },
    track(topic, user) {
      refs++;
      const entry: PresenceEntry = {
        ref: `${serverId}:${refs}`,
        topic,
        key: user.id,
        meta: { user_id: user.id, name: user.name, online_at: new Date(now()).toISOString() },
      };
      presence.trackLocal(entry);
      void send({ kind: "presence", from: serverId, joins: [entry], leaves: [] });
      return entry;
    },
    untrack(ref) {
      const entry = presence.untrackLocal(ref);
      if (entry) void send({ kind: "presence", from: serverId, joins: [], leaves: [entry] });
    },
    presenceState: (topic) => presence.state(topic),
    receive(message) {
      if (message.kind === "broadcast") {
        deliver(message.topic, message.event, message.payload);
        return;
      }
      if (message.from === serverId) return;
      if (message.kind === "presence")
        presence.applyRemote(message.from, message.joins, message.leaves, now());
      else if (message.kind === "sync") answerSync();
      else if (message.kind === "alive") presence.seen(message.from, now());
      else presence.dropServer(message.from);
    },
    reconnected() {
      // Presences may have come and gone meanwhile: start over from what the others say.
      presence.dropServer(null);
      void send({ kind: "sync", from: serverId });
      answerSync();
      for (const topic of PUBLIC_TOPICS) deliver(topic, "resync", {});
    },
    start() {
      void send({ kind: "sync", from: serverId });
      timer = setInterval(() => {
        if (presence.local().length) void send({ kind: "alive", from: serverId });
        presence.expire(now() - expireMs);
      }, aliveMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      if (presence.local().length) void send({ kind: "down", from: serverId });
      // Leaves of sockets closed just now go out before the database closes.
      await Promise.all([...inFlight]);
    },
    subscriberCount: () => [...topics.values()].reduce((n, s) => n + s.size, 0),
  };
}
