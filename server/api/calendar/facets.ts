import { type SQL, sql } from "drizzle-orm";
import { ACCESS_FEATURES } from "../../../core/calendar/access.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { venues } from "../../../db/schema/places.ts";

// Price and access facets in SQL (decision 054), the rules of
// core/calendar/access.ts: a date's admission and features are its own when
// it says, else its event's, and its venue's standing features add to them.

/** The admission holding at a date. */
export const dateAdmission = sql`coalesce(${eventDates.admission}, ${events.admission})`;

/** The venue's standing features, read by id: the filter runs where venues are not joined. */
const venueFeatures = sql`coalesce((select v.accessibility from ${venues} v where v.id = ${eventDates.venueId}), '{}'::text[])`;

/** The features holding at a date, as a text[] (duplicates and all). */
export const dateFeatures = (venue: SQL = venueFeatures) =>
  sql`(coalesce(${eventDates.accessibility}, ${events.accessibility}) || ${venue})`;

/**
 * The features holding at a date in catalogue order, each once, or null when
 * none (a card leaves it out). The catalogue is written into the statement,
 * so the expression takes no parameters (row-json.ts writes it once).
 */
export const dateFeaturesJson = sql`(select array_agg(k.f order by k.n) from unnest(${sql.raw(
  `array[${ACCESS_FEATURES.map((f) => `'${f}'`).join(",")}]::text[]`,
)}) with ordinality as k(f, n) where k.f = any(${dateFeatures(sql`${venues.accessibility}`)}))`;

export interface FacetFilters {
  /** Only dates whose admission is free. */
  isFree?: boolean;
  /** Only dates with every one of these features. */
  accessibility?: string[];
}

/** The conditions of the facet filters, on a statement that has event_dates and events. */
export function facetConditions(f: FacetFilters): SQL[] {
  const out: SQL[] = [];
  if (f.isFree === true) out.push(sql`${dateAdmission} = 'free'`);
  if (f.isFree === false) out.push(sql`${dateAdmission} <> 'free'`);
  if (f.accessibility?.length)
    out.push(sql`${dateFeatures()} @> ${sql.param(f.accessibility)}::text[]`);
  return out;
}

export const hasFacets = (f: FacetFilters) => f.isFree !== undefined || !!f.accessibility?.length;
