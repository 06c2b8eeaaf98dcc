import type { EventStatus } from "../schemas/calendar.ts";

// Venue editors (issue 30 item 4, decision 056): people staff trust with
// some venues. Pure rules of what they may touch; the services apply them.

/** Who is asking, as far as venues go. */
export interface VenueScope {
  isSuperAdmin: boolean;
  /** The venues this person edits (none for most people). */
  venueIds: readonly string[];
}

/** Staff edit every venue; a venue editor only theirs. */
export const editsVenue = (who: VenueScope, venueId: string) =>
  who.isSuperAdmin || who.venueIds.includes(venueId);

/**
 * Whether someone may write an event at these venues (all of the event's
 * dates' venues). A venue editor needs every one of them to be theirs, and at
 * least one: an event that also lists another venue belongs to that venue's
 * people too, and one without a venue to nobody but staff.
 */
export const editsEventAt = (who: VenueScope, venueIds: readonly string[]) =>
  who.isSuperAdmin || (venueIds.length > 0 && venueIds.every((id) => who.venueIds.includes(id)));

/** Fields of a venue only staff set: its listing tier, the review setting, the old site's id. */
export const STAFF_VENUE_FIELDS = ["is_premium", "editor_review", "legacy_id"] as const;
/** Fields of an event only staff set: the home page's promotion and the old site's id. */
export const STAFF_EVENT_FIELDS = ["featured", "legacy_id"] as const;

/**
 * The status a venue editor's save stores. Asking to publish at a venue
 * whose editors' events staff review (`review`) stores "pending", and so does
 * any save of a published event there: staff publish it again. Without
 * review it is published as asked. A draft stays a draft; "rejected" is
 * staff's word and only kept, never given (null: refused).
 */
export function editorStatus(
  requested: EventStatus | undefined,
  current: EventStatus | null,
  review: boolean,
): EventStatus | null {
  const wanted = requested ?? current ?? "draft";
  if (wanted === "rejected") return current === "rejected" ? "rejected" : null;
  if (wanted === "draft") return "draft";
  if (wanted === "pending") return "pending";
  return review ? "pending" : "published";
}
