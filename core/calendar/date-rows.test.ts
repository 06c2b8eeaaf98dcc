import { describe, expect, it } from "vitest";
import {
  changeCategory,
  defaultRange,
  LABEL_SUGGESTIONS,
  localDay,
  moveStart,
  nextRowDay,
  runDays,
  runRange,
} from "./date-rows.ts";

describe("runRange and runDays", () => {
  it("stores a run from local midnight of the first day to local midnight after the last", () => {
    // Nov 1st 2026 is the autumn DST change: CDT (−5) before, CST (−6) after.
    expect(runRange("2026-10-30", "2026-11-02")).toEqual({
      start: "2026-10-30T05:00:00Z",
      end: "2026-11-03T06:00:00Z",
    });
    expect(runDays("2026-10-30T05:00:00Z", "2026-11-03T06:00:00Z")).toEqual({
      firstDay: "2026-10-30",
      lastDay: "2026-11-02",
    });
  });

  it("round-trips across the spring change", () => {
    const r = runRange("2027-03-13", "2027-03-15");
    expect(r).toEqual({ start: "2027-03-13T06:00:00Z", end: "2027-03-16T05:00:00Z" });
    expect(runDays(r.start, r.end)).toEqual({ firstDay: "2027-03-13", lastDay: "2027-03-15" });
  });

  it("counts an end with a closing hour as its own day", () => {
    expect(runDays("2026-11-20T06:00:00Z", "2026-11-25T23:00:00Z").lastDay).toBe("2026-11-25");
  });

  it("shows a run that ends before it starts as it is, for the schema to report", () => {
    expect(runDays("2026-11-20T06:00:00Z", "2026-11-18T06:00:00Z")).toEqual({
      firstDay: "2026-11-20",
      lastDay: "2026-11-17",
    });
  });
});

describe("defaultRange", () => {
  it("gives a reception 6–9pm Chicago time on its day, in either offset", () => {
    expect(defaultRange("reception", "2026-10-31")).toEqual({
      start: "2026-10-31T23:00:00Z",
      end: "2026-11-01T02:00:00Z",
    });
    expect(defaultRange("reception", "2026-11-21")).toEqual({
      start: "2026-11-22T00:00:00Z",
      end: "2026-11-22T03:00:00Z",
    });
  });

  it("gives an ongoing row a six-week run", () => {
    const r = defaultRange("ongoing", "2026-11-21");
    expect(runDays(r.start, r.end)).toEqual({ firstDay: "2026-11-21", lastDay: "2027-01-01" });
  });
});

describe("nextRowDay", () => {
  const now = new Date("2026-11-21T18:00:00Z");

  it("is tomorrow for the first row", () => {
    expect(nextRowDay([], now)).toBe("2026-11-22");
  });

  it("is the opening day of a run when the run is the only row", () => {
    const run = { category: "ongoing" as const, ...runRange("2026-12-04", "2027-01-10") };
    expect(nextRowDay([run], now)).toBe("2026-12-04");
  });

  it("is the day after the latest start otherwise", () => {
    const rows = [
      { category: "ongoing" as const, ...runRange("2026-12-04", "2027-01-10") },
      { category: "reception" as const, ...defaultRange("reception", "2026-12-04") },
    ];
    expect(nextRowDay(rows, now)).toBe("2026-12-05");
  });
});

describe("changeCategory", () => {
  const now = new Date("2026-11-21T18:00:00Z");

  it("keeps a timed row's times when it stays timed", () => {
    const row = { category: "reception" as const, ...defaultRange("reception", "2026-12-04") };
    expect(changeCategory(row, "artist_talk", now)).toEqual({ ...row, category: "artist_talk" });
  });

  it("turns a timed row into a run on the same first day, and back", () => {
    const row = { category: "reception" as const, ...defaultRange("reception", "2026-12-04") };
    const run = changeCategory(row, "ongoing", now);
    expect(runDays(run.start, run.end).firstDay).toBe("2026-12-04");
    const back = changeCategory(run, "reception", now);
    expect(back).toEqual({ category: "reception", ...defaultRange("reception", "2026-12-04") });
  });
});

describe("moveStart", () => {
  it("keeps the length in wall-clock hours across the DST change", () => {
    const row = defaultRange("reception", "2026-10-31");
    const moved = moveStart(row, defaultRange("reception", "2026-11-07").start);
    expect(localDay(moved.end)).toBe("2026-11-07");
    expect(moved.end).toBe("2026-11-08T03:00:00Z");
  });
});

it("suggests labels for every category", () => {
  for (const labels of Object.values(LABEL_SUGGESTIONS)) expect(labels.length).toBeGreaterThan(0);
});
