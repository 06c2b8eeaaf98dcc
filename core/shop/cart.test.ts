import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartBought,
  cartCount,
  cartFromCookieHeader,
  MAX_CART_LINES,
  parseCart,
  serializeCart,
  setQuantity,
} from "./cart.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("the cart cookie", () => {
  it("round-trips its items", () => {
    const items = [
      { price_id: A, quantity: 2 },
      { price_id: B, quantity: 1 },
    ];
    expect(parseCart(serializeCart(items))).toEqual(items);
    expect(cartFromCookieHeader(`theme=dark; cart=${serializeCart(items)}; x=1`)).toEqual(items);
  });

  it("drops junk, joins repeats and keeps quantities in range", () => {
    expect(parseCart(`${A}:2|nope:3|${B}:0|${B}:x|${A}:30`)).toEqual([
      { price_id: A, quantity: 20 },
    ]);
    expect(parseCart("%E0%A4%A")).toEqual([]);
    expect(parseCart(undefined)).toEqual([]);
  });
});

describe("changing the cart", () => {
  it("adds, sets and removes", () => {
    let items = addToCart([], A, 2);
    items = addToCart(items, A, 1);
    items = addToCart(items, B, 1);
    expect(items).toEqual([
      { price_id: A, quantity: 3 },
      { price_id: B, quantity: 1 },
    ]);
    expect(cartCount(items)).toBe(4);
    expect(setQuantity(items, A, 1)[0]?.quantity).toBe(1);
    expect(setQuantity(items, A, 0)).toEqual([{ price_id: B, quantity: 1 }]);
  });

  it("keeps to one checkout's limits", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      price_id: `${String(i).padStart(8, "0")}-1111-4111-8111-111111111111`,
      quantity: 1,
    }));
    expect(addToCart(full, A, 1)).toHaveLength(MAX_CART_LINES);
    expect(addToCart([{ price_id: A, quantity: 19 }], A, 5)[0]?.quantity).toBe(20);
  });
});

describe("cartBought", () => {
  it("is true when a paid order holds every item of the cart as it is", () => {
    const items = [
      { price_id: A, quantity: 2 },
      { price_id: B, quantity: 1 },
    ];
    expect(
      cartBought(items, [
        { price_id: A, quantity: 2 },
        { price_id: B, quantity: 1 },
      ]),
    ).toBe(true);
    expect(cartBought(items, [{ price_id: A, quantity: 2 }])).toBe(false);
    expect(cartBought([], [{ price_id: A, quantity: 2 }])).toBe(false);
  });
});
