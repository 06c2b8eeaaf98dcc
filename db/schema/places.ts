import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";

/** Weekday 0 (Sunday) … 6 → [open, close] "HH:MM", or null when closed. */
export type VenueHours = Partial<
  Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", [string, string] | null>
>;
export interface VenueLink {
  type: string;
  url: string;
  label?: string;
}

export const cities = pgTable(
  "cities",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    state: text("state").notNull().default("MN"),
    summary: text("summary"),
    geoLat: doublePrecision("geo_lat"),
    geoLon: doublePrecision("geo_lon"),
    sortOrder: integer("sort_order").notNull().default(0),
    // Who saved it last; a stale write's 409 names them.
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("cities_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Search compares folded names (artcal_fold, migration 0011): "st paul" finds "St. Paul".
    index("cities_name_fold_trgm_idx").using("gin", sql`artcal_fold(${t.name}) gin_trgm_ops`),
  ],
);

export const venues = pgTable(
  "venues",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    name: text("name").notNull(),
    nickname: text("nickname"),
    slug: text("slug").notNull().unique(),
    type: text("type").notNull().default("gallery"),
    summary: text("summary"),
    content: text("content"),
    address: text("address"),
    address2: text("address2"),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "restrict" }),
    state: text("state"),
    postalCode: text("postal_code"),
    geoLat: doublePrecision("geo_lat"),
    geoLon: doublePrecision("geo_lon"),
    hours: jsonb("hours").$type<VenueHours>(),
    hoursNote: text("hours_note"),
    website: text("website"),
    phone: text("phone"),
    email: text("email"),
    links: jsonb("links").$type<VenueLink[]>().notNull().default([]),
    isPremium: boolean("is_premium").notNull().default(false),
    isClosed: boolean("is_closed").notNull().default(false),
    isOnlineOnly: boolean("is_online_only").notNull().default(false),
    multipleLocationsLabel: text("multiple_locations_label"),
    // Standing access features of the building (core/calendar/access.ts): every date here has them.
    accessibility: text("accessibility").array().notNull().default(sql`'{}'::text[]`),
    // A file container once the files issue lands.
    primaryImageId: uuid("primary_image_id"),
    // Staff's choice per venue (decision 056): true, what its venue editors
    // publish waits for staff ("pending"); false, it goes out as they save it.
    editorReview: boolean("editor_review").notNull().default(false),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("venues_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("venues_nickname_trgm_idx").using("gin", sql`${t.nickname} gin_trgm_ops`),
    index("venues_name_fold_trgm_idx").using("gin", sql`artcal_fold(${t.name}) gin_trgm_ops`),
    index("venues_nickname_fold_trgm_idx").using(
      "gin",
      sql`artcal_fold(${t.nickname}) gin_trgm_ops`,
    ),
    index("venues_city_idx").on(t.cityId),
    index("venues_type_idx").on(t.type),
  ],
);

/**
 * Who edits which venue (decision 056): a venue editor edits these venues'
 * pages and hours and their events, nothing else. Gone with the user or the
 * venue. The user's index serves the per-request read of their venues.
 */
export const venueEditors = pgTable(
  "venue_editors",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.venueId] }),
    index("venue_editors_venue_idx").on(t.venueId),
  ],
);
