import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "../form-errors.ts";
import {
  dollarsToCents,
  formatPrice,
  productFormSchema,
  productSiteHref,
} from "../product-form-values.ts";
import { formDataToValues, recordToValues, showValue, valuesToPayload } from "./form-values.ts";
import { product } from "./product.ts";

// The product form's kinds (prices, images, stock) read back from a form
// posted without JavaScript, and go to the API as its schema takes them.

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const SAVED = "6f1c1e62-3a59-4d8a-9d55-0f5a3b0f7c11";
const IMAGE = "0b9a6c1e-6f0e-4c39-9d55-4d3f7f1c2a11";

const posted = (over: [string, string][] = []) => {
  const base = new Map<string, [string, string][]>([
    ["name", [["name", "Lake Print"]]],
    ["kind", [["kind", "product"]]],
    [
      "prices",
      [
        ["prices.0.id", SAVED],
        ["prices.0.amount", "25"],
        ["prices.0.label", "Small"],
        ["prices.0.interval", "month"],
        ["prices.0.is_active", "on"],
        ["prices.1.amount", "40.5"],
        ["prices.1.label", ""],
        ["prices.1.interval", "month"],
        // The blank row a form without JavaScript offers, left empty.
        ["prices.2.amount", ""],
        ["prices.2.label", ""],
        ["prices.2.is_active", "on"],
      ],
    ],
    ["image_ids", [["image_ids", IMAGE]]],
    [
      "stock",
      [
        ["stock", ""],
        ["stock_was", ""],
      ],
    ],
    ["is_active", [["is_active", "on"]]],
    ["sort_order", [["sort_order", "0"]]],
  ]);
  for (const [k, v] of over) base.set(k.split(".")[0]!.replace("_was", ""), [[k, v]]);
  return form([...base.values()].flat());
};

const payloadOf = (f: FormData) => valuesToPayload(product, formDataToValues(product, f));
const fieldErrors = (p: Record<string, unknown>) => {
  const r = productFormSchema.safeParse(p);
  return r.success ? [] : issuesToFieldErrors(r.error.issues);
};

describe("a product posted without JavaScript", () => {
  it("types dollars and sends cents, keeping saved prices' ids and the rows' order, dropping the blank row", () => {
    const p = payloadOf(posted()) as { prices: Record<string, unknown>[]; slug?: string };
    expect(p.slug).toBeUndefined();
    expect(p.prices).toEqual([
      expect.objectContaining({ id: SAVED, amount: 2500, sort_order: 0, is_active: true }),
      expect.objectContaining({ amount: 4050, is_active: false, sort_order: 1 }),
    ]);
    expect(p.prices[1]).not.toHaveProperty("id");
    expect(p).toMatchObject({
      image_ids: [IMAGE],
      is_active: true,
      sort_order: 0,
      kind: "product",
    });
  });

  it("sends an interval only for memberships", () => {
    const product_ = payloadOf(posted()) as { prices: { interval: unknown }[] };
    expect(product_.prices.map((p) => p.interval)).toEqual([null, null]);
    const member = payloadOf(posted([["kind", "membership"]])) as {
      prices: { interval: unknown }[];
    };
    expect(member.prices.map((p) => p.interval)).toEqual(["month", "month"]);
  });

  it("puts problems on the row and field they concern, in dollars", () => {
    const bad = payloadOf(
      form([
        ["name", "Friend"],
        ["kind", "membership"],
        ["prices.0.amount", "5"],
        ["prices.1.amount", "abc"],
        ["prices.1.interval", "year"],
        ["sort_order", "0"],
      ]),
    );
    expect(fieldErrors(bad)).toEqual([
      { field: "prices.1.amount", message: expect.stringMatching(/dollars and cents/) },
      { field: "prices.0.interval", message: "A membership price is monthly or yearly." },
    ]);
    expect(fieldErrors(payloadOf(posted([["sort_order", "1.5"]])))).toEqual([
      { field: "sort_order", message: "Enter a whole number." },
    ]);
    expect(fieldErrors(payloadOf(posted()))).toEqual([]);
  });

  it("sends the stock as a whole number or null (no limit), with the count the form loaded", () => {
    expect(payloadOf(posted())).toMatchObject({ stock: null, stock_was: null });
    expect(payloadOf(posted([["stock", " 3 "]]))).toMatchObject({ stock: 3 });
    const edited = form([
      ["stock", "3"],
      ["stock_was", "2"],
    ]);
    expect(payloadOf(edited)).toMatchObject({ stock: 3, stock_was: 2 });
    // A new product has no count loaded: the count is set, not added.
    expect(payloadOf(form([["stock", "4"]]))).not.toHaveProperty("stock_was");
    for (const stock of ["-1", "2.5", "lots"])
      expect(fieldErrors(payloadOf(posted([["stock", stock]]))).map((e) => e.field)).toEqual([
        "stock",
      ]);
  });

  it("takes Activate / Deactivate over the checkbox", () => {
    expect(payloadOf(posted([["_set.is_active", "off"]]))).toMatchObject({ is_active: false });
    const off = form([
      ["name", "X"],
      ["_set.is_active", "on"],
    ]);
    expect(payloadOf(off)).toMatchObject({ is_active: true });
  });
});

describe("a saved product in the form", () => {
  const record = {
    id: "1c5f0a7e-2b1d-4c1a-8f7e-5d9a0c3b2e10",
    version: 2,
    name: "Lake Print",
    slug: "lake-print",
    kind: "product",
    is_active: true,
    sort_order: 3,
    image_ids: [IMAGE],
    stock: 5,
    prices: [
      {
        id: SAVED,
        amount: 2500,
        interval: null,
        label: "Small",
        provider_price_id: null,
        is_active: true,
      },
    ],
  };

  it("shows cents as dollars and remembers the stock it loaded", () => {
    const v = recordToValues(product, record);
    expect(v.prices).toEqual([
      {
        id: SAVED,
        amount: "25.00",
        label: "Small",
        interval: "",
        provider_price_id: "",
        is_active: true,
      },
    ]);
    expect(v.stock).toEqual({ count: "5", was: 5 });
    expect(valuesToPayload(product, v)).toMatchObject({ stock: 5, stock_was: 5, sort_order: 3 });
    expect(showValue(product, "prices", v.prices)).toBe("$25.00 Small");
    expect(showValue(product, "stock", v.stock)).toBe("5");
  });

  it("starts a new product with one empty price and no stock limit", () => {
    const v = recordToValues(product, null);
    expect(v.prices).toHaveLength(1);
    expect(v.stock).toEqual({ count: "" });
    expect(v.is_active).toBe(true);
  });
});

describe("prices in the back office's words", () => {
  it("formats prices and links to where the product is on the site", () => {
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("$1,250")).toBe(125_000);
    expect(dollarsToCents("12.345")).toBeNaN();
    expect(formatPrice(2500)).toBe("$25.00");
    expect(formatPrice(500, "month")).toBe("$5.00/mo");
    expect(formatPrice(5000, "year")).toBe("$50.00/yr");
    expect(productSiteHref({ kind: "product", slug: "tote" })).toBe("/shop/tote");
    expect(productSiteHref({ kind: "membership", slug: "friend" })).toBe("/membership");
    expect(productSiteHref({ kind: "tip", slug: "tip-jar" })).toBe("/tip");
  });
});
