import { describe, expect, it } from "vitest";
import { addressLines, addressSchema } from "./address.ts";

const home = {
  name: "Ada Buyer",
  line1: "100 Hennepin Ave",
  city: "Minneapolis",
  state: "mn",
  postal_code: "55401",
  country: "us",
};

describe("addressSchema", () => {
  it("takes a US address, its state and country in capitals", () => {
    expect(addressSchema.parse(home)).toEqual({
      name: "Ada Buyer",
      line1: "100 Hennepin Ave",
      line2: null,
      city: "Minneapolis",
      state: "MN",
      postal_code: "55401",
      country: "US",
    });
  });

  it("names each field that is wrong", () => {
    const r = addressSchema.safeParse({ ...home, name: " ", state: "ZZ", postal_code: "5540" });
    expect(r.success).toBe(false);
    const fields = r.error?.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["name", "state", "postal_code"]));
  });

  it("checks Canada's postal codes, and takes other countries' as they are", () => {
    const ca = { ...home, country: "CA", state: "ON", postal_code: "k1a0b1" };
    expect(addressSchema.parse(ca).postal_code).toBe("K1A0B1");
    expect(addressSchema.safeParse({ ...ca, postal_code: "12345" }).success).toBe(false);
    const fr = { ...home, country: "FR", state: "", postal_code: "75001" };
    expect(addressSchema.parse(fr)).toMatchObject({ country: "FR", state: null });
  });

  it("refuses a country we cannot ship to and fields it does not know", () => {
    expect(addressSchema.safeParse({ ...home, country: "KP" }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, phone: "1" }).success).toBe(false);
  });
});

describe("addressLines", () => {
  it("writes the address as a label", () => {
    expect(addressLines(addressSchema.parse(home))).toEqual([
      "Ada Buyer",
      "100 Hennepin Ave",
      "Minneapolis, MN 55401",
      "United States",
    ]);
  });
});
