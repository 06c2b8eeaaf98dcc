import { type SQL, sql } from "drizzle-orm";
import type { PersonalScope } from "../../../core/listing/personal.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { follows, saves } from "../../../db/schema/personal.ts";
import { cities, venues } from "../../../db/schema/places.ts";

// The "for a person" option of the calendar listing (issue 29, decision 052):
// dates whose event the visitor saved, or whose venue, the venue's city, the
// category or one of the event's tags they follow. Part of the calendar repo
// (the only Drizzle code of the listing): the condition joins the listing's
// FROM (event_dates with events), the reasons its read (with venues, cities).
//
// Every subquery names the visitor: nothing of another visitor's can match.
// Follow targets are text, so ids are compared as text on the follows side
// (a stray target that is no uuid simply matches nothing, never fails a cast).

const followed = (userId: string, kind: string) =>
  sql`select ${follows.target} from ${follows} where ${follows.userId} = ${userId} and ${follows.kind} = ${kind}`;

/** The listing's condition for one visitor; `false` when the scope holds nothing. */
export function personalCondition(scope: PersonalScope): SQL {
  const u = scope.userId;
  const parts: SQL[] = [];
  if (scope.includeSaves) {
    parts.push(
      sql`${eventDates.eventId} in (select ${saves.eventId} from ${saves} where ${saves.userId} = ${u})`,
    );
  }
  if (scope.includeFollows) {
    parts.push(
      sql`${eventDates.venueId} in (select v.id from ${venues} v where v.id::text in (${followed(u, "venue")}))`,
      sql`${eventDates.venueId} in (select v.id from ${venues} v where v.city_id::text in (${followed(u, "city")}))`,
      sql`${eventDates.category} in (${followed(u, "category")})`,
      sql`${events.tags} && array(${followed(u, "tag")})`,
    );
  }
  if (!parts.length) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * A row's reasons as a JSON array of {kind, target, name} (core/listing/
 * personal.ts PersonalReason), read beside the row's card: `venues` and
 * `cities` are the read's joined venue and its city.
 */
export function personalReasonsJson(scope: PersonalScope): SQL {
  const u = scope.userId;
  const parts: SQL[] = [];
  const has = (kind: string, target: SQL) =>
    sql`exists (select 1 from ${follows} where ${follows.userId} = ${u} and ${follows.kind} = ${kind} and ${follows.target} = ${target})`;
  if (scope.includeSaves) {
    parts.push(
      sql`select 'saved'::text as kind, null::text as target, 'Saved'::text as name where exists (select 1 from ${saves} where ${saves.userId} = ${u} and ${saves.eventId} = ${eventDates.eventId})`,
    );
  }
  if (scope.includeFollows) {
    parts.push(
      sql`select 'venue'::text as kind, ${venues.id}::text as target, coalesce(nullif(trim(${venues.multipleLocationsLabel}), ''), nullif(trim(${venues.nickname}), ''), ${venues.name}) as name where ${has("venue", sql`${venues.id}::text`)}`,
      sql`select 'city'::text as kind, ${cities.id}::text as target, ${cities.name} as name where ${cities.id} is not null and ${has("city", sql`${cities.id}::text`)}`,
      sql`select 'category'::text as kind, ${eventDates.category} as target, ${eventDates.category} as name where ${has("category", sql`${eventDates.category}`)}`,
      sql`select 'tag'::text as kind, f.target as target, f.target as name from ${follows} f where f.user_id = ${u} and f.kind = 'tag' and f.target = any(${events.tags})`,
    );
  }
  if (!parts.length) return sql`'[]'`;
  return sql`(select coalesce(json_agg(r), '[]')::text from (${sql.join(parts, sql` union all `)}) as r)`;
}
