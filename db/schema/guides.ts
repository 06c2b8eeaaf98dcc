import { boolean, date, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns } from "./columns.ts";

/** Which dates a guide lists besides its picks (core/guides/rules.ts); an empty rule lists every date in its window. */
export interface GuideRules {
  categories?: string[];
  tags?: string[];
  venue_ids?: string[];
  city_ids?: string[];
  venue_types?: string[];
  is_free?: boolean;
  accessibility?: string[];
}

/** A hand-picked event, in the guide's order, with staff's note. */
export interface GuidePick {
  event_id: string;
  note?: string | null;
}

/** A crawl's stop (decision 060): a venue in walking order, its hours (on `day`, or every day of the window) and a note. */
export interface GuideStop {
  venue_id: string;
  day?: string | null;
  /** "HH:MM" Chicago wall-clock times, both or neither. */
  opens?: string | null;
  closes?: string | null;
  note?: string | null;
}

// A guide (decision 057): a titled window of site days with an intro, the
// dates its rules match and the events staff picked. The spec's dated presets
// (Art Week, summer and holiday guides) are guides since migration 0024; their
// old listing keys answer through `legacy_key`.
export const guides = pgTable(
  "guides",
  {
    ...recordColumns(),
    slug: text("slug").notNull().unique(),
    /** The preset key it answered to before it was data (/calendar/{key}); null for new guides. */
    legacyKey: text("legacy_key").unique(),
    title: text("title").notNull(),
    summary: text("summary"),
    /** Sanitized HTML, as an article's text. */
    intro: text("intro"),
    /** Inclusive site days, local dates. */
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    heroImageId: uuid("hero_image_id"),
    /** "list" or "crawl" (stops in walking order). */
    kind: text("kind").notNull().default("list"),
    rules: jsonb("rules").$type<GuideRules>().notNull().default({}),
    picks: jsonb("picks").$type<GuidePick[]>().notNull().default([]),
    stops: jsonb("stops").$type<GuideStop[]>().notNull().default([]),
    /** Only picked events, no rule listing (a crawl's or a curated guide's choice). */
    picksOnly: boolean("picks_only").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(true),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("guides_window_idx").on(t.lastDay, t.firstDay)],
);
