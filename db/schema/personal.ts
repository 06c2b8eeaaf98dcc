import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { events } from "./calendar.ts";
import { timestamptz } from "./columns.ts";

// What one visitor keeps for themselves (issue 29, decision 052): saved
// events, follows and the settings of their feed and mails. Personal data:
// read only by its owner, never in a cached page or the public API, and gone
// with the account (every row cascades from the user).

/** A saved (bookmarked) event: all its dates are the visitor's saved dates. */
export const saves = pgTable(
  "saves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index("saves_event_idx").on(t.eventId)],
);

export const FOLLOW_KINDS = ["venue", "city", "category", "tag"] as const;

/**
 * A followed place or subject. `target` is a venue's or city's id, an event
 * date category (`reception`, `class` …) or a tag as events carry it.
 */
export const follows = pgTable(
  "follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FOLLOW_KINDS }).notNull(),
    target: text("target").notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.target] }),
    index("follows_target_idx").on(t.kind, t.target),
    check("follows_kind_check", sql`${t.kind} in ('venue', 'city', 'category', 'tag')`),
  ],
);

/**
 * One row per visitor who has used any of it. The feed secret is the only
 * key to their calendar feed (regenerating it revokes the old address); the
 * mail token signs the one-click unsubscribe links of their mails.
 */
export const personalSettings = pgTable(
  "personal_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    feedSecret: text("feed_secret").notNull().unique(),
    /** The feed holds the dates of what one follows as well as saved ones. */
    feedIncludesFollows: boolean("feed_includes_follows").notNull().default(false),
    mailToken: text("mail_token").notNull().unique(),
    digestEnabled: boolean("digest_enabled").notNull().default(false),
    /** 0 = Sunday … 6 = Saturday, Chicago time. */
    digestWeekday: integer("digest_weekday").notNull().default(4),
    /** 0–23, Chicago time. */
    digestHour: integer("digest_hour").notNull().default(9),
    remindersEnabled: boolean("reminders_enabled").notNull().default(false),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    modifiedDate: timestamptz("modified_date").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    check("personal_settings_weekday_check", sql`${t.digestWeekday} between 0 and 6`),
    check("personal_settings_hour_check", sql`${t.digestHour} between 0 and 23`),
    index("personal_settings_digest_idx")
      .on(t.digestWeekday, t.digestHour)
      .where(sql`${t.digestEnabled}`),
  ],
);
