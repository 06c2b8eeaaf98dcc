// What cards and list rows show of an event date and its venue: the shapes
// the v5 event_dates list returns (API.md), as far as the public pages read
// them, and the small wording rules those pages share.

/** An image as pages use it: its versions (DOMAIN.md "Files") and alt text. */
export interface CardImage {
  alt_text: string | null;
  versions: Record<string, { url: string; width: number; height: number }>;
}

export interface CardCity {
  name: string;
  slug: string;
}

export interface CardVenue {
  id: string;
  name: string;
  nickname: string | null;
  slug: string;
  type: string;
  address: string | null;
  city: CardCity | null;
  geo: { lat: number; lon: number } | null;
  is_premium: boolean;
  multiple_locations_label: string | null;
  primary_image_id: string | null;
}

export interface CardEvent {
  id: string;
  name: string;
  slug: string;
  summary: string | null;
  featured: boolean;
  tags: string[];
  primary_image_id: string | null;
}

export interface CardEventDate {
  id: string;
  category: string;
  type: string;
  label: string | null;
  start: string;
  end: string;
  is_canceled: boolean;
  venue: CardVenue | null;
  event: CardEvent;
  /** The event's image, when it has one (added by the public pages' service). */
  image?: CardImage | null;
}

export const CATEGORY_LABELS: Record<string, string> = {
  reception: "Reception",
  ongoing: "Exhibition",
  performance: "Performance",
  class: "Class",
  artist_talk: "Artist Talk",
  sale: "Sale",
  hours: "Open Hours",
};

/** "Opening Reception" when the date has a label, else its category's name. */
export function dateLabel(d: { label: string | null; category: string }): string {
  return d.label?.trim() || CATEGORY_LABELS[d.category] || "Event";
}

/** The name a card shows: the multiple-locations label, the nickname, or the name. */
export function venueDisplayName(
  v: Pick<CardVenue, "name" | "nickname" | "multiple_locations_label">,
): string {
  return v.multiple_locations_label?.trim() || v.nickname?.trim() || v.name;
}

/** Keeps the first row of each event, in order: one card per event. */
export function onePerEvent<T extends { event: { id: string } }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.event.id) && Boolean(seen.add(r.event.id)));
}
