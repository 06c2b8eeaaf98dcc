import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import { type CardEventDate, venueDisplayName } from "../../../core/listing/cards.ts";
import {
  type PersonalReason,
  type PersonalScope,
  reasonsFor,
} from "../../../core/listing/personal.ts";
import type { RelatedQuery } from "../../../core/listing/related.ts";
import type { ComparisonInstant } from "../../../core/schemas/list-params.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import {
  type CountCache,
  filtersOf,
  type MovingBound,
  uncachedCounts,
} from "../../lib/count-cache.ts";
import { bump, currentStamp, likePattern, slugTaken } from "../../lib/records.ts";
import type { RowCache, RowKind } from "../../lib/row-cache.ts";
import { eventSearch } from "../../lib/search-match.ts";
import { childrenOf, updateAt } from "../../lib/table-repo.ts";
import { type FacetFilters, facetConditions, refreshDateFacets } from "./facets.ts";
import { type FirstCards, type FirstCardsOptions, readFirstCards } from "./first-cards.ts";
import { type PersonalSet, personalCondition, readPersonalSet } from "./personal-filter.ts";
import { relatedCandidates } from "./related-repo.ts";
import { cardJson, dateRowJson, isoText } from "./row-json.ts";
import { compareInstant, instantBound, looseEndAfter } from "./run-windows.ts";

export type EventRow = typeof events.$inferSelect;
export type EventDateRow = typeof eventDates.$inferSelect;
export type EventInsert = typeof events.$inferInsert;
export type DateValues = Omit<
  typeof eventDates.$inferInsert,
  "eventId" | "createdDate" | "modifiedDate" | "version"
>;
export type LookupField = "id" | "slug" | "legacy_id";

export const eventSortColumns = {
  modified_date: events.modifiedDate,
  created_date: events.createdDate,
  name: events.name,
} as const;
export const eventDateSortColumns = {
  start: eventDates.start,
  end: eventDates.end,
  modified_date: eventDates.modifiedDate,
} as const;

export interface DateFilters extends FacetFilters {
  categories?: string[];
  start?: ComparisonInstant;
  end?: ComparisonInstant;
  venueIds?: string[];
  /** Dates of these events (a guide's picks). */
  eventIds?: string[];
  isCanceled?: boolean;
  type?: string;
  /** Dates at venues in any of these cities (a guide may name several; a listing's filter names one). */
  cityIds?: string[];
  /** Dates at venues of these types. */
  venueTypes?: string[];
}
export interface EventFilters extends DateFilters {
  query?: string;
  tags?: string[];
  publishedOnly: boolean;
  /** Events in these statuses only; ignored when publishedOnly. */
  statuses?: string[];
  /** Only what this visitor saved or follows (personal-filter.ts); rows then carry their reasons. */
  forUser?: PersonalScope;
  /**
   * Only events whose every date is at one of these venues (a venue
   * editor's, decision 056): what they may edit, and nothing else.
   */
  onlyAtVenues?: string[];
}

export const tagSortColumns = { count: "count", tag: "tag" } as const;

/**
 * "Starts before S and ends after E" (Now Showing, This Weekend) says the
 * same as "the span overlaps [E, S]": said that way too, the GiST index on
 * spans can answer it instead of a scan of one end of the range.
 */
function overlapOf(f: DateFilters): SQL | null {
  const { start, end } = f;
  if (!start || !end || (start.op !== "lte" && start.op !== "lt")) return null;
  if ((end.op !== "gte" && end.op !== "gt") || end.date > start.date) return null;
  // From the end bound's loose side, so runs still on until 03:00 are not lost (run-windows.ts).
  return sql`tstzrange(${eventDates.start}, ${eventDates.end}, '[]') && tstzrange(${looseEndAfter(end)}::timestamptz, ${start.date}::timestamptz, '[]')`;
}

