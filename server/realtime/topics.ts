// The topics a client may join, and who may join them.

/** Changes to what the public pages show; anyone may listen. */
export const PUBLIC_TOPICS = ["calendar", "featured", "blog"] as const;
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];

/**
 * Changes no page listens for live (adverts, products, image crops) still
 * change what pages show: announced on a topic no client may join, so every
 * app server's page cache hears of them.
 */
export const CONTENT_TOPIC = "content";
export type ChangeTopic = PublicTopic | typeof CONTENT_TOPIC;

/** What a `calendar` / `blog` / `featured` / `content` message says changed. */
export interface ChangePayload {
  table: string;
  id?: string;
  action: "created" | "updated" | "removed";
}

/**
 * One signed-in visitor's own changes (saves and follows, issue 29), so
 * every tab they have open stays in step. Only that visitor may join; the
 * messages never reach the page caches (they change no public page).
 */
export const userTopic = (userId: string) => `user:${userId}`;
const USER = /^user:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Whether a topic carries one visitor's personal changes. */
export const isPersonalTopic = (topic: string) => topic.startsWith("user:");

/**
 * Whether a broadcast on `topic` may change what a shared page or count
 * shows: not one visitor's saves, not the back office's queue counts.
 */
export const changesContent = (topic: string) =>
  !isPersonalTopic(topic) && topic !== ADMIN_QUEUE_TOPIC;

/** What a `user:{id}` message says: one save or follow that changed. */
export type PersonalPayload =
  | { kind: "save"; event_id: string; saved: boolean }
  | { kind: "follow"; follow_kind: string; target: string; following: boolean };

/**
 * The back office's queues: how many submissions wait for review, pushed to
 * every open back office when one enters or leaves the queue. Superadmins only.
 */
export const ADMIN_QUEUE_TOPIC = "admin:queue";

/** What an `admin:queue` message says: the queues' lengths now. */
export interface QueuePayload {
  submissions: number;
}

const ADMIN_EDIT = /^admin:edit:([a-z][a-z_]{0,31}):([A-Za-z0-9_-]{1,64})$/;

export type TopicKind =
  | { kind: "public"; topic: PublicTopic }
  /** Who has one back-office record open; superadmins only, with presence. */
  | { kind: "admin-edit"; type: string; id: string }
  /** The queues' counts; superadmins only, without presence. */
  | { kind: "admin-queue" }
  /** One visitor's saves and follows; only that signed-in visitor. */
  | { kind: "user"; userId: string }
  | { kind: "unknown" };

export function classifyTopic(topic: string): TopicKind {
  if ((PUBLIC_TOPICS as readonly string[]).includes(topic))
    return { kind: "public", topic: topic as PublicTopic };
  if (topic === ADMIN_QUEUE_TOPIC) return { kind: "admin-queue" };
  const m = ADMIN_EDIT.exec(topic);
  if (m) return { kind: "admin-edit", type: m[1]!, id: m[2]! };
  const u = USER.exec(topic);
  if (u) return { kind: "user", userId: u[1]! };
  return { kind: "unknown" };
}
