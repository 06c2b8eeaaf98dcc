import { describe, expect, it } from "vitest";
import { formatMoney, lowestPrice, parseDollars, priceText } from "./shop-money.ts";

describe("formatMoney", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(formatMoney(2500)).toBe("$25.00");
    expect(formatMoney(700, "usd")).toBe("$7.00");
    expect(formatMoney(100_000)).toBe("$1,000.00");
  });
});

describe("priceText", () => {
  it("says how often a recurring price is billed", () => {
    expect(priceText({ amount: 500, currency: "usd", interval: "month" })).toBe("$5.00 a month");
    expect(priceText({ amount: 5000, currency: "usd", interval: "year" })).toBe("$50.00 a year");
    expect(priceText({ amount: 1800, currency: "usd", interval: null })).toBe("$18.00");
  });
});

describe("lowestPrice", () => {
  it("finds the cheapest, or null for none", () => {
    expect(lowestPrice([{ amount: 4000 }, { amount: 2500 }])).toEqual({ amount: 2500 });
    expect(lowestPrice([])).toBeNull();
  });
});

describe("parseDollars", () => {
  it("reads whole dollars and dollars with cents", () => {
    expect(parseDollars("7")).toBe(700);
    expect(parseDollars("7.5")).toBe(750);
    expect(parseDollars("7.50")).toBe(750);
    expect(parseDollars(" $12.05 ")).toBe(1205);
    expect(parseDollars("1,000")).toBe(100_000);
    expect(parseDollars(".99")).toBe(99);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "seven", "7.505", "-5", "1,00", "7.", "$", "1e3"]) {
      expect(parseDollars(bad), bad).toBeNull();
    }
  });
});
