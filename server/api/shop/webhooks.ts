import { validationError } from "../../../core/errors.ts";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { membershipMail, receiptMail } from "../../lib/mail/templates.ts";
import type { Mailer, MailMessage } from "../../lib/mail/types.ts";
import {
  type PaymentEvent,
  type PaymentsProvider,
  WebhookSignatureError,
} from "../../lib/payments/types.ts";
import type { ProfileRepo } from "../account/repo.ts";
import { type OrderRow, type ShopRepo, shopTransaction } from "./repo.ts";

// Payment provider events, applied once each: the event id is recorded in
// the same transaction that applies it, so a redelivery changes nothing.
// Mails go out after the commit.

/**
 * Mail to send once the transaction has committed, made then because it may
 * read outside the transaction (PGlite has one connection: a read outside an
 * open transaction would wait for it forever).
 */
type Outgoing = () => Promise<MailMessage | null>;
type Apply = (repo: ShopRepo, mail: Outgoing[]) => Promise<void>;

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
}) {
  const { logger } = deps;
  const orderUrl = (o: OrderRow) =>
    `${deps.publicUrl}/shop/order/confirmation?order=${o.confirmationId}`;

  async function markPaid(
    repo: ShopRepo,
    order: OrderRow,
    mail: Outgoing[],
    paymentId: string | null,
    email: string | null,
  ) {
    if (order.status === "paid" || order.status === "refunded") return;
    const paid = await repo.orders.update(order.id, {
      status: "paid",
      paidAt: deps.now(),
      failureMessage: null,
      ...(paymentId ? { providerPaymentId: paymentId } : {}),
      ...(email && !order.email ? { email } : {}),
    });
    const to = paid?.email;
    if (paid && to) {
      const message = receiptMail(deps.siteName, to, paid, orderUrl(paid));
      mail.push(async () => message);
    }
  }

  function applier(provider: string, e: PaymentEvent): Apply {
    switch (e.type) {
      case "checkout.completed":
        return async (repo, mail) => {
          const membership = parseMembershipReference(e.reference);
          if (membership) {
            if (e.customerId)
              await repo.customers.remember(membership.userId, provider, e.customerId);
            return;
          }
          const order = e.reference ? await repo.orders.byConfirmation(e.reference) : null;
          if (!order) return logger.warn({ event: e.id }, "checkout for an unknown order");
          if (e.paid) await markPaid(repo, order, mail, e.paymentId, e.email);
        };
      case "checkout.failed":
        return async (repo) => {
          const order = e.reference ? await repo.orders.byConfirmation(e.reference) : null;
          if (order?.status === "pending")
            await repo.orders.update(order.id, { status: "failed", failureMessage: e.message });
        };
      case "payment.succeeded":
        return async (repo, mail) => {
          const order =
            (await repo.orders.byPayment(provider, e.paymentId)) ??
            (e.reference ? await repo.orders.byConfirmation(e.reference) : null);
          if (order) await markPaid(repo, order, mail, e.paymentId, null);
        };
      case "payment.failed":
        return async (repo) => {
          const order = await repo.orders.byPayment(provider, e.paymentId);
          if (order?.status === "pending")
            await repo.orders.update(order.id, { status: "failed", failureMessage: e.message });
        };
      case "payment.refunded":
        return async (repo) => {
          const order = await repo.orders.byPayment(provider, e.paymentId);
          if (order?.status === "paid") await repo.orders.update(order.id, { status: "refunded" });
        };
      case "subscription.updated":
        return async (repo, mail) => {
          const existing = await repo.subscriptions.byProviderId(provider, e.subscriptionId);
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
          });
          if (!existing && saved.status === "active") {
            const tier = price ? (await repo.products.find("id", price.productId))?.name : null;
            mail.push(async () => {
              const to = await deps.profiles.emailOf(userId);
              return to
                ? membershipMail(deps.siteName, to, tier ?? "new", `${deps.publicUrl}/account`)
                : null;
            });
          }
        };
      case "subscription.deleted":
        return async (repo) => {
          await repo.subscriptions.setStatus(provider, e.subscriptionId, "canceled");
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
      const mail: Outgoing[] = [];
      const applied = await shopTransaction(deps.db, async (repo) => {
        if (!(await repo.firstDelivery(provider.name, event.id, event.type))) return false;
        await applier(provider.name, event)(repo, mail);
        return true;
      });
      for (const make of mail) {
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
