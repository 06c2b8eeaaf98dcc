import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { coversWholeDays, runAdjustment, runRuleSpan, siteInstant } from "./runs.ts";

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const run = (first: string, endMidnight: string) => ({
  category: "ongoing",
  start: chicago(`${first}T00:00`),
  end: chicago(`${endMidnight}T00:00`),
});

// The change days: fall back Nov 1 2026 and Nov 7 2027, spring forward Mar 8 2026 and Mar 14 2027.
const DAYS = ["2026-11-23", "2026-11-01", "2026-03-08", "2027-11-07", "2027-03-14", "2027-01-01"];

describe("coversWholeDays", () => {
  it("is every ongoing date and any date from a local midnight to a later one", () => {
    expect(coversWholeDays(run("2026-11-23", "2026-12-17"))).toBe(true);
    expect(
      coversWholeDays({
        category: "ongoing",
        start: chicago("2026-11-23T10:00"),
        end: chicago("2026-11-30T17:00"),
      }),
    ).toBe(true);
    expect(
      coversWholeDays({
        category: "sale",
        start: chicago("2026-11-28T00:00"),
        end: chicago("2026-11-29T00:00"),
      }),
    ).toBe(true);
    expect(
      coversWholeDays({
        category: "performance",
        start: chicago("2026-11-28T00:00"),
        end: chicago("2026-11-28T02:00"),
      }),
    ).toBe(false);
  });
});

describe("siteInstant", () => {
  it.each(DAYS)(
    "a run from midnight of %s starts at 05:00 that day and one to it ends at 03:00",
    (day) => {
      const r = run(day, DateTime.fromISO(day).plus({ days: 10 }).toISODate()!);
      expect(siteInstant(r, "start")).toEqual(chicago(`${day}T05:00`));
      const before = run(DateTime.fromISO(day).minus({ days: 10 }).toISODate()!, day);
      expect(siteInstant(before, "end")).toEqual(chicago(`${day}T03:00`));
    },
  );

  it("leaves timed dates and runs with hours as stored", () => {
    const late = {
      category: "performance",
      start: chicago("2026-11-23T00:00"),
      end: chicago("2026-11-23T02:00"),
    };
    expect(siteInstant(late, "start")).toEqual(late.start);
    const hours = {
      category: "ongoing",
      start: chicago("2026-11-23T10:00"),
      end: chicago("2026-11-30T17:00"),
    };
    expect(siteInstant(hours, "start")).toEqual(hours.start);
    expect(siteInstant(hours, "end")).toEqual(hours.end);
  });
});

describe("runAdjustment", () => {
  it.each(DAYS)("on %s: a window ending 03:00 drops runs opening that day", (day) => {
    expect(runAdjustment("start", "lte", chicago(`${day}T03:00`))).toEqual({
      midnight: chicago(`${day}T00:00`),
      runs: "drop",
    });
    // From 05:00 those runs are on.
    expect(runAdjustment("start", "lte", chicago(`${day}T05:00`))).toBeNull();
    expect(runAdjustment("start", "lte", chicago(`${day}T12:00`))).toBeNull();
  });

  it.each(DAYS)("on %s: runs that closed at midnight are still on until 03:00", (day) => {
    const midnight = chicago(`${day}T00:00`);
    expect(runAdjustment("end", "gte", chicago(`${day}T00:02`))).toEqual({ midnight, runs: "add" });
    expect(runAdjustment("end", "gte", chicago(`${day}T03:00`))).toEqual({ midnight, runs: "add" });
    expect(runAdjustment("end", "gte", chicago(`${day}T03:30`))).toBeNull();
    expect(runAdjustment("end", "gte", chicago(`${day}T05:00`))).toBeNull();
    // Ending at or after 05:00 (a window's start) has never matched them.
    expect(runAdjustment("end", "gt", chicago(`${day}T00:00`))).toEqual({ midnight, runs: "add" });
    expect(runAdjustment("end", "lte", chicago(`${day}T01:00`))).toEqual({
      midnight,
      runs: "drop",
    });
    expect(runAdjustment("start", "gte", chicago(`${day}T04:59`))).toEqual({
      midnight,
      runs: "add",
    });
  });

  it("finds the midnight of either 01:30 on the fall-back night", () => {
    const midnight = chicago("2027-11-07T00:00");
    for (const at of ["2027-11-07T06:30:00Z", "2027-11-07T07:30:00Z"]) {
      expect(runAdjustment("end", "gte", new Date(at))).toEqual({ midnight, runs: "add" });
    }
  });
});

describe("runRuleSpan", () => {
  it("is the stretch between midnight, the site hour and the next midnight", () => {
    const at = chicago("2026-11-01T01:30");
    expect(runRuleSpan("end", at)).toEqual({
      from: chicago("2026-11-01T00:00").getTime() + 1,
      to: chicago("2026-11-01T03:00").getTime() - 1,
    });
    expect(runRuleSpan("start", chicago("2026-11-01T12:00"))).toEqual({
      from: chicago("2026-11-01T05:00").getTime() + 1,
      to: chicago("2026-11-02T00:00").getTime() - 1,
    });
    const edge = chicago("2026-03-08T05:00");
    expect(runRuleSpan("start", edge)).toEqual({ from: edge.getTime(), to: edge.getTime() });
  });
});
