import { randomBytes } from "node:crypto";
import { conflict, notFound, validationError } from "../../../core/errors.ts";
import {
  confirmationSchema,
  isCurrentSubscription,
  membershipCheckoutSchema,
  tipSchema,
} from "../../../core/schemas/shop.ts";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PaymentsProvider } from "../../lib/payments/types.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import { isUuid } from "../../lib/records.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { ProfileRepo } from "../account/repo.ts";
import { atProvider, createCheckout } from "./checkout.ts";
import { presentOrder, presentSubscription } from "./present.ts";
import type { RatesService } from "./rates.ts";
import type { ShopRepo } from "./repo.ts";

// The buyer's side of the shop: checkout, order confirmation, the tip jar,
// memberships and the billing portal. Amounts always come from stored
// prices; only webhooks (shop/webhooks.ts) move an order or a membership on.

const bad = (field: string, message: string) => validationError([{ field, message }]);
/** Long and random: holding it is what lets a buyer see their order. */
const confirmationId = () => randomBytes(18).toString("base64url");
export const membershipReference = (userId: string, priceId: string) =>
  `membership:${userId}:${priceId}`;

export function createShopService(deps: {
  shop: ShopRepo;
  payments: PaymentsProvider;
  profiles: ProfileRepo;
  publicUrl: string;
  logger: Logger;
  /** Checkouts that could not reach the provider give their stock back in a transaction of their own. */
  db: Db;
  rates: RatesService;
  realtime?: Realtime;
}) {
  const { shop, payments, logger } = deps;
  const url = (path: string) => `${deps.publicUrl}${path}`;

  async function emailOf(actor: Actor): Promise<string | null> {
    if (actor.kind !== "user") return null;
    return (await deps.profiles.emailOf(actor.userId)) ?? null;
  }

  return {
    ...createCheckout(deps),

    /** POST /shop/store/order/confirmation {order_confirmation_id}: the order as webhooks left it. */
    async orderConfirmation(input: unknown) {
      const c = parseOrThrow(confirmationSchema, input);
      const order = await shop.orders.byConfirmation(c.order_confirmation_id);
      if (!order) throw notFound("That order");
      // The buyer sees where the receipt went, not which account (if any) placed it.
      const { user_id: _account, ...forBuyer } = presentOrder(
        order,
        await shop.refunds.of([order.id]),
      );
      return forBuyer;
    },

    /** POST /shop/tipjar/create-payment-intent {amount} → the client secret for the card form. */
    async createTip(actor: Actor, input: unknown) {
      const t = parseOrThrow(tipSchema, input);
      const order = await shop.orders.insert({
        confirmationId: confirmationId(),
        userId: actor.kind === "user" ? actor.userId : null,
        email: await emailOf(actor),
        kind: "tip",
        lines: [
          {
            product_id: "tip",
            price_id: null,
            name: "Tip",
            quantity: 1,
            unit_amount: t.amount,
            amount: t.amount,
          },
        ],
        amountTotal: t.amount,
        currency: "usd",
        provider: payments.name,
      });
      const intent = await atProvider(
        logger,
        payments.createPaymentIntent({
          amount: t.amount,
          currency: "usd",
          reference: order.confirmationId,
          description: "Tip jar",
          metadata: { order_id: order.id, kind: "tip" },
        }),
      );
      await shop.orders.update(order.id, { providerPaymentId: intent.id });
      return {
        client_secret: intent.clientSecret,
        order_confirmation_id: order.confirmationId,
        provider: payments.name,
        publishable_key: payments.publishableKey,
      };
    },

    /** POST /shop/memberships/create-checkout-session {priceId} (signed in) → {url} */
    async createMembershipCheckout(actor: Actor, input: unknown) {
      const user = requireUser(actor);
      const m = parseOrThrow(membershipCheckoutSchema, input);
      const price = await shop.products.price(m.priceId);
      if (
        !price?.isActive ||
        !price.interval ||
        price.product.kind !== "membership" ||
        !price.product.isActive
      )
        throw bad("priceId", "That is not one of our membership prices.");
      const current = (await shop.subscriptions.forUser(user.userId)).find((s) =>
        isCurrentSubscription(s.subscription.status),
      );
      if (current)
        throw conflict("You are already a member. Change or cancel your plan from your account.");
      const session = await atProvider(
        logger,
        payments.createCheckoutSession({
          mode: "subscription",
          lines: [
            {
              name: `${price.product.name} membership`,
              unitAmount: price.amount,
              quantity: 1,
              currency: price.currency,
              interval: price.interval as "month" | "year",
              providerPriceId: price.providerPriceId,
            },
          ],
          reference: membershipReference(user.userId, price.id),
          customerEmail: await emailOf(actor),
          customerId: await shop.customers.find(user.userId, payments.name),
          successUrl: url("/account?membership=welcome"),
          cancelUrl: url("/membership"),
          metadata: { user_id: user.userId, price_id: price.id, kind: "membership" },
        }),
      );
      return { url: session.url };
    },

    /** POST /stripe/get-portal-link (signed in) → {url} of the billing portal. */
    async portalLink(actor: Actor) {
      const user = requireUser(actor);
      const customerId = await shop.customers.find(user.userId, payments.name);
      if (!customerId)
        throw bad("user", "You have no billing account yet: it is made when you first join.");
      return atProvider(
        logger,
        payments.createPortalLink({ customerId, returnUrl: url("/account") }),
      );
    },

    /** POST /shop/subscriptions → the caller's memberships, newest first. */
    async mySubscriptions(actor: Actor) {
      const user = requireUser(actor);
      return (await shop.subscriptions.forUser(user.userId)).map(presentSubscription);
    },

    async orderById(id: string) {
      const order = isUuid(id) ? await shop.orders.byId(id) : null;
      if (!order) throw notFound("That order");
      return presentOrder(order, await shop.refunds.of([order.id]));
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
