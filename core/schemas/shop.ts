import { z } from "zod";
import { isCountry } from "../shop/countries.ts";
import { CARRIERS } from "../shop/tracking.ts";
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
/** Shop pages of their own (/shop/cart …): no product may take their address. */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = ["cart", "order", "sandbox"];
/** The tip jar takes $1 to $1,000. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 100_000;

const quantity = z
  .number({ error: `Use a whole number from 1 to ${MAX_QUANTITY}.` })
  .int(`Use a whole number from 1 to ${MAX_QUANTITY}.`)
  .min(1, `Use a whole number from 1 to ${MAX_QUANTITY}.`)
  .max(MAX_QUANTITY, `Use a whole number from 1 to ${MAX_QUANTITY}.`);

const countryCode = z
  .string({ error: "Choose a country." })
  .trim()
  .toUpperCase()
  .refine(isCountry, { message: "Choose a country from the list." });

/**
 * A checkout of one product's prices (`product_id` names it) or of a cart's
 * prices of several products (`product_id` left out). `shipping` says where
 * goods that ship are going and at which rate (the cheapest for the country
 * when left out); without it they go to the US.
 */
export const checkoutSchema = z
  .object({
    product_id: z.uuid({ error: "Choose a product." }).optional(),
    price_id_items: z
      .array(z.object({ price_id: z.uuid({ error: "Choose a price." }), quantity }).strict(), {
        error: "Send the prices and quantities as a list.",
      })
      .min(1, "Choose at least one price.")
      .max(10, "Choose at most 10 prices at a time."),
    shipping: z
      .object({
        country: countryCode,
        rate_id: z.uuid({ error: "Choose a shipping rate." }).nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
/** Where goods go when a checkout does not say. */
export const DEFAULT_SHIPPING_COUNTRY = "US";

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
    /** Sent by post: checkouts collect an address and charge shipping. Products only. */
    ships: z.boolean({ error: "Use true or false." }).default(false),
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

const cents = (what: string, max: number) =>
  z
    .number({ error: `Give ${what} in cents.` })
    .int(`Give ${what} in whole cents.`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be below $0.`)
    .max(max, `Keep ${what} under $${(max / 100).toLocaleString("en-US")}.`);

/** A shipping rate staff keep: flat per order, for countries (none: everywhere else), free above an amount. */
export const shippingRateSchema = z
  .object({
    name: requiredText(80, "Name the rate, e.g. US standard."),
    countries: z
      .array(countryCode, { error: "List the countries as codes, e.g. US, CA." })
      .max(250, "Use at most 250 countries.")
      .default([])
      .transform((list) => [...new Set(list)]),
    amount: cents("the rate", 100_000),
    free_above: cents("the free-shipping amount", 10_000_000).nullable().default(null),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export const shippingRateUpdateSchema = partialUpdate(shippingRateSchema)
  .extend({ version })
  .strict();

/** Staff's "Mark fulfilled": how it went, and the link to follow it (made for the big carriers). */
export const fulfilSchema = z
  .object({
    carrier: z.enum(CARRIERS, { message: `Use one of: ${CARRIERS.join(", ")}.` }),
    tracking_number: requiredText(64, "Enter the tracking number."),
    tracking_url: z
      .url({ protocol: /^https?$/, error: "Give the tracking page as an https:// link." })
      .max(500, "Keep the link under 500 characters.")
      .nullable()
      .optional(),
    /** Mail the buyer the shipping notice (on unless false). */
    notify: z.boolean().default(true),
  })
  .strict();

/** Staff's "Refund": everything left, chosen items, an amount, or items for an amount. */
export const refundSchema = z
  .object({
    full: z.boolean().default(false),
    lines: z
      .array(z.object({ price_id: z.uuid({ error: "Choose an item." }), quantity }).strict(), {
        error: "Send the items as a list.",
      })
      .max(20, "Refund at most 20 items at a time.")
      .default([]),
    amount: z
      .number({ error: "Give the amount in cents." })
      .int("Give the amount in whole cents.")
      .min(1, "Refund at least $0.01.")
      .max(100_000_000, "That is more than any order.")
      .optional(),
    reason: optionalText(500),
    /** Put the refunded items back in stock (they came back, unharmed). */
    restock: z.boolean().default(false),
  })
  .strict();
