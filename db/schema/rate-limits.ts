import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Fixed-window counters shared by every app server (rate limits must hold across them). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  count: integer("count").notNull(),
});
