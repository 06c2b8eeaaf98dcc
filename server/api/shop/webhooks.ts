import { validationError } from "../../../core/errors.ts";
import type { OrderStatus } from "../../../core/schemas/shop.ts";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { membershipMail } from "../../lib/mail/templates.ts";
import type { Mailer, MailMessage } from "../../lib/mail/types.ts";
import {
  type CollectedShipping,
  type PaymentEvent,
  type PaymentsProvider,
  WebhookSignatureError,
} from "../../lib/payments/types.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { ProfileRepo } from "../account/repo.ts";
import { receiptMail } from "./mails.ts";
import { moveOrder } from "./order-moves.ts";
import { type OrderRow, type ShopRepo, shopTransaction } from "./repo.ts";

// Payment provider events, applied once each: the event id is recorded in
// the same transaction that applies it, so a redelivery changes nothing.
// Events arriving out of order are safe too: an order's status only moves
// forward (core/shop/order-moves.ts) and takes its stock with it, and a
// membership ignores events older than the last it applied. Mails go out
// after the commit.

/**
 * Mail to send once the transaction has committed, made then because it may
 * read outside the transaction (PGlite has one connection: a read outside an
 * open transaction would wait for it forever).
 */
type Outgoing = () => Promise<MailMessage | null>;
/** What an event leaves to do once it has committed. */
interface AfterCommit {
  mail: Outgoing[];
  /** A product's stock count changed: cached pages saying "Sold out" (or not) must go. */
  stockChanged: boolean;
}
type Apply = (repo: ShopRepo, after: AfterCommit) => Promise<void>;

/**
 * Whether a subscription event still says something new: a canceled
 * membership stays canceled (the provider never revives one), and an event
 * made before the last one applied is a late delivery of old news.
 */
