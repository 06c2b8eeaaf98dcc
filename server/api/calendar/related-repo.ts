import { type SQL, sql } from "drizzle-orm";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import type { RelatedCandidate, RelatedKind } from "../../../core/listing/related.ts";
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

export interface RelatedQuery {
  eventId: string;
  now: Date;
  /** The event's main venue: its other events, and "nearby" leaves it out. */
  venueId: string | null;
  tags: string[];
  /** The rest of the site day "nearby" looks at, with the box to look in. */
  nearby: {
    from: Date;
    to: Date;
    box: { minLat: number; maxLat: number; minLon: number; maxLon: number };
  } | null;
  limit: number;
}

/** The conditions every related date meets: not this event's, published, not canceled, not open hours. */
function shared(q: RelatedQuery): SQL {
  return sql`${eventDates.eventId} <> ${q.eventId}
    and ${events.status} = 'published'
    and not ${eventDates.isCanceled}
    and ${eventDates.category} <> 'hours'`;
}

function venuePart(q: RelatedQuery, venueId: string): SQL {
  return sql`select 'venue' as kind, id, 0 as shared from (
    select distinct on (${eventDates.eventId}) ${eventDates.id} as id, ${eventDates.start} as start
    from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
    where ${eventDates.venueId} = ${venueId} and ${shared(q)}
      and ${compareInstant("end", { op: "gte", date: q.now }, "gte")}
    order by ${eventDates.eventId}, ${eventDates.start}, ${eventDates.id}
  ) as v order by start, id limit ${q.limit}`;
}

function likePart(q: RelatedQuery): SQL {
  const tags = sql`${sql.param(q.tags)}::text[]`;
  return sql`select 'like' as kind, id, shared from (
    select distinct on (${events.id}) ${eventDates.id} as id, ${eventDates.start} as start,
      cardinality(array(select unnest(${events.tags}) intersect select unnest(${tags}))) as shared
    from ${events} inner join ${eventDates} on ${eventDates.eventId} = ${events.id}
    where ${events.tags} && ${tags} and ${shared(q)}
      and ${compareInstant("end", { op: "gte", date: q.now }, "gte")}
    order by ${events.id}, ${eventDates.start}, ${eventDates.id}
  ) as l order by shared desc, start, id limit ${q.limit}`;
}

function nearbyPart(q: RelatedQuery, n: NonNullable<RelatedQuery["nearby"]>): SQL {
  // From the loose side of `from`, so runs on until 03:00 are not lost; the
  // site-day reading of each date is core's (onDuring).
  const from = looseEndAfter({ op: "gte", date: n.from });
  const { minLat, maxLat, minLon, maxLon } = n.box;
  return sql`select 'nearby' as kind, id, 0 as shared from (
    select distinct on (${eventDates.eventId}) ${eventDates.id} as id, ${eventDates.start} as start,
      ${eventDates.type} = 'timed' as timed
    from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
    where ${eventDates.venueId} in (
        select ${venues.id} from ${venues}
        where ${venues.geoLat} between ${minLat} and ${maxLat}
          and ${venues.geoLon} between ${minLon} and ${maxLon}
          ${q.venueId ? sql`and ${venues.id} <> ${q.venueId}` : sql``})
      and tstzrange(${eventDates.start}, ${eventDates.end}, '[]') && tstzrange(${from}::timestamptz, ${n.to}::timestamptz, '[]')
      and ${shared(q)}
    order by ${eventDates.eventId}, ${eventDates.type} = 'timed' desc, ${eventDates.start}, ${eventDates.id}
  ) as n order by timed desc, start, id limit ${q.limit}`;
}

export async function relatedCandidates(db: Db, q: RelatedQuery): Promise<RelatedCandidate[]> {
  const parts = [
    q.venueId ? venuePart(q, q.venueId) : null,
    q.tags.length ? likePart(q) : null,
    q.nearby ? nearbyPart(q, q.nearby) : null,
  ].filter((p) => p !== null);
  if (!parts.length) return [];
  const picked = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  const rows = rowsOf<{
    kind: RelatedKind;
    shared: number;
    lat: number | null;
    lon: number | null;
    j: string;
  }>(
    await db.execute(sql`with picked as (${picked})
      select picked.kind, picked.shared, ${venues.geoLat} as lat, ${venues.geoLon} as lon, ${cardJson} as j
      from picked
      inner join ${eventDates} on ${eventDates.id} = picked.id
      inner join ${events} on ${events.id} = ${eventDates.eventId}
      inner join ${venues} on ${venues.id} = ${eventDates.venueId}
      left join ${cities} on ${cities.id} = ${venues.cityId}
      left join ${fileContainers} on ${fileContainers.id} = ${events.primaryImageId}`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    card: JSON.parse(r.j) as CardEventDate,
    shared: Number(r.shared),
    geo: r.lat === null || r.lon === null ? null : { lat: Number(r.lat), lon: Number(r.lon) },
  }));
}
