import { describe, expect, it } from "vitest";
import { diffFields, pickFields, valuesToRevert } from "./diff.ts";

describe("diffFields", () => {
  it("lists only the fields whose values changed, with both values", () => {
    expect(
      diffFields(
        { name: "Old", summary: "Same", tags: ["a", "b"] },
        { name: "New", summary: "Same", tags: ["a", "c"] },
      ),
    ).toEqual([
      { field: "name", before: "Old", after: "New" },
      { field: "tags", before: ["a", "b"], after: ["a", "c"] },
    ]);
  });

  it("ignores key order inside objects and treats missing as null", () => {
    expect(diffFields({ geo: { lat: 1, lon: 2 }, url: null }, { geo: { lon: 2, lat: 1 } })).toEqual(
      [],
    );
  });

  it("a create or delete changes every non-null field", () => {
    expect(diffFields(null, { name: "A", summary: null })).toEqual([
      { field: "name", before: null, after: "A" },
    ]);
    expect(diffFields({ name: "A" }, null)).toEqual([{ field: "name", before: "A", after: null }]);
  });
});

describe("valuesToRevert", () => {
  const history = [
    { changes: [{ field: "name", before: "v0", after: "v1" }] },
    {
      changes: [
        { field: "name", before: "v1", after: "v2" },
        { field: "summary", before: null, after: "s2" },
      ],
    },
    { changes: [{ field: "name", before: "v2", after: "v3" }] },
  ];

  it("sets each field a later revision changed back to its value at the target", () => {
    expect(valuesToRevert(history, 0)).toEqual({ name: "v1", summary: null });
    expect(valuesToRevert(history, 1)).toEqual({ name: "v2" });
  });

  it("reverting to the latest revision changes nothing", () => {
    expect(valuesToRevert(history, 2)).toEqual({});
  });
});

describe("pickFields", () => {
  it("keeps only the named fields the record has", () => {
    expect(pickFields({ a: 1, b: 2, id: "x" }, ["a", "c"])).toEqual({ a: 1 });
  });
});
