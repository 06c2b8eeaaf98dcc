import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * Every mail the site writes (decision 049): kept here (no SMTP_URL, the
 * outbox read at /admin/outbox), or queued for the job that sends it and then
 * sent or failed. Rows of the former mail_outbox table came over as kept.
 */
export const mails = pgTable(
  "mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers (List-Unsubscribe …), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** kept · queued · sending · sent · failed */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The job that delivers it (none for kept mail). */
    jobId: uuid("job_id"),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    sentDate: timestamptz("sent_date"),
  },
  (t) => [index("mails_created_idx").on(t.createdDate), index("mails_to_idx").on(t.toAddress)],
);
