import type { SubmissionPayload } from "../schemas/submission.ts";

// What may happen to a submission, and what it becomes (issue 30, decision
// 055). Pure: the service asks, the repo writes.

export type SubmissionState = "draft" | "pending" | "approved" | "rejected";

/** States in which its author may still change or withdraw it: until someone reviewed it. */
export const AUTHOR_EDITABLE: readonly SubmissionState[] = ["draft", "pending"];
/** States staff may edit or decide in. */
export const REVIEWABLE: readonly SubmissionState[] = ["pending"];

/** What one account may send in a day, and one address (a household, a gallery's wifi). */
export const SUBMISSIONS_PER_ACCOUNT_PER_DAY = 10;
export const SUBMISSIONS_PER_ADDRESS_PER_DAY = 30;

/**
 * A submission as it is kept (a JSON column): its instants as ISO text.
 * What the schema parsed becomes this through storedPayload.
 */
export type StoredPayload = Omit<SubmissionPayload, "dates"> & {
  dates: {
    category: SubmissionPayload["dates"][number]["category"];
    label?: string | null;
    start: string;
    end: string;
  }[];
};

export function storedPayload(p: SubmissionPayload): StoredPayload {
  return {
    ...p,
    dates: p.dates.map((d) => ({ ...d, start: d.start.toISOString(), end: d.end.toISOString() })),
  };
}

/** The first and last instants of a submission's dates (for the duplicate check). */
export function spanOf(p: Pick<StoredPayload, "dates">): { from: Date; to: Date } {
  const starts = p.dates.map((d) => Date.parse(d.start));
  const ends = p.dates.map((d) => Date.parse(d.end));
  return { from: new Date(Math.min(...starts)), to: new Date(Math.max(...ends)) };
}

/** The event an approved submission becomes, at `venueId` (chosen, or made from its proposal). */
export function eventInputOf(p: StoredPayload, venueId: string) {
  return {
    name: p.name,
    summary: p.summary ?? null,
    content: p.content ?? null,
    url: p.url ?? null,
    admission: p.admission,
    price_text: p.price_text ?? null,
    ticket_url: p.ticket_url ?? null,
    min_age: p.min_age ?? null,
    accessibility: p.accessibility,
    tags: p.tags,
    primary_image_id: p.primary_image_id ?? null,
    status: "published" as const,
    event_dates: p.dates.map((d) => ({
      venue_id: venueId,
      category: d.category,
      label: d.label ?? null,
      start: d.start,
      end: d.end,
    })),
  };
}

/** The venue a proposal becomes. */
export function venueInputOf(v: NonNullable<StoredPayload["new_venue"]>) {
  return {
    name: v.name,
    address: v.address,
    address2: v.address2 ?? null,
    city_id: v.city_id,
    postal_code: v.postal_code ?? null,
    geo: v.geo ?? null,
    website: v.website ?? null,
    accessibility: v.accessibility,
  };
}
