import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

/** DOMAIN.md "Profile": one per user, same id; complete once username and name are set. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username"),
    name: text("name"),
    avatarUrl: text("avatar_url"),
    isSuperadmin: boolean("is_superadmin").notNull().default(false),
    isInitialized: boolean("is_initialized").notNull().default(false),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    modifiedDate: timestamptz("modified_date").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // Usernames are unique case-insensitively.
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`),
  ],
);

/** Small settings the app generates once and every app server shares (e.g. the auth secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdDate: timestamptz("created_date").notNull().defaultNow(),
});
