import { type SQL, sql } from "drizzle-orm";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { isoText } from "./row-json.ts";

// Home shows the first few events of three lists, one card per event, out of
// a page of up to 100 dates. Writing all 100 rows as card JSON to keep eight
// cost PostgreSQL ~8 ms per list at city scale (three lists: 30 ms of a home
// render); this ranks the page's dates by the list's order, keeps each
// event's first, and names only the cards home can show: their JSON comes
// from the row cache, or is written for the ones it does not hold (repo.ts).

export interface FirstCardsOptions {
  /** Events to keep, in list order. */
  events: number;
  /** Also the first `featured` featured events, wherever they fall on the page. */
  featured?: number;
}

export interface FirstCardIds {
  /** Each kept event's first date in list order (the first `events`, then featured ones further down). */
  ids: string[];
  /** Dates on the page, and the events they belong to: what "All N events" needs. */
  listed: number;
  listedEvents: number;
  /** Every listed date's times, so a cached page expires when one starts or ends. */
  times: { category: string; start: string; end: string }[];
}

/** The same with the cards themselves, as the repo answers (their JSON from the row cache or written then). */
export type FirstCards = Omit<FirstCardIds, "ids"> & { cards: CardEventDate[] };

/** One list of home's: its page of ids (a subquery), the order to keep, what to take. */
export interface FirstCardsList {
  ids: SQL;
  orderBy: SQL[];
  o: FirstCardsOptions;
}

/**
 * The lists' first cards' ids in one statement: a set of CTEs per list, their
 * answers one after another (`list`, then position). One round trip for
 * home's six lists, not six (issue 24: home in at most four statements).
 */
export async function readFirstCards(db: Db, lists: FirstCardsList[]): Promise<FirstCardIds[]> {
  if (!lists.length) return [];
  // Each list's CTEs carry its index: listed_0, firsts_0, … listed_1, …
  const named = (i: number) => (name: string) => sql.raw(`${name}_${i}`);
  const ctes = lists.map(({ ids, orderBy, o }, i) => {
    const n = named(i);
    const featured = o.featured
      ? sql` union (select id, pos from ${n("firsts")} where featured order by pos limit ${o.featured})`
      : sql``;
    return sql`${n("listed")} as materialized (
        select ${eventDates.id} as id, ${eventDates.eventId} as event_id, ${events.featured} as featured,
          ${eventDates.category} as category,
          ${isoText(eventDates.start)} as start, ${isoText(eventDates.end)} as "end",
          row_number() over (order by ${sql.join(orderBy, sql`, `)}) as pos
        from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId}
        where ${eventDates.id} in ${ids}
      ),
      ${n("firsts")} as (
        select distinct on (event_id) id, pos, featured from ${n("listed")} order by event_id, pos
      ),
      ${n("chosen")} as ((select id, pos from ${n("firsts")} order by pos limit ${o.events})${featured}),
      ${n("summary")} as (
        select count(*)::int as listed, count(distinct event_id)::int as listed_events,
          coalesce(json_agg(json_build_array(category, start, "end") order by pos), '[]')::text as times
        from ${n("listed")}
      )`;
  });
  const answers = lists.map((_, i) => {
    const n = named(i);
    return sql`(select ${sql.raw(String(i))} as list, s.listed, s.listed_events, s.times, c.id, c.pos
      from ${n("summary")} as s left join ${n("chosen")} as c on true)`;
  });
  const rows = rowsOf<{
    list: number;
    listed: number;
    listed_events: number;
    times: string;
    id: string | null;
  }>(
    await db.execute(
      sql`with ${sql.join(ctes, sql`, `)} ${sql.join(answers, sql` union all `)} order by list, pos`,
    ),
  );
  return lists.map((_, i) => {
    const mine = rows.filter((r) => Number(r.list) === i);
    const first = mine[0];
    return {
      ids: mine.flatMap((r) => (r.id === null ? [] : [r.id])),
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
  });
}
