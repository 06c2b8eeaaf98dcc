import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";
import { venues } from "./places.ts";
import { tsvector } from "./types.ts";

export const events = pgTable(
  "events",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary"),
    content: text("content"),
    url: text("url"),
    // Admission (decisions 032, 054): free, paid, pay what you can, suggested
    // donation or unknown; a short price and a ticket or RSVP page.
    admission: text("admission").notNull().default("unknown"),
    priceText: text("price_text"),
    ticketUrl: text("ticket_url"),
    // Youngest age admitted (0: all ages; null: not said).
    minAge: smallint("min_age"),
    // Access features of the event itself (core/calendar/access.ts); the venue's standing ones add to them.
    accessibility: text("accessibility").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    primaryImageId: uuid("primary_image_id"),
    status: text("status").notNull().default("published"),
    submittedBy: uuid("submitted_by").references(() => user.id, { onDelete: "set null" }),
    // Who saved it last; a stale write's 409 names them.
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
    // Names of the venues of its dates, kept by the service so search finds "Walker" events.
    venueNames: text("venue_names").notNull().default(""),
    // The name as search compares it (artcal_fold, migration 0011), kept: a
    // near match rechecks every trigram candidate, and folding each one again
    // (four regular expressions and unaccent) was 30 ms of a search.
    nameFold: text("name_fold").generatedAlwaysAs(sql`artcal_fold(name)`),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(venue_names, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(regexp_replace(content, '<[^>]*>', ' ', 'g'), '')), 'C')`,
    ),
  },
  (t) => [
    index("events_search_idx").using("gin", t.search),
    index("events_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Search compares folded names (artcal_fold, migration 0011): "Walkr Art" finds a misspelt name.
    index("events_name_fold_trgm_idx").using("gin", sql`${t.nameFold} gin_trgm_ops`),
    index("events_tags_idx").using("gin", t.tags),
    index("events_status_idx").on(t.status),
    // The few events public counts leave out (server/api/calendar/repo.ts onlyPublished).
    index("events_unpublished_idx").on(t.id).where(sql`${t.status} <> 'published'`),
    index("events_modified_idx").on(t.modifiedDate),
  ],
);

export const eventDates = pgTable(
  "event_dates",
  {
    ...recordColumns(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "restrict" }),
    category: text("category").notNull(),
    type: text("type").notNull(),
    label: text("label"),
    start: timestamptz("start").notNull(),
    end: timestamptz("end").notNull(),
    isCanceled: boolean("is_canceled").notNull().default(false),
    // The start it had when first announced, kept when a published date is moved (rescheduled).
    previousStart: timestamptz("previous_start"),
    // Where this date differs from its event (decision 054): null means as the event.
    admission: text("admission"),
    accessibility: text("accessibility").array(),
    // What holds at the date, from its own, its event's and its venue's
    // (decision 054), kept by the repos that write any of them: the lists
    // filter on these and cards read them, without reaching into three tables.
    facetFree: boolean("facet_free").notNull().default(false),
    facetAccess: text("facet_access").array().notNull().default(sql`'{}'::text[]`),
    // A date made by a series (decision 059): its series and the start its rule
    // gives it (a moved date keeps it). Null for dates staff enter one by one.
    seriesId: uuid("series_id").references((): AnyPgColumn => eventSeries.id, {
      onDelete: "cascade",
    }),
    occurrence: timestamptz("occurrence"),
  },
  (t) => [
    check("event_dates_end_after_start", sql`${t.end} >= ${t.start}`),
    index("event_dates_event_idx").on(t.eventId),
    index("event_dates_venue_start_idx").on(t.venueId, t.start),
    // Listing presets filter by category/type/canceled and a window on start or end.
    index("event_dates_category_start_idx").on(t.category, t.start),
    index("event_dates_start_idx").on(t.start),
    index("event_dates_end_idx").on(t.end),
    // Category and event id ride along so a listing's total is counted from
    // the index alone (an index-only scan, no heap page per date).
    index("event_dates_type_canceled_start_idx").on(
      t.type,
      t.isCanceled,
      t.start,
      t.category,
      t.eventId,
    ),
    // "Running at T" and window overlaps (Upcoming's running part, Now Showing).
    index("event_dates_span_idx").using("gist", sql`tstzrange(${t.start}, ${t.end}, '[]')`),
    // The same for timed dates alone: Upcoming asks which timed dates run at
    // T, and in the whole-span index those few hide among every exhibition.
    index("event_dates_timed_span_idx")
      .using("gist", sql`tstzrange(${t.start}, ${t.end}, '[]')`)
      .where(sql`${t.type} = 'timed'`),
    // "Free" walks the free dates in start order (Upcoming filtered to free).
    index("event_dates_free_start_idx").on(t.start).where(sql`${t.facetFree}`),
    // Access features: a rare combination is found here rather than by walking every date.
    index("event_dates_facet_access_idx").using("gin", t.facetAccess),
    // One row per date of a series: materialising twice adds nothing.
    uniqueIndex("event_dates_series_occurrence_idx")
      .on(t.seriesId, t.occurrence)
      .where(sql`${t.seriesId} is not null`),
  ],
);

/**
 * A recurring series of an event's dates (issue 31, decision 059): the rule
 * (RRULE text and the fields it came from, exceptions among them) and the
 * template of every date it makes. Its dates are rows of event_dates, kept
 * materialised a year ahead, so listings stay plain date queries.
 */
export const eventSeries = pgTable(
  "event_series",
  {
    ...recordColumns(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // core/schemas/recurrence.ts recurrenceRuleSchema: freq, days, start, until/count, exceptions.
    rule: jsonb("rule").notNull(),
    // DTSTART;TZID=America/Chicago:… and RRULE:… lines, as the .ics carries them.
    rrule: text("rrule").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "restrict" }),
    category: text("category").notNull(),
    label: text("label"),
    // Dates exist up to here; the daily job moves it a year ahead of now.
    materialisedUntil: timestamptz("materialised_until"),
  },
  (t) => [
    index("event_series_event_idx").on(t.eventId),
    index("event_series_materialised_idx").on(t.materialisedUntil),
  ],
);
