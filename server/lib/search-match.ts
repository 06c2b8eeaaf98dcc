import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { normaliseSearch } from "../../core/search/normalise.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migration-status.ts";
import { eventDates, events } from "../../db/schema/calendar.ts";
import { cities, venues } from "../../db/schema/places.ts";

// Search that forgives how people type (issue 26). Names are compared folded
// (artcal_fold, migration 0011: no case, accents or punctuation; "St."/"Saint"
// and "Mpls" read as one word), by substring and by pg_trgm word similarity.
// Every comparison is written exactly as the GIN indexes of migration 0012
// index it, so the planner can use them.
//
// The similarity is the `<%` operator at pg_trgm's default threshold (0.6,
// pg_trgm.word_similarity_threshold): "Walkr Art" to "walker art center" is
// 0.62, "saint pual" to "saint paul" 0.64. The function form
// (word_similarity(…) >= x) would let us pick the threshold but no index can
// answer it, and setting the variable would need a transaction per search.

/** A query in the form names are compared in; "" when nothing searchable is left. */
export const foldQuery = normaliseSearch;

/**
 * The folded name contains the folded query, or is close to a word run in it.
 * `stored`: the column already holds the folded name (events.name_fold).
 */
export function nameMatches(column: AnyColumn, folded: string, stored = false): SQL {
  if (!folded) return sql`false`;
  const name = stored ? sql`${column}` : sql`artcal_fold(${column})`;
  const near = sql`${folded} <% ${name}`;
  // Substrings shorter than a trigram would match nearly every name.
  if (folded.length < 3) return near;
  // The folded query holds only [a-z0-9 ], nothing LIKE treats specially.
  return or(sql`${name} like ${`%${folded}%`}`, near)!;
}

/** Ids of the cities a query names ("st paul" → St. Paul). */
export const matchingCityIds = (folded: string): SQL =>
  sql`select ${cities.id} from ${cities} where ${nameMatches(cities.name, folded)}`;

/**
 * Ids of the venues a query names, or in a city it names. A union, not an OR
 * in one WHERE: each part is answered by its own index, where an OR beside a
 * subquery made PostgreSQL fold every name of the table (EXPLAIN on the bench city).
 */
export const matchingVenueIds = (folded: string): SQL =>
  sql`select ${venues.id} from ${venues} where ${nameMatches(venues.name, folded)}
    union select ${venues.id} from ${venues} where ${nameMatches(venues.nickname, folded)}
    union select ${venues.id} from ${venues} where ${venues.cityId} in (${matchingCityIds(folded)})`;

/** A venue named by the query, or in a city it names. */
export const venueMatches = (folded: string): SQL =>
  sql`${venues.id} in (${matchingVenueIds(folded)})`;

/** Up to this many events found by name or venue are passed to the event query as ids. */
const INLINE_EVENT_IDS = 2000;

/**
 * What an event search asks of events, worked out in two short statements
 * first: the venues the query names (or in a city it names), then the events
 * close to it by name or with a date at one of those venues. Up to
 * INLINE_EVENT_IDS of those become a list of ids beside the tsvector test, so
 * PostgreSQL answers both from indexes (text on events_search_idx, ids on the
 * primary key); a bigger set (a whole city) stays a subquery. Measured on the
 * bench city: an OR beside subqueries made PostgreSQL fold every event's name
 * (0.5–0.9 s), a guessed subquery size made it read every date.
 */
export async function eventSearch(db: Db, query: string): Promise<SQL> {
  const text = sql`${events.search} @@ websearch_to_tsquery('english', ${query})`;
  const folded = foldQuery(query);
  if (!folded) return text;
  const venueIds = (
    await db.select({ id: venues.id }).from(venues).where(venueMatches(folded))
  ).map((r) => r.id);
  const named = sql`select ${events.id} from ${events} where ${nameMatches(events.nameFold, folded, true)}`;
  const atVenues = sql`select ${eventDates.eventId} from ${eventDates} where ${eventDates.venueId} = any(${sql.param(venueIds)}::uuid[])`;
  const near = venueIds.length ? sql`${named} union ${atVenues}` : named;
  // The probe keeps repeats (union all) so it can stop at the limit: a union
  // would gather a whole city's dates before the first row (EXPLAIN, bench city).
  const probe = venueIds.length ? sql`${named} union all ${atVenues}` : named;
  const ids = (await db.execute<{ id: string }>(
    sql`${probe} limit ${INLINE_EVENT_IDS + 1}`,
  )) as unknown;
  const rows = rowsOf<{ id: string }>(ids);
  if (rows.length > INLINE_EVENT_IDS) return sql`(${text} or ${events.id} in (${near}))`;
  const found = [...new Set(rows.map((r) => r.id))];
  if (!found.length) return text;
  return sql`(${text} or ${events.id} = any(${sql.param(found)}::uuid[]))`;
}
