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
}

/** What a card shows of its venue (see toCard). */
export interface CardVenue {
  /** For following the venue from a card's menu (issue 29). */
  id?: string;
  name: string;
  nickname: string | null;
  type: string;
  city: CardCity | null;
  multiple_locations_label: string | null;
}

export interface CardEvent {
  id: string;
  name: string;
  slug: string;
  featured: boolean;
  /** Only on featured events: the home page's lead shows it. */
  summary?: string | null;
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
  /** Admission is free at this date (decision 054): the card's badge. Absent: not free or not said. */
  is_free?: boolean;
  /** Access features at this date, its venue's included (core/calendar/access.ts). */
  access?: string[] | null;
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

/**
 * The image versions a card's picture uses (app/components/card-image.tsx:
 * CARD_SMALL and CARD_LARGE by srcset, THUMB on a phone, the blur-up
 * CARD_PROGRESSIVE). A page sends only these to the browser; FULL and the
 * other crops stay on the server (decision 025).
 */
export const CARD_IMAGE_VERSIONS = ["CARD_SMALL", "CARD_LARGE", "THUMB", "CARD_PROGRESSIVE"];

export function cardImage(image: CardImage | null | undefined): CardImage | null {
  if (!image) return null;
  const versions: CardImage["versions"] = {};
  for (const name of CARD_IMAGE_VERSIONS) {
    const v = image.versions[name];
    if (v) versions[name] = { url: v.url, width: v.width, height: v.height };
  }
  return { alt_text: image.alt_text, versions };
}

/**
 * What a page's loader sends of an event-date row: the fields of
 * CardEventDate and nothing else (no ids of the row's parts, stamps, geo or
 * address), so the loader data that hydrates a listing is the card's data.
 */
export function toCard(d: CardEventDate): CardEventDate {
  const v = d.venue;
  const e = d.event;
  return {
    id: d.id,
    category: d.category,
    type: d.type,
    label: d.label,
    start: d.start,
    end: d.end,
    is_canceled: d.is_canceled,
    venue: v && {
      ...(v.id ? { id: v.id } : {}),
      name: v.name,
      nickname: v.nickname,
      type: v.type,
      city: v.city && { name: v.city.name },
      multiple_locations_label: v.multiple_locations_label,
    },
    event: {
      id: e.id,
      name: e.name,
      slug: e.slug,
      featured: e.featured,
      ...(e.featured ? { summary: e.summary ?? null } : {}),
    },
    image: cardImage(d.image),
    // Only when there is something to show: a hundred cards' loader data stays small.
    ...(d.is_free ? { is_free: true } : {}),
    ...(d.access?.length ? { access: d.access } : {}),
  };
}

/** Keeps the first row of each event, in order: one card per event. */
export function onePerEvent<T extends { event: { id: string } }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.event.id) && Boolean(seen.add(r.event.id)));
}
