import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";

export const adverts = pgTable(
  "adverts",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    client: text("client").notNull(),
    campaign: text("campaign"),
    // The advert's own name (its "instance" in tracking).
    label: text("label").notNull(),
    spots: text("spots").array().notNull().default(sql`'{}'::text[]`),
    weight: integer("weight").notNull().default(1),
    defaultImageId: uuid("default_image_id"),
    mobileImageId: uuid("mobile_image_id"),
    gotoUrl: text("goto_url").notNull(),
    badgeText: text("badge_text"),
    startDate: timestamptz("start_date"),
    endDate: timestamptz("end_date"),
    isActive: boolean("is_active").notNull().default(true),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("adverts_spots_idx").using("gin", t.spots)],
);

/** First-party analytics: what happened, where, with spec §3's dimensions. No personal data. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
    category: text("category").notNull(),
    action: text("action").notNull(),
    label: text("label"),
    value: doublePrecision("value"),
    path: text("path"),
    dimensions: jsonb("dimensions")
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
  },
  (t) => [
    index("analytics_events_occurred_idx").on(t.occurredAt),
    index("analytics_events_category_action_idx").on(t.category, t.action, t.occurredAt),
  ],
);
