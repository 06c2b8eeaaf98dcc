import { describe, expect, it } from "vitest";
import { groupByCity } from "./by-city.ts";

const v = (name: string, city: string | null) => ({ name, city: city ? { name: city } : null });

describe("groupByCity", () => {
  it("groups venues under their city, cities and venues A–Z, no city last", () => {
    const groups = groupByCity([
      v("Walker Art Center", "Minneapolis"),
      v("Online gallery", null),
      v("Minnesota Museum of American Art", "St. Paul"),
      v("bockley Gallery", "Minneapolis"),
      v("Edina Art Center", "Edina"),
    ]);
    expect(groups.map((g) => [g.city, g.venues.map((x) => x.name)])).toEqual([
      ["Edina", ["Edina Art Center"]],
      ["Minneapolis", ["bockley Gallery", "Walker Art Center"]],
      ["St. Paul", ["Minnesota Museum of American Art"]],
      [null, ["Online gallery"]],
    ]);
  });

  it("is empty for no venues", () => {
    expect(groupByCity([])).toEqual([]);
  });
});
