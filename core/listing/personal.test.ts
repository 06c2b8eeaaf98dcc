import { describe, expect, it } from "vitest";
import { personalFeedLinks } from "../feeds/personal-feed.ts";
import {
  FOR_YOU_PRESET,
  type PersonalReason,
  personalFeedWindow,
  reasonLine,
  reasonsFor,
  reasonWords,
  sortReasons,
} from "./personal.ts";

// The personal feed's window, fixed clocks in Chicago: whole site days, from
// the start (05:00) of the one 30 days before today's to the end (03:00 next
// morning) of the one a year after it.
const at = (iso: string) => personalFeedWindow(new Date(iso));
const iso = (w: { from: Date; to: Date }) => ({
  from: w.from.toISOString(),
  to: w.to.toISOString(),
});

describe("personalFeedWindow", () => {
  it("covers a month back and a year ahead of today's site day", () => {
    // Tuesday Nov 24th 2026, noon CST.
    expect(iso(at("2026-11-24T18:00:00.000Z"))).toEqual({
      from: "2026-10-25T10:00:00.000Z", // 05:00 CDT: a month back is still summer time
      to: "2027-11-25T09:00:00.000Z", // 03:00 CST after Nov 24th 2027
    });
  });

  it("keeps the evening's site day in the 00:00–03:00 tail, and moves on after 03:00", () => {
    // 01:30 Wednesday is still Tuesday's site day: the same window.
    expect(iso(at("2026-11-25T07:30:00.000Z"))).toEqual(iso(at("2026-11-24T18:00:00.000Z")));
    // 03:30 belongs to the coming (Wednesday's) site day.
    expect(iso(at("2026-11-25T09:30:00.000Z"))).toEqual({
      from: "2026-10-26T10:00:00.000Z",
      to: "2027-11-26T09:00:00.000Z",
    });
  });

  it("is right across the spring change (Mar 8th 2026, 02:00 → 03:00)", () => {
    // 01:30 CST, the night of the change: Saturday Mar 7th's site day.
    expect(iso(at("2026-03-08T07:30:00.000Z"))).toEqual({
      from: "2026-02-05T11:00:00.000Z",
      to: "2027-03-08T09:00:00.000Z",
    });
    // 04:30 CDT, after the change: Sunday's site day, in summer time now.
    expect(iso(at("2026-03-08T09:30:00.000Z"))).toEqual({
      from: "2026-02-06T11:00:00.000Z",
      to: "2027-03-09T09:00:00.000Z",
    });
  });

  it("is right across the autumn change (Nov 1st 2026, 02:00 → 01:00)", () => {
    // The first 01:30 (CDT) and the second (CST) are both Saturday's site day.
    const first = iso(at("2026-11-01T06:30:00.000Z"));
    expect(first).toEqual({ from: "2026-10-01T10:00:00.000Z", to: "2027-11-01T08:00:00.000Z" });
    expect(iso(at("2026-11-01T07:30:00.000Z"))).toEqual(first);
    // Sunday noon CST.
    expect(iso(at("2026-11-01T18:00:00.000Z"))).toEqual({
      from: "2026-10-02T10:00:00.000Z",
      to: "2027-11-02T08:00:00.000Z",
    });
  });

  it("is right across New Year", () => {
    // 01:00 on Jan 1st 2027 is still New Year's Eve's site day.
    expect(iso(at("2027-01-01T07:00:00.000Z"))).toEqual({
      from: "2026-12-01T11:00:00.000Z",
      to: "2028-01-01T09:00:00.000Z",
    });
    expect(iso(at("2027-01-01T12:00:00.000Z"))).toEqual({
      from: "2026-12-02T11:00:00.000Z",
      to: "2028-01-02T09:00:00.000Z",
    });
  });

  it("stays put through a site day, so an unchanged feed keeps its ETag", () => {
    const morning = iso(at("2026-11-24T11:00:00.000Z"));
    expect(iso(at("2026-11-25T08:59:00.000Z"))).toEqual(morning);
  });
});

