import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

// API keys for read access (issue 32, decision 063). The secret is shown to
// its owner once; only its SHA-256 is kept. Gone with the account.

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The secret's first characters, so the owner can tell keys apart ("ak_3f9c2a1b"). */
    prefix: text("prefix").notNull(),
    /** SHA-256 hex of the whole secret. */
    secretHash: text("secret_hash").notNull().unique(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    lastUsedDate: timestamptz("last_used_date"),
    revokedDate: timestamptz("revoked_date"),
  },
  (t) => [
    index("api_keys_user_idx").on(t.userId),
    check("api_keys_name_length", sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/** Requests made with a key, per site day (America/Chicago). */
export const apiKeyDays = pgTable(
  "api_key_days",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
