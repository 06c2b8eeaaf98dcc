import { describe, expect, it } from "vitest";
import { venueSchema, venueUpdateSchema } from "./calendar.ts";
import { productUpdateSchema, shippingRateUpdateSchema } from "./shop.ts";

describe("partialUpdate", () => {
  it("leaves out what was not sent instead of filling the create schema's defaults", () => {
    expect(venueSchema.parse({ name: "Walker" })).toMatchObject({ is_premium: false, links: [] });
    expect(venueUpdateSchema.parse({ summary: "New words" })).toEqual({ summary: "New words" });
    expect(productUpdateSchema.parse({ name: "Tote" })).toEqual({ name: "Tote" });
  });

  it("leaves out a defaulted field whose value is then transformed (a rate's countries)", () => {
    // Before, a new amount alone stored countries: [] — the rate for every other country.
    expect(shippingRateUpdateSchema.parse({ amount: 1200, version: 1 })).toEqual({
      amount: 1200,
      version: 1,
    });
    expect(shippingRateUpdateSchema.parse({ countries: ["US", "CA", "US"] })).toEqual({
      countries: ["US", "CA"],
    });
  });

  it("still checks what was sent, and refuses unknown fields", () => {
    expect(venueUpdateSchema.safeParse({ is_premium: "yes" }).success).toBe(false);
    expect(venueUpdateSchema.safeParse({ colour: "red" }).success).toBe(false);
    expect(venueUpdateSchema.parse({ version: 3, is_closed: true })).toEqual({
      version: 3,
      is_closed: true,
    });
  });
});
