import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import { CARD_IMAGE_VERSIONS } from "../../../core/listing/cards.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import { cardFacetsText } from "./facets.ts";

// A list row of GET /calendar/event_dates/list as JSON text made by the
// database (decision 028): the rows of a page reach the client without being
// mapped to objects, presented and serialised again in the app, which was
// half the CPU of the uncached list. The shape is the presenters' in
// present.ts and places/present.ts, key for key; the API tests compare the
// two. Part of the calendar repo: the FROM it reads from is listDates'.

/** An instant as Date#toISOString writes it: UTC, milliseconds, Z. */
export const isoText = (c: AnyPgColumn | SQL) =>
  sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A JSON object with these keys in this order. row_to_json writes it
 * compactly; json_build_object would add a space on each side of every
 * colon, a fifth more bytes to send and compress.
 */
export function jsonObject(fields: Record<string, AnyPgColumn | SQL>): SQL {
  const columns = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`(select row_to_json(_) from (select ${columns}) as _)`;
}

/**
 * The same object by json_build_object: no subquery, so nothing for the
 * planner to plan apart. Each row_to_json subselect is planned on its own,
 * and a card's eight of them were ~1.2 ms of planning per statement (more
 * than running it on home's lists). json_build_object writes " : " and ", "
 * between keys, so it is for JSON the app parses (cards), not text sent on.
 */
function builtObject(fields: Record<string, AnyPgColumn | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[a-z_]+$/i.test(key)) throw new Error(`A JSON key must be a plain name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `object` when `column` (of a left-joined row) is not null, else null. */
const unlessNull = (column: AnyPgColumn, object: SQL) =>
  sql`case when ${column} is null then null else ${object} end`;

/**
 * An embedded image (files/present.ts presentListImage), or null: `fc` is the file container joined to the row.
 */
/** The card versions of an image, each {url, width, height}; absent ones left out. */
function versionsJson(fc: typeof fileContainers, object = jsonObject): SQL {
  const version = (name: string) => {
    const v = sql`(${fc.versions}->${sql.raw(`'${name}'`)})`;
    return sql`case when ${v} is null then null else ${object({ url: sql`${v}->'url'`, width: sql`${v}->'width'`, height: sql`${v}->'height'` })} end`;
  };
  const versions = Object.fromEntries(CARD_IMAGE_VERSIONS.map((n) => [n, version(n)]));
  return sql`json_strip_nulls(${object(versions)})`;
}

export function listImageJson(fc: typeof fileContainers): SQL {
  return unlessNull(
    fc.id,
    jsonObject({
      id: fc.id,
      alt_text: fc.altText,
      caption: fc.caption,
      focal_point: jsonObject({ x: fc.focalX, y: fc.focalY }),
      versions: versionsJson(fc),
    }),
  );
}

const venueJson = jsonObject({
  id: venues.id,
  name: venues.name,
  nickname: venues.nickname,
  slug: venues.slug,
  type: venues.type,
  address: venues.address,
  city: unlessNull(cities.id, jsonObject({ id: cities.id, name: cities.name, slug: cities.slug })),
  geo: sql`case when ${venues.geoLat} is null or ${venues.geoLon} is null then null
    else ${jsonObject({ lat: venues.geoLat, lon: venues.geoLon })} end`,
  is_premium: venues.isPremium,
  is_closed: venues.isClosed,
  is_online_only: venues.isOnlineOnly,
  multiple_locations_label: venues.multipleLocationsLabel,
  accessibility: venues.accessibility,
  primary_image_id: venues.primaryImageId,
});

const eventSummaryJson = jsonObject({
  id: events.id,
  legacy_id: events.legacyId,
  name: events.name,
  slug: events.slug,
  summary: events.summary,
  url: events.url,
  admission: events.admission,
  price_text: events.priceText,
  ticket_url: events.ticketUrl,
  min_age: events.minAge,
  accessibility: events.accessibility,
  featured: events.featured,
  tags: events.tags,
  primary_image_id: events.primaryImageId,
  primary_image: listImageJson(fileContainers),
  status: events.status,
  version: events.version,
  modified_date: isoText(events.modifiedDate),
});

/**
 * Written out once: the expression has no parameters, and walking its few
 * hundred parts on every request was a tenth of the list's CPU.
 */
function once(expression: SQL): SQL {
  const { sql: text, params } = new PgDialect().sqlToQuery(expression);
  if (params.length) throw new Error("A list row's JSON must not take parameters.");
  return sql.raw(text);
}

/** What list rows and cards both say of the date itself. */
const dateFields = {
  category: eventDates.category,
  type: eventDates.type,
  label: eventDates.label,
  start: isoText(eventDates.start),
  end: isoText(eventDates.end),
  is_canceled: eventDates.isCanceled,
};

/** One event-date list row: the date, its venue (with city) and its event (with image). */
export const dateRowJson = once(
  sql`${jsonObject({
    id: eventDates.id,
    event_id: eventDates.eventId,
    venue_id: eventDates.venueId,
    ...dateFields,
    previous_start: isoText(eventDates.previousStart),
    admission: eventDates.admission,
    accessibility: eventDates.accessibility,
    series_id: eventDates.seriesId,
    occurrence: isoText(eventDates.occurrence),
    venue: venueJson,
    created_date: isoText(eventDates.createdDate),
    modified_date: isoText(eventDates.modifiedDate),
    version: eventDates.version,
    event: eventSummaryJson,
  })}::text`,
);

/**
 * A listing card (core/listing/cards.ts CardEventDate, as toCard makes it):
 * what a public page's card shows and nothing else, the event's summary
 * only when it is featured.
 */
const cardEvent = {
  id: events.id,
  name: events.name,
  slug: events.slug,
  featured: events.featured,
};
const cardBaseJson = once(
  sql`${builtObject({
    id: eventDates.id,
    ...dateFields,
    venue: builtObject({
      id: venues.id,
      name: venues.name,
      nickname: venues.nickname,
      type: venues.type,
      city: unlessNull(cities.id, builtObject({ name: cities.name })),
      multiple_locations_label: venues.multipleLocationsLabel,
    }),
    event: sql`case when ${events.featured}
      then ${builtObject({ ...cardEvent, summary: events.summary })}
      else ${builtObject(cardEvent)} end`,
    image: unlessNull(
      fileContainers.id,
      builtObject({
        alt_text: fileContainers.altText,
        versions: versionsJson(fileContainers, builtObject),
      }),
    ),
  })}::text`,
);

/**
 * The card with its badge and access marks (decision 054), as kept on the
 * date for the listings' filter, and only when there is one to show (as toCard
 * does): spliced before the object's closing brace, since row_to_json cannot
 * leave out a key and a hundred cards should not each say there is none.
 */
export const cardJson = once(sql`(left(${cardBaseJson}, -1) || ${cardFacetsText} || '}')`);
