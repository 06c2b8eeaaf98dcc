import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderClaims } from "../../../db/schema/order-claims.ts";
import { orders } from "../../../db/schema/shop.ts";

// The buyer's side of orders: their own orders, and claims that attach guest
// orders (no account, the same email) to their account.

/** Orders a buyer finds again: paid, then possibly refunded. Pending and failed ones never took money. */
export const BUYER_ORDER_STATUSES = ["paid", "refunded"];

export type OrderClaimRow = typeof orderClaims.$inferSelect;

const guestOrdersOf = (email: string) =>
  and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.toLowerCase()}`);

export function createBuyerRepo(db: Db) {
  const mine = (userId: string) =>
    and(eq(orders.userId, userId), inArray(orders.status, BUYER_ORDER_STATUSES));
  return {
    async list(userId: string, p: { offset: number; limit: number }) {
      const rows = await db
        .select()
        .from(orders)
        .where(mine(userId))
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db.select({ n: count() }).from(orders).where(mine(userId));
      return { rows, total: total?.n ?? 0 };
    },
    async byId(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), mine(userId)));
      return row ?? null;
    },
    /** How many paid guest orders carry this email (what a claim would attach). */
    async countGuestOrders(email: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(guestOrdersOf(email), inArray(orders.status, BUYER_ORDER_STATUSES)));
      return row?.n ?? 0;
    },
    async insertClaim(values: { userId: string; email: string; expiresAt: Date }) {
      const [row] = await db.insert(orderClaims).values(values).returning();
      return row!;
    },
    async findClaim(id: string) {
      const [row] = await db.select().from(orderClaims).where(eq(orderClaims.id, id));
      return row ?? null;
    },
    /**
     * Uses the claim and attaches every guest order with its email to its
     * account, in one transaction: null when it was used already (also by a
     * second click racing the first). Pending guest orders come along too, so
     * one paid after the claim is the account's as well.
     */
    async spendClaim(id: string, at: Date): Promise<{ attached: number } | null> {
      return db.transaction(async (tx) => {
        const [claim] = await tx
          .update(orderClaims)
          .set({ usedAt: at })
          .where(and(eq(orderClaims.id, id), isNull(orderClaims.usedAt)))
          .returning();
        if (!claim) return null;
        const attached = await tx
          .update(orders)
          .set({
            userId: claim.userId,
            modifiedDate: sql`now()`,
            version: sql`${orders.version} + 1`,
          })
          .where(guestOrdersOf(claim.email))
          .returning({ id: orders.id, status: orders.status });
        return {
          attached: attached.filter((o) => BUYER_ORDER_STATUSES.includes(o.status)).length,
        };
      });
    },
  };
}

export type BuyerRepo = ReturnType<typeof createBuyerRepo>;
