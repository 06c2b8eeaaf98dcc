import { describe, expect, it } from "vitest";
import { onePrice } from "./offers.ts";

describe("onePrice", () => {
  it("reads the one amount a price line states", () => {
    expect(onePrice("$10")).toBe(10);
    expect(onePrice("10 dollars")).toBe(10);
    expect(onePrice("$12.50 at the door")).toBe(12.5);
    expect(onePrice("Tickets $1,200")).toBe(1200);
  });

  it("does not guess between amounts, floors, donations or other currencies", () => {
    for (const text of [
      "$10, students $5",
      "$10–15",
      "$10 after 7pm",
      "$10+",
      "From $10",
      "Suggested donation $5",
      "Free for members, $8 general",
      "Pay what you can",
      "€10",
      "10,5",
      "",
      null,
    ]) {
      expect(onePrice(text), String(text)).toBeNull();
    }
  });
});
