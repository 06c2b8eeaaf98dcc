import { DateTime } from "luxon";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describePresetWindow } from "./describe.ts";
import {
  PRESET_KEYS,
  PRESETS,
  type Preset,
  type PresetKey,
  presetByKey,
  presetFilter,
  presetWindow,
} from "./index.ts";
import { LEGACY_PRESETS, type LegacyPresetKey } from "./legacy.fixture.ts";

/** Today's presets and, as the old code had them, the dated ones that became guides. */
const ALL: Record<PresetKey | LegacyPresetKey, Preset> = { ...PRESETS, ...LEGACY_PRESETS };

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const z = (iso: string) => new Date(iso).toISOString();
const filter = (
  key: PresetKey | LegacyPresetKey,
  now: Date,
  extra?: Parameters<typeof presetFilter>[2],
) => presetFilter(ALL[key], now, extra);
/** The window as UTC ISO strings, for compact expectations. */
const windowOf = (key: PresetKey | LegacyPresetKey, now: Date) => {
  const w = presetWindow(ALL[key], now);
  return { start: w.start?.toISOString() ?? null, end: w.end?.toISOString() ?? null };
};

/** What the server does with a filter's start/end (spec §7, gte/lte on each field). */
function matches(q: Record<string, string>, d: { start: Date; end: Date }): boolean {
  for (const field of ["start", "end"] as const) {
    const condition = q[field];
    if (!condition) continue;
    const [op, iso] = [condition.slice(0, 3), condition.slice(4)];
    const bound = new Date(iso).getTime();
    const value = d[field].getTime();
    if (op === "gte" ? value < bound : value > bound) return false;
  }
  return true;
}
const on = (start: string, end: string) => ({ start: chicago(start), end: chicago(end) });

const UPCOMING = "reception,performance,artist_talk,sale,ongoing";
/** An ordinary weekday: Wednesday 2026-11-18 14:00 CST (20:00Z). */
const WEDNESDAY = chicago("2026-11-18T14:00");

describe("PRESETS", () => {
  it("lists every preset in order, keyed by its key", () => {
    expect(Object.keys(PRESETS)).toEqual([...PRESET_KEYS]);
    for (const key of PRESET_KEYS) expect(ALL[key].key).toBe(key);
  });

  it.each([
    ["all", "All Events"],
    ["upcoming", "Upcoming Events"],
    ["now_showing", "Now Showing"],
    ["weekend", "This Weekend"],
    ["week", "This Week"],
    ["classes", "Classes & Workshops"],
    ["opening_this_week", "Opening This Week"],
    ["closing_soon", "Closing Soon"],
    ["receptions_tonight", "Receptions Tonight"],
    ["tcartweek2022", "Twin Cities Art Week 2022"],
    ["tcartweek2023", "Twin Cities Art Week 2023"],
    ["tcartweek2024", "Twin Cities Art Week 2024"],
    ["summer-art-fest-guide-2024", "2024 Summer Art Fest Guide"],
    ["summer-art-fest-guide-2025", "2025 Summer Art Fest Guide"],
    ["2024-holiday-shopping-guide", "2024 Holiday Shopping Guide"],
    ["2025-holiday-shopping-guide", "2025 Holiday Shopping Guide"],
  ] as const)("%s is titled %s", (key, title) => {
    expect(ALL[key].title).toBe(title);
  });

  it("upcoming is as spec §9 has it", () => {
    expect(PRESETS.upcoming).toMatchObject({
      categories: ["reception", "performance", "artist_talk", "sale", "ongoing"],
      type: "timed",
      canceled: "exclude",
      sort_by: "start",
      sort: "asc",
    });
  });

  it("now_showing sorts by end, closing soonest first", () => {
    expect(PRESETS.now_showing).toMatchObject({
      categories: ["ongoing"],
      sort_by: "end",
      sort: "asc",
    });
  });
});

describe("presetByKey", () => {
  it("finds every preset", () => {
    for (const key of PRESET_KEYS) expect(presetByKey(key)).toBe(ALL[key]);
  });

  it.each(["", "Upcoming", "tcartweek2021", "toString", "__proto__", "constructor"])(
    "returns undefined for %j",
    (key) => {
      expect(presetByKey(key)).toBeUndefined();
    },
  );
});

