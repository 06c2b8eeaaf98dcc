import { describe, expect, it } from "vitest";
import { recurrenceRuleSchema, seriesSchema } from "../schemas/recurrence.ts";
import {
  chicagoLocal,
  countBefore,
  firstLocalStart,
  fromRRule,
  occurrences,
  type Recurrence,
  strayExceptions,
  toRRule,
} from "./rule.ts";

const tueThu: Recurrence = {
  freq: "weekly",
  by_weekday: ["TU", "TH"],
  start_date: "2026-02-01",
  start_time: "18:00",
  duration_minutes: 120,
};
const at = (iso: string) => new Date(iso);
const locals = (r: Recurrence, from: string, to: string) =>
  occurrences(r, at(from), at(to)).map((o) => chicagoLocal(o.start));

describe("recurrence rules (America/Chicago wall-clock)", () => {
  it("keeps 18:00 local on both sides of the March change", () => {
    const got = locals(tueThu, "2026-03-01T00:00:00Z", "2026-03-14T00:00:00Z");
    expect(got).toEqual([
      "2026-03-03T18:00",
      "2026-03-05T18:00",
      "2026-03-10T18:00",
      "2026-03-12T18:00",
    ]);
    const instants = occurrences(tueThu, at("2026-03-01T00:00:00Z"), at("2026-03-14T00:00:00Z"));
    // CST (UTC-6) before 2026-03-08, CDT (UTC-5) after.
    expect(instants[1]!.start.toISOString()).toBe("2026-03-06T00:00:00.000Z");
    expect(instants[2]!.start.toISOString()).toBe("2026-03-10T23:00:00.000Z");
  });

  it("keeps 18:00 local on both sides of the November change", () => {
    const o = occurrences(tueThu, at("2026-10-27T00:00:00Z"), at("2026-11-07T00:00:00Z"));
    expect(o.map((x) => chicagoLocal(x.start))).toEqual([
      "2026-10-27T18:00",
      "2026-10-29T18:00",
      "2026-11-03T18:00",
      "2026-11-05T18:00",
    ]);
    expect(o[1]!.start.toISOString()).toBe("2026-10-29T23:00:00.000Z");
    expect(o[2]!.start.toISOString()).toBe("2026-11-04T00:00:00.000Z");
    expect(o[2]!.end.toISOString()).toBe("2026-11-04T02:00:00.000Z");
  });

  it("moves a Sunday 02:30 date on 2026-03-08 to 03:30 (the skipped hour), as RFC 5545 says, instead of dropping it", () => {
    const r: Recurrence = {
      ...tueThu,
      by_weekday: ["SU"],
      start_time: "02:30",
      duration_minutes: 60,
    };
    expect(locals(r, "2026-03-01T00:00:00Z", "2026-03-16T12:00:00Z")).toEqual([
      "2026-03-01T02:30",
      "2026-03-08T03:30",
      "2026-03-15T02:30",
    ]);
  });

  it("takes the first 01:30 on the night clocks go back (2026-11-01)", () => {
    const r: Recurrence = {
      ...tueThu,
      by_weekday: ["SU"],
      start_time: "01:30",
      duration_minutes: 60,
    };
    const o = occurrences(r, at("2026-10-31T00:00:00Z"), at("2026-11-02T00:00:00Z"));
    expect(o.map((x) => x.start.toISOString())).toEqual(["2026-11-01T06:30:00.000Z"]);
  });

  it("keeps a date in the 00:00–05:00 tail on its calendar day, and counts it on its until date", () => {
    // Friday 00:30 is still Thursday's site day; the rule means the calendar Friday.
    const r: Recurrence = {
      ...tueThu,
      by_weekday: ["FR"],
      start_time: "00:30",
      until: "2026-03-13",
      start_date: "2026-03-01",
    };
    const o = occurrences(r, at("2026-01-01T00:00:00Z"), at("2027-01-01T00:00:00Z"));
    expect(o.map((x) => chicagoLocal(x.start))).toEqual(["2026-03-06T00:30", "2026-03-13T00:30"]);
    expect(o[1]!.start.toISOString()).toBe("2026-03-13T05:30:00.000Z");
  });

  it("runs across New Year, every other week, and stops at a count", () => {
    const r: Recurrence = {
      freq: "weekly",
      interval: 2,
      by_weekday: ["WE"],
      start_date: "2026-12-16",
      start_time: "19:00",
      duration_minutes: 90,
      count: 3,
    };
    expect(locals(r, "2026-12-01T00:00:00Z", "2027-03-01T00:00:00Z")).toEqual([
      "2026-12-16T19:00",
      "2026-12-30T19:00",
      "2027-01-13T19:00",
    ]);
  });

  it("does monthly on the nth or last weekday and on a day of the month", () => {
    const second: Recurrence = {
      freq: "monthly",
      by_weekday: ["TU"],
      nth: 2,
      start_date: "2026-01-01",
      start_time: "18:00",
      duration_minutes: 60,
      count: 3,
    };
    expect(locals(second, "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z")).toEqual([
      "2026-01-13T18:00",
      "2026-02-10T18:00",
      "2026-03-10T18:00",
    ]);
    const last: Recurrence = { ...second, nth: -1, by_weekday: ["FR"] };
    expect(locals(last, "2026-01-01T00:00:00Z", "2026-04-01T00:00:00Z")).toEqual([
      "2026-01-30T18:00",
      "2026-02-27T18:00",
      "2026-03-27T18:00",
    ]);
    const { nth: _nth, count: _count, ...rest } = second;
    const fifteenth: Recurrence = { ...rest, by_weekday: [], month_day: 15 };
    expect(locals(fifteenth, "2026-10-01T00:00:00Z", "2027-01-01T00:00:00Z")).toEqual([
      "2026-10-15T18:00",
      "2026-11-15T18:00",
      "2026-12-15T18:00",
    ]);
  });

  it("applies exceptions: a skipped date is absent, a moved one keeps its occurrence", () => {
    const r: Recurrence = {
      ...tueThu,
      exceptions: [
        { date: "2026-03-10", skip: true },
        { date: "2026-03-12", start: "2026-03-13T19:00", end: "2026-03-13T21:00", label: "Moved" },
      ],
    };
    const o = occurrences(r, at("2026-03-09T00:00:00Z"), at("2026-03-18T00:00:00Z"));
    expect(o.map((x) => [x.date, chicagoLocal(x.start), x.label ?? null, x.changed])).toEqual([
      ["2026-03-12", "2026-03-13T19:00", "Moved", true],
      ["2026-03-17", "2026-03-17T18:00", null, false],
    ]);
    expect(o[0]!.occurrence.toISOString()).toBe("2026-03-12T23:00:00.000Z");
    expect(strayExceptions({ ...r, exceptions: [{ date: "2026-03-11", skip: true }] })).toEqual([
      "2026-03-11",
    ]);
    expect(countBefore(r, at("2026-02-10T00:00:00Z"))).toBe(2);
  });

  it("writes an RRULE whose DTSTART is the first real date, and reads it back", () => {
    const r: Recurrence = { ...tueThu, until: "2026-06-30" };
    expect(firstLocalStart(r)).toBe("2026-02-03T18:00");
    const rr = toRRule(r)!;
    expect(rr.dtstart).toBe("DTSTART;TZID=America/Chicago:20260203T180000");
    // The until date's last second in Chicago (CDT), in UTC.
    expect(rr.rrule).toBe("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260701T045959Z");
    const back = fromRRule(`${rr.dtstart}\n${rr.rrule}`, 120);
    expect(back).toMatchObject({
      freq: "weekly",
      by_weekday: ["TU", "TH"],
      start_date: "2026-02-03",
      start_time: "18:00",
      until: "2026-06-30",
    });
  });
});

describe("recurrence rule validation", () => {
  const base = { ...tueThu, venue_id: "00000000-0000-4000-8000-000000000001", category: "class" };
  const errors = (input: unknown) => {
    const r = seriesSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("names the field of each mistake", () => {
    expect(errors({ ...base, by_weekday: [] })).toEqual([
      "by_weekday: Choose at least one weekday.",
    ]);
    expect(errors({ ...base, until: "2026-01-01" })).toEqual([
      "until: The end date must not be before the start.",
    ]);
    expect(errors({ ...base, count: 401 })).toEqual(["count: Use at most 400 dates."]);
    expect(errors({ ...base, until: "2026-05-01", count: 3 })).toEqual([
      "count: Choose an end date or a number of times, not both.",
    ]);
    expect(errors({ ...base, freq: "monthly", by_weekday: ["TU", "TH"] })[0]).toMatch(/^nth:/);
    expect(errors({ ...base, start_time: "25:00" })[0]).toMatch(/^start_time:/);
    expect(errors(base)).toEqual([]);
    expect(recurrenceRuleSchema.safeParse(tueThu).success).toBe(true);
  });
});
