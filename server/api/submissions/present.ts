import type { StoredPayload } from "../../../core/submissions/rules.ts";
import type { DuplicateRow, SubmissionRow } from "./repo.ts";

/** A submission as the API gives it: what was sent, where it stands, and (staff) its likely duplicates. */
export function presentSubmission(row: SubmissionRow, duplicates?: DuplicateRow[]) {
  return {
    id: row.id,
    state: row.state,
    ...(row.payload as StoredPayload),
    reason: row.reason,
    event_id: row.eventId,
    created_venue_id: row.venueId,
    submitted_date: row.submittedDate?.toISOString() ?? null,
    reviewed_date: row.reviewedDate?.toISOString() ?? null,
    created_date: row.createdDate.toISOString(),
    modified_date: row.modifiedDate.toISOString(),
    version: row.version,
    ...(duplicates
      ? {
          duplicates: duplicates.map((d) => ({
            id: d.id,
            name: d.name,
            slug: d.slug,
            status: d.status,
            similarity: Math.round(d.similarity * 100) / 100,
            same_venue: d.same_venue,
            overlapping: d.overlapping,
          })),
        }
      : {}),
  };
}
