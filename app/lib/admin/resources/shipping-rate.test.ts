import { describe, expect, it } from "vitest";
import { formDataToValues, recordToValues, showValue, valuesToPayload } from "./form-values.ts";
import { shippingRate, shippingRateFormSchema } from "./shipping-rate.ts";

// Staff type a shipping rate's amounts in dollars, with or without
// JavaScript; the API keeps cents. A typo is named in dollars.

const posted = (amount: string, freeAbove: string) => {
  const f = new FormData();
  const fields: [string, string][] = [
    ["name", "US standard"],
    ["countries", "US"],
    ["amount", amount],
    ["free_above", freeAbove],
    ["is_active", "on"],
    ["sort_order", "0"],
  ];
  for (const [k, v] of fields) f.append(k, v);
  return f;
};
const payloadOf = (f: FormData) => valuesToPayload(shippingRate, formDataToValues(shippingRate, f));

describe("the shipping rate form", () => {
  it("takes dollars and sends cents; an empty free-from amount is none", () => {
    expect(payloadOf(posted("8", "75.50"))).toMatchObject({ amount: 800, free_above: 7550 });
    expect(payloadOf(posted("$1,200.05", ""))).toMatchObject({ amount: 120005, free_above: null });
  });

  it("shows saved cents as dollars", () => {
    const values = recordToValues(shippingRate, {
      id: "6f1c1e62-3a59-4d8a-9d55-0f5a3b0f7c11",
      version: 1,
      name: "Intl",
      amount: 2500,
      free_above: null,
    });
    expect(values).toMatchObject({ amount: "25.00", free_above: "" });
    expect(showValue(shippingRate, "amount", values.amount)).toBe("$25.00");
  });

  it("says in dollars what it cannot read", () => {
    const r = shippingRateFormSchema.safeParse(payloadOf(posted("eight", "")));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "amount",
      "Enter the rate in dollars and cents, e.g. 8.00.",
    ]);
  });
});
