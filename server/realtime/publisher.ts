import type { Db } from "../../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { notify } from "./bus.ts";
import {
  ADMIN_QUEUE_TOPIC,
  type ChangePayload,
  type ChangeTopic,
  type PersonalPayload,
  type QueuePayload,
  userTopic,
} from "./topics.ts";

/** What services use to tell open pages that something changed. */
export interface Realtime {
  /**
   * Announces a change to every app server's subscribers of `topic`. Call it
   * after the write committed. Never throws: a lost announcement must not
   * fail a write that succeeded (the page updates on its next load).
   */
  publish(topic: ChangeTopic, event: "change", payload: ChangePayload): Promise<void>;
  /**
   * Tells one visitor's open tabs (on every app server) that a save or
   * follow of theirs changed. No cache hears it: no public page shows it.
   */
  publishPersonal?(userId: string, payload: PersonalPayload): Promise<void>;
  /** Tells every open back office the queues' lengths. No cache hears it. */
  publishQueue?(payload: QueuePayload): Promise<void>;
}

/**
 * `onChange` hears of each change on this server before it is announced, so
 * this server's page cache forgets stale pages before the write answers.
 */
export function createRealtimePublisher(db: Db, logger: Logger, onChange?: () => void): Realtime {
  return {
    async publish(topic, event, payload) {
      onChange?.();
      try {
        await notify(db, { kind: "broadcast", topic, event, payload: { ...payload } });
      } catch (err) {
        logger.warn({ err, topic, event, payload }, "realtime publish failed");
      }
    },
    async publishPersonal(userId, payload) {
      try {
        await notify(db, {
          kind: "broadcast",
          topic: userTopic(userId),
          event: "personal",
          payload: { ...payload },
        });
      } catch (err) {
        logger.warn({ err, kind: payload.kind }, "realtime personal publish failed");
      }
    },
    async publishQueue(payload) {
      try {
        await notify(db, {
          kind: "broadcast",
          topic: ADMIN_QUEUE_TOPIC,
          event: "queue",
          payload: { ...payload },
        });
      } catch (err) {
        logger.warn({ err }, "realtime queue publish failed");
      }
    },
  };
}
