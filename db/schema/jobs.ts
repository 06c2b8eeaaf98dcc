import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * The job queue (decision 049): work done later or elsewhere (mail delivery,
 * the daily trash purge, digests), claimed with FOR UPDATE SKIP LOCKED under
 * a lease so each job runs in one app process at a time.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it ("mail.send"). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /** The same key is queued once, ever (until pruned): "digest:{user}:{week}". */
    uniqueKey: text("unique_key"),
    /** pending → running → done, or back to pending with a later run_at, or failed. */
    status: text("status").notNull().default("pending"),
    runAt: timestamptz("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    /** The process holding the lease while running, and until when. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    modifiedDate: timestamptz("modified_date").notNull().defaultNow(),
    finishedDate: timestamptz("finished_date"),
  },
  (t) => [
    uniqueIndex("jobs_unique_key_idx").on(t.uniqueKey),
    // What a runner looks for: due pending jobs, and running ones whose lease lapsed.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'pending'`),
    index("jobs_leased_idx").on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index("jobs_status_idx").on(t.status, t.createdDate),
  ],
);
