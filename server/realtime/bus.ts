// The messages app servers exchange through PostgreSQL NOTIFY on one channel.
// Every server LISTENs (bridge.ts), including the one that sent a message, so
// a broadcast reaches local and remote subscribers by the same path.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Payload } from "./protocol.ts";

export const NOTIFY_CHANNEL = "artcal_realtime";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;

/** One presence on one server: a client with a back-office record open. */
export interface PresenceEntry {
  /** Unique across servers and joins; Phoenix Presence tracks metas by it. */
  ref: string;
  topic: string;
  /** The presence key: the user's id. */
  key: string;
  meta: { user_id: string; name: string; online_at: string };
}

export type BusMessage =
  | { kind: "broadcast"; topic: string; event: string; payload: Payload }
  | { kind: "presence"; from: string; joins: PresenceEntry[]; leaves: PresenceEntry[] }
  /** A server (re)started listening: others answer with their presences. */
  | { kind: "sync"; from: string }
  /** A server with presences is still there. */
  | { kind: "alive"; from: string }
  /** A server is shutting down: its presences are gone. */
  | { kind: "down"; from: string };

const KINDS = new Set(["broadcast", "presence", "sync", "alive", "down"]);

export function parseBusMessage(text: string): BusMessage | null {
  try {
    const m = JSON.parse(text) as BusMessage;
    if (typeof m !== "object" || m === null || !KINDS.has(m.kind)) return null;
    if (m.kind === "broadcast") {
      if (typeof m.topic !== "string" || typeof m.event !== "string") return null;
      if (typeof m.payload !== "object" || m.payload === null) return null;
    } else if (typeof m.from !== "string") return null;
    if (m.kind === "presence" && !(Array.isArray(m.joins) && Array.isArray(m.leaves))) return null;
    return m;
  } catch {
    return null;
  }
}

/** Sends one message to every app server (this one included). Throws on a database error. */
export async function notify(db: Db, message: BusMessage): Promise<void> {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES)
    throw new Error(`realtime message of ${Buffer.byteLength(text)} bytes is too large`);
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${text})`);
}
