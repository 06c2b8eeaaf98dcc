import { describe, expect, it } from "vitest";
import { distanceMetres, formatDistance, sortByDistance } from "./distance.ts";

const walker = { lat: 44.9681, lon: -93.2886 };
const mia = { lat: 44.9586, lon: -93.2742 };
const mmaa = { lat: 44.947, lon: -93.091 }; // St. Paul

describe("distanceMetres", () => {
  it("is zero from a point to itself", () => {
    expect(distanceMetres(walker, walker)).toBe(0);
  });

  it("matches known distances", () => {
    // One degree of latitude is about 111.2 km everywhere.
    expect(distanceMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
    // The Walker to Mia is about 1.5 km; Minneapolis to St. Paul's museum about 16 km.
    expect(distanceMetres(walker, mia)).toBeGreaterThan(1_400);
    expect(distanceMetres(walker, mia)).toBeLessThan(1_600);
    expect(distanceMetres(walker, mmaa) / 1000).toBeCloseTo(15.7, 0);
  });

  it("is symmetric and finite for antipodes", () => {
    expect(distanceMetres(walker, mia)).toBeCloseTo(distanceMetres(mia, walker), 6);
    const far = distanceMetres({ lat: 0, lon: 0 }, { lat: 0, lon: 180 });
    expect(far).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe("sortByDistance", () => {
  const venues = [
    { name: "St. Paul", at: mmaa },
    { name: "nowhere", at: null },
    { name: "Mia", at: mia },
    { name: "Walker", at: walker },
    { name: "also nowhere", at: null },
  ];

  it("puts the nearest first and the unplaced last, in their order", () => {
    const sorted = sortByDistance(venues, { lat: 44.967, lon: -93.289 }, (v) => v.at);
    expect(sorted.map((s) => s.item.name)).toEqual([
      "Walker",
      "Mia",
      "St. Paul",
      "nowhere",
      "also nowhere",
    ]);
    expect(sorted[0]!.metres).toBeLessThan(200);
    expect(sorted[3]!.metres).toBeNull();
  });

  it("keeps the given order for equal distances", () => {
    const twins = [
      { name: "a", at: mia },
      { name: "b", at: mia },
    ];
    expect(sortByDistance(twins, walker, (v) => v.at).map((s) => s.item.name)).toEqual(["a", "b"]);
  });
});

describe("formatDistance", () => {
  it("says feet close by and miles further out", () => {
    expect(formatDistance(50)).toBe("160 ft");
    expect(formatDistance(1_500)).toBe("0.9 mi");
    expect(formatDistance(15_700)).toBe("9.8 mi");
    expect(formatDistance(40_000)).toBe("25 mi");
  });
});
