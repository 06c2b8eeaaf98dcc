import { describe, expect, it } from "vitest";
import {
  addressLines,
  type BuyerOrder,
  orderDay,
  orderItems,
  orderStatusLabel,
} from "./order-display.ts";

// The order contract's fulfilment and refund fields (issue 28) as the buyer's
// pages word them.

const order = (over: Partial<BuyerOrder> = {}): BuyerOrder => ({
  id: "o1",
  confirmation_id: "ref",
  kind: "product",
  status: "paid",
  email: "bea@example.com",
  lines: [
    { product_id: "p", price_id: "a", name: "Print", quantity: 2, unit_amount: 2500, amount: 5000 },
    { product_id: "p", price_id: "b", name: "Tote", quantity: 1, unit_amount: 1800, amount: 1800 },
  ],
  amount_total: 7600,
  currency: "usd",
  paid_date: "2026-11-22T03:30:00.000Z",
  created_date: "2026-11-22T03:00:00.000Z",
  modified_date: "2026-11-22T03:30:00.000Z",
  version: 2,
  subtotal: 6800,
  shipping_amount: 800,
  shipping_rate_name: "US standard",
  tax_amount: 0,
  ships: true,
  shipping_address: null,
  amount_refunded: 0,
  refunds: [],
  fulfillment: null,
  ...over,
});

describe("the buyer's order, in words", () => {
  it("says paid, shipped, partly refunded and refunded", () => {
    expect(orderStatusLabel(order())).toBe("Paid");
    const fulfillment = {
      carrier: "USPS",
      tracking_number: "9400",
      tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400",
      fulfilled_date: "2026-11-23T16:00:00.000Z",
    };
    expect(orderStatusLabel(order({ fulfillment }))).toBe("Shipped");
    expect(orderStatusLabel(order({ fulfillment, amount_refunded: 1800 }))).toBe("Partly refunded");
    expect(orderStatusLabel(order({ status: "refunded", amount_refunded: 7600 }))).toBe("Refunded");
  });

  it("dates an order by its payment, in Chicago time", () => {
    // 03:30 UTC on the 22nd is the evening of the 21st in Minneapolis.
    expect(orderDay(order())).toBe("November 21st, 2026");
    expect(orderDay(order({ paid_date: null }))).toBe("November 21st, 2026");
  });

  it("lists what was bought on one line, and an address as an envelope's lines", () => {
    expect(orderItems(order())).toBe("2 × Print, Tote");
    expect(
      addressLines({
        name: "Bea Buyer",
        line1: "1 Main St",
        line2: null,
        city: "Minneapolis",
        state: "MN",
        postal_code: "55401",
        country: "US",
      }),
    ).toEqual(["Bea Buyer", "1 Main St", "Minneapolis, MN 55401"]);
    expect(
      addressLines({
        name: "Ann",
        line1: "2 Rue X",
        city: "Paris",
        postal_code: "75001",
        country: "FR",
      }),
    ).toEqual(["Ann", "2 Rue X", "Paris, 75001", "FR"]);
  });
});
