import { describe, expect, it } from "vitest";
import { parseFollow } from "./follows.ts";

describe("parseFollow", () => {
  it("takes venues and cities by id, categories by key and tags as events store them", () => {
    const id = "0b7b1d9e-6a59-4b57-9f55-3d4c7f7d7a11";
    expect(parseFollow("venue", id)).toEqual({ ok: true, kind: "venue", target: id });
    expect(parseFollow("city", id)).toEqual({ ok: true, kind: "city", target: id });
    expect(parseFollow("category", "class")).toEqual({
      ok: true,
      kind: "category",
      target: "class",
    });
    expect(parseFollow("tag", "  Printmaking ")).toEqual({
      ok: true,
      kind: "tag",
      target: "printmaking",
    });
  });

  it("refuses unknown kinds, bad ids, unknown categories and over-long or blank tags", () => {
    expect(parseFollow("artist", "x")).toMatchObject({ ok: false, field: "kind" });
    expect(parseFollow("venue", "not-an-id")).toMatchObject({ ok: false, field: "target" });
    expect(parseFollow("category", "party")).toMatchObject({ ok: false, field: "target" });
    expect(parseFollow("tag", "   ")).toMatchObject({ ok: false, field: "target" });
    expect(parseFollow("tag", "x".repeat(41))).toMatchObject({ ok: false, field: "target" });
  });
});
