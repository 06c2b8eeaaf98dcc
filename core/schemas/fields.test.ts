import { describe, expect, it } from "vitest";
import { venueSchema, venueUpdateSchema } from "./calendar.ts";
import { productUpdateSchema } from "./shop.ts";

describe("partialUpdate", () => {
  it("leaves out what was not sent instead of filling the create schema's defaults", () => {
    expect(venueSchema.parse({ name: "Walker" })).toMatchObject({ is_premium: false, links: [] });
    expect(venueUpdateSchema.parse({ summary: "New words" })).toEqual({ summary: "New words" });
    expect(productUpdateSchema.parse({ name: "Tote" })).toEqual({ name: "Tote" });
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
