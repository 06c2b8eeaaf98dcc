import { describe, expect, it } from "vitest";
import { parseVenueFilters, venueChips, venueFieldsSearch, venueSearch } from "./filters.ts";

describe("venueSearch", () => {
  it("holds only the filters that are set", () => {
    expect(venueSearch({ q: null, type: null, city: null, page: 0 })).toBe("");
    expect(venueSearch({ q: null, type: "gallery", city: null, page: 0 })).toBe("?type=gallery");
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
    const chips = venueChips(
      { q: "walker", type: "gallery", city: "minneapolis", page: 2 },
      (slug) => (slug === "minneapolis" ? "Minneapolis" : undefined),
    );
    expect(chips.map((c) => [c.label, c.search])).toEqual([
      ["Name: “walker”", "?type=gallery&city=minneapolis"],
      ["Type: Galleries", "?q=walker&city=minneapolis"],
      ["City: Minneapolis", "?q=walker&type=gallery"],
    ]);
  });
});

describe("the directory's pages", () => {
  it("reads ?page= from 0, leaving out what is no page", () => {
    const page = (q: string) => parseVenueFilters(new URLSearchParams(q)).page;
    expect(page("")).toBe(0);
    expect(page("page=3")).toBe(3);
    expect(page("page=-2")).toBe(0);
    expect(page("page=abc")).toBe(0);
    expect(page("page=99999")).toBe(99);
  });

  it("keeps the filters in a page's address, and a changed filter starts again at the first page", () => {
    const f = parseVenueFilters(new URLSearchParams("type=gallery&city=minneapolis&page=2"));
    expect(venueSearch(f, { page: 3 })).toBe("?type=gallery&city=minneapolis&page=3");
    expect(venueSearch(f, { page: 0 })).toBe("?type=gallery&city=minneapolis");
    expect(venueSearch(f, { city: null })).toBe("?type=gallery");
  });

  it("leaves out a type it does not know", () => {
    expect(parseVenueFilters(new URLSearchParams("type=spaceship")).type).toBeNull();
  });
});
