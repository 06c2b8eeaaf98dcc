import { createHash } from "node:crypto";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PersonalScope } from "../../../core/listing/personal.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { follows, saves } from "../../../db/schema/personal.ts";
import { venues } from "../../../db/schema/places.ts";

// The "for a person" option of the calendar listing (issue 29, decision 052):
// dates whose event the visitor saved, or whose venue, the venue's city, the
// category or one of the event's tags they follow. Part of the calendar repo
// (the only Drizzle code of the listing): the condition joins the listing's
// FROM (event_dates with events); each row's reasons are worked out from the
// same set in core/listing/personal.ts (reasonsFor).
//
// The condition is built from the visitor's own set (readPersonalSet, one
// statement naming them): nothing of another visitor's can match. Follow
// targets are text: a stray target that is no uuid matches nothing, never
// fails a cast.

/** What one visitor's scope holds, read once per listing request. */
export interface PersonalSet {
  saved: string[];
  venues: string[];
  cities: string[];
  categories: string[];
  tags: string[];
  /**
   * The whole set as one short text: what a kept count of this visitor's
   * list is filed under (with content changes clearing the cache as for
   * everyone), so a new save or follow is a new key and never a stale count.
   */
  digest: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The saves and follows a scope reads, in one small statement. */
export async function readPersonalSet(db: Db, scope: PersonalScope): Promise<PersonalSet> {
  const u = scope.userId;
  const parts: SQL[] = [];
  if (scope.includeSaves)
    parts.push(
      sql`select 'saved' as kind, ${saves.eventId}::text as target from ${saves} where ${saves.userId} = ${u}`,
    );
  if (scope.includeFollows)
    parts.push(
      sql`select ${follows.kind}::text as kind, ${follows.target} as target from ${follows} where ${follows.userId} = ${u}`,
    );
  const rows = parts.length
    ? rowsOf<{ kind: string; target: string }>(
        await db.execute(sql`${sql.join(parts, sql` union all `)} order by 1, 2`),
      )
    : [];
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.target);
  // Targets are text: an id that is no uuid matches nothing (and must not fail a cast).
  const ids = (kind: string) => of(kind).filter((t) => UUID.test(t));
  const digest = createHash("sha1")
    .update(rows.map((r) => `${r.kind}:${r.target}`).join("\n"))
    .digest("base64url");
  return {
    saved: ids("saved"),
    venues: ids("venue"),
    cities: ids("city"),
    categories: of("category"),
    tags: of("tag"),
    digest,
  };
}

/**
 * The listing's condition for one visitor's set; `false` when it holds
 * nothing. The set's values are in the statement, so PostgreSQL plans with
 * them: each branch uses its own index on event_dates (event, venue with
 * start, category with start) and the branches combine as bitmaps. Asked
 * as subqueries of the follows table instead, with the event's tags among
 * them, the plan joined every upcoming date to its event and tested each
 * (all 50,000 events read per page at city scale, ~120 ms).
 */
export function personalCondition(set: PersonalSet): SQL {
  const parts: SQL[] = [];
  if (set.saved.length) parts.push(inArray(eventDates.eventId, set.saved));
  if (set.venues.length) parts.push(inArray(eventDates.venueId, set.venues));
  if (set.cities.length)
    parts.push(
      sql`${eventDates.venueId} = any(array(select ${venues.id} from ${venues} where ${inArray(venues.cityId, set.cities)}))`,
    );
  if (set.categories.length) parts.push(inArray(eventDates.category, set.categories));
  if (set.tags.length)
    parts.push(
      sql`${eventDates.eventId} = any(array(select e.id from ${events} e where e.tags && ${sql.param(set.tags)}::text[]))`,
    );
  if (!parts.length) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}
