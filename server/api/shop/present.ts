import type * as Out from "../../../core/schemas/api/shop.ts";
import { isCurrentSubscription } from "../../../core/schemas/shop.ts";
import type { ImageRef } from "../files/present.ts";
import type { OrderEventRow, RefundRow } from "./orders-repo.ts";
import type { ShippingRateRow } from "./rates-repo.ts";
import type { OrderRow, PriceRow, ProductRow, ProductWithPrices, SubscriptionRow } from "./repo.ts";

const stamps = (r: { createdDate: Date; modifiedDate: Date; version: number }) => ({
  created_date: r.createdDate.toISOString(),
  modified_date: r.modifiedDate.toISOString(),
  version: r.version,
});

export function presentPrice(p: PriceRow): Out.Price {
  return {
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    interval: p.interval,
    label: p.label,
    provider_price_id: p.providerPriceId,
    is_active: p.isActive,
    sort_order: p.sortOrder,
  };
}

/** A product with its prices (the public sees only active ones) and its images. */
export function presentProduct(
  p: ProductWithPrices,
  images: Map<string, NonNullable<ImageRef>>,
  opts: { allPrices: boolean },
): Out.Product {
  return {
    id: p.id,
    legacy_id: p.legacyId,
    name: p.name,
    slug: p.slug,
    summary: p.summary,
    description: p.description,
    kind: p.kind,
    is_active: p.isActive,
    sort_order: p.sortOrder,
    image_ids: p.imageIds,
    images: p.imageIds.flatMap((id) => (images.get(id) ? [images.get(id)!] : [])),
    prices: p.prices.filter((x) => opts.allPrices || x.isActive).map(presentPrice),
    /** How many are left to buy; null: no limit. */
    stock: p.stock,
    sold_out: p.stock === 0,
    /** Sent by post: its checkouts collect an address and charge shipping. */
    ships: p.ships,
    ...stamps(p),
  };
}

export function presentRefund(r: RefundRow) {
  return {
    id: r.id,
    amount: r.amount,
    lines: r.lines,
    reason: r.reason,
    restocked: r.restocked,
    /** "pending" only while the provider is being asked. */
    status: r.status,
    created_date: r.createdDate.toISOString(),
  };
}

/**
 * An order as its buyer (holding the confirmation id) or staff see it. The
 * fields from `subtotal` on are the order contract of issue 28, which the
 * buyer's order pages read too. `refunds` are the order's own (repo: refunds.of).
 */
export function presentOrder(o: OrderRow, refunds: readonly RefundRow[]): Out.Order {
  return {
    id: o.id,
    confirmation_id: o.confirmationId,
    kind: o.kind,
    /** Payment: pending, failed, paid, or refunded (in full; a partial refund leaves it paid). */
    status: o.status,
    email: o.email,
    user_id: o.userId,
    lines: o.lines,
    amount_total: o.amountTotal,
    currency: o.currency,
    provider: o.provider,
    paid_date: o.paidAt?.toISOString() ?? null,
    failure_message: o.failureMessage,
    subtotal: o.lines.reduce((s, l) => s + l.amount, 0),
    shipping_amount: o.shippingAmount,
    shipping_rate_name: o.shippingRateName,
    tax_amount: o.taxAmount,
    shipping_address: o.shippingAddress ?? null,
    /** Something in it is sent by post. */
    ships: o.lines.some((l) => l.ships),
    amount_refunded: o.amountRefunded,
    refunds: refunds.filter((r) => r.orderId === o.id).map(presentRefund),
    fulfillment: o.fulfillment ?? null,
    ...stamps(o),
  };
}

/** An order's history for staff: what happened, when, and who (when staff did it). */
export function presentOrderEvent(r: { event: OrderEventRow; by: string | null }) {
  return {
    id: r.event.id,
    kind: r.event.kind,
    detail: r.event.detail,
    by: r.event.userId ? (r.by ?? "A deleted account") : null,
    created_date: r.event.createdDate.toISOString(),
  };
}

export function presentShippingRate(r: ShippingRateRow): Out.ShippingRate {
  return {
    id: r.id,
    name: r.name,
    countries: r.countries,
    amount: r.amount,
    free_above: r.freeAbove,
    is_active: r.isActive,
    sort_order: r.sortOrder,
    ...stamps(r),
  };
}

export function presentSubscription(r: {
  subscription: SubscriptionRow;
  product: ProductRow | null;
  price: PriceRow | null;
}): Out.Membership {
  const s = r.subscription;
  return {
    id: s.id,
    user_id: s.userId,
    status: s.status,
    /** Live (active, trialing or past due): its holder is a member. */
    is_current: isCurrentSubscription(s.status),
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    provider: s.provider,
    product: r.product ? { id: r.product.id, name: r.product.name, slug: r.product.slug } : null,
    price: r.price ? presentPrice(r.price) : null,
    ...stamps(s),
  };
}

export type Product = Out.Product;
export type Order = Out.Order;
export type ShippingRate = Out.ShippingRate;
export type Subscription = Out.Membership;
