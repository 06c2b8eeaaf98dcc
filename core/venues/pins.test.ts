import { describe, expect, it } from "vitest";
import { type PinVenue, packPins, unpackPins } from "./pins.ts";

const venue = (over: Partial<PinVenue>): PinVenue => ({
  id: "walker-art-center",
  name: "Walker Art Center",
  nickname: "The Walker",
  slug: "walker-art-center",
  type: "museum",
  is_premium: true,
  geo: { lat: 44.968, lon: -93.288 },
  address: "725 Vineland Pl",
  city: { name: "Minneapolis", slug: "minneapolis" },
  ...over,
});

describe("the venue map's packed pins", () => {
  it("unpack into the venues they were packed from, each known by its slug", () => {
    const venues = [
      venue({}),
      venue({ id: "b", slug: "b", name: 'Quote "and" comma, gallery', is_premium: false }),
      venue({ id: "c", slug: "c", geo: null, address: null, nickname: null, city: null }),
      venue({ id: "d", slug: "d", city: { name: "St. Paul", slug: "st-paul" } }),
    ];
    expect(unpackPins(packPins(venues))).toEqual(venues);
    const withUuid = venue({ id: "7b0c5a52-0000-4000-8000-000000000001" });
    expect(unpackPins(packPins([withUuid]))[0]?.id).toBe("walker-art-center");
  });

  it("name each city once", () => {
    const packed = packPins([venue({ id: "a" }), venue({ id: "b" }), venue({ id: "c" })]);
    expect(packed.cities).toEqual([{ name: "Minneapolis", slug: "minneapolis" }]);
  });

  it("are much smaller than the venues as objects", () => {
    const venues = Array.from({ length: 500 }, (_, i) =>
      venue({ id: `id-${i}`, slug: `gallery-${i}`, name: `Gallery ${i}` }),
    );
    const packed = JSON.stringify(packPins(venues));
    expect(packed.length).toBeLessThan(JSON.stringify(venues).length * 0.6);
  });
});