function dateConditions(f: DateFilters): SQL[] {
  const out: SQL[] = [];
  if (f.categories?.length) out.push(inArray(eventDates.category, f.categories));
  // `start=gte:X` is start ≥ X and so on; a bare instant means gte for start and lte for end.
  if (f.start) out.push(compareInstant("start", f.start, "gte"));
  if (f.end) out.push(compareInstant("end", f.end, "lte"));
  if (f.venueIds?.length) out.push(inArray(eventDates.venueId, f.venueIds));
  if (f.eventIds?.length) out.push(inArray(eventDates.eventId, f.eventIds));
  if (f.isCanceled !== undefined) out.push(eq(eventDates.isCanceled, f.isCanceled));
  if (f.type) out.push(eq(eventDates.type, f.type));
  // Price and access as kept on the date (facets.ts): an event is listed when one date has them all.
  out.push(...facetConditions(f));
  const overlap = overlapOf(f);
  if (overlap) out.push(overlap);
  if (f.cityIds?.length || f.venueTypes?.length) {
    const venueConds = [
      f.cityIds?.length ? inArray(venues.cityId, f.cityIds) : undefined,
      f.venueTypes?.length ? inArray(venues.type, f.venueTypes) : undefined,
    ].filter((c) => c !== undefined);
    out.push(
      sql`${eventDates.venueId} in (select ${venues.id} from ${venues} where ${and(...venueConds)})`,
    );
  }
  return out;
}

function eventConditions(f: EventFilters, search?: SQL, personal?: PersonalSet): SQL[] {
  const out: SQL[] = [];
  if (f.publishedOnly) out.push(eq(events.status, "published"));
  else if (f.statuses?.length) out.push(inArray(events.status, f.statuses));
  // Words of the text, or (forgiving how people type) the event's name, a
  // venue's name or a city's name: "Walkr Art", "st paul", "cafe maude".
  if (search) out.push(search);
  if (f.tags?.length) out.push(sql`${events.tags} && ${sql.param(f.tags)}::text[]`);
  if (f.onlyAtVenues) {
    const ids = sql.param(f.onlyAtVenues);
    out.push(
      sql`exists (select 1 from ${eventDates} where ${eventDates.eventId} = ${events.id} and ${eventDates.venueId} = any(${ids}::uuid[]))`,
      sql`not exists (select 1 from ${eventDates} where ${eventDates.eventId} = ${events.id} and ${eventDates.venueId} <> all(${ids}::uuid[]))`,
    );
  }
  if (f.forUser) {
    // Read first by the caller (readPersonalSet): a forgotten read must not list everyone's dates.
    if (!personal) throw new Error("a personal listing needs the visitor's set");
    out.push(personalCondition(personal));
  }
  return out;
}

/**
 * "Ends at or after T, soonest start first" is Upcoming's shape, and no one
 * index serves it: the start index walks years of past dates to find the few
 * still running. So it is asked as two parts that each have an index, dates
 * starting at or after T (the start index, in order) and dates running at T
 * (the GiST index on their span), merged in order. Valid because every date
 * ends at or after its start (event_dates_end_after_start).
 */
function splitEndsAfter(f: DateFilters): [SQL[], SQL[]] | null {
  const end = f.end;
  if (!end || end.also || f.start || (end.op !== "gte" && end.op !== "gt")) return null;
  const rest = dateConditions({ ...f, end: undefined });
  const at = end.date;
  const strict = end.op === "gt";
  const loose = looseEndAfter(end);
  const running = [
    ...rest,
    strict ? lte(eventDates.start, at) : lt(eventDates.start, at),
    compareInstant("end", end, "lte"),
    loose < at
      ? sql`tstzrange(${eventDates.start}, ${eventDates.end}, '[]') && tstzrange(${loose}::timestamptz, ${at}::timestamptz, '[]')`
      : sql`tstzrange(${eventDates.start}, ${eventDates.end}, '[]') @> ${at}::timestamptz`,
  ];
  const starting = [...rest, strict ? gt(eventDates.start, at) : gte(eventDates.start, at)];
  return [running, starting];
}

/**
 * When all a list asks of events is "published" (every public list), its
 * count says so without joining events: the few events that are not
 * published are found on their status index, not every listed date's event
 * on the primary key.
 */
