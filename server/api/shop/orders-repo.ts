import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { user } from "../../../db/schema/auth.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { orderEvents, orders, refunds } from "../../../db/schema/shop.ts";
import { childrenOf } from "../../lib/table-repo.ts";

export type RefundRow = typeof refunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

// An order's refunds and history, written in the transactions that move it
// (repo.ts gives them to every ShopRepo, so a transaction's repo has them too).

export function createOrderRecordsRepo(db: Db) {
  return {
    refunds: {
      /** An order's refunds, oldest first; with `orderIds`, those of several orders. */
      of: (orderIds: string[]): Promise<RefundRow[]> =>
        childrenOf(db, refunds, refunds.orderId, orderIds, [
          asc(refunds.createdDate),
          asc(refunds.id),
        ]),
      /**
       * Records a refund about to be asked of the provider and counts it on
       * the order at once, so a second refund meanwhile sees less left (the
       * database's check refuses more than was paid).
       */
      async insertPending(values: typeof refunds.$inferInsert): Promise<RefundRow> {
        const [row] = await db
          .insert(refunds)
          .values({ ...values, status: "pending" })
          .returning();
        await db
          .update(orders)
          .set({ amountRefunded: sql`${orders.amountRefunded} + ${values.amount}` })
          .where(eq(orders.id, values.orderId));
        return row!;
      },
      async succeeded(id: string, providerRefundId: string) {
        const [row] = await db
          .update(refunds)
          .set({ status: "succeeded", providerRefundId })
          .where(eq(refunds.id, id))
          .returning();
        return row ?? null;
      },
      /** A refund the provider made without us (Stripe's Dashboard), learnt from its event. */
      async recordDone(values: { orderId: string; amount: number; reason: string }) {
        await db.insert(refunds).values({ ...values, status: "succeeded" });
        await db
          .update(orders)
          .set({ amountRefunded: sql`${orders.amountRefunded} + ${values.amount}` })
          .where(eq(orders.id, values.orderId));
      },
      /** The provider refused: the refund never happened, and the order's count goes back. */
      async withdraw(row: RefundRow) {
        const gone = await db
          .delete(refunds)
          .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")))
          .returning({ id: refunds.id });
        if (gone.length)
          await db
            .update(orders)
            .set({ amountRefunded: sql`${orders.amountRefunded} - ${row.amount}` })
            .where(eq(orders.id, row.orderId));
      },
    },
    events: {
      async add(
        orderId: string,
        kind: string,
        detail: string | null,
        userId: string | null = null,
      ) {
        // The clock's time, not the transaction's: moves made in one transaction keep their order.
        await db
          .insert(orderEvents)
          .values({ orderId, kind, detail, userId, createdDate: sql`clock_timestamp()` });
      },
      /** An order's history, oldest first, with the staff member's name where one acted. */
      of(orderId: string) {
        return db
          .select({
            event: orderEvents,
            by: sql<string | null>`coalesce(nullif(btrim(${profiles.name}), ''), ${user.name})`,
          })
          .from(orderEvents)
          .leftJoin(user, eq(user.id, orderEvents.userId))
          .leftJoin(profiles, eq(profiles.id, orderEvents.userId))
          .where(eq(orderEvents.orderId, orderId))
          .orderBy(asc(orderEvents.createdDate), asc(orderEvents.id));
      },
    },
  };
}
