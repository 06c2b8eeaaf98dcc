import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { formatEventTime } from "../dates/display.ts";
import { groupByDay } from "./day-groups.ts";
import {
  isDateString,
  jumpInstant,
  jumpWords,
  nextSiteDays,
  parseJumpDate,
  parseListingView,
  withListingPlace,
} from "./views.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const local = (d: Date) => DateTime.fromJSDate(d, { zone: "America/Chicago" }).toISO();

// 2026-11-21 is a Saturday.
const saturdayNoon = chicago("2026-11-21T12:00");

describe("parseListingView", () => {
  it.each([
    ["compact", "compact"],
    [null, "grid"],
    ["grid", "grid"],
    ["COMPACT", "grid"],
    ["<script>", "grid"],
    ["", "grid"],
  ] as const)("%s → %s", (value, view) => {
    expect(parseListingView(value)).toBe(view);
  });
});

describe("isDateString", () => {
  it.each([
    ["2026-11-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-11-28T05:00", false],
    ["26-11-28", false],
    ["", false],
    ["tomorrow", false],
  ])("%s: %s", (value, ok) => {
    expect(isDateString(value)).toBe(ok);
  });
});

describe("parseJumpDate", () => {
  it("no value is the ordinary listing", () => {
    expect(parseJumpDate(null, saturdayNoon)).toEqual({ from: null, note: null });
  });

  it("a later day starts the listing there", () => {
    expect(parseJumpDate("2026-11-28", saturdayNoon)).toEqual({ from: "2026-11-28", note: null });
  });

  it("today is the ordinary listing", () => {
    expect(parseJumpDate("2026-11-21", saturdayNoon)).toEqual({ from: null, note: null });
  });

  it.each(["junk", "2026-02-30", "", "2026-11-28T00:00"])("%j is ignored with a note", (value) => {
    const jump = parseJumpDate(value, saturdayNoon);
    expect(jump.from).toBeNull();
    expect(jump.note).toMatch(/couldn't read that date/);
  });

  it("a past day or one more than a year ahead is ignored with a note", () => {
    expect(parseJumpDate("2026-11-20", saturdayNoon).note).toMatch(/already past/);
    expect(parseJumpDate("2027-11-22", saturdayNoon)).toEqual({ from: "2027-11-22", note: null });
    expect(parseJumpDate("2027-11-23", saturdayNoon).note).toMatch(/too far ahead/);
  });

  it("reads today as the site day in the 00:00–03:00 tail", () => {
    // 01:30 Saturday is still Friday: Friday is today, Saturday a later day.
    const late = chicago("2026-11-21T01:30");
    expect(parseJumpDate("2026-11-20", late)).toEqual({ from: null, note: null });
    expect(parseJumpDate("2026-11-21", late)).toEqual({ from: "2026-11-21", note: null });
  });

  it("gives 03:00–05:00 to the coming site day", () => {
    const early = chicago("2026-11-21T04:30");
    expect(parseJumpDate("2026-11-21", early)).toEqual({ from: null, note: null });
    expect(parseJumpDate("2026-11-20", early).note).toMatch(/already past/);
  });

  it("crosses New Year on the site day", () => {
    const newYearsNight = chicago("2027-01-01T01:00");
    expect(parseJumpDate("2026-12-31", newYearsNight)).toEqual({ from: null, note: null });
    expect(parseJumpDate("2027-01-01", newYearsNight)).toEqual({ from: "2027-01-01", note: null });
  });
});

describe("any value of from, at any instant", () => {
  it("is a later site day within reach or nothing with a note, never an error", () => {
    const instant = fc.date({
      min: new Date("2000-01-01"),
      max: new Date("2099-12-31"),
      noInvalidDate: true,
    });
    const value = fc.oneof(
      fc.string(),
      fc
        .date({ min: new Date("1990-01-01"), max: new Date("2110-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(value, instant, (v, now) => {
        const jump = parseJumpDate(v, now);
        if (jump.from) {
          expect(jump.note).toBeNull();
          expect(isDateString(jump.from)).toBe(true);
          expect(jumpInstant(jump.from, now).getTime()).toBeGreaterThan(now.getTime());
        }
      }),
      { seed: 20261121, numRuns: 2000 },
    );
  });
});

describe("jumpInstant", () => {
  it("is now without a day, 05:00 Chicago time of a later day", () => {
    expect(jumpInstant(null, saturdayNoon)).toBe(saturdayNoon);
    expect(local(jumpInstant("2026-11-28", saturdayNoon))).toBe("2026-11-28T05:00:00.000-06:00");
  });

  it("is 05:00 on both DST change days", () => {
    const spring = chicago("2027-03-10T12:00");
    expect(local(jumpInstant("2027-03-14", spring))).toBe("2027-03-14T05:00:00.000-05:00");
    const autumn = chicago("2027-11-01T12:00");
    expect(local(jumpInstant("2027-11-07", autumn))).toBe("2027-11-07T05:00:00.000-06:00");
  });

  it("never goes back before now (a site day that started this morning)", () => {
    // 01:30 Saturday: Saturday's site day has not started; it starts at 05:00.
    const late = chicago("2026-11-21T01:30");
    expect(local(jumpInstant("2026-11-21", late))).toBe("2026-11-21T05:00:00.000-06:00");
  });
});

describe("nextSiteDays", () => {
  it("is fourteen site days from today's", () => {
    const days = nextSiteDays(saturdayNoon);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: "2026-11-21",
      weekday: "Sat",
      day: "21",
      label: "Saturday, November 21st",
      today: true,
    });
    expect(days[13]?.date).toBe("2026-12-04");
  });

  it("starts on yesterday's date in the 00:00–03:00 tail and runs over New Year", () => {
    const days = nextSiteDays(chicago("2026-12-25T02:00"));
    expect(days[0]?.date).toBe("2026-12-24");
    expect(days.map((d) => d.date)).toContain("2027-01-01");
    expect(days[13]?.date).toBe("2027-01-06");
  });

  it("has one entry per date across the DST change", () => {
    const days = nextSiteDays(chicago("2026-10-30T12:00"));
    expect(days.slice(0, 4).map((d) => d.date)).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });
});

