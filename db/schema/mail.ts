import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Mail kept in the database instead of sent: the default outbox (no SMTP_URL). */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  createdDate: timestamptz("created_date").notNull().defaultNow(),
});