function onlyPublished(f: EventFilters): SQL | null {
  if (!f.publishedOnly || f.query || f.tags?.length || f.forUser) return null;
  return sql`${eventDates.eventId} not in (select ${events.id} from ${events} where ${events.status} <> 'published')`;
}

interface Page<S> {
  sortBy: S;
  sort: "asc" | "desc";
  offset: number;
  limit: number;
}

/**
 * What decides the count of a list of dates or events, for the count cache:
 * the filters without paging or sorting (the parts of a split query add up
 * to the same total), and the instants of `start` and `end` apart, as moving
 * bounds on their columns.
 */
/**
 * A list's count request: its filters, and the moving instants it is taken
 * at. One visitor's list is filed under the digest of their saves and
 * follows (personal-filter.ts), which no content change announces.
 */
function countOf(db: Db, p: Page<string> & EventFilters, personal?: PersonalSet) {
  const { start, end, ...rest } = filtersOf(p);
  const startOp = start ? (start.op ?? "gte") : undefined;
  const endOp = end ? (end.op ?? "lte") : undefined;
  const at: Record<string, MovingBound> = {};
  if (start && startOp) at.start = instantBound(db, "start", startOp, start.date);
  if (end && endOp) at.end = instantBound(db, "end", endOp, end.date);
  // A second condition on a field (`start=gte:A,lte:B`) is a bound of its own.
  if (start?.also) at.startAlso = instantBound(db, "start", start.also.op, start.also.date);
  if (end?.also) at.endAlso = instantBound(db, "end", end.also.op, end.also.date);
  const alsoOps = { startAlsoOp: start?.also?.op, endAlsoOp: end?.also?.op };
  return { params: { ...rest, personal: personal?.digest, startOp, endOp, ...alsoOps }, at };
}

/** What a date's venue carries of its city wherever rows embed it. */
const cityEmbed = { id: cities.id, name: cities.name, slug: cities.slug };

/** Keeps events.venue_names (searched with the event) in step with its dates' venues. */
export async function refreshVenueNames(tx: Db, eventId: string) {
  await tx.execute(sql`
    update ${events} set venue_names = coalesce((
      select string_agg(distinct concat_ws(' ', v.name, v.nickname), ' ')
      from ${eventDates} d join ${venues} v on v.id = d.venue_id
      where d.event_id = ${eventId}), '')
    where ${events.id} = ${eventId}`);
}

