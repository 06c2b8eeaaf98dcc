import { describe, expect, it } from "vitest";
import {
  filterChips,
  hasListingFilters,
  type ListingFilters,
  listingSearch,
  parseListingFilters,
  withoutEmptyParams,
} from "./filters.ts";

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

const none: ListingFilters = {
  categories: [],
  city: null,
  venueTypes: [],
  tags: [],
  q: null,
  free: false,
  access: [],
  page: 0,
};

describe("parseListingFilters", () => {
  it("gives no filters and page 0 for an empty query", () => {
    expect(parse("")).toEqual(none);
  });

  it("reads repeated parameters and comma lists alike, lowercased and without duplicates", () => {
    const f = parse(
      "category=Reception,class&category=CLASS&category=sale&venue_type=Gallery,%20studios%20,&tag=Prints&tag=prints,clay",
    );
    expect(f.categories).toEqual(["reception", "class", "sale"]);
    expect(f.venueTypes).toEqual(["gallery", "studios"]);
    expect(f.tags).toEqual(["prints", "clay"]);
  });

  it("drops empty list items", () => {
    expect(parse("category=,,&tag=%20").categories).toEqual([]);
    expect(parse("category=,,&tag=%20").tags).toEqual([]);
  });

  it("lowercases and trims the city slug; a blank one is no city", () => {
    expect(parse("city=%20Minneapolis%20").city).toBe("minneapolis");
    expect(parse("city=%20%20").city).toBeNull();
  });

  it("trims the search text and keeps at most 200 characters of it", () => {
    expect(parse("q=%20%20clay%20pots%20").q).toBe("clay pots");
    expect(parse("q=%20%20").q).toBeNull();
    const long = parse(`q=${"a".repeat(300)}`).q;
    expect(long).toBe("a".repeat(200));
  });

  it.each([
    ["page=3", 3],
    ["page=0", 0],
    ["page=-2", 0],
    ["page=abc", 0],
    ["page=", 0],
    ["page=NaN", 0],
    ["page=Infinity", 0],
    ["page=99999999", 99],
    ["", 0],
  ])("%s → page %i", (search, page) => {
    expect(parse(search).page).toBe(page);
  });
});

describe("listingSearch", () => {
  it("is empty when there are no filters", () => {
    expect(listingSearch(none)).toBe("");
  });

  it("writes every filter, lists comma-joined", () => {
    const f: ListingFilters = {
      categories: ["reception", "class"],
      city: "minneapolis",
      venueTypes: ["gallery"],
      tags: ["prints", "clay"],
      q: "open studio",
      free: true,
      access: ["step_free", "asl"],
      page: 0,
    };
    const params = new URLSearchParams(listingSearch(f));
    expect(params.get("category")).toBe("reception,class");
    expect(params.get("city")).toBe("minneapolis");
    expect(params.get("venue_type")).toBe("gallery");
    expect(params.get("tag")).toBe("prints,clay");
    expect(params.get("q")).toBe("open studio");
    expect(params.get("free")).toBe("1");
    expect(params.get("access")).toBe("step_free,asl");
    expect(params.has("page")).toBe(false);
  });

  it("round-trips through parseListingFilters", () => {
    const f: ListingFilters = {
      categories: ["sale"],
      city: "st-paul",
      venueTypes: ["studios", "business"],
      tags: ["holiday"],
      q: "mugs & bowls",
      free: true,
      access: ["accessible_restroom", "captions"],
      page: 0,
    };
    expect(parse(listingSearch(f))).toEqual(f);
    expect(parse(listingSearch(f, { page: 4 }))).toEqual({ ...f, page: 4 });
  });

  it("resets the page when a filter changes, and keeps a page asked for", () => {
    const f = { ...none, city: "minneapolis", page: 3 };
    expect(listingSearch(f, { city: "st-paul" })).toBe("?city=st-paul");
    expect(listingSearch(f)).toBe("?city=minneapolis");
    expect(listingSearch(f, { page: 2 })).toBe("?city=minneapolis&page=2");
    expect(listingSearch(none, { page: 1 })).toBe("?page=1");
  });

  it("removes a filter set to empty", () => {
    const f = { ...none, categories: ["class"], q: "clay" };
    expect(listingSearch(f, { categories: [] })).toBe("?q=clay");
    expect(listingSearch(f, { categories: [], q: null })).toBe("");
  });
});

