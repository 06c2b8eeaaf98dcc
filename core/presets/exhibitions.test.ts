import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { siteInstant } from "../dates/runs.ts";
import { describePresetWindow } from "./describe.ts";
import { PRESETS, presetFilter } from "./index.ts";

// The exhibition presets (issue 31, decision 058) with fixed clocks: an
// ordinary day, the 00:00–05:00 tail, both DST changes and New Year.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

interface Row {
  name: string;
  category: string;
  start: Date;
  end: Date;
}
const run = (name: string, firstDay: string, dayAfterLast: string): Row => ({
  name,
  category: "ongoing",
  start: chicago(`${firstDay}T00:00`),
  end: chicago(`${dayAfterLast}T00:00`),
});
const reception = (name: string, start: string, end: string): Row => ({
  name,
  category: "reception",
  start: chicago(start),
  end: chicago(end),
});

/**
 * What the server does with a preset's query (server/api/calendar: one or two
 * conditions per field, runs read by the site days they cover).
 */
function matches(q: Record<string, string>, d: Row): boolean {
  if (q.category && !q.category.split(",").includes(d.category)) return false;
  for (const field of ["start", "end"] as const) {
    for (const condition of q[field]?.split(",") ?? []) {
      const [op, iso] = [
        condition.slice(0, condition.indexOf(":")),
        condition.slice(condition.indexOf(":") + 1),
      ];
      const bound = new Date(iso).getTime();
      const value = siteInstant(d, field).getTime();
      const holds =
        op === "gte"
          ? value >= bound
          : op === "gt"
            ? value > bound
            : op === "lte"
              ? value <= bound
              : value < bound;
      if (!holds) return false;
    }
  }
  return true;
}

type Key = "opening_this_week" | "closing_soon" | "receptions_tonight";
const listed = (key: Key, now: Date, rows: Row[]) => {
  const q = presetFilter(PRESETS[key], now);
  const field = PRESETS[key].sort_by;
  return rows
    .filter((d) => matches(q, d))
    .sort((a, b) => siteInstant(a, field).getTime() - siteInstant(b, field).getTime())
    .map((d) => d.name);
};

describe("on an ordinary day (Wednesday, November 18th 2026, 2pm)", () => {
  const now = chicago("2026-11-18T14:00");

  it("opening this week: runs starting today through Tuesday, soonest first", () => {
    const rows = [
      run("next Wednesday", "2026-11-25", "2026-12-20"),
      run("Tuesday", "2026-11-24", "2026-12-20"),
      run("today", "2026-11-18", "2026-12-20"),
      run("yesterday", "2026-11-17", "2026-12-20"),
      run("Friday", "2026-11-20", "2026-11-21"),
    ];
    expect(listed("opening_this_week", now, rows)).toEqual(["today", "Friday", "Tuesday"]);
  });

  it("closing soon: runs on now whose last day is in the next 14 site days, soonest end first", () => {
    const rows = [
      run("last day Dec 1st", "2026-11-01", "2026-12-02"),
      run("last day Dec 2nd", "2026-11-01", "2026-12-03"),
      run("last day today", "2026-11-01", "2026-11-19"),
      run("last day Friday", "2026-10-01", "2026-11-21"),
      run("not open yet", "2026-11-20", "2026-11-25"),
      run("closed yesterday", "2026-11-01", "2026-11-18"),
    ];
    expect(listed("closing_soon", now, rows)).toEqual([
      "last day today",
      "last day Friday",
      "last day Dec 1st",
    ]);
  });

  it("receptions tonight: today's site day, not ended, soonest first", () => {
    const rows = [
      reception("after midnight", "2026-11-19T01:00", "2026-11-19T02:30"),
      reception("evening", "2026-11-18T18:00", "2026-11-18T21:00"),
      reception("lunch, over", "2026-11-18T11:00", "2026-11-18T13:00"),
      reception("on now", "2026-11-18T13:00", "2026-11-18T15:00"),
      reception("tomorrow", "2026-11-19T18:00", "2026-11-19T21:00"),
      run("a run", "2026-11-01", "2026-12-01"),
    ];
    expect(listed("receptions_tonight", now, rows)).toEqual([
      "on now",
      "evening",
      "after midnight",
    ]);
  });
});

describe("in the 00:00–05:00 tail", () => {
  it("at 01:30 tonight is still yesterday's site day, without what ended", () => {
    const now = chicago("2026-11-19T01:30");
    const rows = [
      reception("ended 01:00", "2026-11-18T22:00", "2026-11-19T01:00"),
      reception("until 02:30", "2026-11-19T00:30", "2026-11-19T02:30"),
      reception("Thursday evening", "2026-11-19T18:00", "2026-11-19T21:00"),
    ];
    expect(listed("receptions_tonight", now, rows)).toEqual(["until 02:30"]);
    // A run opening Thursday is in the week that began Wednesday; next Wednesday's is not.
    expect(
      listed("opening_this_week", now, [
        run("Thursday", "2026-11-19", "2026-12-01"),
        run("Wednesday next", "2026-11-25", "2026-12-01"),
      ]),
    ).toEqual(["Thursday"]);
  });

  it("at 03:30 the coming site day counts: tonight is Thursday's", () => {
    const now = chicago("2026-11-19T03:30");
    const rows = [
      reception("until 02:30", "2026-11-19T00:30", "2026-11-19T02:30"),
      reception("Thursday evening", "2026-11-19T18:00", "2026-11-19T21:00"),
    ];
    expect(listed("receptions_tonight", now, rows)).toEqual(["Thursday evening"]);
    // A run whose last day was Wednesday ended at 03:00: no longer closing soon.
    expect(
      listed("closing_soon", now, [
        run("last day Wednesday", "2026-11-01", "2026-11-19"),
        run("last day Thursday", "2026-11-01", "2026-11-20"),
      ]),
    ).toEqual(["last day Thursday"]);
  });

  it("a run closing today is closing soon until 03:00 after its last day", () => {
    const rows = [run("last day Wednesday", "2026-11-01", "2026-11-19")];
    expect(listed("closing_soon", chicago("2026-11-19T02:59"), rows)).toEqual([
      "last day Wednesday",
    ]);
  });
});

