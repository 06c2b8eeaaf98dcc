import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { events } from "./calendar.ts";
import { timestamptz } from "./columns.ts";
import { venues } from "./places.ts";

// Events sent in by the public (issue 30, decision 055). A submission holds
// what its author wrote (the payload, as the submission schema has it) until
// staff approve it; only then does it become an event (and, when it proposed
// one, a venue), through the same use cases as staff writes. So nothing of a
// submission shows anywhere public before a person has looked at it.

export const SUBMISSION_STATES = ["draft", "pending", "approved", "rejected"] as const;

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Personal data: gone with the account (an approved event stays, unsigned).
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: text("state", { enum: SUBMISSION_STATES }).notNull().default("draft"),
    payload: jsonb("payload").notNull(),
    /**
     * The listed events it likely repeats, worked out when it entered the
     * queue or was last changed there (the queue's list reads these; the
     * submission's own page works them out afresh). A trigram match over
     * every event name is too dear to run for each row of a list.
     */
    duplicates: jsonb("duplicates").$type<unknown[]>(),
    /** Why staff turned it down, as mailed to the author. */
    reason: text("reason"),
    /** The event it became. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    /** The venue made from its proposal, when it proposed one. */
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    submittedDate: timestamptz("submitted_date"),
    reviewedDate: timestamptz("reviewed_date"),
    reviewedBy: uuid("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    modifiedDate: timestamptz("modified_date").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("submissions_state_idx").on(t.state, t.submittedDate),
    index("submissions_user_idx").on(t.userId, t.createdDate),
    check(
      "submissions_state_check",
      sql`${t.state} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
  ],
);

/** Accounts staff stopped from submitting. */
export const submissionBlocks = pgTable("submission_blocks", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason"),
  blockedBy: uuid("blocked_by").references(() => user.id, { onDelete: "set null" }),
  createdDate: timestamptz("created_date").notNull().defaultNow(),
});
