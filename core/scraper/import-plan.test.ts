import { describe, expect, it } from "vitest";
import { dateRowFor } from "./event-date-row.ts";
import { looseKey, matchVenue } from "./venue-match.ts";

describe("dateRowFor: an imported event's first date row", () => {
  it("is null without a start", () => {
    expect(dateRowFor({ type: "Event", start: null, end: null })).toBeNull();
  });

  it("makes an exhibition run of date-only dates, last day included (Chicago midnights)", () => {
    expect(dateRowFor({ type: "ExhibitionEvent", start: "2026-10-24", end: "2026-11-07" })).toEqual(
      {
        category: "ongoing",
        // CDT at the start, CST after the November 1st change.
        start: "2026-10-24T05:00:00Z",
        end: "2026-11-08T06:00:00Z",
      },
    );
  });

  it("makes a run of a timed event longer than a day; a midnight end closes the day before", () => {
    expect(
      dateRowFor({
        type: "VisualArtsEvent",
        start: "2026-11-14T10:00:00-06:00",
        end: "2026-12-01T00:00:00-06:00",
      }),
    ).toEqual({ category: "ongoing", start: "2026-11-14T06:00:00Z", end: "2026-12-01T06:00:00Z" });
  });

  it("gives an exhibition without an end the usual six-week run", () => {
    const row = dateRowFor({
      type: "ExhibitionEvent",
      start: "2026-11-14T12:00:00-06:00",
      end: null,
    });
    expect(row).toEqual({
      category: "ongoing",
      start: "2026-11-14T06:00:00Z",
      end: "2026-12-26T06:00:00Z",
    });
  });

  it("keeps a timed evening as a reception at its own instants", () => {
    expect(
      dateRowFor({
        type: "Event",
        start: "2026-11-21T18:00:00-06:00",
        end: "2026-11-21T21:30:00-06:00",
      }),
    ).toEqual({
      category: "reception",
      start: "2026-11-22T00:00:00Z",
      end: "2026-11-22T03:30:00Z",
    });
  });

  it("picks the category from the schema.org type, and a default length without an end", () => {
    expect(
      dateRowFor({ type: "MusicEvent", start: "2026-07-10T19:30:00-05:00", end: null }),
    ).toEqual({
      category: "performance",
      start: "2026-07-11T00:30:00Z",
      end: "2026-07-11T02:30:00Z",
    });
    expect(dateRowFor({ type: "SaleEvent", start: "2026-12-05", end: null })).toEqual({
      category: "sale",
      start: "2026-12-05T16:00:00Z",
      end: "2026-12-05T23:00:00Z",
    });
    expect(
      dateRowFor({
        type: "EducationEvent",
        start: "2026-12-05T23:00:00Z",
        end: "2026-12-05T22:00:00Z",
      }),
    ).toMatchObject({ category: "class", end: "2026-12-06T02:00:00Z" });
  });
});

describe("matchVenue", () => {
  const venues = [
    { id: "walker", name: "Walker Art Center", address: "725 Vineland Place" },
    { id: "nkb", name: "Northrup King Building", address: "1500 Jackson St NE" },
    { id: "cafe", name: "Café Über & Co.", address: null },
    { id: "mia", name: "Minneapolis Institute of Art", nickname: "Mia", address: "2400 3rd Ave S" },
    { id: "hub-2", name: "Art Hub", address: "10 Second Street North" },
  ];
  const at = (name: string | null, street: string | null = null) => ({
    name,
    street,
    address: street,
  });

  it("compares loosely", () => {
    expect(looseKey("  725 Vineland PLACE. ")).toBe("725 vineland pl");
    expect(looseKey("Café Über & Co.")).toBe("cafe uber and co");
    expect(looseKey("10 Second Street North")).toBe("10 2nd st n");
  });

  it("matches by name and street address", () => {
    expect(matchVenue(at("walker art  center", "725 Vineland Pl"), venues)?.id).toBe("walker");
    expect(matchVenue(at("MIA", "2400 Third Ave S"), venues)?.id).toBe("mia");
    expect(matchVenue(at("Mia", "2400 3rd Avenue South"), venues)?.id).toBe("mia");
  });

  it("matches by name when either side has no street address", () => {
    expect(matchVenue(at("Northrup King Building"), venues)?.id).toBe("nkb");
    expect(matchVenue(at("Cafe Uber and Co", "5 Main St"), venues)?.id).toBe("cafe");
  });

  it("does not match the same name at another address, or another name", () => {
    expect(matchVenue(at("Art Hub", "99 Elsewhere Rd"), venues)).toBeNull();
    expect(matchVenue(at("Walker Gallery", "725 Vineland Place"), venues)).toBeNull();
  });

  it("matches a location with only an address by its street", () => {
    expect(
      matchVenue(
        { name: null, street: null, address: "1500 Jackson Street NE, Minneapolis" },
        venues,
      )?.id,
    ).toBe("nkb");
    expect(matchVenue(at(null), venues)).toBeNull();
  });
});
