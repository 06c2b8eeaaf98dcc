import type { Admission, EventCategory } from "../../../core/schemas/calendar.ts";
import type { VenueOption } from "../../components/admin/venue-autocomplete.tsx";

// The event editor's values are the API's event fields (so server errors at
// `event_dates.1.end` land on the right input), plus each row's venue for
// the autocomplete and the card preview.

export interface EventDateRowValues {
  id?: string;
  venue: VenueOption | null;
  venue_id: string;
  category: EventCategory;
  label: string;
  start: string;
  end: string;
  is_canceled: boolean;
  /**
   * Where the date was first announced, when it moved (the server keeps
   * it); "" once the editor says it was a correction, not a move.
   */
  previous_start?: string | null;
}

export interface EventFormValues {
  name: string;
  slug: string;
  summary: string;
  content: string | null;
  url: string;
  admission: Admission;
  price_text: string;
  ticket_url: string;
  tags: string[];
  featured: boolean;
  primary_image_id: string | null;
  status: "draft" | "pending" | "published" | "rejected";
  event_dates: EventDateRowValues[];
}

/** The event as the v5 API returns it, as far as the editor reads it. */
export interface EventRecord {
  id: string;
  version: number;
  name: string;
  slug: string;
  summary: string | null;
  content: string | null;
  url: string | null;
  admission: string;
  price_text: string | null;
  ticket_url: string | null;
  tags: string[];
  featured: boolean;
  primary_image_id: string | null;
  status: string;
  modified_date: string;
  event_dates: Array<{
    id: string;
    venue_id: string;
    category: string;
    label: string | null;
    start: string;
    end: string;
    is_canceled: boolean;
    previous_start?: string | null;
    venue: (VenueOption & Record<string, unknown>) | null;
  }>;
}

export function eventToValues(e: EventRecord | null): EventFormValues {
  if (!e) {
    return {
      name: "",
      slug: "",
      summary: "",
      content: null,
      url: "",
      admission: "unknown",
      price_text: "",
      ticket_url: "",
      tags: [],
      featured: false,
      primary_image_id: null,
      status: "draft",
      event_dates: [],
    };
  }
  return {
    name: e.name,
    slug: e.slug,
    summary: e.summary ?? "",
    content: e.content,
    url: e.url ?? "",
    admission: (e.admission ?? "unknown") as Admission,
    price_text: e.price_text ?? "",
    ticket_url: e.ticket_url ?? "",
    tags: e.tags,
    featured: e.featured,
    primary_image_id: e.primary_image_id,
    status: e.status as EventFormValues["status"],
    event_dates: e.event_dates.map((d) => ({
      id: d.id,
      venue: d.venue,
      venue_id: d.venue_id,
      category: d.category as EventCategory,
      label: d.label ?? "",
      start: d.start,
      end: d.end,
      is_canceled: d.is_canceled,
      previous_start: d.previous_start ?? null,
    })),
  };
}

/**
 * What the API gets: the rows without their venue objects, an empty slug
 * left to the server, and a row's previous start only when the editor
 * cleared it (otherwise the server keeps it as dates move).
 */
export function eventPayload(v: EventFormValues): Record<string, unknown> {
  return {
    name: v.name,
    ...(v.slug.trim() ? { slug: v.slug } : {}),
    summary: v.summary,
    content: v.content,
    url: v.url,
    admission: v.admission,
    price_text: v.price_text,
    ticket_url: v.ticket_url,
    tags: v.tags,
    featured: v.featured,
    primary_image_id: v.primary_image_id,
    status: v.status,
    event_dates: v.event_dates.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      venue_id: d.venue_id,
      category: d.category,
      label: d.label,
      start: d.start,
      end: d.end,
      is_canceled: d.is_canceled,
      ...(d.previous_start === "" ? { previous_start: null } : {}),
    })),
  };
}
