// The Drizzle code of "Download my data" and "Delete my account" (issue 29
// item 7, decision 052). Every query names its user.
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { user } from "../../../db/schema/auth.ts";
import { events } from "../../../db/schema/calendar.ts";
import { mails } from "../../../db/schema/mail.ts";
import { follows, saves } from "../../../db/schema/personal.ts";
import { orders, products, subscriptions } from "../../../db/schema/shop.ts";
import { submissions } from "../../../db/schema/submissions.ts";

/** Memberships that still bill: deleting the account would leave them running at the provider. */
const BILLING = ["active", "trialing", "past_due", "unpaid", "incomplete"];

export function createPrivacyRepo(db: Db) {
  return {
    async orders(userId: string) {
      return db
        .select({
          confirmationId: orders.confirmationId,
          createdDate: orders.createdDate,
          kind: orders.kind,
          status: orders.status,
          lines: orders.lines,
          amountTotal: orders.amountTotal,
          amountRefunded: orders.amountRefunded,
          currency: orders.currency,
          shippingAddress: orders.shippingAddress,
          fulfillment: orders.fulfillment,
          email: orders.email,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdDate));
    },

    async subscriptions(userId: string) {
      return db
        .select({
          product: products.name,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          createdDate: subscriptions.createdDate,
        })
        .from(subscriptions)
        .leftJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.userId, userId));
    },

    async saves(userId: string) {
      return db
        .select({
          eventId: saves.eventId,
          name: events.name,
          slug: events.slug,
          savedDate: saves.createdDate,
        })
        .from(saves)
        .innerJoin(events, eq(events.id, saves.eventId))
        .where(eq(saves.userId, userId))
        .orderBy(asc(saves.createdDate));
    },

    async follows(userId: string) {
      return db
        .select({ kind: follows.kind, target: follows.target, createdDate: follows.createdDate })
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(asc(follows.createdDate));
    },

    /** Events they sent in (issue 30), as they sent them, and where each stands. */
    async submissions(userId: string) {
      return db
        .select({
          id: submissions.id,
          state: submissions.state,
          payload: submissions.payload,
          reason: submissions.reason,
          eventId: submissions.eventId,
          createdDate: submissions.createdDate,
          submittedDate: submissions.submittedDate,
          reviewedDate: submissions.reviewedDate,
        })
        .from(submissions)
        .where(eq(submissions.userId, userId))
        .orderBy(asc(submissions.createdDate));
    },

    /** Mails we wrote to the address (not their bodies' secrets: subject, kind, when, status). */
    async mails(email: string) {
      return db
        .select({
          kind: mails.kind,
          subject: mails.subject,
          status: mails.status,
          createdDate: mails.createdDate,
          sentDate: mails.sentDate,
        })
        .from(mails)
        .where(sql`lower(${mails.toAddress}) = ${email.toLowerCase()}`)
        .orderBy(asc(mails.createdDate));
    },

    /** What stops a deletion: memberships still billing, paid orders still to ship. */
    async blockers(userId: string) {
      const billing = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, BILLING),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        );
      const toShip = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, "paid"),
            isNotNull(orders.shippingAddress),
            isNull(orders.fulfillment),
          ),
        );
      return { billing: billing.length, toShip: toShip.length };
    },

    /**
     * Deletes the user and everything that cascades from them (profile,
     * sessions, sign-in accounts, saves, follows, settings, claims,
     * memberships); their orders stay for the books, detached and without
     * name, email or street address (the city, state, postal code and country
     * stay: sales tax is owed by place); mails to their address go, except
     * those still on their way. Returns how many orders were kept.
     */
    async deleteAccount(userId: string, email: string): Promise<{ ordersKept: number }> {
      return db.transaction(async (tx) => {
        const kept = await tx
          .update(orders)
          .set({
            userId: null,
            email: null,
            shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_strip_nulls(jsonb_build_object(
              'name', '', 'line1', '',
              'city', ${orders.shippingAddress}->>'city',
              'state', ${orders.shippingAddress}->>'state',
              'postal_code', ${orders.shippingAddress}->>'postal_code',
              'country', ${orders.shippingAddress}->>'country')) end`,
            modifiedDate: sql`now()`,
          })
          .where(eq(orders.userId, userId))
          .returning({ id: orders.id });
        await tx
          .delete(mails)
          .where(
            and(
              sql`lower(${mails.toAddress}) = ${email.toLowerCase()}`,
              notInArray(mails.status, ["queued", "sending"]),
            ),
          );
        await tx.delete(user).where(eq(user.id, userId));
        return { ordersKept: kept.length };
      });
    },
  };
}

export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;
