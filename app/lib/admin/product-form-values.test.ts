import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "./form-errors.ts";
import {
  dollarsToCents,
  formatPrice,
  type ProductFormValues,
  productFormSchema,
  productPayload,
  productSiteHref,
} from "./product-form-values.ts";

const values = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: "Lake Print",
  slug: "",
  summary: "",
  description: null,
  kind: "product",
  image_ids: [],
  is_active: true,
  sort_order: "0",
  stock: "",
  ships: true,
  prices: [
    {
      id: "6f1c1e62-3a59-4d8a-9d55-0f5a3b0f7c11",
      amount: "25",
      label: "Small",
      interval: "",
      provider_price_id: "",
      is_active: true,
    },
    { amount: "40.5", label: "", interval: "month", provider_price_id: "", is_active: false },
  ],
  ...over,
});

const fieldErrors = (v: ProductFormValues) => {
  const r = productFormSchema.safeParse(productPayload(v));
  return r.success ? [] : issuesToFieldErrors(r.error.issues);
};

describe("the product editor's values", () => {
  it("types dollars and sends cents, keeping saved prices' ids and the rows' order", () => {
    const p = productPayload(values()) as { prices: Record<string, unknown>[]; slug?: string };
    expect(p.slug).toBeUndefined();
    expect(p.prices).toEqual([
      expect.objectContaining({ id: expect.any(String), amount: 2500, sort_order: 0 }),
      expect.objectContaining({ amount: 4050, is_active: false, sort_order: 1 }),
    ]);
    expect(p.prices[1]).not.toHaveProperty("id");
  });

  it("sends an interval only for memberships", () => {
    const product = productPayload(values()) as { prices: { interval: unknown }[] };
    expect(product.prices.map((p) => p.interval)).toEqual([null, null]);
    const member = productPayload(values({ kind: "membership" })) as {
      prices: { interval: unknown }[];
    };
    expect(member.prices.map((p) => p.interval)).toEqual([null, "month"]);
  });

  it("reads dollar amounts and refuses what is not one", () => {
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("$1,250")).toBe(125_000);
    expect(dollarsToCents("12.345")).toBeNaN();
    expect(dollarsToCents("twelve")).toBeNaN();
  });

  it("puts problems on the row and field they concern", () => {
    const bad = values({ kind: "membership" });
    bad.prices[1]!.amount = "abc";
    expect(fieldErrors(bad)).toEqual([
      { field: "prices.1.amount", message: expect.stringMatching(/dollars and cents/) },
      { field: "prices.0.interval", message: "A membership price is monthly or yearly." },
    ]);
    expect(fieldErrors(values({ sort_order: "1.5" }))).toEqual([
      { field: "sort_order", message: "Enter a whole number." },
    ]);
    expect(fieldErrors(values())).toEqual([]);
  });

  it("sends the stock as a whole number or null (no limit), with the count the editor loaded", () => {
    expect(productPayload(values())).toMatchObject({ stock: null });
    expect(productPayload(values({ stock: " 3 ", stock_was: 2 }))).toMatchObject({
      stock: 3,
      stock_was: 2,
    });
    expect(productPayload(values())).not.toHaveProperty("stock_was");
    for (const stock of ["-1", "2.5", "lots"])
      expect(fieldErrors(values({ stock })).map((e) => e.field)).toEqual(["stock"]);
  });

  it("formats prices and links to where the product is on the site", () => {
    expect(formatPrice(2500)).toBe("$25.00");
    expect(formatPrice(500, "month")).toBe("$5.00/mo");
    expect(formatPrice(5000, "year")).toBe("$50.00/yr");
    expect(productSiteHref({ kind: "product", slug: "tote" })).toBe("/shop/tote");
    expect(productSiteHref({ kind: "membership", slug: "friend" })).toBe("/membership");
    expect(productSiteHref({ kind: "tip", slug: "tip-jar" })).toBe("/tip");
  });
});
