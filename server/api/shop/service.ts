import { randomBytes } from "node:crypto";
import { ApiError, conflict, notFound, validationError } from "../../../core/errors.ts";
import {
  checkoutSchema,
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
import { moveOrder } from "./order-moves.ts";
import { presentOrder, presentSubscription } from "./present.ts";
import { type ShopRepo, shopTransaction } from "./repo.ts";

// The buyer's side of the shop: checkout, order confirmation, the tip jar,
// memberships and the billing portal. Amounts always come from stored
// prices; only webhooks (shop/webhooks.ts) move an order or a membership on.

const bad = (field: string, message: string) => validationError([{ field, message }]);
/** Too few left for this checkout: a 409, with the words the product page shows. */
const soldOut = (left: number) => {
  const message = left > 0 ? `Only ${left} left: choose fewer.` : "Sold out.";
  return conflict(message, { errors: [{ field: "price_id_items", message }] });
};
/** Long and random: holding it is what lets a buyer see their order. */
const confirmationId = () => randomBytes(18).toString("base64url");
export const membershipReference = (userId: string, priceId: string) =>
  `membership:${userId}:${priceId}`;

/** A provider that could not be reached or refused: say so plainly, keep the details in the log. */
async function atProvider<T>(logger: Logger, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    logger.error({ err }, "payment provider call failed");
    throw new ApiError(
      "UpstreamServiceError",
      "We couldn't reach the payment service. Nothing was charged; please try again in a moment.",
    );
  }
}

export function createShopService(deps: {
  shop: ShopRepo;
  payments: PaymentsProvider;
  profiles: ProfileRepo;
  publicUrl: string;
  logger: Logger;
  /** Checkouts that could not reach the provider give their stock back in a transaction of their own. */
  db: Db;
  realtime?: Realtime;
}) {
  const { shop, payments, logger } = deps;
  const url = (path: string) => `${deps.publicUrl}${path}`;
  const stockChanged = () =>
    deps.realtime?.publish("content", "change", { table: "products", action: "updated" });

  /** A checkout that never reached the provider: the order fails and its stock goes back. */
  async function giveUp(confirmation: string) {
    const moved = await shopTransaction(deps.db, async (repo) => {
      const order = await repo.orders.lockByConfirmation(confirmation);
      return order
        ? moveOrder(repo, order, "failed", {
            failureMessage: "The payment service was not reached.",
          })
        : null;
    });
    if (moved?.stock.length) await stockChanged();
  }

  async function emailOf(actor: Actor): Promise<string | null> {
    if (actor.kind !== "user") return null;
    return (await deps.profiles.emailOf(actor.userId)) ?? null;
  }

  return {
    /** POST /shop/store/create-checkout-session {product_id, price_id_items} → {url} */
    async createCheckoutSession(actor: Actor, input: unknown) {
      const c = parseOrThrow(checkoutSchema, input);
      const product = await shop.products.find("id", c.product_id);
      if (!product?.isActive || product.kind !== "product")
        throw bad("product_id", "That product is not for sale.");
      const quantities = new Map<string, number>();
      for (const item of c.price_id_items)
        quantities.set(item.price_id, (quantities.get(item.price_id) ?? 0) + item.quantity);
      const lines = [...quantities].map(([priceId, quantity], i) => {
        const price = product.prices.find((p) => p.id === priceId);
        if (!price?.isActive || price.interval)
          throw bad(`price_id_items.${i}.price_id`, "That price is not one of this product's.");
        if (quantity > 20)
          throw bad(`price_id_items.${i}.quantity`, "Use a whole number from 1 to 20.");
        const name = price.label ? `${product.name} (${price.label})` : product.name;
        return { price, name, quantity };
      });
      const currency = lines[0]!.price.currency;
      // The sandbox's abandoned checkouts give their stock back before this one asks for it.
      await payments.expireStaleCheckouts?.().catch((err: unknown) => {
        logger.error({ err }, "expiring stale checkouts failed");
      });
      const quantity = lines.reduce((s, l) => s + l.quantity, 0);
      const placed = await shop.orders.insertHolding(
        {
          confirmationId: confirmationId(),
          userId: actor.kind === "user" ? actor.userId : null,
          email: await emailOf(actor),
          kind: "product",
          lines: lines.map((l) => ({
            product_id: product.id,
            price_id: l.price.id,
            name: l.name,
            quantity: l.quantity,
            unit_amount: l.price.amount,
            amount: l.price.amount * l.quantity,
          })),
          amountTotal: lines.reduce((s, l) => s + l.price.amount * l.quantity, 0),
          currency,
          provider: payments.name,
        },
        [{ productId: product.id, quantity }],
      );
      if (!placed) throw soldOut((await shop.products.find("id", product.id))?.stock ?? 0);
      const order = placed.order;
      if (placed.left.some((l) => l.left !== null)) await stockChanged();
      const session = await atProvider(
        logger,
        payments.createCheckoutSession({
          mode: "payment",
          lines: lines.map((l) => ({
            name: l.name,
            unitAmount: l.price.amount,
            quantity: l.quantity,
            currency: l.price.currency,
            providerPriceId: l.price.providerPriceId,
          })),
          reference: order.confirmationId,
          customerEmail: order.email,
          successUrl: url(`/shop/order/confirmation?order=${order.confirmationId}`),
          cancelUrl: url(`/shop/${product.slug}`),
          metadata: { order_id: order.id, kind: "product" },
        }),
      ).catch(async (err: unknown) => {
        await giveUp(order.confirmationId);
        throw err;
      });
      await shop.orders.update(order.id, { providerSessionId: session.id });
      return { url: session.url, order_confirmation_id: order.confirmationId };
    },

    /** POST /shop/store/order/confirmation {order_confirmation_id}: the order as webhooks left it. */
    async orderConfirmation(input: unknown) {
      const c = parseOrThrow(confirmationSchema, input);
      const order = await shop.orders.byConfirmation(c.order_confirmation_id);
      if (!order) throw notFound("That order");
      // The buyer sees where the receipt went, not which account (if any) placed it.
      const { user_id: _account, ...forBuyer } = presentOrder(order);
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
      return presentOrder(order);
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
