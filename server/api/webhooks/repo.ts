import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { venues } from "../../../db/schema/places.ts";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../../../db/schema/webhooks.ts";
import { atVersion, bump, currentStamp, likePattern } from "../../lib/records.ts";
import type { PageOf } from "../../lib/table-repo.ts";

// Outgoing webhooks' endpoints, deliveries and tries (decision 065).

export type EndpointRow = typeof webhookEndpoints.$inferSelect & { venueName: string | null };
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export const endpointSortColumns = {
  created_date: webhookEndpoints.createdDate,
  modified_date: webhookEndpoints.modifiedDate,
};
export const deliverySortColumns = { created_date: webhookDeliveries.createdDate };
export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Whose endpoints a list shows: everyone's (staff) or those of these venues. */
export type EndpointScope = { all: true } | { venueIds: readonly string[] };

const scopeWhere = (scope: EndpointScope): SQL | undefined =>
  "all" in scope
    ? undefined
    : scope.venueIds.length
      ? inArray(webhookEndpoints.venueId, [...scope.venueIds])
      : sql`false`;

export function createWebhooksRepo(db: Db) {
  const selectEndpoints = () =>
    db
      .select({ endpoint: webhookEndpoints, venueName: venues.name })
      .from(webhookEndpoints)
      .leftJoin(venues, eq(venues.id, webhookEndpoints.venueId));
  const flat = (r: { endpoint: typeof webhookEndpoints.$inferSelect; venueName: string | null }) =>
    ({ ...r.endpoint, venueName: r.venueName }) as EndpointRow;

  return {
    async listEndpoints(
      p: PageOf<keyof typeof endpointSortColumns> & { query?: string },
      scope: EndpointScope,
    ) {
      const q = p.query ? likePattern(p.query) : null;
      const where = and(
        scopeWhere(scope),
        q ? or(ilike(webhookEndpoints.url, q), ilike(webhookEndpoints.description, q)) : undefined,
      );
      const order = p.sort === "asc" ? asc : desc;
      const rows = await selectEndpoints()
        .where(where)
        .orderBy(order(endpointSortColumns[p.sortBy]), asc(webhookEndpoints.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db.select({ n: count() }).from(webhookEndpoints).where(where);
      return { rows: rows.map(flat), total: total?.n ?? 0 };
    },

    async findEndpoint(id: string): Promise<EndpointRow | null> {
      const [row] = await selectEndpoints().where(eq(webhookEndpoints.id, id));
      return row ? flat(row) : null;
    },

    countEndpoints: async () => (await db.select({ n: count() }).from(webhookEndpoints))[0]?.n ?? 0,

    /** The enabled endpoints that asked for `type`; the caller checks their venues. */
    async listening(type: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            sql`${type} = any(${webhookEndpoints.eventTypes})`,
          ),
        );
    },

    /** Whether any enabled endpoint asked for one of `types` (skips the work when none did). */
    async anyListening(types: readonly string[]): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            or(...types.map((t) => sql`${t} = any(${webhookEndpoints.eventTypes})`)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(webhookEndpoints)
        .values(values)
        .returning({ id: webhookEndpoints.id });
      return row!.id;
    },

    /** null when the version is stale or the endpoint is gone. */
    async updateEndpoint(
      id: string,
      values: Partial<typeof webhookEndpoints.$inferInsert>,
      version?: number,
    ): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ ...values, ...bump(webhookEndpoints) })
        .where(atVersion(webhookEndpoints, id, version))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    stamp: (id: string) => currentStamp(db, webhookEndpoints, id),

    async deleteEndpoint(id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** A delivery per endpoint, on `exec` (the transaction that queues their jobs). */
    async insertDeliveries(
      rows: { endpointId: string; messageId: string; eventType: string; payload: unknown }[],
      exec: Db = db,
    ): Promise<DeliveryRow[]> {
      if (!rows.length) return [];
      return exec.insert(webhookDeliveries).values(rows).returning();
    },

    async setDeliveryJob(id: string, jobId: string | null, exec: Db = db) {
      await exec
        .update(webhookDeliveries)
        .set({ jobId, status: "pending", nextAttemptDate: null })
        .where(eq(webhookDeliveries.id, id));
    },

    async findDelivery(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },

    async listDeliveries(
      p: PageOf<keyof typeof deliverySortColumns> & {
        query?: string;
        endpointId?: string;
        status?: DeliveryStatus;
      },
      scope: EndpointScope,
    ) {
      const where = and(
        p.endpointId ? eq(webhookDeliveries.endpointId, p.endpointId) : undefined,
        p.status ? eq(webhookDeliveries.status, p.status) : undefined,
        p.query ? ilike(webhookDeliveries.eventType, likePattern(p.query)) : undefined,
        scopeWhere(scope),
      );
      const order = p.sort === "asc" ? asc : desc;
      const rows = await db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(where)
        .orderBy(order(webhookDeliveries.createdDate), asc(webhookDeliveries.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db
        .select({ n: count() })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(where);
      return { rows: rows.map((r) => r.delivery), total: total?.n ?? 0 };
    },

    attemptsOf: (deliveryId: string) =>
      db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(asc(webhookAttempts.createdDate), asc(webhookAttempts.id)),

    /** One try's outcome: its row in the log and the delivery's state after it, in one transaction. */
    async recordAttempt(
      deliveryId: string,
      attempt: { statusCode: number | null; error: string | null; durationMs: number; at: Date },
      outcome: { status: DeliveryStatus; nextAttemptDate: Date | null },
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          deliveryId,
          statusCode: attempt.statusCode,
          error: attempt.error,
          durationMs: attempt.durationMs,
          createdDate: attempt.at,
        });
        await tx
          .update(webhookDeliveries)
          .set({
            status: outcome.status,
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            lastStatusCode: attempt.statusCode,
            lastError: attempt.error,
            nextAttemptDate: outcome.nextAttemptDate,
            ...(outcome.status === "delivered" ? { deliveredDate: attempt.at } : {}),
          })
          .where(eq(webhookDeliveries.id, deliveryId));
      });
    },

    /** Venues a venue editor may scope an endpoint to exist? (a venue gone is a 400). */
    async venueExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
      return Boolean(row);
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
