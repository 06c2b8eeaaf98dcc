import { describe, expect, it } from "vitest";
import { admissionLine } from "./admission.ts";

describe("admissionLine", () => {
  it("says free, the price line, or that admission is paid", () => {
    expect(admissionLine({ admission: "free" })).toBe("Free");
    expect(admissionLine({ admission: "free", price_text: "Suggested donation $5" })).toBe(
      "Free · Suggested donation $5",
    );
    expect(admissionLine({ admission: "paid", price_text: "$10, students $5" })).toBe(
      "$10, students $5",
    );
    expect(admissionLine({ admission: "paid", price_text: " " })).toBe("Paid admission");
  });

  it("says nothing when nothing is known, and only the editor's words otherwise", () => {
    expect(admissionLine({ admission: "unknown" })).toBeNull();
    expect(admissionLine({})).toBeNull();
    expect(admissionLine({ admission: "unknown", price_text: "$12" })).toBe("$12");
  });
});

describe("admissionLine: pay what you can and suggested donation", () => {
  it("names the kind and adds the price line", () => {
    expect(admissionLine({ admission: "pay_what_you_can" })).toBe("Pay what you can");
    expect(admissionLine({ admission: "pay_what_you_can", price_text: "$5–$20" })).toBe(
      "Pay what you can · $5–$20",
    );
    expect(admissionLine({ admission: "donation", price_text: "$10" })).toBe(
      "Suggested donation · $10",
    );
  });
});
