import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { shiftSpanDays, shiftWallClockDays } from "./shift.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const HOUR = 3_600_000;

// 2026: clocks spring forward on Sunday 8 March and fall back on Sunday 1 November.
describe("shiftWallClockDays", () => {
  it("keeps 6pm at 6pm across the spring-forward change (a 167-hour week)", () => {
    const from = chicago("2026-03-05T18:00");
    const to = shiftWallClockDays(from, 7);
    expect(to).toEqual(chicago("2026-03-12T18:00"));
    expect(to.toISOString()).toBe("2026-03-12T23:00:00.000Z");
    expect(to.getTime() - from.getTime()).toBe(167 * HOUR);
  });

  it("keeps 6pm at 6pm across the fall-back change (a 169-hour week)", () => {
    const from = chicago("2026-10-29T18:00");
    const to = shiftWallClockDays(from, 7);
    expect(to.toISOString()).toBe("2026-11-06T00:00:00.000Z");
    expect(to.getTime() - from.getTime()).toBe(169 * HOUR);
  });

  it("moves backwards too, and by nothing at all", () => {
    expect(shiftWallClockDays(chicago("2026-11-05T18:00"), -7)).toEqual(
      chicago("2026-10-29T18:00"),
    );
    expect(shiftWallClockDays(chicago("2026-11-05T18:00"), 0)).toEqual(chicago("2026-11-05T18:00"));
  });

  it("keeps midnight starts of ongoing dates at midnight over months and years", () => {
    expect(shiftWallClockDays(chicago("2026-01-15T00:00"), 182)).toEqual(
      chicago("2026-07-16T00:00"),
    );
    expect(shiftWallClockDays(chicago("2026-07-16T00:00"), 365).toISOString()).toBe(
      "2027-07-16T05:00:00.000Z",
    );
  });

  it("moves a time the target day skips an hour later", () => {
    // 02:30 does not exist on 8 March 2026.
    expect(shiftWallClockDays(chicago("2026-03-01T02:30"), 7)).toEqual(chicago("2026-03-08T03:30"));
  });
});

describe("shiftSpanDays", () => {
  it("moves both ends by wall clock", () => {
    const span = { start: chicago("2026-03-06T18:00"), end: chicago("2026-03-06T21:00") };
    expect(shiftSpanDays(span, 2)).toEqual({
      start: chicago("2026-03-08T18:00"),
      end: chicago("2026-03-08T21:00"),
    });
  });

  it("an overnight span over the fall-back night keeps its wall-clock ends", () => {
    const span = { start: chicago("2026-10-24T22:00"), end: chicago("2026-10-25T02:00") };
    const moved = shiftSpanDays(span, 7);
    expect(moved.start).toEqual(chicago("2026-10-31T22:00"));
    expect(moved.end).toEqual(chicago("2026-11-01T02:00"));
    expect(moved.end.getTime() - moved.start.getTime()).toBe(5 * HOUR);
  });

  it("never lets the end fall before the start", () => {
    // 01:45 CDT to 01:15 CST on the fall-back night: 30 minutes, though the clock runs backwards.
    const span = {
      start: new Date("2026-11-01T06:45:00.000Z"),
      end: new Date("2026-11-01T07:15:00.000Z"),
    };
    const moved = shiftSpanDays(span, 7);
    expect(moved.start).toEqual(chicago("2026-11-08T01:45"));
    expect(moved.end.getTime() - moved.start.getTime()).toBe(30 * 60_000);
  });
});
