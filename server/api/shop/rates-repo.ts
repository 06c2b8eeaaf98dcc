import { asc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { shippingRates } from "../../../db/schema/shop.ts";
import { type CountCache, uncachedCounts } from "../../lib/count-cache.ts";
import { likePattern } from "../../lib/records.ts";
import { dateSorts, type PageOf, tableRepo } from "../../lib/table-repo.ts";

export type ShippingRateRow = typeof shippingRates.$inferSelect;

export const rateSortColumns = {
  sort_order: shippingRates.sortOrder,
  name: shippingRates.name,
  amount: shippingRates.amount,
  ...dateSorts(shippingRates),
} as const;

/** Shipping rates: staff's list and editor, and the active ones every checkout prices with. */
export function createRatesRepo(db: Db, counts: CountCache = uncachedCounts) {
  const table = tableRepo(db, counts, shippingRates, "shop.shipping_rates", rateSortColumns);
  return {
    ...table,
    find: (field: "id", value: string) => table.find(shippingRates[field], value),
    list(p: PageOf<keyof typeof rateSortColumns> & { query?: string }) {
      const where: SQL | undefined = p.query
        ? ilike(shippingRates.name, likePattern(p.query))
        : undefined;
      return table.page(p, where);
    },
    /** Every rate on offer, in staff's order. */
    active: () =>
      db
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.isActive, true))
        .orderBy(asc(shippingRates.sortOrder), asc(shippingRates.name)),
  };
}

export type RatesRepo = ReturnType<typeof createRatesRepo>;