describe("presetFilter on an ordinary weekday (Wed Nov 18th 2026, 2pm)", () => {
  const expected: Record<PresetKey | LegacyPresetKey, Record<string, string>> = {
    all: { page_size: "100", sort_by: "start", sort: "desc" },
    upcoming: {
      category: UPCOMING,
      type: "timed",
      is_canceled: "false",
      end: "gte:2026-11-18T20:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    now_showing: {
      category: "ongoing",
      start: "lte:2026-11-18T20:00:00.000Z",
      end: "gte:2026-11-18T20:00:00.000Z",
      page_size: "100",
      sort_by: "end",
      sort: "asc",
    },
    weekend: {
      start: "lte:2026-11-23T09:00:00.000Z",
      end: "gte:2026-11-19T11:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    week: {
      start: "lte:2026-11-25T09:00:00.000Z",
      end: "gte:2026-11-18T11:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    classes: {
      category: "class",
      type: "timed",
      is_canceled: "false",
      end: "gte:2026-11-18T20:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    opening_this_week: {
      category: "ongoing",
      is_canceled: "false",
      start: "gte:2026-11-18T11:00:00.000Z,lte:2026-11-25T09:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    closing_soon: {
      category: "ongoing",
      is_canceled: "false",
      start: "lte:2026-11-18T20:00:00.000Z",
      // Through Tuesday Dec 1st's site day: 03:00 CST Dec 2.
      end: "gte:2026-11-18T20:00:00.000Z,lte:2026-12-02T09:00:00.000Z",
      page_size: "100",
      sort_by: "end",
      sort: "asc",
    },
    receptions_tonight: {
      category: "reception",
      is_canceled: "false",
      start: "gte:2026-11-18T11:00:00.000Z,lte:2026-11-19T09:00:00.000Z",
      end: "gte:2026-11-18T20:00:00.000Z",
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    },
    // Oct 11–19 2022, CDT: 05:00 Oct 11 to 03:00 Oct 20.
    tcartweek2022: dated("2022-10-20T08:00:00.000Z", "2022-10-11T10:00:00.000Z"),
    tcartweek2023: dated("2023-10-03T08:00:00.000Z", "2023-09-27T10:00:00.000Z"),
    tcartweek2024: dated("2024-10-21T08:00:00.000Z", "2024-10-16T10:00:00.000Z"),
    "summer-art-fest-guide-2024": dated("2024-10-02T08:00:00.000Z", "2024-04-01T10:00:00.000Z"),
    "summer-art-fest-guide-2025": dated("2025-10-02T08:00:00.000Z", "2025-04-01T10:00:00.000Z"),
    // Nov 1 is still CDT; Jan 16 03:00 is CST.
    "2024-holiday-shopping-guide": dated("2025-01-16T09:00:00.000Z", "2024-11-01T10:00:00.000Z"),
    "2025-holiday-shopping-guide": dated("2026-01-16T09:00:00.000Z", "2025-11-01T10:00:00.000Z"),
  };

  function dated(lte: string, gte: string) {
    return {
      start: `lte:${lte}`,
      end: `gte:${gte}`,
      page_size: "100",
      sort_by: "start",
      sort: "asc",
    };
  }

  it.each(Object.keys(expected) as (PresetKey | LegacyPresetKey)[])("%s", (key) => {
    expect(filter(key, WEDNESDAY)).toEqual(expected[key]);
  });

  it("writes instants as UTC ISO strings with milliseconds", () => {
    for (const key of PRESET_KEYS) {
      const q = filter(key, WEDNESDAY);
      for (const field of ["start", "end"]) {
        if (q[field])
          // One condition, or two (`gte:A,lte:B`).
          expect(q[field]).toMatch(
            /^(gte|lte):\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z(,(gte|lte):\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)?$/,
          );
      }
    }
  });

  it("depends on `now` only, not on the machine's clock", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2031-06-01T00:00:00Z"));
    for (const key of PRESET_KEYS) expect(filter(key, WEDNESDAY)).toEqual(expected[key]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});

describe("presetWindow", () => {
  it("is open on both sides for all", () => {
    expect(presetWindow(PRESETS.all, WEDNESDAY)).toEqual({ start: null, end: null });
  });

  it("upcoming and classes run from now, open-ended", () => {
    const open = { start: z("2026-11-18T20:00Z"), end: null };
    expect(windowOf("upcoming", WEDNESDAY)).toEqual(open);
    expect(windowOf("classes", WEDNESDAY)).toEqual(open);
  });

  it("now_showing is the instant now", () => {
    expect(presetWindow(PRESETS.now_showing, WEDNESDAY)).toEqual({
      start: WEDNESDAY,
      end: WEDNESDAY,
    });
  });

  it("art weeks cover whole site days", () => {
    expect(windowOf("tcartweek2024", WEDNESDAY)).toEqual({
      start: z("2024-10-16T10:00Z"),
      end: z("2024-10-21T08:00Z"),
    });
  });

  it("fixed windows ignore now", () => {
    const a = presetWindow(ALL.tcartweek2023, chicago("2023-09-01T12:00"));
    const b = presetWindow(ALL.tcartweek2023, chicago("2030-01-01T12:00"));
    expect(a).toEqual(b);
  });
});

describe("in the 00:00–05:00 tail of a site day", () => {
  // Saturday 01:30 CST is still Friday Nov 20th's site day.
  const SATURDAY_0130 = chicago("2026-11-21T01:30");

  it("upcoming starts now", () => {
    expect(filter("upcoming", SATURDAY_0130).end).toBe("gte:2026-11-21T07:30:00.000Z");
    expect(filter("classes", SATURDAY_0130).end).toBe("gte:2026-11-21T07:30:00.000Z");
  });

  it("week runs from Friday's site day for seven site days", () => {
    expect(windowOf("week", SATURDAY_0130)).toEqual({
      start: z("2026-11-20T11:00Z"),
      end: z("2026-11-27T09:00Z"),
    });
  });

  it("weekend is under way, starting now", () => {
    expect(windowOf("weekend", SATURDAY_0130)).toEqual({
      start: z("2026-11-21T07:30Z"),
      end: z("2026-11-23T09:00Z"),
    });
  });

  it("now_showing uses the instant itself", () => {
    expect(filter("now_showing", SATURDAY_0130).start).toBe("lte:2026-11-21T07:30:00.000Z");
  });

  it("between 03:00 and 05:00 the coming site day counts", () => {
    const saturday0400 = chicago("2026-11-21T04:00");
    expect(filter("upcoming", saturday0400).end).toBe("gte:2026-11-21T10:00:00.000Z");
    // Runs on view are the coming site day's: those open from 05:00.
    expect(windowOf("now_showing", saturday0400)).toEqual({
      start: z("2026-11-21T11:00Z"),
      end: z("2026-11-21T11:00Z"),
    });
    expect(windowOf("week", saturday0400)).toEqual({
      start: z("2026-11-21T11:00Z"),
      end: z("2026-11-28T09:00Z"),
    });
  });

  it("at 00:02 upcoming has dropped the reception that ended at 22:00, not the party still on", () => {
    const q = filter("upcoming", chicago("2026-11-21T00:02"));
    expect(matches(q, on("2026-11-20T18:00", "2026-11-20T22:00"))).toBe(false);
    expect(matches(q, on("2026-11-20T23:00", "2026-11-21T01:00"))).toBe(true);
    expect(matches(q, on("2026-11-21T18:00", "2026-11-21T21:00"))).toBe(true);
  });
});

describe("weekend: Thursday 05:00 to Monday 03:00", () => {
  const THIS = { start: z("2026-11-19T11:00Z"), end: z("2026-11-23T09:00Z") };
  const NEXT = { start: z("2026-11-26T11:00Z"), end: z("2026-11-30T09:00Z") };

  it.each([
    ["Mon 12:00", "2026-11-16T12:00", THIS],
    ["Wed 12:00", "2026-11-18T12:00", THIS],
    ["Thu 04:59", "2026-11-19T04:59", THIS],
    ["Thu 05:00", "2026-11-19T05:00", THIS],
    ["Mon 03:00", "2026-11-23T03:00", NEXT],
    ["Mon 12:00", "2026-11-23T12:00", NEXT],
  ])("%s looks at the coming weekend", (_, at, expected) => {
    expect(windowOf("weekend", chicago(at))).toEqual(expected);
  });

  it.each([
    ["Thu 18:00", "2026-11-19T18:00"],
    ["Fri 01:00", "2026-11-20T01:00"],
    ["Sat 14:00", "2026-11-21T14:00"],
    ["Sun 23:00", "2026-11-22T23:00"],
    ["Mon 02:59", "2026-11-23T02:59"],
  ])("%s is inside the weekend, starting now", (_, at) => {
    const now = chicago(at);
    expect(windowOf("weekend", now)).toEqual({ start: now.toISOString(), end: THIS.end });
  });

  it("filters on overlap with the window", () => {
    const q = filter("weekend", chicago("2026-11-18T12:00"));
    expect(matches(q, on("2026-11-19T18:00", "2026-11-19T21:00"))).toBe(true); // Thu reception
    expect(matches(q, on("2026-11-01T00:00", "2026-12-31T00:00"))).toBe(true); // month-long run
    expect(matches(q, on("2026-11-22T23:00", "2026-11-23T01:00"))).toBe(true); // Sun late party
    expect(matches(q, on("2026-11-23T10:00", "2026-11-23T12:00"))).toBe(false); // Mon class
    expect(matches(q, on("2026-11-01T00:00", "2026-11-19T00:00"))).toBe(false); // closed Wed
    expect(matches(q, on("2026-11-19T02:00", "2026-11-19T04:00"))).toBe(false); // Wed night
  });

  it("inside the weekend, what is already over drops out", () => {
    const q = filter("weekend", chicago("2026-11-21T14:00"));
    expect(matches(q, on("2026-11-20T18:00", "2026-11-20T21:00"))).toBe(false);
    expect(matches(q, on("2026-11-21T13:00", "2026-11-21T16:00"))).toBe(true);
  });
});

describe("DST changes (2026)", () => {
  it("weekend across fall back (Nov 1): 05:00 CDT Thursday to 03:00 CST Monday", () => {
    const expected = { start: z("2026-10-29T10:00Z"), end: z("2026-11-02T09:00Z") };
    expect(windowOf("weekend", chicago("2026-10-28T12:00"))).toEqual(expected);
    // 01:30 CST on Sunday Nov 1 (the second 01:30) is Saturday's site day, inside.
    const second0130 = new Date("2026-11-01T07:30:00Z");
    expect(windowOf("weekend", second0130)).toEqual({
      start: second0130.toISOString(),
      end: expected.end,
    });
  });

  it("weekend across spring forward (Mar 8): 05:00 CST Thursday to 03:00 CDT Monday", () => {
    const expected = { start: z("2026-03-05T11:00Z"), end: z("2026-03-09T08:00Z") };
    expect(windowOf("weekend", chicago("2026-03-04T12:00"))).toEqual(expected);
    const sunday0300 = new Date("2026-03-08T08:00:00Z"); // first instant of CDT
    expect(windowOf("weekend", sunday0300)).toEqual({
      start: sunday0300.toISOString(),
      end: expected.end,
    });
  });

  it("upcoming in the small hours of the change days starts at that instant", () => {
    // 01:30 CDT and 01:30 CST on Nov 1, 04:00 CST, 01:59 CST and 03:00 CDT on Mar 8.
    for (const at of [
      "2026-11-01T06:30:00.000Z",
      "2026-11-01T07:30:00.000Z",
      "2026-11-01T10:00:00.000Z",
      "2026-03-08T07:59:00.000Z",
      "2026-03-08T08:00:00.000Z",
    ]) {
      expect(filter("upcoming", new Date(at)).end).toBe(`gte:${at}`);
    }
  });

  it("at 00:02 on both change nights the evening's ended reception is out of upcoming", () => {
    // Oct 31 (CDT) → 00:02 Nov 1 CDT; Mar 7 (CST) → 00:02 Mar 8 CST.
    for (const [evening, night] of [
      ["2026-10-31", "2026-11-01"],
      ["2026-03-07", "2026-03-08"],
    ]) {
      const q = filter("upcoming", chicago(`${night}T00:02`));
      expect(matches(q, on(`${evening}T18:00`, `${evening}T22:00`))).toBe(false);
      expect(matches(q, on(`${evening}T23:00`, `${night}T01:00`))).toBe(true);
    }
  });

  it("week across fall back ends at 03:00 CST", () => {
    expect(windowOf("week", chicago("2026-10-26T12:00"))).toEqual({
      start: z("2026-10-26T10:00Z"),
      end: z("2026-11-02T09:00Z"),
    });
  });

  it("week across spring forward ends at 03:00 CDT", () => {
    expect(windowOf("week", chicago("2026-03-05T12:00"))).toEqual({
      start: z("2026-03-05T11:00Z"),
      end: z("2026-03-12T08:00Z"),
    });
  });
});

describe("holiday guides across New Year", () => {
  const guide = "2025-holiday-shopping-guide";
  const q = filter(guide, WEDNESDAY);

  it("run from Nov 1 05:00 to 03:00 after Jan 15 of the next year", () => {
    expect(windowOf(guide, WEDNESDAY)).toEqual({
      start: z("2025-11-01T10:00Z"),
      end: z("2026-01-16T09:00Z"),
    });
    expect(windowOf("2024-holiday-shopping-guide", WEDNESDAY)).toEqual({
      start: z("2024-11-01T10:00Z"),
      end: z("2025-01-16T09:00Z"),
    });
  });

  it("are the same whether asked before or after New Year", () => {
    expect(filter(guide, chicago("2025-12-31T23:30"))).toEqual(q);
    expect(filter(guide, chicago("2026-01-01T00:30"))).toEqual(q);
  });

  it("include New Year's Eve and Jan 15 evening, not Jan 16", () => {
    expect(matches(q, on("2025-12-31T21:00", "2026-01-01T01:00"))).toBe(true);
    expect(matches(q, on("2026-01-15T18:00", "2026-01-15T21:00"))).toBe(true);
    expect(matches(q, on("2026-01-16T10:00", "2026-01-16T16:00"))).toBe(false);
  });

  it("include a run that opened before Nov 1, not one that closed Oct 31", () => {
    expect(matches(q, on("2025-10-01T00:00", "2025-11-16T00:00"))).toBe(true);
    expect(matches(q, on("2025-10-01T00:00", "2025-11-01T00:00"))).toBe(false);
  });
});

describe("art weeks and summer guides: inclusive days", () => {
  const q = filter("tcartweek2024", WEDNESDAY);

  it("include the first and last days", () => {
    expect(matches(q, on("2024-10-16T18:00", "2024-10-16T21:00"))).toBe(true);
    expect(matches(q, on("2024-10-20T13:00", "2024-10-20T16:00"))).toBe(true);
    expect(matches(q, on("2024-10-20T22:00", "2024-10-21T01:00"))).toBe(true);
  });

  it("exclude the days around them", () => {
    expect(matches(q, on("2024-10-15T18:00", "2024-10-15T21:00"))).toBe(false);
    expect(matches(q, on("2024-10-21T10:00", "2024-10-21T12:00"))).toBe(false);
    // A run that closed Oct 15 (stored as ending at midnight on Oct 16).
    expect(matches(q, on("2024-09-01T00:00", "2024-10-16T00:00"))).toBe(false);
  });

  it("known edge: a run opening the day after starts inside the 03:00 tail", () => {
    expect(matches(q, on("2024-10-21T00:00", "2024-11-30T00:00"))).toBe(true);
  });

  it("summer guides cover Apr 1 to Oct 1 inclusive", () => {
    expect(windowOf("summer-art-fest-guide-2025", WEDNESDAY)).toEqual({
      start: z("2025-04-01T10:00Z"),
      end: z("2025-10-02T08:00Z"),
    });
    const s = filter("summer-art-fest-guide-2025", WEDNESDAY);
    expect(matches(s, on("2025-10-01T10:00", "2025-10-01T16:00"))).toBe(true);
    expect(matches(s, on("2025-03-31T10:00", "2025-03-31T16:00"))).toBe(false);
  });
});

describe("presetFilter extras", () => {
  it("adds tags and venue_id", () => {
    expect(
      filter("weekend", WEDNESDAY, { tags: ["photo", "print"], venue_id: "v1" }),
    ).toMatchObject({ tags: "photo,print", venue_id: "v1" });
  });

  it("drops empty tags and venue_id", () => {
    for (const extra of [
      { tags: [], venue_id: "" },
      { tags: ["", "  "], venue_id: "  " },
      { tags: null, venue_id: null },
    ]) {
      const q = filter("upcoming", WEDNESDAY, extra);
      expect(q).not.toHaveProperty("tags");
      expect(q).not.toHaveProperty("venue_id");
    }
  });

  it("trims tags and skips blank ones", () => {
    expect(filter("all", WEDNESDAY, { tags: [" photo ", "", "print"] }).tags).toBe("photo,print");
  });

  it("overrides sort and sort_by", () => {
    const q = filter("upcoming", WEDNESDAY, { sort: "desc", sort_by: "end" });
    expect([q.sort_by, q.sort]).toEqual(["end", "desc"]);
  });

  it("treats xxDefaultxx and empty as the preset's default", () => {
    for (const value of ["xxDefaultxx", "", undefined, null]) {
      const q = filter("now_showing", WEDNESDAY, { sort: value, sort_by: value });
      expect([q.sort_by, q.sort]).toEqual(["end", "asc"]);
    }
  });

  it("leaves the preset's own filters alone", () => {
    const q = filter("upcoming", WEDNESDAY, { tags: ["x"] });
    expect(q).toMatchObject({ category: UPCOMING, type: "timed", is_canceled: "false" });
  });

  it("accepts a preset looked up by key", () => {
    const preset = presetByKey("classes") as Preset;
    expect(presetFilter(preset, WEDNESDAY)).toEqual(filter("classes", WEDNESDAY));
  });
});

describe("invariants over many clocks", () => {
  const clocks = [
    "2026-01-01T00:00",
    "2026-03-08T01:59",
    "2026-03-08T03:00",
    "2026-06-21T12:00",
    "2026-11-01T01:30",
    "2026-11-01T04:59",
    "2026-11-21T05:00",
    "2026-12-31T23:59",
  ].map(chicago);

  it("every window starts no later than it ends", () => {
    for (const now of clocks) {
      for (const key of PRESET_KEYS) {
        const { start, end } = presetWindow(ALL[key], now);
        if (start && end) expect(start.getTime()).toBeLessThanOrEqual(end.getTime());
      }
    }
  });

  it("weekend and week always contain or follow now", () => {
    for (const now of clocks) {
      for (const key of ["weekend", "week"] as const) {
        const { end } = presetWindow(ALL[key], now);
        expect(end!.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it("every filter has page_size 100 and a sort", () => {
    for (const key of PRESET_KEYS) {
      const q = filter(key, clocks[0]!);
      expect(q.page_size).toBe("100");
      expect(q.sort_by).toMatch(/^(start|end)$/);
      expect(q.sort).toMatch(/^(asc|desc)$/);
    }
  });
});

describe("03:00–05:00 counts to the coming site day (decision 030)", () => {
  // An ordinary Saturday, the fall-back Sunday (CST by then) and the spring-forward Sunday (CDT).
  it.each([
    ["2026-11-21", "03:30"],
    ["2026-11-21", "04:59"],
    ["2026-11-01", "03:30"],
    ["2026-11-01", "04:59"],
    ["2026-03-08", "03:30"],
    ["2026-03-08", "04:59"],
  ])("on %s at %s", (day, time) => {
    const now = chicago(`${day}T${time}`);
    const fiveAm = chicago(`${day}T05:00`).toISOString();
    expect(describePresetWindow(PRESETS.upcoming, now)).toContain(
      DateTime.fromISO(day).setLocale("en-US").toFormat("LLLL"),
    );
    // "Today" and the week are that date's; the runs on view are the ones of its site day.
    expect(windowOf("week", now).start).toBe(fiveAm);
    expect(windowOf("now_showing", now)).toEqual({ start: fiveAm, end: fiveAm });
    // Upcoming still starts at the instant: nothing that ended is listed.
    expect(windowOf("upcoming", now).start).toBe(now.toISOString());
  });
});
