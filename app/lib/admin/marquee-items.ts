import type { FieldError } from "../../../core/errors.ts";
import type { CardImage } from "../../../core/listing/cards.ts";
import type { MarqueeResourceType } from "../../../core/schemas/featured.ts";
import type { MarqueeEntry } from "../../components/marquee.tsx";

// The marquee editor's items: each configured item with what the screen
// shows of its record (title, picture, whether the public can see it), in
// the order staff set.

/** A record's state as the marquee cares about it; "gone" when it no longer exists. */
export type SlotStatus = "published" | "draft" | "pending" | "rejected" | "scheduled" | "gone";

export interface MarqueeSlot {
  resource_type: MarqueeResourceType;
  resource_id: string;
  advert_spot: string | null;
  title: string;
  summary: string | null;
  /** The public page; null when the record is gone. */
  url: string | null;
  image: CardImage | null;
  status: SlotStatus;
  /** A venue's type (its placeholder art's colour). */
  venueType: string | null;
}

/** What the screen reads of an event, article or venue from the v5 API. */
export interface MarqueeRecord {
  id: string;
  name?: string;
  title?: string;
  slug?: string;
  permalink?: string;
  summary?: string | null;
  status?: string;
  type?: string;
  primary_image_id: string | null;
}

export const TYPE_LABELS: Record<MarqueeResourceType, string> = {
  event: "Event",
  article: "Article",
  venue: "Venue",
};

export const slotKey = (s: { resource_type: string; resource_id: string }) =>
  `${s.resource_type}:${s.resource_id}`;

export const adminUrl = (s: { resource_type: MarqueeResourceType; resource_id: string }) =>
  `/admin/${s.resource_type}s/${s.resource_id}`;

function publicUrl(type: MarqueeResourceType, r: MarqueeRecord): string {
  if (type === "article") return r.permalink ?? "";
  return `/${type}s/${r.slug ?? ""}`;
}

/** A slot for `record` (null: it is gone), keeping the item's advert spot. */
export function slotOf(
  item: { resource_type: MarqueeResourceType; resource_id: string; advert_spot?: string | null },
  record: MarqueeRecord | null,
  image: CardImage | null,
): MarqueeSlot {
  const base = {
    resource_type: item.resource_type,
    resource_id: item.resource_id,
    advert_spot: item.advert_spot ?? null,
  };
  if (!record) {
    return {
      ...base,
      title: "Record not found",
      summary: null,
      url: null,
      image: null,
      status: "gone",
      venueType: null,
    };
  }
  return {
    ...base,
    title: record.name ?? record.title ?? "Untitled",
    summary: record.summary ?? null,
    url: publicUrl(item.resource_type, record),
    image,
    // Venues have no publishing state: one that exists is public.
    status:
      item.resource_type === "venue" ? "published" : ((record.status as SlotStatus) ?? "draft"),
    venueType: item.resource_type === "venue" ? (record.type ?? null) : null,
  };
}

export const isShown = (s: MarqueeSlot) => s.status === "published";

export const STATUS_LABELS: Record<SlotStatus, string> = {
  published: "Published",
  draft: "Draft",
  pending: "Pending review",
  rejected: "Rejected",
  scheduled: "Scheduled",
  gone: "Deleted",
};

/**
 * Why an item will not show on the home page, or null when it will. The API
 * refuses to save a marquee with such an item, so the message says what to do.
 */
export function hiddenReason(s: MarqueeSlot): string | null {
  if (s.status === "published") return null;
  if (s.status === "gone") return "This record no longer exists. Remove it to save the marquee.";
  return `${STATUS_LABELS[s.status]}, not published: the home page skips it. Publish it or remove it to save the marquee.`;
}

/** The PUT body's items, in order. */
export const marqueeItems = (slots: readonly MarqueeSlot[]) =>
  slots.map((s) => ({
    resource_type: s.resource_type,
    resource_id: s.resource_id,
    advert_spot: s.advert_spot,
  }));

/** What the home page's Marquee would show: the published items, as it receives them. */
export function previewEntries(slots: readonly MarqueeSlot[]): MarqueeEntry[] {
  return slots.filter(isShown).map(
    (s) =>
      ({
        resource_type: s.resource_type,
        resource_id: s.resource_id,
        // The preview shows the records themselves, not adverts that may take a place.
        advert_spot: null,
        title: s.title,
        summary: s.summary,
        url: s.url ?? "",
        image: s.image,
        record: { type: s.venueType },
      }) as unknown as MarqueeEntry,
  );
}

/**
 * Server errors on `items.N…` belong to the item that was N-th in what was
 * sent (keyed by record, so they stay on it when it moves); the rest are the
 * whole marquee's.
 */
export function itemErrors(
  errors: readonly FieldError[],
  sent: readonly MarqueeSlot[],
): { byKey: Record<string, string>; other: string[] } {
  const byKey: Record<string, string> = {};
  const other: string[] = [];
  for (const e of errors) {
    const m = /^items\.(\d+)(\.|$)/.exec(e.field);
    const slot = m ? sent[Number(m[1])] : undefined;
    if (slot) byKey[slotKey(slot)] ??= e.message;
    else other.push(e.message);
  }
  return { byKey, other };
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, item);
  return next;
}
