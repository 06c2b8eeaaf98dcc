import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ShippingAddress } from "../../core/shop/address.ts";
import type { OrderLineLike } from "../../core/shop/refunds.ts";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";

/** Something the shop sells: a print, a membership tier, or the tip jar. */
export const products = pgTable(
  "products",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary"),
    description: text("description"),
    kind: text("kind").notNull().default("product"),
    imageIds: uuid("image_ids").array().notNull().default(sql`'{}'::uuid[]`),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * How many are left to sell, across all its prices; null: no limit. Open
     * checkouts have already taken theirs off (decision 046), so this is what
     * a new checkout may still reserve. The check is what makes overselling impossible.
     */
    stock: integer("stock"),
    /** A physical thing sent by post: its orders collect an address and pay shipping. */
    ships: boolean("ships").notNull().default(false),
  },
  (t) => [check("products_stock_check", sql`${t.stock} >= 0`)],
);

/** A price of a product: one-time (interval null) or recurring (month, year). Amounts in cents. */
export const productPrices = pgTable(
  "product_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    interval: text("interval"),
    label: text("label"),
    providerPriceId: text("provider_price_id"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("product_prices_product_idx").on(t.productId)],
);

/** A line of an order, as bought (core/shop/refunds.ts reads the same shape). */
export interface OrderLine extends OrderLineLike {
  /** The product was sent by post when bought (absent on orders from before shipping). */
  ships?: boolean;
}

/** How an order was sent, once staff mark it fulfilled. */
export interface Fulfillment {
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  fulfilled_date: string;
}

/** A purchase (products or a tip). Its confirmation id is what the buyer's browser holds. */
export const orders = pgTable(
  "orders",
  {
    ...recordColumns(),
    confirmationId: text("confirmation_id").notNull().unique(),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email"),
    kind: text("kind").notNull().default("product"),
    lines: jsonb("lines").$type<OrderLine[]>().notNull().default([]),
    amountTotal: integer("amount_total").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    providerPaymentId: text("provider_payment_id"),
    paidAt: timestamptz("paid_at"),
    failureMessage: text("failure_message"),
    /** The order's quantities are off its products' stock (reserved while pending, taken once paid). */
    stockHeld: boolean("stock_held").notNull().default(false),
    /** Where the goods go; null for orders with nothing to ship (tips, digital goods). */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /** The shipping charged, in cents, part of amount_total. */
    shippingAmount: integer("shipping_amount").notNull().default(0),
    /**
     * The shipping rate chosen, by name as it was then (rates change and go to
     * the trash; the order keeps what it was sold with) and by id.
     */
    shippingRateName: text("shipping_rate_name"),
    shippingRateId: uuid("shipping_rate_id"),
    /** Sales tax the provider added (Stripe's automatic tax), part of amount_total. */
    taxAmount: integer("tax_amount").notNull().default(0),
    /** Refunded so far, in cents: the sum of its refunds (a refund under way included). */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    fulfillment: jsonb("fulfillment").$type<Fulfillment>(),
  },
  (t) => [
    index("orders_status_idx").on(t.status, t.createdDate),
    uniqueIndex("orders_provider_session_idx").on(t.provider, t.providerSessionId),
    index("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    // A buyer's own orders, newest first (/account/orders).
    index("orders_user_idx").on(t.userId, t.createdDate),
    // Guest orders by email, for a claim (emails compared in lower case).
    index("orders_guest_email_idx").on(sql`lower(${t.email})`).where(sql`${t.userId} is null`),
    // Never more given back than was paid, whatever runs at once.
    check(
      "orders_amount_refunded_check",
      sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amountTotal}`,
    ),
  ],
);

/** A rate staff charge for shipping an order: flat per order, for a group of countries, free above an amount. */
export const shippingRates = pgTable("shipping_rates", {
  ...recordColumns(),
  name: text("name").notNull(),
  /** ISO 3166-1 alpha-2 codes; empty: every country no other rate names. */
  countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
  amount: integer("amount").notNull(),
  /** Orders whose goods come to at least this many cents ship free; null: never free. */
  freeAbove: integer("free_above"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
});

export interface RefundLine {
  price_id: string;
  quantity: number;
}

/**
 * Money given back on an order, through the provider. Written "pending"
 * before the provider is asked (so two refunds at once cannot give back more
 * than was paid) and "succeeded" once it has refunded; a refused one is removed.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    reason: text("reason"),
    restocked: boolean("restocked").notNull().default(false),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdDate),
    check("refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

/** An order's history: each move (created, paid, failed, fulfilled, refunded) as it happened. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Words for staff: "Refunded $15.00 (1 × Tote)", "Shipped by USPS 9400…". */
    detail: text("detail"),
    /** The staff member who did it; null for the buyer, the provider and the clock. */
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdDate)],
);

/** A membership: a user's recurring price of a membership product. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    ...recordColumns(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    priceId: uuid("price_id").references(() => productPrices.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    currentPeriodEnd: timestamptz("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    /** When the provider made the last event applied here: an older one, delivered late, is ignored. */
    lastEventAt: timestamptz("last_event_at"),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_ref_idx").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userId),
  ],
);

/** The payment provider's customer behind a user, for the billing portal. */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** Webhook events already applied: a redelivery is recognised by its id and skipped. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox provider's own state: its checkout sessions, payment intents and subscriptions. */
export const sandboxObjects = pgTable("sandbox_objects", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  status: text("status").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  createdDate: timestamptz("created_date").notNull().defaultNow(),
  modifiedDate: timestamptz("modified_date").notNull().defaultNow(),
});
