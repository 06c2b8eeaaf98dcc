import { describe, expect, it } from "vitest";
import { countOf, datesAndEvents } from "./counts.ts";

describe("countOf", () => {
  it("prints thousands separators and the singular for one", () => {
    expect(countOf(15208, "date", "dates")).toBe("15,208 dates");
    expect(countOf(1, "venue", "venues")).toBe("1 venue");
    expect(countOf(0, "venue", "venues")).toBe("0 venues");
  });
});

describe("datesAndEvents", () => {
  it("names both counts when an event has several dates", () => {
    expect(datesAndEvents(46, 39)).toBe("46 dates · 39 events");
    expect(datesAndEvents(1204, 1)).toBe("1,204 dates · 1 event");
  });

  it("says one number when dates and events are as many", () => {
    expect(datesAndEvents(12, 12)).toBe("12 events");
    expect(datesAndEvents(1, 1)).toBe("1 event");
  });
});