describe("jumpWords", () => {
  it("names the day, with the year when it is another", () => {
    expect(jumpWords("2026-11-28", saturdayNoon)).toBe(
      "From Saturday, November 28th, soonest first",
    );
    expect(jumpWords("2027-01-02", saturdayNoon)).toBe(
      "From Saturday, January 2nd, 2027, soonest first",
    );
  });
});

describe("withListingPlace", () => {
  it("adds the day and the compact view to the filters' query, never the grid", () => {
    expect(withListingPlace("", {})).toBe("");
    expect(withListingPlace("", { view: "grid" })).toBe("");
    expect(
      withListingPlace("?city=minneapolis&page=1", { view: "compact", from: "2026-11-28" }),
    ).toBe("?city=minneapolis&page=1&from=2026-11-28&view=compact");
  });
});

describe("a listing that starts on a later day", () => {
  it("groups what is still on from earlier under its first day", () => {
    const rows = [
      { start: "2026-11-27T18:00:00Z", end: "2026-11-28T18:00:00Z", category: "sale" },
      { start: "2026-11-29T00:00:00Z", end: "2026-11-29T03:00:00Z", category: "reception" },
    ];
    const groups = groupByDay(rows, saturdayNoon, "2026-11-28");
    expect(groups.map((g) => [g.date, g.rows.length])).toEqual([["2026-11-28", 2]]);
    expect(groups[0]?.heading).toBe("Saturday, November 28th");
  });
});

describe("formatEventTime", () => {
  it("shows only the times of a date under its day", () => {
    const d = { start: chicago("2026-11-27T18:00"), end: chicago("2026-11-27T21:30") };
    expect(formatEventTime(d, saturdayNoon)).toBe("6pm – 9:30pm");
    expect(formatEventTime(d, saturdayNoon, { viewerZone: "Europe/Paris" })).toBe(
      "6pm – 9:30pm CST",
    );
  });

  it("keeps Now and ranges as they read on a card", () => {
    const on = { start: chicago("2026-11-20T10:00"), end: chicago("2026-11-22T00:00") };
    expect(formatEventTime(on, saturdayNoon)).toBe("Now – thru Nov 21st");
    const run = { start: chicago("2026-11-28T00:00"), end: chicago("2026-12-05T00:00") };
    expect(formatEventTime(run, saturdayNoon)).toBe("Nov 28th – Dec 4th");
  });
});
