import type * as Out from "../../../core/schemas/api/shop.ts";
import type { RefundRow } from "./orders-repo.ts";
import { presentOrder } from "./present.ts";
import type { OrderRow } from "./repo.ts";

// An order as its buyer sees it in their account: what presentOrder gives
// staff (the order contract of issue 28, decisions 050 and 051), less the
// account id, the provider and staff notes. A refund the provider has not
// confirmed yet ("pending") is not shown: the buyer learns of it by mail once
// the money is on its way.

export function presentBuyerOrder(o: OrderRow, refunds: readonly RefundRow[]): Out.BuyerOrder {
  const {
    user_id: _account,
    failure_message: _staffNote,
    provider: _provider,
    ...order
  } = presentOrder(
    o,
    refunds.filter((r) => r.status !== "pending"),
  );
  return order;
}

export type BuyerOrder = Out.BuyerOrder;
