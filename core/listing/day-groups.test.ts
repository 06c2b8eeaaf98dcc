import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { closingNote, dayHeading, groupByDay } from "./day-groups.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

// 2026-11-21 is a Saturday.
const saturday = chicago("2026-11-21T14:00");

describe("dayHeading", () => {
  it.each([
    ["2026-11-21", "Today · Saturday, November 21st"],
    ["2026-11-22", "Tomorrow · Sunday, November 22nd"],
    ["2026-11-23", "Monday, November 23rd"],
    ["2026-11-20", "Friday, November 20th"],
    ["2026-12-11", "Friday, December 11th"],
    ["2027-01-01", "Friday, January 1st, 2027"],
    ["2025-11-21", "Friday, November 21st, 2025"],
  ])("%s → %s", (date, heading) => {
    expect(dayHeading(date, saturday)).toBe(heading);
  });

  it("follows the site day, not the calendar", () => {
    // 01:30 Saturday is still Friday.
    const late = chicago("2026-11-21T01:30");
    expect(dayHeading("2026-11-20", late)).toBe("Today · Friday, November 20th");
    expect(dayHeading("2026-11-21", late)).toBe("Tomorrow · Saturday, November 21st");
  });

  it("takes the year from today's site day around New Year", () => {
    const newYearsNight = chicago("2027-01-01T01:00");
    expect(dayHeading("2026-12-31", newYearsNight)).toBe("Today · Thursday, December 31st");
    expect(dayHeading("2027-01-01", newYearsNight)).toBe("Tomorrow · Friday, January 1st, 2027");
  });

  it("rejects a malformed date", () => {
    expect(() => dayHeading("2026-13-01", saturday)).toThrow(RangeError);
  });
});

describe("groupByDay", () => {
  const row = (
    id: string,
    start: string | Date,
    category = "reception",
    end: string | Date = start,
  ) => ({
    id,
    start,
    end,
    category,
  });

  it("puts a run from local midnight under its first day, a timed midnight start under the night before", () => {
    // Sunday 2026-11-22, and on both DST nights of 2027.
    for (const [sunday, monday] of [
      ["2026-11-22", "2026-11-23"],
      ["2027-03-13", "2027-03-14"],
      ["2027-11-06", "2027-11-07"],
    ] as const) {
      const rows = [
        row("late show", chicago(`${monday}T00:00`), "performance", chicago(`${monday}T02:00`)),
        row("run", chicago(`${monday}T00:00`), "ongoing", chicago(`${monday}T00:00`).toISOString()),
      ];
      rows[1]!.end = DateTime.fromISO(monday, { zone: "America/Chicago" })
        .plus({ days: 20 })
        .toJSDate();
      const groups = groupByDay(rows, chicago(`${sunday}T12:00`));
      expect(groups.map((g) => [g.date, g.rows.map((r) => r.id)])).toEqual([
        [sunday, ["late show"]],
        [monday, ["run"]],
      ]);
    }
  });

  it("groups by site day in input order", () => {
    const rows = [
      row("run", chicago("2026-10-01T00:00")), // an ongoing run, started weeks ago
      row("talk", chicago("2026-11-21T18:00")),
      row("party", "2026-11-22T06:30:00.000Z"), // 12:30am Sunday: Saturday night
      row("brunch", chicago("2026-11-22T10:00")),
      row("opening", chicago("2026-11-27T19:00")),
    ];
    const groups = groupByDay(rows, saturday);
    expect(groups.map((g) => [g.date, g.heading, g.rows.map((r) => r.id)])).toEqual([
      ["2026-11-21", "Today · Saturday, November 21st", ["run", "talk", "party"]],
      ["2026-11-22", "Tomorrow · Sunday, November 22nd", ["brunch"]],
      ["2026-11-27", "Friday, November 27th", ["opening"]],
    ]);
  });

  it("at 1:30am, today is still the evening before", () => {
    const groups = groupByDay(
      [row("a", chicago("2026-11-20T21:00")), row("b", chicago("2026-11-21T19:00"))],
      chicago("2026-11-21T01:30"),
    );
    expect(groups.map((g) => g.heading)).toEqual([
      "Today · Friday, November 20th",
      "Tomorrow · Saturday, November 21st",
    ]);
  });

  it("an event starting 3–5am belongs to the day that starts at 5am", () => {
    const groups = groupByDay([row("dawn", chicago("2026-11-22T04:00"))], saturday);
    expect(groups[0]?.date).toBe("2026-11-22");
  });

  it("keeps the late-night rule across DST changes", () => {
    // Spring forward: 01:30 CST Mar 8 is Saturday night; 03:30 CDT is Sunday.
    const spring = groupByDay(
      [row("late", chicago("2026-03-08T01:30")), row("early", "2026-03-08T08:30:00Z")],
      chicago("2026-03-07T12:00"),
    );
    expect(spring.map((g) => [g.date, g.rows.map((r) => r.id)])).toEqual([
      ["2026-03-07", ["late"]],
      ["2026-03-08", ["early"]],
    ]);
    // Fall back: both 1:30s on Nov 1 are Saturday night.
    const fall = groupByDay(
      [row("first", "2026-11-01T06:30:00Z"), row("second", "2026-11-01T07:30:00Z")],
      chicago("2026-10-31T12:00"),
    );
    expect(fall.map((g) => [g.heading, g.rows.length])).toEqual([
      ["Today · Saturday, October 31st", 2],
    ]);
  });

  it("regroups rows that arrive out of order", () => {
    const groups = groupByDay(
      [
        row("a", chicago("2026-11-22T10:00")),
        row("b", chicago("2026-11-21T18:00")),
        row("c", chicago("2026-11-22T12:00")),
      ],
      saturday,
    );
    expect(groups.map((g) => g.rows.map((r) => r.id))).toEqual([["a", "c"], ["b"]]);
  });

  it("is empty for no rows and rejects a bad start", () => {
    expect(groupByDay([], saturday)).toEqual([]);
    expect(() => groupByDay([row("x", "not a date")], saturday)).toThrow(RangeError);
  });
});

