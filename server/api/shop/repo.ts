import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
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
import { pageAndTotal } from "../../lib/table-repo.ts";
import { createOrderRecordsRepo } from "./orders-repo.ts";
import { createRatesRepo } from "./rates-repo.ts";

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProductWithPrices = ProductRow & { prices: PriceRow[] };
export type PriceInput = Omit<typeof productPrices.$inferInsert, "productId">;
/** So many of one product, for its stock. */
export interface StockItem {
  productId: string;
  quantity: number;
}
/** A stock count after a change: what is left (null: the product keeps no count). */
export interface StockLeft {
  productId: string;
  left: number | null;
}

/** Thrown inside a transaction to roll back a checkout one of whose products has too few left. */
class SoldOut extends Error {}

export const orderSortColumns = {
  created_date: orders.createdDate,
  amount_total: orders.amountTotal,
  status: orders.status,
} as const;

export function createShopRepo(db: Db, counts: CountCache = uncachedCounts) {
  /** Memberships with their product, price and member (name from the profile, else the account). */
  const withMember = () =>
    db
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
      .leftJoin(profiles, eq(profiles.id, subscriptions.userId));
  /** The accounts whose email or name matches a search. */
  const membersMatching = (query: string) => {
    const like = likePattern(query);
    return db
      .select({ id: user.id })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(or(ilike(user.email, like), ilike(user.name, like), ilike(profiles.name, like)));
  };

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
    ...createOrderRecordsRepo(db),
    rates: createRatesRepo(db, counts),
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
      /**
       * Updates the product and, when given, replaces its prices (ids kept for
       * prices sent with theirs) and changes its stock: false when missing or
       * stale, "short" when taking `stock.add` would leave fewer than none.
       */
      async update(
        id: string,
        values: Partial<typeof products.$inferInsert>,
        prices: (PriceInput & { id?: string })[] | undefined,
        version?: number,
        stock?: { set: number | null } | { add: number },
      ): Promise<boolean | "short"> {
        return db.transaction(async (tx) => {
          const adding = stock && "add" in stock ? stock.add : 0;
          const rows = await tx
            .update(products)
            .set({
              ...values,
              ...(stock && "set" in stock ? { stock: stock.set } : {}),
              ...(adding ? { stock: sql`${products.stock} + ${adding}` } : {}),
              ...bump(products),
            })
            .where(
              and(
                atVersion(products, id, version),
                // Never below none: a count taken down while checkouts took some too.
                adding < 0 ? or(isNull(products.stock), gte(products.stock, -adding)) : undefined,
              ),
            )
            .returning({ id: products.id });
          if (!rows.length) {
            if (adding >= 0) return false;
            const [now] = await tx
              .select({ version: products.version })
              .from(products)
              .where(eq(products.id, id));
            return now && (!version || now.version === version) ? "short" : false;
          }
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
      /** Prices with their products, for a checkout of several products' prices. */
      async prices(ids: string[]): Promise<(PriceRow & { product: ProductRow })[]> {
        if (!ids.length) return [];
        const rows = await db
          .select({ price: productPrices, product: products })
          .from(productPrices)
          .innerJoin(products, eq(products.id, productPrices.productId))
          .where(inArray(productPrices.id, ids));
        return rows.map((r) => ({ ...r.price, product: r.product }));
      },
      async priceByProviderId(providerPriceId: string) {
        const [row] = await db
          .select()
          .from(productPrices)
          .where(eq(productPrices.providerPriceId, providerPriceId));
        return row ?? null;
      },
    },

    stock: {
      /**
       * Takes the quantities off their products' stock, all or none: null when
       * one has too few left. One conditional UPDATE per product, so two
       * checkouts at once cannot both take the last one (the second waits for
       * the first's row lock, then finds the count too low). A savepoint when
       * called inside a transaction.
       */
      async take(items: StockItem[]): Promise<StockLeft[] | null> {
        try {
          return await db.transaction((tx) => takeStock(tx as unknown as Db, items));
        } catch (err) {
          if (err instanceof SoldOut) return null;
          throw err;
        }
      },
      /** Puts the quantities back (products that keep no count are left alone). */
      async giveBack(items: StockItem[]): Promise<StockLeft[]> {
        const left: StockLeft[] = [];
        for (const item of byProduct(items)) {
          const [row] = await db
            .update(products)
            .set({ stock: sql`${products.stock} + ${item.quantity}` })
            .where(and(eq(products.id, item.productId), sql`${products.stock} is not null`))
            .returning({ left: products.stock });
          if (row) left.push({ productId: item.productId, left: row.left });
        }
        return left;
      },
    },

    orders: {
      async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
        return db.transaction(async (tx) => {
          const [row] = await tx.insert(orders).values(values).returning();
          await createOrderRecordsRepo(tx as unknown as Db).events.add(row!.id, "placed", null);
          return row!;
        });
      },
      /**
       * Reserves the order's stock and inserts it, in one transaction: null,
       * and nothing written, when a product has too few left.
       */
      async insertHolding(
        values: typeof orders.$inferInsert,
        items: StockItem[],
      ): Promise<{ order: OrderRow; left: StockLeft[] } | null> {
        try {
          return await db.transaction(async (tx) => {
            const left = await takeStock(tx as unknown as Db, items);
            const [row] = await tx
              .insert(orders)
              .values({ ...values, stockHeld: true })
              .returning();
            await createOrderRecordsRepo(tx as unknown as Db).events.add(row!.id, "placed", null);
            return { order: row!, left };
          });
        } catch (err) {
          if (err instanceof SoldOut) return null;
          throw err;
        }
      },
      /** The order, locked until the transaction ends: webhooks about one order take turns. */
      async lockByConfirmation(confirmationId: string) {
        const [row] = await db
          .select()
          .from(orders)
          .where(eq(orders.confirmationId, confirmationId))
          .for("update");
        return row ?? null;
      },
      async lockById(id: string) {
        const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
        return row ?? null;
      },
      async lockByPayment(provider: string, paymentId: string) {
        const [row] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId)))
          .for("update");
        return row ?? null;
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
        /** Paid orders with goods to send and no tracking yet, or those sent. */
        shipping?: "to_ship" | "fulfilled";
      }) {
        const f: SQL[] = [];
        if (p.status) f.push(eq(orders.status, p.status));
        if (p.kind) f.push(eq(orders.kind, p.kind));
        if (p.shipping === "fulfilled") f.push(isNotNull(orders.fulfillment));
        if (p.shipping === "to_ship")
          f.push(
            and(
              eq(orders.status, "paid"),
              isNull(orders.fulfillment),
              sql`${orders.lines} @> '[{"ships": true}]'::jsonb`,
            )!,
          );
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
              lastEventAt: values.lastEventAt,
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
      /** The memberships page: newest first, by status, or by the member's name or email. */
      async list(p: { offset: number; limit: number; status?: string; query?: string }) {
        const f: SQL[] = [];
        if (p.status) f.push(eq(subscriptions.status, p.status));
        if (p.query) f.push(inArray(subscriptions.userId, membersMatching(p.query)));
        const where = f.length ? and(...f) : undefined;
        const rows = withMember()
          .where(where)
          .orderBy(desc(subscriptions.createdDate), desc(subscriptions.id));
        return pageAndTotal(db, subscriptions, where, rows, p);
      },
      /** One membership with its product, price and member, for its back-office page. */
      async byId(id: string) {
        const [row] = await withMember().where(eq(subscriptions.id, id));
        return row ?? null;
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

/** One entry per product, in id order: transactions lock rows in the same order, so none deadlock. */
function byProduct(items: StockItem[]): StockItem[] {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.productId, (sums.get(i.productId) ?? 0) + i.quantity);
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** Inside a transaction: takes each product's quantity or throws SoldOut (rolling it all back). */
async function takeStock(tx: Db, items: StockItem[]): Promise<StockLeft[]> {
  const left: StockLeft[] = [];
  for (const item of byProduct(items)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(
        and(
          eq(products.id, item.productId),
          or(isNull(products.stock), gte(products.stock, item.quantity)),
        ),
      )
      .returning({ left: products.stock });
    if (!row) throw new SoldOut();
    left.push({ productId: item.productId, left: row.left });
  }
  return left;
}

/** The shop repo inside one transaction (a webhook applies its event and marks it seen together). */
export function shopTransaction<T>(db: Db, work: (repo: ShopRepo) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createShopRepo(tx as unknown as Db)));
}
