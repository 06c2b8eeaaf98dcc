import { describe, expect, it } from "vitest";
import { planRefund, refundItemsText, refundLeft, stockToReturn } from "./refunds.ts";

// Two prints at $35 and a tote at $18, with $8 shipping: $96 paid.
const ORDER = {
  amount_total: 9600,
  lines: [
    {
      product_id: "p-print",
      price_id: "print",
      name: "Print",
      quantity: 2,
      unit_amount: 3500,
      amount: 7000,
    },
    {
      product_id: "p-tote",
      price_id: "tote",
      name: "Tote",
      quantity: 1,
      unit_amount: 1800,
      amount: 1800,
    },
  ],
};

describe("refundLeft", () => {
  it("is everything before any refund", () => {
    const left = refundLeft(ORDER, []);
    expect(left.amount).toBe(9600);
    expect(left.lines.map((l) => [l.price_id, l.quantity])).toEqual([
      ["print", 2],
      ["tote", 1],
    ]);
  });

  it("takes off the money and the items earlier refunds gave back", () => {
    const left = refundLeft(ORDER, [
      { amount: 3500, lines: [{ price_id: "print", quantity: 1 }] },
      { amount: 500, lines: [] },
    ]);
    expect(left.amount).toBe(5600);
    expect(left.lines.find((l) => l.price_id === "print")?.quantity).toBe(1);
  });

  it("skips lines without a price (a tip) and never goes below nothing", () => {
    const tip = {
      amount_total: 700,
      lines: [
        {
          product_id: "tip",
          price_id: null,
          name: "Tip",
          quantity: 1,
          unit_amount: 700,
          amount: 700,
        },
      ],
    };
    expect(refundLeft(tip, [{ amount: 900, lines: [] }])).toEqual({ amount: 0, lines: [] });
  });
});

describe("planRefund", () => {
  const left = refundLeft(ORDER, []);

  it("prices chosen items at what they were sold for", () => {
    expect(planRefund(left, { lines: [{ price_id: "tote", quantity: 1 }] })).toEqual({
      ok: true,
      amount: 1800,
      lines: [{ price_id: "tote", quantity: 1 }],
      completes: false,
    });
  });

  it("takes a given amount for the items (keeping shipping, or a goodwill part)", () => {
    const plan = planRefund(left, { lines: [{ price_id: "print", quantity: 1 }], amount: 2000 });
    expect(plan).toMatchObject({
      ok: true,
      amount: 2000,
      lines: [{ price_id: "print", quantity: 1 }],
    });
    expect(planRefund(left, { amount: 500 })).toMatchObject({ ok: true, amount: 500, lines: [] });
  });

  it("refunds everything left in full, shipping included, and says the order is then refunded", () => {
    const after = refundLeft(ORDER, [{ amount: 1800, lines: [{ price_id: "tote", quantity: 1 }] }]);
    expect(planRefund(after, { full: true })).toEqual({
      ok: true,
      amount: 7800,
      lines: [{ price_id: "print", quantity: 2 }],
      completes: true,
    });
  });

  it("refuses more than is left, naming the field", () => {
    expect(planRefund(left, { amount: 9601 })).toEqual({
      ok: false,
      errors: [{ field: "amount", message: "At most $96.00 is left to refund." }],
    });
    expect(planRefund(left, { lines: [{ price_id: "print", quantity: 3 }] })).toMatchObject({
      ok: false,
      errors: [{ field: "lines.0.quantity" }],
    });
    // The same item twice counts once in all.
    const twice = planRefund(left, {
      lines: [
        { price_id: "print", quantity: 2 },
        { price_id: "print", quantity: 1 },
      ],
    });
    expect(twice).toMatchObject({ ok: false, errors: [{ field: "lines.1.quantity" }] });
  });

  it("refuses an item not in the order, an empty request, and a refunded order", () => {
    expect(planRefund(left, { lines: [{ price_id: "mug", quantity: 1 }] })).toMatchObject({
      ok: false,
      errors: [{ field: "lines.0.price_id" }],
    });
    expect(planRefund(left, {})).toMatchObject({ ok: false, errors: [{ field: "lines" }] });
    expect(planRefund(left, { amount: 0 })).toMatchObject({
      ok: false,
      errors: [{ field: "amount" }],
    });
    const none = refundLeft(ORDER, [{ amount: 9600, lines: [] }]);
    expect(planRefund(none, { full: true })).toMatchObject({
      ok: false,
      errors: [{ field: "amount" }],
    });
  });

  it("refuses items worth more than the money left after an amount-only refund", () => {
    const after = refundLeft(ORDER, [{ amount: 9000, lines: [] }]);
    expect(planRefund(after, { lines: [{ price_id: "tote", quantity: 1 }] })).toEqual({
      ok: false,
      errors: [{ field: "lines", message: "At most $6.00 is left to refund." }],
    });
  });
});

describe("stockToReturn", () => {
  it("puts back the refunded items per product", () => {
    const left = refundLeft(ORDER, []);
    expect(
      stockToReturn(left, [
        { price_id: "print", quantity: 2 },
        { price_id: "tote", quantity: 1 },
      ]),
    ).toEqual([
      { productId: "p-print", quantity: 2 },
      { productId: "p-tote", quantity: 1 },
    ]);
    expect(stockToReturn(left, [])).toEqual([]);
    expect(refundItemsText(left, [{ price_id: "tote", quantity: 1 }])).toBe("1 × Tote");
  });
});
