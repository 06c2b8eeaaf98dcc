// "Content changed": one fan-out for everything that keeps what the database
// said (the page cache, the count cache). It hears this server's writes (the
// realtime publisher calls `changed` before it sends the NOTIFY) and, as the
// realtime bridge's handlers, every other app server's. Each cache subscribes
// on its own, so none of them needs to know the others exist.
import type { BridgeHandlers } from "../realtime/bridge.ts";
import { changesContent } from "../realtime/topics.ts";

export interface ContentChanges {
  /** Something a public page or list shows may have changed: forget what was kept. */
  changed(): void;
  /** Calls `listener` on every change; the same function subscribed twice is called once. */
  subscribe(listener: () => void): () => void;
  /** For the realtime bridge: other servers' announcements, and a lost LISTEN connection. */
  bus: BridgeHandlers;
}

export function createContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  function changed() {
    for (const listener of listeners) listener();
  }
  return {
    changed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bus: {
      message(message) {
        // One visitor's saves and follows, or the queue's length, change no shared page or count.
        if (message.kind === "broadcast" && changesContent(message.topic)) changed();
      },
      // Notifications may have been missed while the bus was down.
      reconnected: changed,
    },
  };
}