export function createCalendarRepo(
  db: Db,
  shared: CountCache = uncachedCounts,
  /** List rows' and cards' JSON kept between requests (server/lib/row-cache.ts); none in a transaction. */
  rowTexts?: RowCache,
) {
  const key = { id: events.id, slug: events.slug, legacy_id: events.legacyId } as const;

  const datesOf = (eventIds: string[]): Promise<EventDateRow[]> =>
    childrenOf(db, eventDates, eventDates.eventId, eventIds, [
      asc(eventDates.start),
      asc(eventDates.id),
    ]);

  /**
   * The ids of one page of dates, as a subquery: one ordered, limited select
   * per part of the filter, merged (a single part is just that select).
   */
  function pageOfIds(
    wheres: (SQL | undefined)[],
    order: typeof asc,
    p: Page<keyof typeof eventDateSortColumns>,
    joinEvents = true,
  ): SQL {
    const column = eventDateSortColumns[p.sortBy];
    const part = (where: SQL | undefined, limit: number) => {
      const from = db.select({ id: eventDates.id, key: sql`${column}`.as("key") }).from(eventDates);
      return (joinEvents ? from.innerJoin(events, eq(events.id, eventDates.eventId)) : from)
        .where(where)
        .orderBy(order(column), asc(eventDates.id))
        .limit(limit);
    };
    if (wheres.length === 1)
      return sql`(select id from (${part(wheres[0], p.limit).offset(p.offset)}) as page)`;
    const direction = p.sort === "asc" ? sql`asc` : sql`desc`;
    const parts = sql.join(
      wheres.map((w) => sql`(${part(w, p.offset + p.limit)})`),
      sql` union all `,
    );
    return sql`(select id from (${parts}) as merged order by key ${direction}, id asc offset ${p.offset} limit ${p.limit})`;
  }

  /**
   * Replaces an event's dates as a set: kept ids are updated, new ones
   * inserted, the rest deleted. A series' dates are its series' to keep
   * (decision 059): given back (an edited GET), they are left as they are.
   */
  async function syncDates(tx: Db, eventId: string, dates: DateValues[]) {
    const own = and(eq(eventDates.eventId, eventId), isNull(eventDates.seriesId));
    const generated = new Set(
      (
        await tx
          .select({ id: eventDates.id })
          .from(eventDates)
          .where(and(eq(eventDates.eventId, eventId), isNotNull(eventDates.seriesId)))
      ).map((r) => r.id),
    );
    dates = dates.filter((d) => !(d.id && generated.has(d.id)));
    const keep = dates.map((d) => d.id).filter((id): id is string => Boolean(id));
    await tx
      .delete(eventDates)
      .where(keep.length ? and(own, notInArray(eventDates.id, keep)) : own);
    for (const d of dates) {
      if (d.id) {
        const { id, ...rest } = d;
        const updated = await tx
          .update(eventDates)
          .set({ ...rest, ...bump(eventDates as never) })
          .where(and(eq(eventDates.id, id), own))
          .returning({ id: eventDates.id });
        if (updated.length) continue;
        // An id from elsewhere is treated as a new date, not a way to steal another event's date.
        const { id: _ignored, ...fresh } = d;
        await tx.insert(eventDates).values({ ...fresh, eventId });
      } else {
        await tx.insert(eventDates).values({ ...d, eventId });
      }
    }
    await refreshVenueNames(tx, eventId);
    await refreshDateFacets(tx, sql`d.event_id = ${eventId}`);
  }

  /**
   * A page of dates as SQL, nothing run: the conditions of each part of the
   * list (splitEndsAfter), the subquery of the page's ids and the order its
   * rows keep. `search` and `personal` are read first by the caller.
   */
  function pageQuery(
    p: Page<keyof typeof eventDateSortColumns> & EventFilters,
    search?: SQL,
    personal?: PersonalSet,
  ) {
    const order = p.sort === "asc" ? asc : desc;
    const parts = (p.sortBy === "start" ? splitEndsAfter(p) : null) ?? [dateConditions(p)];
    const published = onlyPublished(p);
    const eventConds = eventConditions(p, search, personal);
    // When "published" is all a list asks of events, the page's ids need no
    // join either: joining every candidate date to its event to test its
    // status cost Now Showing ~4 ms for its ~800 running dates.
    const byDatesAlone = published !== null && eventConds.length === 1;
    const wheres = parts.map((c) => and(...c, ...(byDatesAlone ? [published] : eventConds)));
    const column = eventDateSortColumns[p.sortBy];
    return {
      parts,
      wheres,
      /** What the list asks of events, said of its dates alone; null when it needs the join. */
      byDates: byDatesAlone ? published : null,
      ids: pageOfIds(wheres, order, p, !byDatesAlone),
      orderBy: [order(column), asc(eventDates.id)],
    };
  }

  /**
   * One page of dates and their total: `read` reads the page's rows, given
   * the subquery of their ids and the order to keep.
   */
  async function pageOfDates<R>(
    p: Page<keyof typeof eventDateSortColumns> & EventFilters,
    read: (ids: SQL, orderBy: SQL[], personal?: PersonalSet) => Promise<R[]>,
  ): Promise<{ rows: R[]; total: number }>;
  async function pageOfDates<R>(
    p: Page<keyof typeof eventDateSortColumns> & EventFilters,
    read: (ids: SQL, orderBy: SQL[], personal?: PersonalSet) => Promise<R[]>,
    withTotal: "with-events",
  ): Promise<{ rows: R[]; total: number; eventTotal: number }>;
  async function pageOfDates<R>(
    p: Page<keyof typeof eventDateSortColumns> & EventFilters,
    read: (ids: SQL, orderBy: SQL[], personal?: PersonalSet) => Promise<R[]>,
    withTotal: true | "with-events" = true,
  ) {
    const [search, personal] = await Promise.all([
      p.query ? eventSearch(db, p.query) : undefined,
      p.forUser ? readPersonalSet(db, p.forUser) : undefined,
    ]);
    const { parts, wheres, byDates, ids, orderBy } = pageQuery(p, search, personal);
    // The total is counted alongside the page, not after it: on a pool the
    // statements run at once (PGlite takes them in turn). Counted once per
    // filter and kept until content changes (the count cache).
    const totals = shared.count({
      list: "calendar.event_dates",
      ...countOf(db, p, personal),
      count: async () => {
        const ns = await Promise.all(
          parts.map(async (dateConds, i) => {
            const [n] = byDates
              ? await db
                  .select({ n: count() })
                  .from(eventDates)
                  .where(and(...dateConds, byDates))
              : await db
                  .select({ n: count() })
                  .from(eventDates)
                  .innerJoin(events, eq(events.id, eventDates.eventId))
                  .where(wheres[i]);
            return n?.n ?? 0;
          }),
        );
        return ns.reduce((a, b) => a + b, 0);
      },
    });
    // Handled here too, so a page query that throws first leaves no unhandled rejection.
    totals.catch(() => undefined);
    // The events among those dates (the listing pages say both): a distinct
    // count over the parts together, since one event's dates can fall in both.
    const eventTotals =
      withTotal === "with-events"
        ? shared.count({
            list: "calendar.event_dates.events",
            ...countOf(db, p, personal),
            count: async () => {
              const ids = sql.join(
                wheres.map(
                  (w) =>
                    sql`(select ${eventDates.eventId} as event_id from ${eventDates} inner join ${events} on ${events.id} = ${eventDates.eventId} where ${w})`,
                ),
                sql` union all `,
              );
              const [row] = rowsOf<{ n: number }>(
                await db.execute(
                  sql`select count(distinct event_id)::int as n from (${ids}) as listed`,
                ),
              );
              return row?.n ?? 0;
            },
          })
        : null;
    eventTotals?.catch(() => undefined);
    // The page's rows with their embeds in one statement: the page's ids
    // are a subquery, and the rows come back in the same order (sort
    // column, then id) as that subquery chose them.
    const rows = await read(ids, orderBy, personal);
    if (eventTotals) return { rows, total: await totals, eventTotal: await eventTotals };
    return { rows, total: await totals };
  }

  /**
   * The rows of a page of dates with their event (and its image), venue and
   * city joined, as the columns `select` names, in the page's order.
   */
  const readJoined = async <R>(select: SQL, ids: SQL, orderBy: SQL[]) =>
    rowsOf<R>(
      await db.execute(sql`select ${select}
        from ${eventDates}
        inner join ${events} on ${events.id} = ${eventDates.eventId}
        inner join ${venues} on ${venues.id} = ${eventDates.venueId}
        left join ${cities} on ${cities.id} = ${venues.cityId}
        left join ${fileContainers} on ${fileContainers.id} = ${events.primaryImageId}
        where ${eventDates.id} in ${ids}
        order by ${sql.join(orderBy, sql`, `)}`),
    );

  /**
   * A page's rows as the JSON `json` writes, in the page's order, with each
   * date's category and instants (what the page cache's expiry reads). With
   * a row cache, the page's ids are read first and JSON is written only for
   * the rows it does not hold (`kind` keeps list rows and cards apart).
   */
  async function readRowTexts(kind: RowKind, json: SQL, ids: SQL, orderBy: SQL[]) {
    type Row = { id: string; j: string; category: string; start: string; end: string };
    const dateColumns = sql`${eventDates.id} as id, ${eventDates.category} as category,
      ${isoText(eventDates.start)} as start, ${isoText(eventDates.end)} as "end"`;
    if (!rowTexts) return readJoined<Row>(sql`${json} as j, ${dateColumns}`, ids, orderBy);
    const page = rowsOf<Omit<Row, "j">>(
      await db.execute(sql`select ${dateColumns} from ${eventDates}
        where ${eventDates.id} in ${ids} order by ${sql.join(orderBy, sql`, `)}`),
    );
    const kept = await textsOf(
      kind,
      json,
      page.map((r) => r.id),
    );
    // A date deleted between the two statements is left out.
    return page.flatMap((r) => {
      const j = kept.get(r.id);
      return j === undefined ? [] : [{ ...r, j }];
    });
  }

  /**
   * These dates' JSON (`kind`: list rows or cards) by id: what the row cache
   * holds, and the rest written by the database in one statement and kept. A
   * date deleted meanwhile is not in the map.
   */
  async function textsOf(kind: RowKind, json: SQL, ids: string[]): Promise<Map<string, string>> {
    const since = rowTexts?.generation() ?? 0;
    const { kept, missing } = rowTexts
      ? rowTexts.read(kind, ids)
      : { kept: new Map<string, string>(), missing: ids };
    if (missing.length) {
      const fresh = await readJoined<{ id: string; j: string }>(
        sql`${eventDates.id} as id, ${json} as j`,
        sql`(select unnest(${sql.param(missing)}::uuid[]))`,
        [sql`${eventDates.id}`],
      );
      for (const r of fresh) kept.set(r.id, r.j);
      rowTexts?.keep(since, kind, fresh);
    }
    return kept;
  }

  const readCards = async (ids: SQL, orderBy: SQL[]) =>
    (await readRowTexts("card", cardJson, ids, orderBy)).map(
      (r) => JSON.parse(r.j) as CardEventDate,
    );

  /**
   * Cards with why each is on one visitor's list: the reasons come from the
   * visitor's set (read by pageOfDates) and two columns beside the card,
   * not from subqueries per row (core/listing/personal.ts reasonsFor).
   */
  const readPersonalCards = async (
    ids: SQL,
    orderBy: SQL[],
    personal?: PersonalSet,
  ): Promise<PersonalCard[]> => {
    if (!personal) throw new Error("a personal listing needs the visitor's set");
    const rows = await readJoined<{ j: string; city_id: string | null; tags: string[] | null }>(
      sql`${cardJson} as j, ${venues.cityId} as city_id, ${events.tags} as tags`,
      ids,
      orderBy,
    );
    return rows.map((r) => {
      const card = JSON.parse(r.j) as CardEventDate;
      const v = card.venue;
      const reasons = reasonsFor(personal, {
        eventId: card.event.id,
        category: card.category,
        tags: r.tags ?? [],
        venue: v
          ? {
              id: v.id,
              name: venueDisplayName(v),
              cityId: r.city_id,
              cityName: v.city?.name ?? null,
            }
          : null,
      });
      return { ...card, reasons };
    });
  };
  const cardsOf = (p: EventFilters) => (p.forUser ? readPersonalCards : readCards);

  return {
    datesOf,

    async find(field: LookupField, value: string, publishedOnly: boolean) {
      const where = publishedOnly
        ? and(eq(key[field], value), eq(events.status, "published"))
        : eq(key[field], value);
      const [row] = await db.select().from(events).where(where);
      return row ?? null;
    },

    /** An event with its image's file container (the event page), in one statement. */
    async findWithImage(field: LookupField, value: string, publishedOnly: boolean) {
      const where = publishedOnly
        ? and(eq(key[field], value), eq(events.status, "published"))
        : eq(key[field], value);
      const [row] = await db
        .select({ event: events, image: fileContainers })
        .from(events)
        .leftJoin(fileContainers, eq(fileContainers.id, events.primaryImageId))
        .where(where);
      return row ?? null;
    },

    /** An event's dates in order, each with its venue and the venue's city, in one statement. */
    datesWithVenues(eventId: string) {
      return db
        .select({
          date: eventDates,
          venue: venues,
          city: cityEmbed,
        })
        .from(eventDates)
        .leftJoin(venues, eq(venues.id, eventDates.venueId))
        .leftJoin(cities, eq(cities.id, venues.cityId))
        .where(eq(eventDates.eventId, eventId))
        .orderBy(asc(eventDates.start), asc(eventDates.id));
    },

    async list(p: Page<keyof typeof eventSortColumns> & EventFilters) {
      const dateConds = dateConditions(p);
      const [search, personal] = await Promise.all([
        p.query ? eventSearch(db, p.query) : undefined,
        p.forUser ? readPersonalSet(db, p.forUser) : undefined,
      ]);
      const conds = eventConditions(p, search, personal);
      if (dateConds.length) {
        conds.push(
          sql`exists (select 1 from ${eventDates} where ${eventDates.eventId} = ${events.id} and ${and(...dateConds)})`,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const order = p.sort === "asc" ? asc : desc;
      // Counted alongside the page, as pageOfDates does: on a pool the two
      // statements run at once (a search naming a whole city counts thousands).
      const total = shared.count({
        list: "calendar.events",
        ...countOf(db, p, personal),
        count: async () => {
          const [n] = await db.select({ n: count() }).from(events).where(where);
          return n?.n ?? 0;
        },
      });
      total.catch(() => undefined);
      // Each event with its image's container (lists embed it), in the same statement.
      const rows = await db
        .select({ event: events, image: fileContainers })
        .from(events)
        .leftJoin(fileContainers, eq(fileContainers.id, events.primaryImageId))
        .where(where)
        .orderBy(order(eventSortColumns[p.sortBy]), asc(events.id))
        .offset(p.offset)
        .limit(p.limit);
      return { rows, total: await total };
    },

    /**
     * One row per date, with its event (and the event's image), venue and the
     * venue's city, each row as the API's JSON text (row-json.ts, decision
     * 028): GET /calendar/event_dates/list.
     */
    listDates: (p: Page<keyof typeof eventDateSortColumns> & EventFilters) =>
      // The category and instants beside the JSON: what the page cache's
      // expiry reads of every date shown (clock-changes.ts).
      pageOfDates(p, (ids, orderBy) => readRowTexts("row", dateRowJson, ids, orderBy)),

    /**
     * The same page as listDates with only the columns a card shows (no
     * event or venue text, stamps or search vector) and the event's image,
     * in one statement: the public pages' listings.
     */
    listDateCards: (p: Page<keyof typeof eventDateSortColumns> & EventFilters) =>
      pageOfDates(p, cardsOf(p)),

    /** listDateCards with how many events the whole list's dates belong to: the listing pages. */
    listDateCardsWithEvents: (p: Page<keyof typeof eventDateSortColumns> & EventFilters) =>
      pageOfDates(p, cardsOf(p), "with-events"),

    /**
     * Each event's first card of a page, a few events only, without the
     * total, for several lists in one statement (home: first-cards.ts). For
     * public lists: no search and no visitor's set, which need reads first.
     */
    firstCards: async (
      lists: { p: Page<keyof typeof eventDateSortColumns> & EventFilters; o: FirstCardsOptions }[],
    ) => {
      const firsts = await readFirstCards(
        db,
        lists.map(({ p, o }) => {
          if (p.query || p.forUser)
            throw new Error("first cards are for public lists without a search");
          const { ids, orderBy } = pageQuery(p);
          return { ids, orderBy, o };
        }),
      );
      const texts = await textsOf("card", cardJson, [...new Set(firsts.flatMap((f) => f.ids))]);
      return firsts.map(
        ({ ids, ...rest }): FirstCards => ({
          ...rest,
          cards: ids.flatMap((id) => {
            const j = texts.get(id);
            return j === undefined ? [] : [JSON.parse(j) as CardEventDate];
          }),
        }),
      );
    },

    /** The candidates of an event page's related sections, in one statement (related-repo.ts). */
    related: (q: RelatedQuery) => relatedCandidates(db, q),

    slugTaken: (slug: string, exceptId?: string) => slugTaken(db, events, slug, exceptId),

    /** Version, modified date and modifier of an event now; null when it is gone. */
    stamp: (id: string) => currentStamp(db, events, id),

    /**
     * What decides an event's webhook type (core/webhooks/events.ts) and who
     * hears it: published?, every date canceled?, its venues. null when gone.
     */
    async hookState(id: string) {
      const [row] = await db
        .select({
          id: events.id,
          slug: events.slug,
          name: events.name,
          status: events.status,
          dates: sql<number>`count(${eventDates.id})`.mapWith(Number),
          canceled: sql<boolean>`coalesce(bool_and(${eventDates.isCanceled}), false)`,
          venueIds: sql<
            (string | null)[]
          >`coalesce(array_agg(distinct ${eventDates.venueId}), '{}')`,
        })
        .from(events)
        .leftJoin(eventDates, eq(eventDates.eventId, events.id))
        .where(eq(events.id, id))
        .groupBy(events.id);
      if (!row) return null;
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        published: row.status === "published",
        canceled: row.dates > 0 && row.canceled,
        venueIds: row.venueIds.filter((v): v is string => v !== null),
      };
    },

    /** Distinct tags of events, with how many events carry each (GET /calendar/tags/list). */
    async tags(p: Page<keyof typeof tagSortColumns> & { query?: string; publishedOnly: boolean }) {
      const used = db
        .select({ tag: sql<string>`unnest(${events.tags})`.as("tag"), eventId: events.id })
        .from(events)
        .where(p.publishedOnly ? eq(events.status, "published") : undefined)
        .as("used");
      const where = p.query ? sql`${used.tag} ilike ${likePattern(p.query)}` : undefined;
      const n = sql<number>`count(distinct ${used.eventId})::int`;
      const order = p.sort === "asc" ? asc : desc;
      const rows = await db
        .select({ tag: used.tag, count: n })
        .from(used)
        .where(where)
        .groupBy(used.tag)
        .orderBy(...(p.sortBy === "count" ? [order(n), asc(used.tag)] : [order(used.tag)]))
        .offset(p.offset)
        .limit(p.limit);
      const total = await shared.count({
        list: "calendar.tags",
        params: filtersOf(p),
        count: async () => {
          const [n] = await db
            .select({ n: sql<number>`count(distinct ${used.tag})::int` })
            .from(used)
            .where(where);
          return n?.n ?? 0;
        },
      });
      return { rows, total };
    },

    async create(values: EventInsert, dates: DateValues[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values(values).returning({ id: events.id });
        await syncDates(tx as unknown as Db, row!.id, dates);
        return row!.id;
      });
    },

    /**
     * Many events with their dates in one transaction, in multi-row inserts
     * (bench/generate.ts writes a million dates this way). Ids come with the
     * events, so dates are matched to them without relying on RETURNING order.
     */
    async createMany(items: { values: EventInsert & { id: string }; dates: DateValues[] }[]) {
      if (!items.length) return;
      await db.transaction(async (tx) => {
        await tx.insert(events).values(items.map((i) => i.values));
        const dates = items.flatMap((i) => i.dates.map((d) => ({ ...d, eventId: i.values.id })));
        // Far below PostgreSQL's 65,535 bind parameters per statement.
        for (let at = 0; at < dates.length; at += 2000)
          await tx.insert(eventDates).values(dates.slice(at, at + 2000));
        const ids = items.map((i) => i.values.id);
        await tx.execute(sql`
          update ${events} e set venue_names = coalesce((
            select string_agg(distinct concat_ws(' ', v.name, v.nickname), ' ')
            from ${eventDates} d join ${venues} v on v.id = d.venue_id
            where d.event_id = e.id), '')
          where e.id in ${ids}`);
        await refreshDateFacets(tx as unknown as Db, sql`d.event_id in ${ids}`);
      });
    },

    /** false when the version is stale or the event is gone; nothing is written then. */
    async update(
      id: string,
      values: Partial<EventInsert>,
      dates: DateValues[] | undefined,
      version?: number,
    ) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        if (!(await updateAt(tx, events, id, values, version))) return false;
        if (dates) await syncDates(tx, id, dates);
        // The event's admission or features hold at every date that does not say its own.
        else if (values.admission !== undefined || values.accessibility !== undefined)
          await refreshDateFacets(tx, sql`d.event_id = ${id}`);
        return true;
      });
    },
  };
}

export type CalendarRepo = ReturnType<typeof createCalendarRepo>;
/** A card of a listing; with its reasons when the listing is one visitor's (forUser). */
export type PersonalCard = CardEventDate & { reasons?: PersonalReason[] };
