import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { adverts } from "../../../db/schema/promo.ts";
import { type CountCache, uncachedCounts } from "../../lib/count-cache.ts";
import { likePattern } from "../../lib/records.ts";
import { dateSorts, type PageOf, tableRepo } from "../../lib/table-repo.ts";

export type AdvertRow = typeof adverts.$inferSelect;
export type AdvertInsert = typeof adverts.$inferInsert;
export type LookupField = "id" | "legacy_id";

export const advertSortColumns = {
  ...dateSorts(adverts),
  client: adverts.client,
  label: adverts.label,
  weight: adverts.weight,
} as const;

export function createPromoRepo(db: Db, counts: CountCache = uncachedCounts) {
  const key = { id: adverts.id, legacy_id: adverts.legacyId } as const;
  const table = tableRepo(db, counts, adverts, "promo.adverts", advertSortColumns);
  return {
    ...table,
    find: (field: LookupField, value: string) => table.find(key[field], value),
    list(p: PageOf<keyof typeof advertSortColumns> & { query?: string; spot?: string }) {
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
      return table.page(p, filters.length ? and(...filters) : undefined);
    },
    /** Switched-on adverts for a spot; the service checks their windows against its clock. */
    async forSpot(spot: string): Promise<AdvertRow[]> {
      return db
        .select()
        .from(adverts)
        .where(and(eq(adverts.isActive, true), sql`${spot} = any(${adverts.spots})`))
        .orderBy(asc(adverts.id));
    },
  };
}

export type PromoRepo = ReturnType<typeof createPromoRepo>;
