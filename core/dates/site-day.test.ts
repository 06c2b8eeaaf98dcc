import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { addDays, localInstant, siteDayForDate, siteDayOf, startOfSiteDay } from "./site-day.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const utc = (iso: string) => new Date(iso);

describe("siteDayOf", () => {
  it("an ordinary afternoon belongs to its own date", () => {
    expect(siteDayOf(chicago("2026-11-21T14:00"))).toEqual({
      date: "2026-11-21",
      start: utc("2026-11-21T11:00:00.000Z"),
      end: utc("2026-11-22T09:00:00.000Z"),
    });
  });

  it("01:30 on Saturday is still Friday's site day", () => {
    const day = siteDayOf(chicago("2026-11-21T01:30"));
    expect(day.date).toBe("2026-11-20");
    expect(day.start).toEqual(chicago("2026-11-20T05:00"));
    expect(day.end).toEqual(chicago("2026-11-21T03:00"));
  });

  it.each([
    ["2026-11-21T00:00", "2026-11-20"],
    ["2026-11-21T02:59:59.999", "2026-11-20"],
    // 03:00–05:00 belongs to the site day starting at 05:00 that morning.
    ["2026-11-21T03:00", "2026-11-21"],
    ["2026-11-21T04:59:59.999", "2026-11-21"],
    ["2026-11-21T05:00", "2026-11-21"],
    ["2026-11-21T23:59:59.999", "2026-11-21"],
  ])("%s belongs to %s", (at, date) => {
    expect(siteDayOf(chicago(at)).date).toBe(date);
  });

  it("in the 03:00–05:00 gap the start is still ahead", () => {
    const now = chicago("2026-11-21T04:00");
    expect(startOfSiteDay(now)).toEqual(chicago("2026-11-21T05:00"));
    expect(startOfSiteDay(now) > now).toBe(true);
  });

  it("crosses month and year ends", () => {
    expect(siteDayOf(chicago("2027-01-01T02:00")).date).toBe("2026-12-31");
    expect(siteDayOf(chicago("2026-12-01T01:00")).date).toBe("2026-11-30");
  });

  it("ignores the zone the instant was written in", () => {
    // 2026-11-21T07:30Z is 01:30 CST.
    expect(siteDayOf(utc("2026-11-21T07:30:00Z")).date).toBe("2026-11-20");
  });
});

describe("site days around DST changes (2026)", () => {
  it("spring forward: Mar 7's site day is 21 hours long", () => {
    const day = siteDayForDate("2026-03-07");
    expect(day.start).toEqual(utc("2026-03-07T11:00:00Z")); // 05:00 CST
    expect(day.end).toEqual(utc("2026-03-08T08:00:00Z")); // 03:00 CDT
    expect(siteDayForDate("2026-03-08").start).toEqual(utc("2026-03-08T10:00:00Z")); // 05:00 CDT
  });

  it("spring forward: 01:59 CST is Mar 7, 03:00 CDT the coming Mar 8", () => {
    expect(siteDayOf(utc("2026-03-08T07:59:00Z")).date).toBe("2026-03-07");
    expect(siteDayOf(utc("2026-03-08T08:00:00Z")).date).toBe("2026-03-08");
  });

  it("fall back: Oct 31's site day is 23 hours long", () => {
    const day = siteDayForDate("2026-10-31");
    expect(day.start).toEqual(utc("2026-10-31T10:00:00Z")); // 05:00 CDT
    expect(day.end).toEqual(utc("2026-11-01T09:00:00Z")); // 03:00 CST
    expect(siteDayForDate("2026-11-01").start).toEqual(utc("2026-11-01T11:00:00Z")); // 05:00 CST
  });

  it("fall back: both 01:30s and 02:30 CST are Oct 31, 03:00 CST is Nov 1", () => {
    expect(siteDayOf(utc("2026-11-01T06:30:00Z")).date).toBe("2026-10-31"); // 01:30 CDT
    expect(siteDayOf(utc("2026-11-01T07:30:00Z")).date).toBe("2026-10-31"); // 01:30 CST
    expect(siteDayOf(utc("2026-11-01T08:30:00Z")).date).toBe("2026-10-31"); // 02:30 CST
    expect(siteDayOf(utc("2026-11-01T09:00:00Z")).date).toBe("2026-11-01"); // 03:00 CST
  });
});

describe("helpers", () => {
  it("localInstant is local midnight by default", () => {
    expect(localInstant("2026-07-04")).toEqual(utc("2026-07-04T05:00:00Z"));
    expect(localInstant("2026-12-04", 5)).toEqual(utc("2026-12-04T11:00:00Z"));
  });

  it("localInstant refuses a non-date", () => {
    expect(() => localInstant("tomorrow")).toThrow(RangeError);
  });

  it("addDays counts calendar days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
  });
});

describe("03:30 and 04:59 belong to the coming site day (decision 030)", () => {
  it.each([
    "2026-11-21",
    "2026-11-01", // fall back: 03:30 and 04:59 CST
    "2026-03-08", // spring forward: 03:30 and 04:59 CDT
    "2027-01-01",
  ])("on %s", (day) => {
    for (const time of ["03:30", "04:59"]) {
      const now = chicago(`${day}T${time}`);
      expect(siteDayOf(now)).toEqual(siteDayForDate(day));
      expect(startOfSiteDay(now)).toEqual(chicago(`${day}T05:00`));
    }
  });
});
