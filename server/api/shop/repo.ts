import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { user } from "../../../db/schema/auth.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import {
  orders,
  paymentCustomers,
  productPrices,
  products,
  subscriptions,
  webhookEvents,
} from "../../../db/schema/shop.ts";
import { type CountCache, filtersOf, uncachedCounts } from "../../lib/count-cache.ts";
import { atVersion, bump, currentStamp, likePattern, slugTaken } from "../../lib/records.ts";

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProductWithPrices = ProductRow & { prices: PriceRow[] };
export type PriceInput = Omit<typeof productPrices.$inferInsert, "productId">;

export const orderSortColumns = {
  created_date: orders.createdDate,
  amount_total: orders.amountTotal,
  status: orders.status,
} as const;

export function createShopRepo(db: Db, counts: CountCache = uncachedCounts) {
  async function withPrices(rows: ProductRow[]): Promise<ProductWithPrices[]> {
    if (!rows.length) return [];
    const prices = await db
      .select()
      .from(productPrices)
      .where(
        inArray(
          productPrices.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(productPrices.sortOrder), asc(productPrices.amount));
    return rows.map((r) => ({ ...r, prices: prices.filter((p) => p.productId === r.id) }));
  }

  return {
    products: {
      async find(field: "id" | "slug" | "legacy_id", value: string) {
        const col = { id: products.id, slug: products.slug, legacy_id: products.legacyId }[field];
        const rows = await db.select().from(products).where(eq(col, value));
        return (await withPrices(rows))[0] ?? null;
      },
      async list(p: {
        offset: number;
        limit: number;
        kinds?: string[];
        /** true: on sale only; false: switched off only; undefined: both. */
        active?: boolean;
        query?: string;
      }) {
        const f: SQL[] = [];
        if (p.kinds?.length) f.push(inArray(products.kind, p.kinds));
        if (p.active !== undefined) f.push(eq(products.isActive, p.active));
        if (p.query) f.push(ilike(products.name, likePattern(p.query)));
        const where = f.length ? and(...f) : undefined;
        const rows = await db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
          .offset(p.offset)
          .limit(p.limit);
        const total = await counts.count({
          list: "shop.products",
          params: filtersOf(p),
          count: async () =>
            (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
        });
        return { rows: await withPrices(rows), total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, products, slug, exceptId),
      stamp: (id: string) => currentStamp(db, products, id),
      async insert(values: typeof products.$inferInsert, prices: PriceInput[]) {
        return db.transaction(async (tx) => {
          const [row] = await tx.insert(products).values(values).returning({ id: products.id });
          if (prices.length)
            await tx
              .insert(productPrices)
              .values(prices.map((p) => ({ ...p, productId: row!.id })));
          return row!.id;
        });
      },
      /** Updates the product and, when given, replaces its prices (ids kept for prices sent with theirs). */
      async update(
        id: string,
        values: Partial<typeof products.$inferInsert>,
        prices: (PriceInput & { id?: string })[] | undefined,
        version?: number,
      ) {
        return db.transaction(async (tx) => {
          const rows = await tx
            .update(products)
            .set({ ...values, ...bump(products) })
            .where(atVersion(products, id, version))
            .returning({ id: products.id });
          if (!rows.length) return false;
          if (prices) {
            const keep = prices.flatMap((p) => (p.id ? [p.id] : []));
            // Prices that orders or memberships point at are switched off, never deleted.
            await tx
              .update(productPrices)
              .set({ isActive: false })
              .where(
                and(
                  eq(productPrices.productId, id),
                  keep.length ? sql`${productPrices.id} not in ${keep}` : undefined,
                ),
              );
            for (const p of prices) {
              if (p.id) {
                await tx
                  .update(productPrices)
                  .set({ ...p, productId: id })
                  .where(and(eq(productPrices.id, p.id), eq(productPrices.productId, id)));
              } else {
                await tx.insert(productPrices).values({ ...p, productId: id });
              }
            }
          }
          return true;
        });
      },
      async price(id: string): Promise<(PriceRow & { product: ProductRow }) | null> {
        const [row] = await db
          .select({ price: productPrices, product: products })
          .from(productPrices)
          .innerJoin(products, eq(products.id, productPrices.productId))
          .where(eq(productPrices.id, id));
        return row ? { ...row.price, product: row.product } : null;
      },
      async priceByProviderId(providerPriceId: string) {
        const [row] = await db
          .select()
          .from(productPrices)
          .where(eq(productPrices.providerPriceId, providerPriceId));
        return row ?? null;
      },
    },

    orders: {
      async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
        const [row] = await db.insert(orders).values(values).returning();
        return row!;
      },
      async byConfirmation(confirmationId: string) {
        const [row] = await db
          .select()
          .from(orders)
          .where(eq(orders.confirmationId, confirmationId));
        return row ?? null;
      },
      async byId(id: string) {
        const [row] = await db.select().from(orders).where(eq(orders.id, id));
        return row ?? null;
      },
      async byPayment(provider: string, paymentId: string) {
        const [row] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId)));
        return row ?? null;
      },
      async update(id: string, values: Partial<typeof orders.$inferInsert>) {
        const [row] = await db
          .update(orders)
          .set({ ...values, ...bump(orders) })
          .where(eq(orders.id, id))
          .returning();
        return row ?? null;
      },
      async list(p: {
        offset: number;
        limit: number;
        sortBy: keyof typeof orderSortColumns;
        sort: "asc" | "desc";
        status?: string;
        kind?: string;
        query?: string;
      }) {
        const f: SQL[] = [];
        if (p.status) f.push(eq(orders.status, p.status));
        if (p.kind) f.push(eq(orders.kind, p.kind));
        if (p.query) {
          const like = likePattern(p.query);
          f.push(or(ilike(orders.email, like), ilike(orders.confirmationId, like))!);
        }
        const where = f.length ? and(...f) : undefined;
        const order = p.sort === "asc" ? asc : desc;
        const rows = await db
          .select()
          .from(orders)
          .where(where)
          .orderBy(order(orderSortColumns[p.sortBy]), desc(orders.id))
          .offset(p.offset)
          .limit(p.limit);
        const [total] = await db.select({ n: count() }).from(orders).where(where);
        return { rows, total: total?.n ?? 0 };
      },
    },

    subscriptions: {
      async byProviderId(provider: string, subscriptionId: string) {
        const [row] = await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.provider, provider),
              eq(subscriptions.providerSubscriptionId, subscriptionId),
            ),
          );
        return row ?? null;
      },
      async upsert(values: typeof subscriptions.$inferInsert) {
        const [row] = await db
          .insert(subscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: [subscriptions.provider, subscriptions.providerSubscriptionId],
            set: {
              status: values.status,
              currentPeriodEnd: values.currentPeriodEnd,
              cancelAtPeriodEnd: values.cancelAtPeriodEnd,
              ...(values.priceId ? { priceId: values.priceId, productId: values.productId } : {}),
              ...(values.providerCustomerId
                ? { providerCustomerId: values.providerCustomerId }
                : {}),
              ...bump(subscriptions),
            },
          })
          .returning();
        return row!;
      },
      async setStatus(provider: string, subscriptionId: string, status: string) {
        const [row] = await db
          .update(subscriptions)
          .set({ status, ...bump(subscriptions) })
          .where(
            and(
              eq(subscriptions.provider, provider),
              eq(subscriptions.providerSubscriptionId, subscriptionId),
            ),
          )
          .returning();
        return row ?? null;
      },
      async forUser(userId: string) {
        return db
          .select({ subscription: subscriptions, product: products, price: productPrices })
          .from(subscriptions)
          .leftJoin(products, eq(products.id, subscriptions.productId))
          .leftJoin(productPrices, eq(productPrices.id, subscriptions.priceId))
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.createdDate));
      },
      async list(p: { offset: number; limit: number; status?: string }) {
        const where = p.status ? eq(subscriptions.status, p.status) : undefined;
        const rows = await db
          .select({
            subscription: subscriptions,
            product: products,
            price: productPrices,
            member: {
              id: user.id,
              email: user.email,
              name: sql<string>`coalesce(nullif(btrim(${profiles.name}), ''), ${user.name})`,
            },
          })
          .from(subscriptions)
          .leftJoin(products, eq(products.id, subscriptions.productId))
          .leftJoin(productPrices, eq(productPrices.id, subscriptions.priceId))
          .leftJoin(user, eq(user.id, subscriptions.userId))
          .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
          .where(where)
          .orderBy(desc(subscriptions.createdDate), desc(subscriptions.id))
          .offset(p.offset)
          .limit(p.limit);
        const [total] = await db.select({ n: count() }).from(subscriptions).where(where);
        return { rows, total: total?.n ?? 0 };
      },
    },

    customers: {
      async find(userId: string, provider: string) {
        const [row] = await db
          .select()
          .from(paymentCustomers)
          .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
        return row?.customerId ?? null;
      },
      async remember(userId: string, provider: string, customerId: string) {
        await db
          .insert(paymentCustomers)
          .values({ userId, provider, customerId })
          .onConflictDoUpdate({
            target: [paymentCustomers.userId, paymentCustomers.provider],
            set: { customerId },
          });
      },
    },

    /** Marks a webhook event seen; false when it already was (a redelivery). */
    async firstDelivery(provider: string, eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.eventId });
      return rows.length > 0;
    },
  };
}

export type ShopRepo = ReturnType<typeof createShopRepo>;

/** The shop repo inside one transaction (a webhook applies its event and marks it seen together). */
export function shopTransaction<T>(db: Db, work: (repo: ShopRepo) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createShopRepo(tx as unknown as Db)));
}
