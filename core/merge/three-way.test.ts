import { describe, expect, it } from "vitest";
import { applyChoices, mergeByField, sameValue } from "./three-way.ts";

const fields = ["name", "summary", "geo", "sort_order"];
const base: Record<string, unknown> = {
  name: "Duluth",
  summary: "",
  geo: { lat: 46.78, lon: -92.1 },
  sort_order: 3,
};

describe("mergeByField", () => {
  it("takes each side's change when they changed different fields", () => {
    const theirs = { ...base, name: "Duluth, MN" };
    const yours = { ...base, summary: "On the lake." };
    const r = mergeByField(fields, base, theirs, yours);
    expect(r.merged).toEqual({ ...base, name: "Duluth, MN", summary: "On the lake." });
    expect(r.conflicts).toEqual([]);
    expect(r.fields.map((f) => f.outcome)).toEqual(["theirs", "yours", "unchanged", "unchanged"]);
  });

  it("reports a field both changed differently and keeps yours until chosen", () => {
    const theirs = { ...base, sort_order: 1 };
    const yours = { ...base, sort_order: 9 };
    const r = mergeByField(fields, base, theirs, yours);
    expect(r.conflicts).toEqual(["sort_order"]);
    expect(r.merged.sort_order).toBe(9);
  });

  it("agrees when both made the same change, nested values included", () => {
    const moved = { lat: 46.79, lon: -92.1 };
    const r = mergeByField(
      fields,
      base,
      { ...base, geo: { ...moved } },
      { ...base, geo: { ...moved } },
    );
    expect(r.fields.find((f) => f.field === "geo")?.outcome).toBe("same");
    expect(r.conflicts).toEqual([]);
  });

  it("sees a change to null as a change", () => {
    const r = mergeByField(fields, base, { ...base, geo: null }, base);
    expect(r.merged.geo).toBeNull();
  });
});

describe("applyChoices", () => {
  it("takes the chosen side per field, over the automatic result", () => {
    const theirs = { ...base, name: "Duluth, MN", sort_order: 1 };
    const yours = { ...base, summary: "On the lake.", sort_order: 9 };
    const r = mergeByField(fields, base, theirs, yours);
    const saved = applyChoices(r, theirs, yours, { sort_order: "theirs", name: "yours" });
    expect(saved).toEqual({ ...base, name: "Duluth", summary: "On the lake.", sort_order: 1 });
  });
});

describe("sameValue", () => {
  it("compares arrays and objects by content", () => {
    expect(sameValue([1, { a: "x" }], [1, { a: "x" }])).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue("", null)).toBe(false);
  });
});
