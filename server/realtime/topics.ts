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

const ADMIN_EDIT = /^admin:edit:([a-z][a-z_]{0,31}):([A-Za-z0-9_-]{1,64})$/;

export type TopicKind =
  | { kind: "public"; topic: PublicTopic }
  /** Who has one back-office record open; superadmins only, with presence. */
  | { kind: "admin-edit"; type: string; id: string }
  | { kind: "unknown" };

export function classifyTopic(topic: string): TopicKind {
  if ((PUBLIC_TOPICS as readonly string[]).includes(topic))
    return { kind: "public", topic: topic as PublicTopic };
  const m = ADMIN_EDIT.exec(topic);
  if (m) return { kind: "admin-edit", type: m[1]!, id: m[2]! };
  return { kind: "unknown" };
}