function subscriptionEventApplies(
  current: { status: string; lastEventAt: Date | null },
  at: Date | null | undefined,
): boolean {
  if (current.status === "canceled") return false;
  return !(at && current.lastEventAt && at < current.lastEventAt);
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/**
 * What a paid checkout says of the order's amounts: where it ships and what
 * shipping cost, and the total with any tax (Stripe's automatic tax).
 */
function paidAmounts(
  order: OrderRow,
  paid: {
    shipping?: CollectedShipping | null;
    amountTotal?: number | null;
    taxAmount?: number | null;
  },
): Partial<OrderRow> {
  const subtotal = order.lines.reduce((s, l) => s + l.amount, 0);
  const shippingAmount = paid.shipping?.amount ?? order.shippingAmount;
  const taxAmount = paid.taxAmount ?? order.taxAmount;
  return {
    ...(paid.shipping?.address ? { shippingAddress: paid.shipping.address } : {}),
    shippingAmount,
    taxAmount,
    amountTotal: paid.amountTotal ?? subtotal + shippingAmount + taxAmount,
  };
}

/** "membership:<userId>:<priceId>", as the shop service made it. */
function parseMembershipReference(ref: string | null | undefined) {
  const m = /^membership:([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(ref ?? "");
  return m ? { userId: m[1]!, priceId: m[2]! } : null;
}

export function createWebhookService(deps: {
  db: Db;
  providers: Record<string, PaymentsProvider>;
  mailer: Mailer;
  profiles: ProfileRepo;
  siteName: string;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  realtime?: Realtime;
}) {
  const { logger } = deps;
  const orderUrl = (o: OrderRow) =>
    `${deps.publicUrl}/shop/order/confirmation?order=${o.confirmationId}`;

  /** Finds the event's order and locks it: two events about one order take turns. */
  async function orderOf(
    repo: ShopRepo,
    provider: string,
    refs: { paymentId?: string | null; reference?: string | null },
  ) {
    return (
      (refs.paymentId ? await repo.orders.lockByPayment(provider, refs.paymentId) : null) ??
      (refs.reference ? await repo.orders.lockByConfirmation(refs.reference) : null)
    );
  }

  async function move(
    repo: ShopRepo,
    order: OrderRow | null,
    to: OrderStatus,
    values: Partial<OrderRow>,
    after: AfterCommit,
  ) {
    const moved = order ? await moveOrder(repo, order, to, values) : null;
    if (moved?.stock.length) after.stockChanged = true;
    return moved?.order ?? null;
  }

  async function markPaid(
    repo: ShopRepo,
    order: OrderRow | null,
    after: AfterCommit,
    paymentId: string | null,
    email: string | null,
    paid: {
      shipping?: CollectedShipping | null;
      amountTotal?: number | null;
      taxAmount?: number | null;
    } = {},
  ) {
    const moved = await move(
      repo,
      order,
      "paid",
      {
        paidAt: deps.now(),
        failureMessage: null,
        ...(paymentId ? { providerPaymentId: paymentId } : {}),
        ...(email && !order?.email ? { email } : {}),
        ...(order ? paidAmounts(order, paid) : {}),
      },
      after,
    );
    const to = moved?.email;
    if (moved && to) {
      const message = receiptMail(deps.siteName, to, moved, orderUrl(moved));
      after.mail.push(async () => message);
    }
  }

  function applier(provider: string, e: PaymentEvent): Apply {
    switch (e.type) {
      case "checkout.completed":
        return async (repo, after) => {
          const membership = parseMembershipReference(e.reference);
          if (membership) {
            if (e.customerId)
              await repo.customers.remember(membership.userId, provider, e.customerId);
            return;
          }
          const order = await orderOf(repo, provider, { reference: e.reference });
          if (!order) return logger.warn({ event: e.id }, "checkout for an unknown order");
          if (e.paid) await markPaid(repo, order, after, e.paymentId, e.email, e);
        };
      case "checkout.failed":
        return async (repo, after) => {
          const order = await orderOf(repo, provider, { reference: e.reference });
          await move(repo, order, "failed", { failureMessage: e.message }, after);
        };
      case "payment.succeeded":
        return async (repo, after) => {
          const order = await orderOf(repo, provider, e);
          await markPaid(repo, order, after, e.paymentId, null);
        };
      case "payment.failed":
        return async (repo, after) => {
          // By its payment only (a tip's): a declined card inside a hosted checkout, whose
          // intent carries the order's reference too, leaves the checkout open for another
          // card, so its order stays pending and keeps its stock until the checkout ends.
          const order = await orderOf(repo, provider, { paymentId: e.paymentId });
          await move(repo, order, "failed", { failureMessage: e.message }, after);
        };
      case "payment.refunded":
        return async (repo, after) => {
          // A refund delivered before its payment finds the order by reference, and keeps the
          // payment's id so the late "paid" finds it too (and, being behind, changes nothing).
          const order = await orderOf(repo, provider, e);
          if (!order) return logger.warn({ event: e.id }, "refund of an unknown order");
          // What the provider has refunded so far only grows: a refund made elsewhere (Stripe's
          // Dashboard) is recorded for the difference, ours and late deliveries add nothing.
          const full = e.full ?? (e.amountRefunded === undefined || e.amountRefunded === null);
          const so = e.amountRefunded ?? (full ? order.amountTotal : 0);
          const more = Math.min(so, order.amountTotal) - order.amountRefunded;
          if (more > 0) {
            const reason = `Refunded at ${provider === "stripe" ? "Stripe" : provider}`;
            await repo.refunds.recordDone({ orderId: order.id, amount: more, reason });
            await repo.events.add(order.id, "refund", `${reason}: ${money(more, order.currency)}`);
          }
          if (full || so >= order.amountTotal)
            await move(repo, order, "refunded", { providerPaymentId: e.paymentId }, after);
        };
      case "subscription.updated":
        return async (repo, after) => {
          const existing = await repo.subscriptions.byProviderId(provider, e.subscriptionId);
          if (existing && !subscriptionEventApplies(existing, e.at)) return;
          const ref = parseMembershipReference(e.reference);
          const userId = existing?.userId ?? ref?.userId;
          if (!userId) return logger.warn({ event: e.id }, "subscription for an unknown member");
          const price =
            (ref ? await repo.products.price(ref.priceId) : null) ??
            (e.providerPriceId ? await repo.products.priceByProviderId(e.providerPriceId) : null);
          if (e.customerId) await repo.customers.remember(userId, provider, e.customerId);
          const saved = await repo.subscriptions.upsert({
            userId,
            productId: price?.productId ?? existing?.productId ?? null,
            priceId: price?.id ?? existing?.priceId ?? null,
            status: e.status,
            currentPeriodEnd: e.currentPeriodEnd,
            cancelAtPeriodEnd: e.cancelAtPeriodEnd,
            provider,
            providerSubscriptionId: e.subscriptionId,
            providerCustomerId: e.customerId,
            lastEventAt: e.at ?? existing?.lastEventAt ?? null,
          });
          if (!existing && saved.status === "active") {
            const tier = price ? (await repo.products.find("id", price.productId))?.name : null;
            after.mail.push(async () => {
              const to = await deps.profiles.emailOf(userId);
              return to
                ? membershipMail(deps.siteName, to, tier ?? "new", `${deps.publicUrl}/account`)
                : null;
            });
          }
        };
      case "subscription.deleted":
        return async (repo) => {
          if (await repo.subscriptions.setStatus(provider, e.subscriptionId, "canceled")) return;
          // Ended before we heard it began: remember it ended, so the late "created" cannot
          // make a member of someone who is not.
          const ref = parseMembershipReference(e.reference);
          if (!ref) return;
          const price = await repo.products.price(ref.priceId);
          await repo.subscriptions.upsert({
            userId: ref.userId,
            productId: price?.productId ?? null,
            priceId: price?.id ?? null,
            status: "canceled",
            provider,
            providerSubscriptionId: e.subscriptionId,
            lastEventAt: e.at ?? null,
          });
        };
      case "ignored":
        return async () => {};
    }
  }

  return {
    /** POST /shop/webhooks/{provider}: verify, apply once, then mail. */
    async receive(providerName: string, rawBody: string, signature: string | undefined) {
      const provider = deps.providers[providerName];
      if (!provider)
        throw validationError([{ field: "provider", message: "Unknown payment provider." }]);
      let event: PaymentEvent;
      try {
        event = await provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
          throw validationError([
            { field: "signature", message: "The webhook signature is not valid." },
          ]);
        }
        throw err;
      }
      const after: AfterCommit = { mail: [], stockChanged: false };
      const applied = await shopTransaction(deps.db, async (repo) => {
        if (!(await repo.firstDelivery(provider.name, event.id, event.type))) return false;
        await applier(provider.name, event)(repo, after);
        return true;
      });
      if (after.stockChanged)
        await deps.realtime?.publish("content", "change", { table: "products", action: "updated" });
      for (const make of after.mail) {
        try {
          const message = await make();
          if (message) await deps.mailer.send(message);
        } catch (err) {
          logger.error({ err }, "shop mail not sent");
        }
      }
      return { received: true, duplicate: !applied };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