describe("closingNote", () => {
  // A run whose last day is Saturday Nov 21 is stored to Sunday 00:00.
  const endsSaturday = chicago("2026-11-22T00:00");

  it.each([
    ["2026-11-21T14:00", "Last day"],
    ["2026-11-21T23:59", "Last day"],
    // Past midnight, still Saturday's site day.
    ["2026-11-22T01:30", "Last day"],
    ["2026-11-22T03:00", null],
    ["2026-11-20T14:00", "Closes tomorrow"],
    ["2026-11-19T14:00", "Closes in 2 days"],
    ["2026-11-14T14:00", "Closes in 7 days"],
    ["2026-11-13T14:00", null],
  ])("at %s: %s", (at, note) => {
    expect(closingNote(endsSaturday, chicago(at))).toBe(note);
  });

  it("uses site days: at 01:30 Saturday a run ending Friday is on its last day", () => {
    expect(closingNote(chicago("2026-11-21T00:00"), chicago("2026-11-21T01:30"))).toBe("Last day");
    expect(closingNote("2026-11-21T06:00:00.000Z", chicago("2026-11-20T01:30"))).toBe(
      "Closes tomorrow",
    );
  });

  it("reads an end that is not at midnight as that day", () => {
    expect(closingNote(chicago("2026-11-21T17:00"), saturday)).toBe("Last day");
  });

  it("counts calendar days across DST changes", () => {
    // Last day Sunday Mar 8 (stored to Mar 9 00:00 CDT).
    const spring = chicago("2026-03-09T00:00");
    expect(closingNote(spring, chicago("2026-03-07T12:00"))).toBe("Closes tomorrow");
    expect(closingNote(spring, chicago("2026-03-01T12:00"))).toBe("Closes in 7 days");
    expect(closingNote(spring, chicago("2026-03-08T23:00"))).toBe("Last day");
    // Last day Sunday Nov 1 (stored to Nov 2 00:00 CST).
    const fall = chicago("2026-11-02T00:00");
    expect(closingNote(fall, chicago("2026-10-31T12:00"))).toBe("Closes tomorrow");
    expect(closingNote(fall, chicago("2026-10-25T12:00"))).toBe("Closes in 7 days");
    expect(closingNote(fall, new Date("2026-11-01T07:30:00Z"))).toBe("Closes tomorrow"); // 01:30 CST
  });
});

describe("headings between 03:00 and 05:00 (decision 030)", () => {
  it.each(["03:30", "04:59"])("at %s the coming day is today", (time) => {
    const now = chicago(`2026-11-01T${time}`);
    expect(dayHeading("2026-11-01", now)).toBe("Today · Sunday, November 1st");
    expect(dayHeading("2026-10-31", now)).toBe("Saturday, October 31st");
  });
});
