// Reads the personal pages and the save/follow use cases need of the
// calendar and places: the cards of one visitor's saved events, whether an
// event may be saved, and the names behind follows. Drizzle only here.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { saves } from "../../../db/schema/personal.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import { cardJson } from "../calendar/row-json.ts";

export interface PlaceName {
  id: string;
  name: string;
  slug: string;
}

export function createPersonalLookups(db: Db) {
  return {
    /** Whether a published event has this id: only those can be saved. */
    async publishedEventExists(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.status, "published")));
      return Boolean(row);
    },

    /**
     * Every date of the visitor's saved, published events as a card (the
     * public cards' shape, core/listing/cards.ts), in one statement.
     */
    async savedCards(userId: string): Promise<CardEventDate[]> {
      const rows = rowsOf<{ j: string }>(
        await db.execute(sql`select ${cardJson} as j
          from ${saves}
          inner join ${events} on ${events.id} = ${saves.eventId}
          inner join ${eventDates} on ${eventDates.eventId} = ${events.id}
          inner join ${venues} on ${venues.id} = ${eventDates.venueId}
          left join ${cities} on ${cities.id} = ${venues.cityId}
          left join ${fileContainers} on ${fileContainers.id} = ${events.primaryImageId}
          where ${saves.userId} = ${userId} and ${events.status} = 'published'
          order by ${eventDates.start}, ${eventDates.id}`),
      );
      return rows.map((r) => JSON.parse(r.j) as CardEventDate);
    },

    async venueNames(ids: string[]): Promise<PlaceName[]> {
      if (!ids.length) return [];
      return db
        .select({ id: venues.id, name: venues.name, slug: venues.slug })
        .from(venues)
        .where(inArray(venues.id, ids));
    },

    async cityNames(ids: string[]): Promise<PlaceName[]> {
      if (!ids.length) return [];
      return db
        .select({ id: cities.id, name: cities.name, slug: cities.slug })
        .from(cities)
        .where(inArray(cities.id, ids));
    },

    async venueExists(id: string): Promise<boolean> {
      return (await this.venueNames([id])).length > 0;
    },

    async cityExists(id: string): Promise<boolean> {
      return (await this.cityNames([id])).length > 0;
    },
  };
}

export type PersonalLookups = ReturnType<typeof createPersonalLookups>;