const saved: PersonalReason = { kind: "saved", target: null, name: "Saved" };
const venue: PersonalReason = { kind: "venue", target: "v1", name: "Walker Art Center" };
const tag: PersonalReason = { kind: "tag", target: "sculpture", name: "sculpture" };
const city: PersonalReason = { kind: "city", target: "c1", name: "Minneapolis" };

describe("reasons", () => {
  it("puts a save first, then the most specific follow", () => {
    expect(sortReasons([tag, city, saved, venue]).map((r) => r.kind)).toEqual([
      "saved",
      "venue",
      "city",
      "tag",
    ]);
  });

  it("reads as a person would say it", () => {
    expect(reasonWords(saved)).toBe("Saved");
    expect(reasonWords(venue)).toBe("Because you follow Walker Art Center");
    expect(reasonWords(tag)).toBe("Because you follow #sculpture");
    expect(reasonLine([])).toBeNull();
    expect(reasonLine([saved])).toBe("Saved");
    expect(reasonLine([tag, venue])).toBe("Because you follow Walker Art Center and #sculpture");
    expect(reasonLine([tag, saved, city, venue])).toBe(
      "Saved · Because you follow Walker Art Center, Minneapolis and 1 more",
    );
  });
});

describe("FOR_YOU_PRESET", () => {
  it("is Upcoming with every kind of date one follows, but not open hours", () => {
    expect(FOR_YOU_PRESET.window).toEqual({ kind: "upcoming" });
    expect(FOR_YOU_PRESET.categories).toContain("class");
    expect(FOR_YOU_PRESET.categories).toContain("ongoing");
    expect(FOR_YOU_PRESET.categories).not.toContain("hours");
    expect(FOR_YOU_PRESET.canceled).toBe("exclude");
  });
});

describe("personalFeedLinks", () => {
  it("makes the https, webcal, Google and Outlook addresses", () => {
    const l = personalFeedLinks("https://tcartcal.test/", "abc_-1", "Art · TCAC");
    expect(l.url).toBe("https://tcartcal.test/feeds/personal/abc_-1.ics");
    expect(l.webcal).toBe("webcal://tcartcal.test/feeds/personal/abc_-1.ics");
    expect(l.google).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Ftcartcal.test%2Ffeeds%2Fpersonal%2Fabc_-1.ics",
    );
    expect(l.outlook).toBe(
      "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Ftcartcal.test%2Ffeeds%2Fpersonal%2Fabc_-1.ics&name=Art%20%C2%B7%20TCAC",
    );
  });
});

describe("reasonsFor", () => {
  const set = {
    saved: ["ev-1"],
    venues: ["ven-1"],
    cities: ["city-1"],
    categories: ["class"],
    tags: ["ceramics"],
  };
  const date = (over: Partial<Parameters<typeof reasonsFor>[1]> = {}) => ({
    eventId: "ev-2",
    category: "reception",
    tags: [] as string[],
    venue: { id: "ven-2", name: "Quarry", cityId: "city-2", cityName: "St. Paul" },
    ...over,
  });

  it("gives every match: the save, the venue, its city, the category and each tag", () => {
    const all = reasonsFor(set, {
      eventId: "ev-1",
      category: "class",
      tags: ["ceramics", "glass"],
      venue: { id: "ven-1", name: "The Loft", cityId: "city-1", cityName: "Minneapolis" },
    });
    expect(all).toEqual([
      { kind: "saved", target: null, name: "Saved" },
      { kind: "venue", target: "ven-1", name: "The Loft" },
      { kind: "city", target: "city-1", name: "Minneapolis" },
      { kind: "category", target: "class", name: "class" },
      { kind: "tag", target: "ceramics", name: "ceramics" },
    ]);
  });

  it("gives nothing for what the visitor neither saved nor follows", () => {
    expect(reasonsFor(set, date())).toEqual([]);
    expect(reasonsFor(set, date({ venue: null }))).toEqual([]);
    expect(reasonsFor({ ...set, cities: ["city-2"] }, date())).toEqual([
      { kind: "city", target: "city-2", name: "St. Paul" },
    ]);
  });
});
