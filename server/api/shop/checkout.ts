import { randomBytes } from "node:crypto";
import { ApiError, conflict, validationError } from "../../../core/errors.ts";
import {
  checkoutSchema,
  DEFAULT_SHIPPING_COUNTRY,
  MAX_QUANTITY,
} from "../../../core/schemas/shop.ts";
import type { CartItem } from "../../../core/shop/cart.ts";
import { COUNTRY_OPTIONS, countryName, isCountry } from "../../../core/shop/countries.ts";
import {
  pickRate,
  ratesFor,
  type ShippingOffer,
  type ShippingRateRule,
  shipsTo,
} from "../../../core/shop/shipping.ts";
import type { Db } from "../../../db/client.ts";
import type { OrderLine } from "../../../db/schema/shop.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PaymentsProvider } from "../../lib/payments/types.ts";
import type { Actor } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { ProfileRepo } from "../account/repo.ts";
import { moveOrder } from "./order-moves.ts";
import type { RatesService } from "./rates.ts";
import { type PriceRow, type ProductRow, type ShopRepo, shopTransaction } from "./repo.ts";

// Checkout of one product's prices or of a cart of several products', with
// shipping for goods that ship: the rate rule (core/shop/shipping.ts) prices
// it for the country chosen, the order is placed pending with its stock
// reserved (decision 046), and the provider's hosted page takes the address
// and the payment. The cart page reads the same pricing (`cartView`).

const bad = (field: string, message: string) => validationError([{ field, message }]);
/** Long and random: holding it is what lets a buyer see their order. */
const confirmationId = () => randomBytes(18).toString("base64url");

type Priced = PriceRow & { product: ProductRow };
/** A one-time price of an active product on sale (not a membership or the tip jar). */
const onSale = (p: Priced | undefined): p is Priced =>
  !!p?.isActive && !p.interval && p.product.isActive && p.product.kind === "product";
const lineName = (p: Priced) => (p.label ? `${p.product.name} (${p.label})` : p.product.name);

