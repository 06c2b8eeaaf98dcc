import { type SQL, sql } from "drizzle-orm";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import {
  RELATED_LIKE_SAMPLE,
  type RelatedCandidate,
  type RelatedKind,
  type RelatedQuery,
} from "../../../core/listing/related.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import { cardJson } from "./row-json.ts";
import { compareInstant, looseEndAfter } from "./run-windows.ts";

// The candidates of an event page's related sections (core/listing/related.ts)
// in one statement: up to `limit` dates per section, each the soonest date
// still to come of its event, read as cards with their image like every
// public list (decision 028). Each part walks one index: the venue's dates
// (venue, start), the events sharing a tag (GIN on tags) and the dates on
// during the day (GiST on the span) at venues in a box around the event's.

/** The conditions every related date meets: not this event's, published, not canceled, not open hours. */
function shared(q: RelatedQuery): SQL {
  return sql`${eventDates.eventId} <> ${q.eventId}
    and ${events.status} = 'published'
    and not ${eventDates.isCanceled}
    and ${eventDates.category} <> 'hours'`;
}

/**
 * Not over at `now`, runs read by their site days (run-windows.ts), with a
 * plain bound on the end column first so its index can answer.
 */
function notOver(q: RelatedQuery): SQL {
  const end = { op: "gte", date: q.now } as const;
  return sql`${eventDates.end} >= ${looseEndAfter(end)} and ${compareInstant("end", end, "gte")}`;
}

function venuePart(q: RelatedQuery, venueId: string): SQL {
  return sql`select 'venue' as kind, id, 0 as shared from (
    select distinct on (${eventDates.eventId}) ${eventDates.id} as id, ${eventDates.start} as start
    from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
    where ${eventDates.venueId} = ${venueId} and ${shared(q)} and ${notOver(q)}
    order by ${eventDates.eventId}, ${eventDates.start}, ${eventDates.id}
  ) as v order by start, id limit ${q.limit}`;
}

/**
 * Tags are few and broad ("painting", "group show": a third of a city's
 * events may share one), so ranking every event that shares a tag would
 * read thousands. This ranks a sample instead: the matching dates that end
 * soonest from now, read in order on the end index until the sample is full.
 */
function likePart(q: RelatedQuery): SQL {
  const tags = sql`${sql.param(q.tags)}::text[]`;
  return sql`select 'like' as kind, id, shared from (
    select distinct on (event_id) id, start, shared from (
      select ${eventDates.id} as id, ${eventDates.eventId} as event_id, ${eventDates.start} as start,
        cardinality(array(select unnest(${events.tags}) intersect select unnest(${tags}))) as shared
      from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
      where ${events.tags} && ${tags} and ${shared(q)} and ${notOver(q)}
      order by ${eventDates.end}, ${eventDates.id}
      limit ${RELATED_LIKE_SAMPLE}
    ) as sample order by event_id, start, id
  ) as l order by shared desc, start, id limit ${q.limit}`;
}

function nearbyPart(q: RelatedQuery, n: NonNullable<RelatedQuery["nearby"]>): SQL {
  // From the loose side of `from`, so runs on until 03:00 are not lost; the
  // site-day reading of each date is core's (onDuring).
  const from = looseEndAfter({ op: "gte", date: n.from });
  const { minLat, maxLat, minLon, maxLon } = n.box;
  // The day's dates first, once, on the span index (materialized: left to
  // itself the planner probed the span index again for each venue in the box,
  // ~19 ms at city scale for 50 venues), then the venues in the box by key.
  return sql`with day as materialized (
      select ${eventDates.id} as id, ${eventDates.eventId} as event_id, ${eventDates.venueId} as venue_id,
        ${eventDates.start} as start, ${eventDates.type} as type
      from ${eventDates}
      where tstzrange(${eventDates.start}, ${eventDates.end}, '[]') && tstzrange(${from}::timestamptz, ${n.to}::timestamptz, '[]')
        and ${eventDates.eventId} <> ${q.eventId}
        and not ${eventDates.isCanceled}
        and ${eventDates.category} <> 'hours'
    )
    select 'nearby' as kind, id, 0 as shared from (
    select distinct on (d.event_id) d.id, d.start, d.type = 'timed' as timed
    from day as d
    inner join ${venues} on ${venues.id} = d.venue_id
    inner join ${events} on ${events.id} = d.event_id
    where ${venues.geoLat} between ${minLat} and ${maxLat}
      and ${venues.geoLon} between ${minLon} and ${maxLon}
      ${q.venueId ? sql`and ${venues.id} <> ${q.venueId}` : sql``}
      and ${events.status} = 'published'
    order by d.event_id, d.type = 'timed' desc, d.start, d.id
  ) as n order by timed desc, start, id limit ${q.limit}`;
}

/** The statement, or null when the event has nothing to look for (exported for EXPLAIN). */
export function relatedStatement(q: RelatedQuery): SQL | null {
  const parts = [
    q.venueId ? venuePart(q, q.venueId) : null,
    q.tags.length ? likePart(q) : null,
    q.nearby ? nearbyPart(q, q.nearby) : null,
  ].filter((p) => p !== null);
  if (!parts.length) return null;
  const picked = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  return sql`with picked as (${picked})
      select picked.kind, picked.shared, ${venues.geoLat} as lat, ${venues.geoLon} as lon, ${cardJson} as j
      from picked
      inner join ${eventDates} on ${eventDates.id} = picked.id
      inner join ${events} on ${events.id} = ${eventDates.eventId}
      inner join ${venues} on ${venues.id} = ${eventDates.venueId}
      left join ${cities} on ${cities.id} = ${venues.cityId}
      left join ${fileContainers} on ${fileContainers.id} = ${events.primaryImageId}`;
}

export async function relatedCandidates(db: Db, q: RelatedQuery): Promise<RelatedCandidate[]> {
  const statement = relatedStatement(q);
  if (!statement) return [];
  const rows = rowsOf<{
    kind: RelatedKind;
    shared: number;
    lat: number | null;
    lon: number | null;
    j: string;
  }>(await db.execute(statement));
  return rows.map((r) => ({
    kind: r.kind,
    card: JSON.parse(r.j) as CardEventDate,
    shared: Number(r.shared),
    geo: r.lat === null || r.lon === null ? null : { lat: Number(r.lat), lon: Number(r.lon) },
  }));
}
