import { isCurrentSubscription } from "../../../core/schemas/shop.ts";
import type { ImageRef } from "../files/present.ts";
import type { OrderRow, PriceRow, ProductRow, ProductWithPrices, SubscriptionRow } from "./repo.ts";

const stamps = (r: { createdDate: Date; modifiedDate: Date; version: number }) => ({
  created_date: r.createdDate.toISOString(),
  modified_date: r.modifiedDate.toISOString(),
  version: r.version,
});

export function presentPrice(p: PriceRow) {
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
) {
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
    ...stamps(p),
  };
}

/** An order as its buyer (holding the confirmation id) or staff see it. */
export function presentOrder(o: OrderRow) {
  return {
    id: o.id,
    confirmation_id: o.confirmationId,
    kind: o.kind,
    status: o.status,
    email: o.email,
    user_id: o.userId,
    lines: o.lines,
    amount_total: o.amountTotal,
    currency: o.currency,
    provider: o.provider,
    paid_date: o.paidAt?.toISOString() ?? null,
    failure_message: o.failureMessage,
    ...stamps(o),
  };
}

export function presentSubscription(r: {
  subscription: SubscriptionRow;
  product: ProductRow | null;
  price: PriceRow | null;
}) {
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

export type Product = ReturnType<typeof presentProduct>;
export type Order = ReturnType<typeof presentOrder>;
export type Subscription = ReturnType<typeof presentSubscription>;
