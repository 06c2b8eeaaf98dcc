import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BuyerOrder } from "../lib/order-display.ts";
import { OrderCard } from "./order-card.tsx";
import { OrderReceipt } from "./order-receipt.tsx";

// What the buyer's card and receipt show once an order carries the order
// contract's shipping, fulfilment and refunds (issue 28; filled by the staff
// branch): rendered to markup, as the server sends it.

const shipped: BuyerOrder = {
  id: "6f1c1f2e-0000-4000-8000-000000000001",
  confirmation_id: "UcNJVuqRB_1MZVms-Ia9n2wu",
  kind: "product",
  status: "paid",
  email: "bea@example.com",
  lines: [
    { product_id: "p", price_id: "a", name: "Print", quantity: 2, unit_amount: 2500, amount: 5000 },
  ],
  amount_total: 5800,
  currency: "usd",
  paid_date: "2026-11-21T18:00:00.000Z",
  created_date: "2026-11-21T17:59:00.000Z",
  modified_date: "2026-11-23T18:00:00.000Z",
  version: 4,
  subtotal: 5000,
  shipping_amount: 800,
  shipping_rate_name: "US standard",
  tax_amount: 0,
  ships: true,
  shipping_address: {
    name: "Bea Buyer",
    line1: "1 Main St",
    city: "Minneapolis",
    state: "MN",
    postal_code: "55401",
    country: "US",
  },
  amount_refunded: 2500,
  refunds: [
    {
      id: "r1",
      amount: 2500,
      lines: [{ price_id: "a", quantity: 1 }],
      reason: "Damaged in the post",
      restocked: false,
      status: "succeeded",
      created_date: "2026-11-24T18:00:00.000Z",
    },
  ],
  fulfillment: {
    carrier: "USPS",
    tracking_number: "9400111",
    tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111",
    fulfilled_date: "2026-11-23T18:00:00.000Z",
  },
};

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, "");

describe("a shipped, partly refunded order", () => {
  it("shows its tracking link and refund on the card", () => {
    const card = html(<OrderCard order={shipped} />);
    expect(card).toContain("Partly refunded");
    expect(card).toContain("Shipped November 23rd, 2026 by USPS");
    expect(card).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111"');
    expect(card).toContain("Refunded $25.00 of $58.00");
  });

  it("prints lines, shipping, address, refunds, total and payment date on the receipt", () => {
    const receipt = html(<OrderReceipt order={shipped} siteName="Twin Cities Art Calendar" />);
    for (const text of [
      "November 21st, 2026",
      "Subtotal",
      "$50.00",
      "Shipping",
      "$8.00",
      "$58.00",
      "−$25.00",
      "Paid after refunds",
      "$33.00",
      "$25.00 on November 24th, 2026: 1 × Print (Damaged in the post)",
      "Minneapolis, MN 55401",
      "November 23rd, 2026 by USPS",
      "9400111",
    ])
      expect(receipt).toContain(text);
  });
});
