import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { describePresetWindow } from "./describe.ts";
import { PRESETS, type Preset, type PresetKey } from "./index.ts";
import { LEGACY_PRESETS, type LegacyPresetKey } from "./legacy.fixture.ts";

/** Today's presets and, as the old code had them, the dated ones that became guides. */
const ALL: Record<PresetKey | LegacyPresetKey, Preset> = { ...PRESETS, ...LEGACY_PRESETS };

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

// 2026-11-21 is a Saturday.
const saturday = chicago("2026-11-21T14:00");

// A Record over PresetKey, so a new preset without a description fails to compile.
const EXPECTED: Record<PresetKey | LegacyPresetKey, string> = {
  all: "Every event on the calendar, newest first",
  upcoming: "From today, Saturday, November 21st, soonest first",
  now_showing: "Exhibitions on view now, closing soonest first",
  weekend: "Thursday, November 19th – Sunday, November 22nd",
  week: "Saturday, November 21st – Friday, November 27th",
  classes: "Classes and workshops from today on",
  opening_this_week:
    "Exhibitions opening Saturday, November 21st – Friday, November 27th, soonest first",
  closing_soon: "Exhibitions on view now that close by Friday, December 4th, soonest first",
  receptions_tonight: "Tonight, Saturday, November 21st: receptions still to come or under way",
  tcartweek2022: "October 11th – 19th, 2022",
  tcartweek2023: "September 27th – October 2nd, 2023",
  tcartweek2024: "October 16th – 20th, 2024",
  "summer-art-fest-guide-2024": "April 1st – October 1st, 2024",
  "summer-art-fest-guide-2025": "April 1st – October 1st, 2025",
  "2024-holiday-shopping-guide": "November 1st, 2024 – January 15th, 2025",
  "2025-holiday-shopping-guide": "November 1st, 2025 – January 15th, 2026",
};

describe("describePresetWindow", () => {
  it.each(Object.keys(EXPECTED) as (PresetKey | LegacyPresetKey)[])("%s", (key) => {
    expect(describePresetWindow(ALL[key], saturday)).toBe(EXPECTED[key]);
  });

  it("upcoming names today's site day", () => {
    expect(describePresetWindow(PRESETS.upcoming, chicago("2026-11-21T01:30"))).toBe(
      "From today, Friday, November 20th, soonest first",
    );
    expect(describePresetWindow(PRESETS.upcoming, chicago("2026-11-21T04:00"))).toBe(
      "From today, Saturday, November 21st, soonest first",
    );
  });

  it.each([
    // Monday to Wednesday look ahead to the coming weekend.
    ["2026-11-16T12:00", "Thursday, November 19th – Sunday, November 22nd"],
    ["2026-11-18T23:00", "Thursday, November 19th – Sunday, November 22nd"],
    // Inside it, the window starts now but the text still says Thursday.
    ["2026-11-19T04:00", "Thursday, November 19th – Sunday, November 22nd"],
    ["2026-11-19T12:00", "Thursday, November 19th – Sunday, November 22nd"],
    ["2026-11-22T23:00", "Thursday, November 19th – Sunday, November 22nd"],
    // 01:30 Monday is still Sunday night.
    ["2026-11-23T01:30", "Thursday, November 19th – Sunday, November 22nd"],
    ["2026-11-23T03:00", "Thursday, November 26th – Sunday, November 29th"],
    // Across month and year ends.
    ["2026-11-30T12:00", "Thursday, December 3rd – Sunday, December 6th"],
    ["2026-12-29T12:00", "Thursday, December 31st – Sunday, January 3rd"],
  ])("weekend at %s: %s", (at, text) => {
    expect(describePresetWindow(PRESETS.weekend, chicago(at))).toBe(text);
  });

  it.each([
    ["2026-11-21T01:30", "Friday, November 20th – Thursday, November 26th"],
    ["2026-11-21T04:00", "Saturday, November 21st – Friday, November 27th"],
    ["2026-12-28T12:00", "Monday, December 28th – Sunday, January 3rd"],
  ])("week at %s: %s", (at, text) => {
    expect(describePresetWindow(PRESETS.week, chicago(at))).toBe(text);
  });

  it("weekends and weeks over the DST changes", () => {
    // Spring forward on Sunday Mar 8: that site day runs to 03:00 CDT Monday.
    expect(describePresetWindow(PRESETS.weekend, chicago("2026-03-08T01:30"))).toBe(
      "Thursday, March 5th – Sunday, March 8th",
    );
    expect(describePresetWindow(PRESETS.weekend, chicago("2026-03-09T02:30"))).toBe(
      "Thursday, March 5th – Sunday, March 8th",
    );
    expect(describePresetWindow(PRESETS.week, chicago("2026-03-05T12:00"))).toBe(
      "Thursday, March 5th – Wednesday, March 11th",
    );
    // Fall back on Sunday Nov 1, in the repeated 1am hour (01:30 CST).
    expect(describePresetWindow(PRESETS.weekend, new Date("2026-11-01T07:30:00Z"))).toBe(
      "Thursday, October 29th – Sunday, November 1st",
    );
    expect(describePresetWindow(PRESETS.week, new Date("2026-11-01T07:30:00Z"))).toBe(
      "Saturday, October 31st – Friday, November 6th",
    );
  });

  it("fixed days do not depend on the clock", () => {
    for (const at of ["2022-10-15T12:00", "2030-01-01T01:00", "2026-03-08T02:30"]) {
      expect(describePresetWindow(ALL.tcartweek2022, chicago(at))).toBe(
        "October 11th – 19th, 2022",
      );
    }
  });

  it("a one-day window and an oldest-first list", () => {
    const oneDay = {
      ...ALL.tcartweek2024,
      window: { kind: "days", first: "2024-10-16", last: "2024-10-16" },
    } as const;
    expect(describePresetWindow(oneDay, saturday)).toBe("October 16th, 2024");
    expect(describePresetWindow({ ...PRESETS.all, sort: "asc" }, saturday)).toBe(
      "Every event on the calendar, oldest first",
    );
  });
});
