import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { user } from "../../../db/schema/auth.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import { cities, venueEditors, venues } from "../../../db/schema/places.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { type CountCache, uncachedCounts } from "../../lib/count-cache.ts";
import { currentStamp, slugTaken } from "../../lib/records.ts";
import { foldQuery, nameMatches, venueMatches } from "../../lib/search-match.ts";
import { pageAndTotal, updateAt } from "../../lib/table-repo.ts";
import { refreshDateFacets } from "../calendar/facets.ts";

export type CityRow = typeof cities.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type VenueInsert = typeof venues.$inferInsert;
export type VenueWithCity = VenueRow & { city: Pick<CityRow, "id" | "name" | "slug"> | null };
export type LookupField = "id" | "slug" | "legacy_id";

export const citySortColumns = {
  sort_order: cities.sortOrder,
  name: cities.name,
  modified_date: cities.modifiedDate,
  created_date: cities.createdDate,
} as const;
export const venueSortColumns = {
  name: venues.name,
  modified_date: venues.modifiedDate,
  created_date: venues.createdDate,
  type: venues.type,
} as const;

interface Page<S> {
  sortBy: S;
  sort: "asc" | "desc";
  offset: number;
  limit: number;
}

export function createPlacesRepo(db: Db, counts: CountCache = uncachedCounts) {
  const cityKey = { id: cities.id, slug: cities.slug, legacy_id: cities.legacyId } as const;
  const venueKey = { id: venues.id, slug: venues.slug, legacy_id: venues.legacyId } as const;

  const cityEmbed = { id: cities.id, name: cities.name, slug: cities.slug };
  const selectVenues = () =>
    db
      .select({ venue: venues, city: cityEmbed })
      .from(venues)
      .leftJoin(cities, eq(cities.id, venues.cityId));
  const withCity = (r: {
    venue: VenueRow;
    city: { id: string; name: string; slug: string } | null;
  }): VenueWithCity => ({
    ...r.venue,
    city: r.city,
  });

  return {
    /** Who edits which venue (decision 056). */
    editors: {
      /** A venue's editors, by name, with their email for staff to tell them apart. */
      ofVenue(venueId: string) {
        return db
          .select({
            userId: venueEditors.userId,
            name: profiles.name,
            username: profiles.username,
            email: user.email,
            createdAt: venueEditors.createdAt,
          })
          .from(venueEditors)
          .innerJoin(user, eq(user.id, venueEditors.userId))
          .leftJoin(profiles, eq(profiles.id, venueEditors.userId))
          .where(eq(venueEditors.venueId, venueId))
          .orderBy(asc(profiles.name), asc(user.email));
      },
      /** The venues a user edits, by name. */
      ofUser(userId: string) {
        return db
          .select({ id: venues.id, name: venues.name, slug: venues.slug })
          .from(venueEditors)
          .innerJoin(venues, eq(venues.id, venueEditors.venueId))
          .where(eq(venueEditors.userId, userId))
          .orderBy(asc(venues.name), asc(venues.id));
      },
      /** Which of these ids are users (the rest are refused by the service). */
      async usersAmong(ids: readonly string[]): Promise<Set<string>> {
        if (!ids.length) return new Set();
        const rows = await db
          .select({ id: user.id })
          .from(user)
          .where(inArray(user.id, [...ids]));
        return new Set(rows.map((r) => r.id));
      },
      /** Makes these users the venue's editors, and only these, in one transaction. */
      async set(venueId: string, userIds: readonly string[], by: string) {
        await db.transaction(async (tx) => {
          await tx.delete(venueEditors).where(eq(venueEditors.venueId, venueId));
          if (userIds.length)
            await tx
              .insert(venueEditors)
              .values(userIds.map((userId) => ({ userId, venueId, createdBy: by })));
        });
      },
      /** Adds one (nothing when they already are); whether a row was added. */
      async add(userId: string, venueId: string, by: string): Promise<boolean> {
        const rows = await db
          .insert(venueEditors)
          .values({ userId, venueId, createdBy: by })
          .onConflictDoNothing()
          .returning({ userId: venueEditors.userId });
        return rows.length > 0;
      },
      /** Removes one; whether they were an editor of it. */
      async remove(userId: string, venueId: string): Promise<boolean> {
        const rows = await db
          .delete(venueEditors)
          .where(and(eq(venueEditors.userId, userId), eq(venueEditors.venueId, venueId)))
          .returning({ userId: venueEditors.userId });
        return rows.length > 0;
      },
    },

    cities: {
      async find(field: LookupField, value: string): Promise<CityRow | null> {
        const [row] = await db.select().from(cities).where(eq(cityKey[field], value));
        return row ?? null;
      },
      async list(p: Page<keyof typeof citySortColumns> & { query?: string }) {
        const where = p.query ? nameMatches(cities.name, foldQuery(p.query)) : undefined;
        const order = p.sort === "asc" ? asc : desc;
        const rows = db
          .select()
          .from(cities)
          .where(where)
          .orderBy(order(citySortColumns[p.sortBy]), asc(cities.name), asc(cities.id));
        return pageAndTotal(db, cities, where, rows, p, { counts, list: "places.cities" });
      },
      /** Every city's name and slug in the site's order (a listing's city filter); no count. */
      choices: () =>
        db
          .select({ name: cities.name, slug: cities.slug })
          .from(cities)
          .orderBy(asc(cities.sortOrder), asc(cities.name), asc(cities.id))
          .limit(100),
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, cities, slug, exceptId),
      /** Version, modified date and modifier of a city now; null when it is gone. */
      stamp: (id: string) => currentStamp(db, cities, id),
      async insert(values: typeof cities.$inferInsert): Promise<CityRow> {
        const [row] = await db.insert(cities).values(values).returning();
        return row!;
      },
      update: (id: string, values: Partial<typeof cities.$inferInsert>, version?: number) =>
        updateAt(db, cities, id, values, version),
    },

    venues: {
      async find(field: LookupField, value: string): Promise<VenueWithCity | null> {
        const [row] = await selectVenues().where(eq(venueKey[field], value));
        return row ? withCity(row) : null;
      },
      async findMany(ids: string[]): Promise<VenueWithCity[]> {
        if (!ids.length) return [];
        const rows = await selectVenues().where(sql`${venues.id} in ${ids}`);
        return rows.map(withCity);
      },
      /** Every venue as a map draws it, a few columns each, by name (the venue map; at most `limit`). */
      pins(limit: number) {
        return db
          .select({
            id: venues.id,
            name: venues.name,
            nickname: venues.nickname,
            slug: venues.slug,
            type: venues.type,
            isPremium: venues.isPremium,
            isClosed: venues.isClosed,
            lat: venues.geoLat,
            lon: venues.geoLon,
            address: venues.address,
            city: cities.name,
            citySlug: cities.slug,
          })
          .from(venues)
          .leftJoin(cities, eq(cities.id, venues.cityId))
          .orderBy(asc(venues.name), asc(venues.id))
          .limit(limit);
      },
      async list(
        p: Page<keyof typeof venueSortColumns> & {
          query?: string;
          type?: string;
          cityId?: string;
          /** Only these venues (a venue editor's own); part of the count's key. */
          ids?: readonly string[];
        },
      ) {
        const filters: SQL[] = [];
        if (p.ids) filters.push(p.ids.length ? inArray(venues.id, [...p.ids]) : sql`false`);
        // Forgives a misspelt name ("Walkr Art") and finds a city's venues ("st paul").
        if (p.query) filters.push(venueMatches(foldQuery(p.query)));
        if (p.type) filters.push(eq(venues.type, p.type));
        if (p.cityId) filters.push(eq(venues.cityId, p.cityId));
        const where = filters.length ? and(...filters) : undefined;
        const order = p.sort === "asc" ? asc : desc;
        // Each venue with its city and its image's container (lists embed it), in one statement.
        const rows = db
          .select({ venue: venues, city: cityEmbed, image: fileContainers })
          .from(venues)
          .leftJoin(cities, eq(cities.id, venues.cityId))
          .leftJoin(fileContainers, eq(fileContainers.id, venues.primaryImageId))
          .where(where)
          .orderBy(order(venueSortColumns[p.sortBy]), asc(venues.id));
        const { rows: found, total } = await pageAndTotal(db, venues, where, rows, p, {
          counts,
          list: "places.venues",
        });
        return { rows: found.map((r) => ({ ...withCity(r), image: r.image })), total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, venues, slug, exceptId),
      /** Version, modified date and modifier of a venue now; null when it is gone. */
      stamp: (id: string) => currentStamp(db, venues, id),
      async insert(values: typeof venues.$inferInsert): Promise<string> {
        const [row] = await db.insert(venues).values(values).returning({ id: venues.id });
        return row!.id;
      },
      async update(
        id: string,
        values: Partial<typeof venues.$inferInsert>,
        version?: number,
      ): Promise<boolean> {
        return db.transaction(async (tx) => {
          const row = await updateAt(tx as unknown as Db, venues, id, values, version);
          if (row && (values.name !== undefined || values.nickname !== undefined)) {
            // Events are searched by their venues' names: keep those in step.
            await tx.execute(sql`
              update ${events} e set venue_names = coalesce((
                select string_agg(distinct concat_ws(' ', v.name, v.nickname), ' ')
                from ${eventDates} d join ${venues} v on v.id = d.venue_id
                where d.event_id = e.id), '')
              where e.id in (select event_id from ${eventDates} where venue_id = ${id})`);
          }
          // Its standing features hold at every date here (decision 054).
          if (row && values.accessibility !== undefined)
            await refreshDateFacets(tx as unknown as Db, sql`d.venue_id = ${id}`);
          return row !== null;
        });
      },
    },
  };
}

export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
