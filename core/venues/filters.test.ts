import { describe, expect, it } from "vitest";
import { venueChips, venueFieldsSearch, venueSearch } from "./filters.ts";

describe("venueSearch", () => {
  it("holds only the filters that are set", () => {
    expect(venueSearch({ q: null, type: null, city: null })).toBe("");
    expect(venueSearch({ q: null, type: "gallery", city: null })).toBe("?type=gallery");
  });

  it("drops the empty fields a form sends", () => {
    expect(venueFieldsSearch(new URLSearchParams("q=&type=&city=minneapolis"))).toBe(
      "?city=minneapolis",
    );
    expect(venueFieldsSearch(new URLSearchParams("q=%20%20&type=&city="))).toBe("");
  });
});

describe("venueChips", () => {
  it("gives one chip per set filter, each removing only itself", () => {
    const chips = venueChips({ q: "walker", type: "gallery", city: "minneapolis" }, (slug) =>
      slug === "minneapolis" ? "Minneapolis" : undefined,
    );
    expect(chips.map((c) => [c.label, c.search])).toEqual([
      ["Name: “walker”", "?type=gallery&city=minneapolis"],
      ["Type: Galleries", "?q=walker&city=minneapolis"],
      ["City: Minneapolis", "?q=walker&type=gallery"],
    ]);
  });
});
