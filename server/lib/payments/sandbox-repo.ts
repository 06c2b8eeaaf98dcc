import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sandboxObjects } from "../../../db/schema/shop.ts";

export type SandboxObject = typeof sandboxObjects.$inferSelect;

/** The sandbox provider's records: checkout sessions, payment intents, subscriptions, portals. */
export function createSandboxRepo(db: Db) {
  const ofKind = (kind: string, ...also: SQL[]) =>
    db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, kind), ...also));
  return {
    async insert(id: string, kind: string, status: string, data: Record<string, unknown>) {
      await db.insert(sandboxObjects).values({ id, kind, status, data });
    },
    async find(id: string, kind: string): Promise<SandboxObject | null> {
      const [row] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
      return row ?? null;
    },
    /** Moves an object from one status to another; false when it was not in `from` (a double submit). */
    async transition(
      id: string,
      from: string,
      to: string,
      data?: Record<string, unknown>,
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxObjects)
        .set({
          status: to,
          modifiedDate: sql`now()`,
          ...(data ? { data: sql`${sandboxObjects.data} || ${JSON.stringify(data)}::jsonb` } : {}),
        })
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.status, from)))
        .returning({ id: sandboxObjects.id });
      return rows.length > 0;
    },
    /** Open objects whose data.expiresAt (an ISO instant) is at or before `nowIso`. */
    openExpiredBy: (kind: string, nowIso: string) =>
      ofKind(
        kind,
        eq(sandboxObjects.status, "open"),
        sql`${sandboxObjects.data} ->> 'expiresAt' <= ${nowIso}`,
      ),
    byCustomer: (customerId: string, kind: string) =>
      ofKind(kind, sql`${sandboxObjects.data} ->> 'customerId' = ${customerId}`),
    /** Objects of a kind whose data names this payment (a checkout's payment, a payment's refunds). */
    byPayment: (paymentId: string, kind: string) =>
      ofKind(kind, sql`${sandboxObjects.data} ->> 'paymentId' = ${paymentId}`),
  };
}

export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
