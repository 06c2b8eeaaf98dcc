import { describe, expect, it } from "vitest";
import { isoWithOffset, schemaDates } from "./dates.ts";

describe("isoWithOffset", () => {
  it("writes Chicago wall-clock time with the offset in force, across the November change", () => {
    expect(isoWithOffset("2026-11-08T00:00:00.000Z")).toBe("2026-11-07T18:00:00-06:00");
    expect(isoWithOffset("2026-10-31T23:00:00.789Z")).toBe("2026-10-31T18:00:00-05:00");
    // 01:30 happens twice on 2026-11-01: first in CDT, then in CST.
    expect(isoWithOffset("2026-11-01T06:30:00Z")).toBe("2026-11-01T01:30:00-05:00");
    expect(isoWithOffset("2026-11-01T07:30:00Z")).toBe("2026-11-01T01:30:00-06:00");
  });
});

describe("schemaDates", () => {
  it("gives a timed date its instants with offsets", () => {
    expect(schemaDates({ start: "2026-11-08T00:00:00Z", end: "2026-11-08T03:00:00Z" })).toEqual({
      startDate: "2026-11-07T18:00:00-06:00",
      endDate: "2026-11-07T21:00:00-06:00",
    });
  });

  it("gives a midnight-to-midnight run its first and last days, across DST", () => {
    // Oct 1 (CDT midnight) to the midnight after Nov 14 (CST): on through Nov 14.
    expect(schemaDates({ start: "2026-10-01T05:00:00Z", end: "2026-11-15T06:00:00Z" })).toEqual({
      startDate: "2026-10-01",
      endDate: "2026-11-14",
    });
    // One day in March, the short day.
    expect(schemaDates({ start: "2027-03-14T06:00:00Z", end: "2027-03-15T05:00:00Z" })).toEqual({
      startDate: "2027-03-14",
      endDate: "2027-03-14",
    });
  });

  it("keeps instants for a run that starts or ends off midnight, or has no length", () => {
    expect(
      schemaDates({ start: "2026-10-01T05:00:00Z", end: "2026-10-01T05:00:00Z" }).endDate,
    ).toBe("2026-10-01T00:00:00-05:00");
    expect(
      schemaDates({ start: "2026-10-01T15:00:00Z", end: "2026-11-15T06:00:00Z" }).startDate,
    ).toBe("2026-10-01T10:00:00-05:00");
  });
});
