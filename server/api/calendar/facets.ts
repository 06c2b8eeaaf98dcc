import { type SQL, sql } from "drizzle-orm";
import { ACCESS_FEATURES } from "../../../core/calendar/access.ts";
import type { Db } from "../../../db/client.ts";
import { eventDates } from "../../../db/schema/calendar.ts";

// Price and access facets in SQL (decision 054), the rules of
// core/calendar/access.ts: a date's admission and features are its own when
// it says, else its event's, and its venue's standing features add to them.
// What holds is kept on each date (facet_free, facet_access) by whoever
// writes a date, its event or its venue, so the lists filter one table with
// its statistics and indexes, and cards read two columns.

/** The catalogue, written into the statement (row-json.ts writes expressions once, without parameters). */
const CATALOGUE = sql.raw(`array[${ACCESS_FEATURES.map((f) => `'${f}'`).join(",")}]::text[]`);

/**
 * Writes facet_free and facet_access of the dates `where` picks (a
 * condition on `d`, the date): call it after writing dates, an event's
 * admission or features, or a venue's features.
 */
export async function refreshDateFacets(db: Db, where: SQL) {
  await db.execute(sql`
    update event_dates d set
      facet_free = coalesce(d.admission, e.admission) = 'free',
      facet_access = coalesce((
        select array_agg(k.f order by k.n) from unnest(${CATALOGUE}) with ordinality as k(f, n)
        where k.f = any(coalesce(d.accessibility, e.accessibility) || v.accessibility)), '{}')
    from events e, venues v
    where e.id = d.event_id and v.id = d.venue_id and (${where})`);
}

export interface FacetFilters {
  /** Only dates whose admission is free (true) or is not (false). */
  isFree?: boolean;
  /** Only dates with every one of these features. */
  accessibility?: string[];
}

/** The conditions of the facet filters, on event_dates alone. */
export function facetConditions(f: FacetFilters): SQL[] {
  const out: SQL[] = [];
  if (f.isFree !== undefined) out.push(sql`${eventDates.facetFree} = ${f.isFree}`);
  if (f.accessibility?.length)
    out.push(sql`${eventDates.facetAccess} @> ${sql.param(f.accessibility)}::text[]`);
  return out;
}

/** A card's badge and marks, spliced into its JSON only when there is one to show. */
export const cardFacetsText = sql`concat(
  case when ${eventDates.facetFree} then ',"is_free":true' end,
  case when cardinality(${eventDates.facetAccess}) > 0 then ',"access":' || to_json(${eventDates.facetAccess})::text end)`;
