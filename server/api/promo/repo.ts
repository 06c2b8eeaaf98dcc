import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { adverts } from "../../../db/schema/promo.ts";
import { type CountCache, filtersOf, uncachedCounts } from "../../lib/count-cache.ts";
import { atVersion, bump, currentStamp, likePattern } from "../../lib/records.ts";

export type AdvertRow = typeof adverts.$inferSelect;
export type AdvertInsert = typeof adverts.$inferInsert;
export type LookupField = "id" | "legacy_id";

export const advertSortColumns = {
  modified_date: adverts.modifiedDate,
  created_date: adverts.createdDate,
  client: adverts.client,
  label: adverts.label,
  weight: adverts.weight,
} as const;

export function createPromoRepo(db: Db, counts: CountCache = uncachedCounts) {
  const key = { id: adverts.id, legacy_id: adverts.legacyId } as const;
  return {
    async find(field: LookupField, value: string): Promise<AdvertRow | null> {
      const [row] = await db.select().from(adverts).where(eq(key[field], value));
      return row ?? null;
    },
    async list(p: {
      sortBy: keyof typeof advertSortColumns;
      sort: "asc" | "desc";
      offset: number;
      limit: number;
      query?: string;
      spot?: string;
    }) {
      const filters: SQL[] = [];
      if (p.query) {
        const like = likePattern(p.query);
        filters.push(
          or(
            ilike(adverts.client, like),
            ilike(adverts.label, like),
            ilike(adverts.campaign, like),
          )!,
        );
      }
      if (p.spot) filters.push(sql`${p.spot} = any(${adverts.spots})`);
      const where = filters.length ? and(...filters) : undefined;
      const order = p.sort === "asc" ? asc : desc;
      const rows = await db
        .select()
        .from(adverts)
        .where(where)
        .orderBy(order(advertSortColumns[p.sortBy]), asc(adverts.id))
        .offset(p.offset)
        .limit(p.limit);
      const total = await counts.count({
        list: "promo.adverts",
        params: filtersOf(p),
        count: async () => (await db.select({ n: count() }).from(adverts).where(where))[0]?.n ?? 0,
      });
      return { rows, total };
    },
    /** Switched-on adverts for a spot; the service checks their windows against its clock. */
    async forSpot(spot: string): Promise<AdvertRow[]> {
      return db
        .select()
        .from(adverts)
        .where(and(eq(adverts.isActive, true), sql`${spot} = any(${adverts.spots})`))
        .orderBy(asc(adverts.id));
    },
    stamp: (id: string) => currentStamp(db, adverts, id),
    async insert(values: AdvertInsert): Promise<AdvertRow> {
      const [row] = await db.insert(adverts).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<AdvertInsert>, version?: number) {
      const [row] = await db
        .update(adverts)
        .set({ ...values, ...bump(adverts) })
        .where(atVersion(adverts, id, version))
        .returning();
      return row ?? null;
    },
  };
}

export type PromoRepo = ReturnType<typeof createPromoRepo>;
