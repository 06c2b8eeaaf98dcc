import type { ShippingAddress } from "../../../core/shop/address.ts";
import { presentOrder } from "./present.ts";
import type { OrderRow } from "./repo.ts";

// An order as its buyer sees it in their account: what presentOrder gives
// staff, less the account id and staff notes. Shipping, refunds and
// fulfilment follow the order contract of issue 28 (docs/decisions/051):
// presentOrder's own values win once it has them; until then they are
// worked out here from what this branch stores.

export interface OrderRefund {
  id: string;
  amount: number;
  lines: { price_id: string; quantity: number }[];
  reason: string | null;
  restocked: boolean;
  created_date: string;
}

export interface OrderFulfillment {
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  fulfilled_date: string;
}

export function presentBuyerOrder(o: OrderRow) {
  const {
    user_id: _account,
    failure_message: _staffNote,
    provider: _provider,
    ...order
  } = presentOrder(o);
  return {
    subtotal: o.lines.reduce((sum, l) => sum + l.amount, 0),
    shipping_amount: o.shippingAmount,
    shipping_address: (o.shippingAddress ?? null) as ShippingAddress | null,
    amount_refunded: o.status === "refunded" ? o.amountTotal : 0,
    refunds: [] as OrderRefund[],
    fulfillment: null as OrderFulfillment | null,
    ...order,
  };
}

export type BuyerOrder = ReturnType<typeof presentBuyerOrder>;