describe("DST changes (2026)", () => {
  it("spring forward (Sunday, March 8th): Saturday night runs to 03:00 CDT", () => {
    const now = chicago("2026-03-08T01:30"); // CST, Saturday's site day
    const rows = [
      reception("past the jump", "2026-03-07T22:00", "2026-03-08T03:30"),
      reception("Sunday afternoon", "2026-03-08T14:00", "2026-03-08T17:00"),
    ];
    expect(listed("receptions_tonight", now, rows)).toEqual(["past the jump"]);
    const q = presetFilter(PRESETS.receptions_tonight, now);
    expect(q.start).toBe("gte:2026-03-07T11:00:00.000Z,lte:2026-03-08T08:00:00.000Z");
  });

  it("spring forward: Sunday evening, the week and the fortnight in CDT", () => {
    const now = chicago("2026-03-08T19:00");
    expect(presetFilter(PRESETS.receptions_tonight, now).start).toBe(
      "gte:2026-03-08T10:00:00.000Z,lte:2026-03-09T08:00:00.000Z",
    );
    expect(presetFilter(PRESETS.opening_this_week, now).start).toBe(
      "gte:2026-03-08T10:00:00.000Z,lte:2026-03-15T08:00:00.000Z",
    );
    expect(
      listed("opening_this_week", now, [
        run("Sunday", "2026-03-08", "2026-04-01"),
        run("Saturday", "2026-03-14", "2026-04-01"),
        run("Sunday next", "2026-03-15", "2026-04-01"),
      ]),
    ).toEqual(["Sunday", "Saturday"]);
    expect(
      listed("closing_soon", now, [
        run("last day Mar 21st", "2026-02-01", "2026-03-22"),
        run("last day Mar 22nd", "2026-02-01", "2026-03-23"),
      ]),
    ).toEqual(["last day Mar 21st"]);
  });

  it("fall back (Sunday, November 1st): Saturday night runs to 03:00 CST", () => {
    const now = chicago("2026-11-01T00:30"); // CDT, Saturday's site day
    const q = presetFilter(PRESETS.receptions_tonight, now);
    expect(q.start).toBe("gte:2026-10-31T10:00:00.000Z,lte:2026-11-01T09:00:00.000Z");
    const rows = [
      reception("Halloween", "2026-10-31T20:00", "2026-11-01T02:30"),
      reception("Sunday", "2026-11-01T14:00", "2026-11-01T17:00"),
    ];
    expect(listed("receptions_tonight", now, rows)).toEqual(["Halloween"]);
  });

  it("fall back: Sunday afternoon's week ends 03:00 CST a week on", () => {
    const now = chicago("2026-11-01T15:00");
    expect(presetFilter(PRESETS.opening_this_week, now).start).toBe(
      "gte:2026-11-01T11:00:00.000Z,lte:2026-11-08T09:00:00.000Z",
    );
    expect(
      listed("closing_soon", now, [
        run("last day today", "2026-10-01", "2026-11-02"),
        run("last day Nov 14th", "2026-10-01", "2026-11-15"),
        run("last day Nov 15th", "2026-10-01", "2026-11-16"),
      ]),
    ).toEqual(["last day today", "last day Nov 14th"]);
  });
});

describe("across New Year", () => {
  it("on New Year's Eve the week and the fortnight run into January", () => {
    const now = chicago("2026-12-31T20:00");
    expect(
      listed("opening_this_week", now, [
        run("Jan 2nd", "2027-01-02", "2027-02-01"),
        run("Jan 7th", "2027-01-07", "2027-02-01"),
        run("Dec 31st", "2026-12-31", "2027-02-01"),
      ]),
    ).toEqual(["Dec 31st", "Jan 2nd"]);
    expect(
      listed("closing_soon", now, [
        run("last day Jan 13th", "2026-11-01", "2027-01-14"),
        run("last day Jan 14th", "2026-11-01", "2027-01-15"),
        run("last day New Year's Eve", "2026-11-01", "2027-01-01"),
      ]),
    ).toEqual(["last day New Year's Eve", "last day Jan 13th"]);
    expect(describePresetWindow(PRESETS.opening_this_week, now)).toBe(
      "Exhibitions opening Thursday, December 31st – Wednesday, January 6th, soonest first",
    );
  });

  it("the New Year's Eve party is tonight's until it ends, past midnight", () => {
    const party = reception("party", "2026-12-31T21:00", "2027-01-01T01:00");
    const day = reception("New Year's Day", "2027-01-01T13:00", "2027-01-01T16:00");
    expect(listed("receptions_tonight", chicago("2027-01-01T00:30"), [party, day])).toEqual([
      "party",
    ]);
    expect(listed("receptions_tonight", chicago("2027-01-01T01:30"), [party, day])).toEqual([]);
    expect(listed("receptions_tonight", chicago("2027-01-01T05:00"), [party, day])).toEqual([
      "New Year's Day",
    ]);
    expect(describePresetWindow(PRESETS.receptions_tonight, chicago("2027-01-01T00:30"))).toBe(
      "Tonight, Thursday, December 31st: receptions still to come or under way",
    );
  });
});
