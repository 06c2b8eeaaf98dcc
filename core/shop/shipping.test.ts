import { describe, expect, it } from "vitest";
import { pickRate, ratesFor, type ShippingRateRule, shipsTo } from "./shipping.ts";

const rate = (over: Partial<ShippingRateRule> & { id: string }): ShippingRateRule => ({
  name: over.id,
  countries: [],
  amount: 800,
  free_above: null,
  is_active: true,
  sort_order: 0,
  ...over,
});

const RATES = [
  rate({ id: "us", name: "US standard", countries: ["US"], amount: 800, free_above: 15000 }),
  rate({ id: "us-express", name: "US express", countries: ["US"], amount: 2000, sort_order: 1 }),
  rate({ id: "ca", name: "Canada", countries: ["CA"], amount: 1500 }),
  rate({ id: "world", name: "International", countries: [], amount: 2500 }),
  rate({ id: "old", name: "Old US", countries: ["US"], amount: 100, is_active: false }),
];

describe("ratesFor", () => {
  it("offers the rates naming the country, cheapest first, and not the switched-off ones", () => {
    expect(ratesFor(RATES, "US", 4500)).toEqual([
      { id: "us", name: "US standard", amount: 800, free: false },
      { id: "us-express", name: "US express", amount: 2000, free: false },
    ]);
  });

  it("makes a rate free once the goods reach its amount, and not a cent before", () => {
    expect(ratesFor(RATES, "US", 14999)[0]).toMatchObject({ id: "us", amount: 800, free: false });
    expect(ratesFor(RATES, "US", 15000)[0]).toMatchObject({ id: "us", amount: 0, free: true });
  });

  it("sends a country no rate names to the rates naming none", () => {
    expect(ratesFor(RATES, "FR", 4500).map((o) => o.id)).toEqual(["world"]);
    expect(ratesFor(RATES, "CA", 4500).map((o) => o.id)).toEqual(["ca"]);
  });

  it("offers nothing where no rate reaches", () => {
    const usOnly = RATES.filter((r) => r.id !== "world");
    expect(ratesFor(usOnly, "FR", 4500)).toEqual([]);
    expect(shipsTo(usOnly, "FR")).toBe(false);
    expect(shipsTo(usOnly, "US")).toBe(true);
  });
});

describe("pickRate", () => {
  it("takes the chosen rate when it applies, else the cheapest", () => {
    expect(pickRate(RATES, "US", 4500, "us-express")?.amount).toBe(2000);
    expect(pickRate(RATES, "US", 4500)?.id).toBe("us");
    expect(pickRate(RATES, "US", 20000)?.amount).toBe(0);
  });

  it("refuses a chosen rate of another country, and a country nobody ships to", () => {
    expect(pickRate(RATES, "FR", 4500, "us")).toBeNull();
    expect(pickRate([], "US", 4500)).toBeNull();
  });
});