describe("hasListingFilters", () => {
  it("is false with no filters, even on a later page", () => {
    expect(hasListingFilters(none)).toBe(false);
    expect(hasListingFilters({ ...none, page: 5 })).toBe(false);
  });

  it.each<[string, Partial<ListingFilters>]>([
    ["categories", { categories: ["class"] }],
    ["city", { city: "minneapolis" }],
    ["venue types", { venueTypes: ["gallery"] }],
    ["tags", { tags: ["prints"] }],
    ["search text", { q: "clay" }],
  ])("is true with %s", (_name, change) => {
    expect(hasListingFilters({ ...none, ...change })).toBe(true);
  });
});

describe("withoutEmptyParams", () => {
  it("drops the empty fields a GET form sends, keeping the rest in order", () => {
    expect(withoutEmptyParams(new URLSearchParams("q=&category=printmaking&city="))).toBe(
      "?category=printmaking",
    );
    expect(withoutEmptyParams(new URLSearchParams("q=%20&venue_type="))).toBe("");
  });

  it("says null when nothing is empty", () => {
    expect(withoutEmptyParams(new URLSearchParams("category=class&q=clay"))).toBeNull();
    expect(withoutEmptyParams(new URLSearchParams(""))).toBeNull();
  });
});

describe("filterChips", () => {
  it("gives one chip per set filter, each linking to the listing without it", () => {
    const f: ListingFilters = {
      ...none,
      q: "clay",
      categories: ["class", "sale"],
      city: "minneapolis",
      venueTypes: ["gallery"],
      tags: ["prints"],
      page: 3,
    };
    const chips = filterChips(f, {
      category: (c) => (c === "class" ? "Class" : undefined),
      city: () => "Minneapolis",
      venueType: () => "Galleries",
    });
    expect(chips.map((c) => c.label)).toEqual([
      "Search: “clay”",
      "Category: Class",
      "Category: sale",
      "City: Minneapolis",
      "Venue type: Galleries",
      "Tag: prints",
    ]);
    for (const chip of chips) {
      const left = parse(chip.search);
      expect(left.page).toBe(0);
      expect(chip.search).not.toMatch(/=(&|$)/);
    }
    expect(parse(chips[3]!.search)).toEqual({ ...f, city: null, page: 0 });
    expect(parse(chips[1]!.search).categories).toEqual(["sale"]);
  });

  it("gives no chips without filters", () => {
    expect(filterChips(none)).toEqual([]);
  });
});

describe("price and access facets", () => {
  it("reads free from a checkbox or the API's word, and access as repeated or comma lists in catalogue order", () => {
    expect(parse("free=1").free).toBe(true);
    expect(parse("free=true").free).toBe(true);
    expect(parse("free=0").free).toBe(false);
    expect(parse("").free).toBe(false);
    expect(parse("access=asl&access=step_free").access).toEqual(["step_free", "asl"]);
    expect(parse("access=ASL,step_free,asl").access).toEqual(["step_free", "asl"]);
    // Unknown keys are kept after the known ones: the page leaves them out, a feed refuses them.
    expect(parse("access=ramp,captions").access).toEqual(["captions", "ramp"]);
  });

  it("counts as a filter and makes a removable chip per facet", () => {
    const f = { ...none, free: true, access: ["step_free", "asl"] };
    expect(hasListingFilters(f)).toBe(true);
    const chips = filterChips(f, {
      access: (a) => (a === "asl" ? "ASL interpretation" : undefined),
    });
    expect(chips).toEqual([
      { label: "Admission: Free", search: "?access=step_free%2Casl" },
      { label: "Access: step_free", search: "?free=1&access=asl" },
      { label: "Access: ASL interpretation", search: "?free=1&access=step_free" },
    ]);
  });
});
