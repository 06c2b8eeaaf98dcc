import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  calendarDay,
  daysFrom,
  isSiteDaylightTime,
  shiftDate,
  siteHourOfDay,
  siteWallClock,
} from "./wall-clock.ts";

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

describe("siteWallClock", () => {
  it("reads the same fields as luxon every 7 minutes of 2025–2027 (both DST changes, New Year)", () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    for (let ts = from; ts < to; ts += 7 * 60 * 1000) {
      const mine = siteWallClock(ts);
      const theirs = DateTime.fromMillis(ts, { zone: "America/Chicago" });
      const fields = [mine.year, mine.month, mine.day, mine.hour, mine.minute, mine.weekday];
      const expected = [
        theirs.year,
        theirs.month,
        theirs.day,
        theirs.hour,
        theirs.minute,
        theirs.weekday,
      ];
      if (fields.join() !== expected.join())
        expect(fields, new Date(ts).toISOString()).toEqual(expected);
      if (isSiteDaylightTime(ts) !== theirs.isInDST)
        expect(isSiteDaylightTime(ts), new Date(ts).toISOString()).toBe(theirs.isInDST);
    }
  });

  it("is CDT just after the spring change and CST just after the fall one", () => {
    expect(siteWallClock(chicago("2026-03-08T03:00")).offset).toBe(-300);
    expect(siteWallClock(chicago("2026-03-08T01:59")).offset).toBe(-360);
    expect(isSiteDaylightTime(chicago("2026-11-01T00:30"))).toBe(true);
    expect(isSiteDaylightTime(chicago("2026-11-01T03:00"))).toBe(false);
  });
});

describe("calendar days", () => {
  it("reads real dates only", () => {
    expect(calendarDay("2026-11-21")).toEqual({ year: 2026, month: 11, day: 21, weekday: 6 });
    expect(calendarDay("2026-02-29")).toBeNull();
    expect(calendarDay("2026-1-2")).toBeNull();
    expect(calendarDay("next week")).toBeNull();
  });

  it("shifts across month ends, a leap day and New Year", () => {
    expect(shiftDate({ year: 2026, month: 12, day: 31 }, 1)).toBe("2027-01-01");
    expect(shiftDate({ year: 2028, month: 3, day: 1 }, -1)).toBe("2028-02-29");
    expect(shiftDate({ year: 2027, month: 1, day: 1 }, -1)).toBe("2026-12-31");
  });

  it("counts whole days across a DST change", () => {
    expect(daysFrom({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 9 })).toBe(2);
    expect(daysFrom({ year: 2026, month: 11, day: 2 }, { year: 2026, month: 10, day: 31 })).toBe(
      -2,
    );
  });
});

describe("siteHourOfDay", () => {
  it("is luxon's hour of every local day of 2025–2027 (both DST changes, New Year)", () => {
    let day = DateTime.fromISO("2025-01-01", { zone: "America/Chicago" });
    const end = DateTime.fromISO("2028-01-01", { zone: "America/Chicago" });
    let days = 0;
    for (; day < end; day = day.plus({ days: 1 }), days++) {
      for (const hour of [3, 5, 11, 23])
        expect(siteHourOfDay(day.toMillis(), hour), `${day.toISODate()} ${hour}:00`).toBe(
          day.set({ hour }).toMillis(),
        );
    }
    expect(days).toBe(1095);
    // Spring forward: 05:00 CDT is four hours after midnight; fall back: six.
    const spring = chicago("2026-03-08T00:00");
    expect(siteHourOfDay(spring.getTime(), 5) - spring.getTime()).toBe(4 * 3_600_000);
    const fall = chicago("2026-11-01T00:00");
    expect(siteHourOfDay(fall.getTime(), 5) - fall.getTime()).toBe(6 * 3_600_000);
  });
});
