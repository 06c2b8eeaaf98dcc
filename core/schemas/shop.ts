import { z } from "zod";
import {
  legacyId,
  optionalText,
  partialUpdate,
  requiredText,
  slugSchema,
  uuid,
  version,
} from "./fields.ts";

// DOMAIN.md "Shop": what the shop endpoints accept. Amounts are whole cents.

export const PRODUCT_KINDS = ["product", "membership", "tip"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRICE_INTERVALS = ["month", "year"] as const;
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A membership in one of these statuses is live: its holder is a member. */
export const CURRENT_SUBSCRIPTION_STATUSES: readonly string[] = ["active", "trialing", "past_due"];
export const isCurrentSubscription = (status: string) =>
  CURRENT_SUBSCRIPTION_STATUSES.includes(status);

export const MAX_QUANTITY = 20;
/** The tip jar takes $1 to $1,000. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 100_000;

const quantity = z
  .number({ error: `Use a whole number from 1 to ${MAX_QUANTITY}.` })
  .int(`Use a whole number from 1 to ${MAX_QUANTITY}.`)
  .min(1, `Use a whole number from 1 to ${MAX_QUANTITY}.`)
  .max(MAX_QUANTITY, `Use a whole number from 1 to ${MAX_QUANTITY}.`);

export const checkoutSchema = z
  .object({
    product_id: z.uuid({ error: "Choose a product." }),
    price_id_items: z
      .array(z.object({ price_id: z.uuid({ error: "Choose a price." }), quantity }).strict(), {
        error: "Send the prices and quantities as a list.",
      })
      .min(1, "Choose at least one price.")
      .max(10, "Choose at most 10 prices at a time."),
  })
  .strict();

export const confirmationSchema = z
  .object({
    order_confirmation_id: z
      .string({ error: "Give the order's confirmation id." })
      .trim()
      .min(8, "That is not an order confirmation id.")
      .max(64, "That is not an order confirmation id."),
  })
  .strict();

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;
export const tipSchema = z
  .object({
    amount: z
      .number({ error: "Give the amount in cents." })
      .int("Give the amount in whole cents.")
      .min(TIP_MIN_CENTS, `Tips start at ${dollars(TIP_MIN_CENTS)}.`)
      .max(TIP_MAX_CENTS, `Tips go up to ${dollars(TIP_MAX_CENTS)}.`),
  })
  .strict();

export const membershipCheckoutSchema = z
  .object({ priceId: z.uuid({ error: "Choose a membership price." }) })
  .strict();

export const MAX_STOCK = 1_000_000;
const stockCount = z
  .number({ error: "Give the number left as a whole number, or leave it empty for no limit." })
  .int("Give the number left as a whole number.")
  .min(0, "The number left cannot be below 0.")
  .max(MAX_STOCK, `Keep the number left under ${MAX_STOCK.toLocaleString("en-US")}.`);

export const priceSchema = z
  .object({
    id: uuid.optional(),
    amount: z
      .number({ error: "Give the price in cents." })
      .int("Give the price in whole cents.")
      .min(50, "Prices start at $0.50.")
      .max(10_000_000, "Prices go up to $100,000."),
    currency: z.literal("usd", { error: "Prices are in US dollars (usd)." }).default("usd"),
    interval: z.enum(PRICE_INTERVALS, { message: "Use month or year." }).nullable().default(null),
    label: optionalText(80),
    provider_price_id: optionalText(120),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(1000).default(0),
  })
  .strict();

export const productSchema = z
  .object({
    name: requiredText(160, "Enter the product's name."),
    slug: slugSchema.optional(),
    summary: optionalText(500),
    description: optionalText(20_000),
    kind: z
      .enum(PRODUCT_KINDS, { message: `Use one of: ${PRODUCT_KINDS.join(", ")}.` })
      .default("product"),
    image_ids: z.array(uuid).max(12, "Use at most 12 images.").default([]),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(10_000).default(0),
    prices: z.array(priceSchema).max(12, "Use at most 12 prices.").default([]),
    legacy_id: legacyId,
    stock: stockCount.nullable().default(null),
  })
  .strict();
export const productUpdateSchema = partialUpdate(productSchema)
  .extend({
    version,
    /**
     * The stock the editor showed when it opened: with it, `stock` is applied
     * as the difference, so checkouts made meanwhile are not sold twice.
     */
    stock_was: stockCount.nullable().optional(),
  })
  .strict();

/** Memberships are billed monthly or yearly; products and tips once. */
export function priceProblems(
  kind: ProductKind,
  prices: { interval: string | null }[],
): { index: number; message: string }[] {
  return prices.flatMap((p, index) => {
    if (kind === "membership" && !p.interval)
      return [{ index, message: "A membership price is monthly or yearly." }];
    if (kind !== "membership" && p.interval)
      return [{ index, message: "Only memberships have monthly or yearly prices." }];
    return [];
  });
}
