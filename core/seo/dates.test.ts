import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../venues/hours.ts";
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
      from: Date.parse("2026-11-08T00:00:00Z"),
      to: Date.parse("2026-11-08T03:00:00Z"),
    });
  });

  it("gives a midnight-to-midnight run its first and last days, across DST", () => {
    // Oct 1 (CDT midnight) to the midnight after Nov 14 (CST): on through Nov 14.
    expect(
      schemaDates({ start: "2026-10-01T05:00:00Z", end: "2026-11-15T06:00:00Z" }),
    ).toMatchObject({
      startDate: "2026-10-01",
      endDate: "2026-11-14",
    });
    // One day in March, the short day.
    expect(
      schemaDates({ start: "2027-03-14T06:00:00Z", end: "2027-03-15T05:00:00Z" }),
    ).toMatchObject({
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

describe("schemaDates of a run at a venue with hours", () => {
  // Tuesday to Saturday, 11am to 5pm: a gallery's week.
  const gallery: WeeklyHours = {
    "2": ["11:00", "17:00"],
    "3": ["11:00", "17:00"],
    "4": ["11:00", "17:00"],
    "5": ["11:00", "17:00"],
    "6": ["11:00", "17:00"],
  };
  const run = (start: string, end: string, hours: WeeklyHours | null) => {
    const { startDate, endDate } = schemaDates({ start, end }, hours);
    return [startDate, endDate];
  };

  it("opens on the first open day and closes on the last, each with its own offset (November)", () => {
    // Sunday Oct 25 to Sunday Nov 8 2026 (midnight after it): DST ends on Nov 1.
    expect(run("2026-10-25T05:00:00Z", "2026-11-09T06:00:00Z", gallery)).toEqual([
      "2026-10-27T11:00:00-05:00",
      "2026-11-07T17:00:00-06:00",
    ]);
  });

  it("does the same across the March change", () => {
    // Monday Mar 1 to Saturday Mar 20 2027: DST starts on Mar 14.
    expect(run("2027-03-01T06:00:00Z", "2027-03-21T05:00:00Z", gallery)).toEqual([
      "2027-03-02T11:00:00-06:00",
      "2027-03-20T17:00:00-05:00",
    ]);
  });

  it("crosses New Year", () => {
    // Monday Dec 28 2026 to Saturday Jan 2 2027.
    expect(run("2026-12-28T06:00:00Z", "2027-01-03T06:00:00Z", gallery)).toEqual([
      "2026-12-29T11:00:00-06:00",
      "2027-01-02T17:00:00-06:00",
    ]);
  });

  it("ends after midnight when the last night runs late, in the 00:00–05:00 tail", () => {
    const lateFriday: WeeklyHours = { "5": ["18:00", "02:00"] };
    // Friday Nov 6 2026 alone.
    expect(run("2026-11-06T06:00:00Z", "2026-11-07T06:00:00Z", lateFriday)).toEqual([
      "2026-11-06T18:00:00-06:00",
      "2026-11-07T02:00:00-06:00",
    ]);
  });

  it("gives a day open around the clock its full 25 hours on the day DST ends", () => {
    const always: WeeklyHours = { "0": ["00:00", "00:00"] };
    // Sunday Nov 1 2026: midnight CDT to midnight CST.
    expect(run("2026-11-01T05:00:00Z", "2026-11-02T06:00:00Z", always)).toEqual([
      "2026-11-01T00:00:00-05:00",
      "2026-11-02T00:00:00-06:00",
    ]);
  });

  it("stays a run of dates when the venue never opens during it or has no hours", () => {
    // Monday Nov 2 2026 alone: the gallery is closed on Mondays.
    expect(run("2026-11-02T06:00:00Z", "2026-11-03T06:00:00Z", gallery)).toEqual([
      "2026-11-02",
      "2026-11-02",
    ]);
    expect(run("2026-10-25T05:00:00Z", "2026-11-09T06:00:00Z", null)).toEqual([
      "2026-10-25",
      "2026-11-08",
    ]);
  });

  it("leaves timed dates alone whatever the hours", () => {
    expect(run("2026-11-08T00:00:00Z", "2026-11-08T03:00:00Z", gallery)).toEqual([
      "2026-11-07T18:00:00-06:00",
      "2026-11-07T21:00:00-06:00",
    ]);
  });
});
