import { type SQL, sql } from "drizzle-orm";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import { cardJson, isoText } from "./row-json.ts";

// Home shows the first few events of three lists, one card per event, out of
// a page of up to 100 dates. Writing all 100 rows as card JSON to keep eight
// cost PostgreSQL ~8 ms per list at city scale (three lists: 30 ms of a home
// render); this ranks the page's dates by the list's order, keeps each
// event's first, and writes JSON only for the cards home can show.

export interface FirstCardsOptions {
  /** Events to keep, in list order. */
  events: number;
  /** Also the first `featured` featured events, wherever they fall on the page. */
  featured?: number;
}

export interface FirstCards {
  /** Each kept event's first date in list order (the first `events`, then featured ones further down). */
  cards: CardEventDate[];
  /** Dates on the page, and the events they belong to: what "All N events" needs. */
  listed: number;
  listedEvents: number;
  /** Every listed date's times, so a cached page expires when one starts or ends. */
  times: { category: string; start: string; end: string }[];
}

export async function readFirstCards(
  db: Db,
  ids: SQL,
  orderBy: SQL[],
  o: FirstCardsOptions,
): Promise<FirstCards> {
  const featured = o.featured
    ? sql` union (select id, pos from firsts where featured order by pos limit ${o.featured})`
    : sql``;
  const rows = rowsOf<{ listed: number; listed_events: number; times: string; j: string | null }>(
    await db.execute(sql`with listed_rows as materialized (
        select ${eventDates.id} as id, ${eventDates.eventId} as event_id, ${events.featured} as featured,
          ${eventDates.category} as category,
          ${isoText(eventDates.start)} as start, ${isoText(eventDates.end)} as "end",
          row_number() over (order by ${sql.join(orderBy, sql`, `)}) as pos
        from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
        where ${eventDates.id} in ${ids}
      ),
      firsts as (
        select distinct on (event_id) id, pos, featured from listed_rows order by event_id, pos
      ),
      chosen as ((select id, pos from firsts order by pos limit ${o.events})${featured}),
      summary as (
        select count(*)::int as listed, count(distinct event_id)::int as listed_events,
          coalesce(json_agg(json_build_array(category, start, "end") order by pos), '[]')::text as times
        from listed_rows
      )
      select summary.listed, summary.listed_events, summary.times, cards.j
      from summary left join lateral (
        select ${cardJson} as j, chosen.pos
        from chosen
        inner join ${eventDates} on ${eventDates.id} = chosen.id
        inner join ${events} on ${events.id} = ${eventDates.eventId}
        inner join ${venues} on ${venues.id} = ${eventDates.venueId}
        left join ${cities} on ${cities.id} = ${venues.cityId}
        left join ${fileContainers} on ${fileContainers.id} = ${events.primaryImageId}
      ) as cards on true
      order by cards.pos`),
  );
  const first = rows[0];
  return {
    cards: rows.flatMap((r) => (r.j === null ? [] : [JSON.parse(r.j) as CardEventDate])),
    listed: first?.listed ?? 0,
    listedEvents: first?.listed_events ?? 0,
    times: first
      ? (JSON.parse(first.times) as [string, string, string][]).map(([category, start, end]) => ({
          category,
          start,
          end,
        }))
      : [],
  };
}