/** A provider that could not be reached or refused: say so plainly, keep the details in the log. */
export async function atProvider<T>(logger: Logger, work: Promise<T>): Promise<T> {
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

/** What goods that ship cost to send to `country`, and the rate chosen; null offers when none reach it. */
function shippingFor(
  rules: ShippingRateRule[],
  lines: Pick<OrderLine, "amount" | "ships">[],
  country: string,
  rateId: string | null | undefined,
) {
  const goods = lines.filter((l) => l.ships).reduce((s, l) => s + l.amount, 0);
  const offers = ratesFor(rules, country, goods);
  return { offers, chosen: pickRate(rules, country, goods, rateId) ?? null };
}

export function createCheckout(deps: {
  shop: ShopRepo;
  rates: RatesService;
  payments: PaymentsProvider;
  profiles: ProfileRepo;
  publicUrl: string;
  logger: Logger;
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

  /** Too few left for this checkout: a 409, with the words the product page and cart show. */
  async function soldOut(items: { product: ProductRow; quantity: number }[], single: boolean) {
    for (const { product, quantity } of items) {
      const left = (await shop.products.find("id", product.id))?.stock ?? null;
      if (left === null || left >= quantity) continue;
      const message = single
        ? left > 0
          ? `Only ${left} left: choose fewer.`
          : "Sold out."
        : left > 0
          ? `Only ${left} of ${product.name} left: choose fewer.`
          : `${product.name} is sold out.`;
      return conflict(message, { errors: [{ field: "price_id_items", message }] });
    }
    return conflict("Sold out.", { errors: [{ field: "price_id_items", message: "Sold out." }] });
  }

  /** The rate goods that ship go at to `country` (the US by default); a 400 naming the field when none does. */
  async function priceShipping(
    lines: Pick<OrderLine, "amount" | "ships">[],
    country = DEFAULT_SHIPPING_COUNTRY,
    rateId?: string | null,
  ): Promise<{ country: string; rate: ShippingOffer }> {
    const rules = await deps.rates.rules();
    const { offers, chosen } = shippingFor(rules, lines, country, rateId);
    if (!chosen && offers.length)
      throw bad("shipping.rate_id", `That rate does not ship to ${countryName(country)}.`);
    if (!chosen) throw bad("shipping.country", `We don't ship to ${countryName(country)} yet.`);
    return { country, rate: chosen };
  }

  return {
    priceShipping,

    /** POST /shop/store/create-checkout-session {product_id?, price_id_items, shipping?} → {url} */
    async createCheckoutSession(actor: Actor, input: unknown) {
      const c = parseOrThrow(checkoutSchema, input);
      const single = c.product_id ? await shop.products.find("id", c.product_id) : null;
      if (c.product_id && (!single?.isActive || single.kind !== "product"))
        throw bad("product_id", "That product is not for sale.");
      const quantities = new Map<string, number>();
      for (const item of c.price_id_items)
        quantities.set(item.price_id, (quantities.get(item.price_id) ?? 0) + item.quantity);
      const prices = await shop.products.prices([...quantities.keys()]);
      const chosen = [...quantities].map(([priceId, quantity], i) => {
        const price = prices.find((p) => p.id === priceId);
        if (!onSale(price) || (single && price.productId !== single.id))
          throw bad(
            `price_id_items.${i}.price_id`,
            single ? "That price is not one of this product's." : "That price is not for sale.",
          );
        if (quantity > MAX_QUANTITY)
          throw bad(
            `price_id_items.${i}.quantity`,
            `Use a whole number from 1 to ${MAX_QUANTITY}.`,
          );
        return { price, quantity };
      });
      const lines: OrderLine[] = chosen.map(({ price, quantity }) => ({
        product_id: price.productId,
        price_id: price.id,
        name: lineName(price),
        quantity,
        unit_amount: price.amount,
        amount: price.amount * quantity,
        ships: price.product.ships,
      }));
      const currency = chosen[0]!.price.currency;
      const shipping = lines.some((l) => l.ships)
        ? await priceShipping(lines, c.shipping?.country, c.shipping?.rate_id)
        : null;
      const subtotal = lines.reduce((s, l) => s + l.amount, 0);
      // The sandbox's abandoned checkouts give their stock back before this one asks for it.
      await payments.expireStaleCheckouts?.().catch((err: unknown) => {
        logger.error({ err }, "expiring stale checkouts failed");
      });
      const byProduct = new Map<string, { product: ProductRow; quantity: number }>();
      for (const { price, quantity } of chosen) {
        const have = byProduct.get(price.productId);
        byProduct.set(price.productId, {
          product: price.product,
          quantity: (have?.quantity ?? 0) + quantity,
        });
      }
      const placed = await shop.orders.insertHolding(
        {
          confirmationId: confirmationId(),
          userId: actor.kind === "user" ? actor.userId : null,
          email:
            actor.kind === "user" ? ((await deps.profiles.emailOf(actor.userId)) ?? null) : null,
          kind: "product",
          lines,
          amountTotal: subtotal + (shipping?.rate.amount ?? 0),
          shippingAmount: shipping?.rate.amount ?? 0,
          shippingRateId: shipping?.rate.id ?? null,
          shippingRateName: shipping?.rate.name ?? null,
          currency,
          provider: payments.name,
        },
        [...byProduct].map(([productId, p]) => ({ productId, quantity: p.quantity })),
      );
      if (!placed) throw await soldOut([...byProduct.values()], byProduct.size === 1);
      const order = placed.order;
      if (placed.left.some((l) => l.left !== null)) await stockChanged();
      const session = await atProvider(
        logger,
        payments.createCheckoutSession({
          mode: "payment",
          lines: chosen.map(({ price, quantity }) => ({
            name: lineName(price),
            unitAmount: price.amount,
            quantity,
            currency: price.currency,
            providerPriceId: price.providerPriceId,
          })),
          reference: order.confirmationId,
          customerEmail: order.email,
          successUrl: url(`/shop/order/confirmation?order=${order.confirmationId}`),
          cancelUrl: url(single ? `/shop/${single.slug}` : "/shop/cart"),
          metadata: { order_id: order.id, kind: "product" },
          shipping: shipping
            ? {
                countries: [shipping.country],
                options: [{ ...shipping.rate, currency }],
              }
            : null,
        }),
      ).catch(async (err: unknown) => {
        await giveUp(order.confirmationId);
        throw err;
      });
      await shop.orders.update(order.id, { providerSessionId: session.id });
      return { url: session.url, order_confirmation_id: order.confirmationId };
    },

    /**
     * The cart as its page shows it: each item priced from the catalogue
     * (items no longer for sale listed apart), the shipping rates for the
     * chosen country and the one chosen, and the total.
     */
    async cartView(items: CartItem[], opts: { country?: string; rateId?: string | null } = {}) {
      const prices = await shop.products.prices(items.map((i) => i.price_id));
      const lines = items.flatMap((item) => {
        const price = prices.find((p) => p.id === item.price_id);
        if (!onSale(price)) return [];
        return [
          {
            price_id: price.id,
            product_id: price.productId,
            slug: price.product.slug,
            name: lineName(price),
            quantity: item.quantity,
            unit_amount: price.amount,
            amount: price.amount * item.quantity,
            currency: price.currency,
            ships: price.product.ships,
            /** How many are left to buy; null: no limit. */
            left: price.product.stock,
          },
        ];
      });
      const gone = items.filter((i) => !lines.some((l) => l.price_id === i.price_id));
      const subtotal = lines.reduce((s, l) => s + l.amount, 0);
      const ships = lines.some((l) => l.ships);
      const rules = ships ? await deps.rates.rules() : [];
      const country =
        opts.country && isCountry(opts.country) ? opts.country : DEFAULT_SHIPPING_COUNTRY;
      const { offers, chosen } = ships
        ? shippingFor(rules, lines, country, opts.rateId)
        : { offers: [], chosen: null };
      const rate = chosen ?? offers[0] ?? null;
      return {
        lines,
        gone: gone.map((g) => g.price_id),
        currency: lines[0]?.currency ?? "usd",
        subtotal,
        ships,
        country,
        /** Where we ship at all, for the country select. */
        countries: ships ? COUNTRY_OPTIONS.filter((c) => shipsTo(rules, c.value)) : [],
        rates: offers,
        rate,
        total: subtotal + (rate?.amount ?? 0),
      };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
