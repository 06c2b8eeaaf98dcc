import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS, dateLabel, onePerEvent, venueDisplayName } from "./cards.ts";

describe("dateLabel", () => {
  it("uses the date's own label, trimmed", () => {
    expect(dateLabel({ label: " Opening Reception ", category: "reception" })).toBe(
      "Opening Reception",
    );
  });

  it("falls back to the category's name when there is no label or it is blank", () => {
    expect(dateLabel({ label: null, category: "ongoing" })).toBe(CATEGORY_LABELS.ongoing);
    expect(dateLabel({ label: "   ", category: "artist_talk" })).toBe(CATEGORY_LABELS.artist_talk);
    expect(dateLabel({ label: "", category: "class" })).toBe(CATEGORY_LABELS.class);
  });

  it("has a name for every category and a generic one for unknown categories", () => {
    for (const category of [
      "reception",
      "ongoing",
      "performance",
      "class",
      "artist_talk",
      "sale",
      "hours",
    ]) {
      expect(dateLabel({ label: null, category })).toBeTruthy();
    }
    expect(dateLabel({ label: null, category: "gala" })).toBe("Event");
  });
});

describe("venueDisplayName", () => {
  const venue = { name: "Soo Visual Arts Center", nickname: null, multiple_locations_label: null };

  it("prefers the multiple-locations label, then the nickname, then the name", () => {
    expect(
      venueDisplayName({
        ...venue,
        nickname: "SooVAC",
        multiple_locations_label: "Various Locations",
      }),
    ).toBe("Various Locations");
    expect(venueDisplayName({ ...venue, nickname: " SooVAC " })).toBe("SooVAC");
    expect(venueDisplayName(venue)).toBe("Soo Visual Arts Center");
  });

  it("ignores blank labels and nicknames", () => {
    expect(venueDisplayName({ ...venue, nickname: "  ", multiple_locations_label: " " })).toBe(
      "Soo Visual Arts Center",
    );
  });
});

describe("onePerEvent", () => {
  const row = (id: string, event: string) => ({ id, event: { id: event } });

  it("keeps the first row of each event, in order", () => {
    const rows = [row("1", "a"), row("2", "b"), row("3", "a"), row("4", "c"), row("5", "b")];
    expect(onePerEvent(rows).map((r) => r.id)).toEqual(["1", "2", "4"]);
    expect(rows).toHaveLength(5);
  });

  it("returns an empty list for no rows", () => {
    expect(onePerEvent([])).toEqual([]);
  });
});
