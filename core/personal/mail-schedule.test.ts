import { describe, expect, it } from "vitest";
import {
  chicagoHourInstant,
  digestDueAt,
  digestWeek,
  digestWeekdaysAround,
  dueReminders,
  latestDigestDue,
  remindersFor,
} from "./mail-schedule.ts";

// Fixed clocks only. 2026's changes: spring forward Sun Mar 8 (02:00 CST →
// 03:00 CDT), fall back Sun Nov 1 (02:00 CDT → 01:00 CST). Thursday is
// weekday 4, the digest's default, at 09:00.
const at = (iso: string) => new Date(iso);
const THU = 4;

describe("chicagoHourInstant", () => {
  it("reads ordinary hours in CST and CDT", () => {
    expect(chicagoHourInstant("2026-11-26", 9)).toEqual(at("2026-11-26T15:00:00Z"));
    expect(chicagoHourInstant("2026-07-02", 9)).toEqual(at("2026-07-02T14:00:00Z"));
  });
  it("gives the hour the clocks jump to for the skipped 02:00 in March", () => {
    expect(chicagoHourInstant("2026-03-08", 1)).toEqual(at("2026-03-08T07:00:00Z"));
    expect(chicagoHourInstant("2026-03-08", 2)).toEqual(at("2026-03-08T08:00:00Z"));
    expect(chicagoHourInstant("2026-03-08", 3)).toEqual(at("2026-03-08T08:00:00Z"));
  });
  it("gives the first time round of the repeated 01:00 in November", () => {
    expect(chicagoHourInstant("2026-11-01", 0)).toEqual(at("2026-11-01T05:00:00Z"));
    expect(chicagoHourInstant("2026-11-01", 1)).toEqual(at("2026-11-01T06:00:00Z"));
    expect(chicagoHourInstant("2026-11-01", 2)).toEqual(at("2026-11-01T08:00:00Z"));
  });
  it("refuses what is not a date and an hour", () => {
    expect(() => chicagoHourInstant("2026-02-30", 9)).toThrow(RangeError);
    expect(() => chicagoHourInstant("2026-02-03", 24)).toThrow(RangeError);
  });
});

describe("when the weekly digest is due", () => {
  it("is due from Thursday 09:00 Chicago time, and until then last week's was the latest", () => {
    expect(latestDigestDue(at("2026-11-26T15:00:00Z"), THU, 9)).toEqual(at("2026-11-26T15:00:00Z"));
    expect(latestDigestDue(at("2026-11-26T14:59:00Z"), THU, 9)).toEqual(at("2026-11-19T15:00:00Z"));
    expect(latestDigestDue(at("2026-11-29T12:00:00Z"), THU, 9)).toEqual(at("2026-11-26T15:00:00Z"));
  });
  it("still goes within six hours of its time (no server ran at it), not later", () => {
    expect(digestDueAt(at("2026-11-26T20:59:00Z"), THU, 9)).toEqual(at("2026-11-26T15:00:00Z"));
    expect(digestDueAt(at("2026-11-26T21:00:00Z"), THU, 9)).toBeNull();
    expect(digestDueAt(at("2026-11-26T14:00:00Z"), THU, 9)).toBeNull();
  });
  it("goes at 03:00 CDT for a Sunday 02:00 digest on the spring-forward day", () => {
    expect(digestDueAt(at("2026-03-08T07:59:00Z"), 0, 2)).toBeNull();
    expect(digestDueAt(at("2026-03-08T08:30:00Z"), 0, 2)).toEqual(at("2026-03-08T08:00:00Z"));
  });
  it("goes once for a Sunday 01:00 digest on the fall-back day: both 01:00s name one week", () => {
    const first = digestDueAt(at("2026-11-01T06:10:00Z"), 0, 1)!;
    const second = digestDueAt(at("2026-11-01T07:10:00Z"), 0, 1)!;
    expect(first).toEqual(at("2026-11-01T06:00:00Z"));
    expect(second).toEqual(first);
    expect(digestWeek(second).key).toBe(digestWeek(first).key);
  });
  it("in the 00:00–05:00 tail, the weekday is the calendar's (Thursday 01:00 is Thursday)", () => {
    // 01:00 CST on Thursday Nov 26 is still Wednesday's site day.
    expect(digestDueAt(at("2026-11-26T07:30:00Z"), THU, 1)).toEqual(at("2026-11-26T07:00:00Z"));
    expect(digestWeekdaysAround(at("2026-11-26T08:00:00Z"))).toEqual([4, 3]);
    expect(digestWeekdaysAround(at("2026-11-26T18:00:00Z"))).toEqual([4]);
  });
  it("across New Year: Thursday Dec 31 and Friday Jan 1", () => {
    expect(digestDueAt(at("2026-12-31T15:20:00Z"), THU, 9)).toEqual(at("2026-12-31T15:00:00Z"));
    expect(digestDueAt(at("2027-01-01T16:00:00Z"), 5, 9)).toEqual(at("2027-01-01T15:00:00Z"));
  });
});

describe("the week a digest covers", () => {
  it("runs from its time to the end of the seventh site day (03:00 the Thursday after)", () => {
    expect(digestWeek(at("2026-11-26T15:00:00Z"))).toEqual({
      key: "2026-11-26",
      from: at("2026-11-26T15:00:00Z"),
      to: at("2026-12-03T09:00:00Z"),
    });
  });
  it("sent in the night's tail, counts its days from the site day starting that morning", () => {
    expect(digestWeek(at("2026-11-26T07:00:00Z"))).toEqual({
      key: "2026-11-26",
      from: at("2026-11-26T07:00:00Z"),
      to: at("2026-12-03T09:00:00Z"),
    });
  });
  it("crosses the fall-back change and New Year in local time", () => {
    expect(digestWeek(at("2026-10-29T14:00:00Z")).to).toEqual(at("2026-11-05T09:00:00Z"));
    expect(digestWeek(at("2026-12-31T15:00:00Z"))).toMatchObject({
      key: "2026-12-31",
      to: at("2027-01-07T09:00:00Z"),
    });
    expect(digestWeek(at("2026-03-05T15:00:00Z")).to).toEqual(at("2026-03-12T08:00:00Z"));
  });
});

describe("reminders of saved dates", () => {
  // Friday Nov 27, 6pm CST.
  const reception = {
    category: "reception",
    start: at("2026-11-28T00:00:00Z"),
    end: at("2026-11-28T03:00:00Z"),
  };
  it("reminds at 09:00 the day before, or the morning of when saved later, or not at all", () => {
    expect(remindersFor(reception, at("2026-11-20T12:00:00Z"))).toEqual([
      { which: "before", at: at("2026-11-26T15:00:00Z") },
    ]);
    expect(remindersFor(reception, at("2026-11-26T16:00:00Z"))).toEqual([
      { which: "before", at: at("2026-11-27T15:00:00Z") },
    ]);
    expect(remindersFor(reception, at("2026-11-27T16:00:00Z"))).toEqual([]);
  });
  it("gives a date in the night's tail to the evening before (its site day)", () => {
    // Saturday 01:00 CST belongs to Friday's site day: the day before is Thursday.
    const party = {
      category: "performance",
      start: at("2026-11-28T07:00:00Z"),
      end: at("2026-11-28T09:00:00Z"),
    };
    expect(remindersFor(party, at("2026-11-01T12:00:00Z"))).toEqual([
      { which: "before", at: at("2026-11-26T15:00:00Z") },
    ]);
  });
  it("keeps 09:00 local across both DST changes and New Year", () => {
    const on = (start: string) => ({ category: "artist_talk", start: at(start), end: at(start) });
    const early = at("2026-01-01T00:00:00Z");
    // Monday Mar 9 2pm CDT: Sunday (the change day) 09:00 CDT.
    expect(remindersFor(on("2026-03-09T19:00:00Z"), early)[0]!.at).toEqual(
      at("2026-03-08T14:00:00Z"),
    );
    // Sunday Mar 8 2pm CDT: Saturday 09:00 CST.
    expect(remindersFor(on("2026-03-08T19:00:00Z"), early)[0]!.at).toEqual(
      at("2026-03-07T15:00:00Z"),
    );
    // Monday Nov 2: Sunday (the change day) 09:00 CST.
    expect(remindersFor(on("2026-11-02T19:00:00Z"), early)[0]!.at).toEqual(
      at("2026-11-01T15:00:00Z"),
    );
    // New Year's Day 7pm: New Year's Eve 09:00.
    expect(remindersFor(on("2027-01-02T01:00:00Z"), early)[0]!.at).toEqual(
      at("2026-12-31T15:00:00Z"),
    );
  });
  it("reminds of a run the day before it opens and the day before its last day", () => {
    // Dec 1 2026 – Jan 10 2027, stored midnight to the midnight after.
    const run = {
      category: "ongoing",
      start: at("2026-12-01T06:00:00Z"),
      end: at("2027-01-11T06:00:00Z"),
    };
    expect(remindersFor(run, at("2026-11-20T12:00:00Z"))).toEqual([
      { which: "before", at: at("2026-11-30T15:00:00Z") },
      { which: "closing", at: at("2027-01-09T15:00:00Z") },
    ]);
    expect(remindersFor(run, at("2026-12-05T12:00:00Z"))).toEqual([
      { which: "closing", at: at("2027-01-09T15:00:00Z") },
    ]);
    const weekend = {
      category: "ongoing",
      start: at("2026-12-05T06:00:00Z"),
      end: at("2026-12-07T06:00:00Z"),
    };
    expect(remindersFor(weekend, at("2026-11-20T12:00:00Z")).map((r) => r.which)).toEqual([
      "before",
    ]);
    expect(remindersFor({ ...run, category: "hours" }, at("2026-11-20T12:00:00Z"))).toEqual([]);
  });
  it("is due from its time for six hours, and never once the date has begun", () => {
    const saved = at("2026-11-20T12:00:00Z");
    expect(dueReminders(reception, saved, at("2026-11-26T14:59:00Z"))).toEqual([]);
    expect(dueReminders(reception, saved, at("2026-11-26T15:30:00Z"))).toHaveLength(1);
    expect(dueReminders(reception, saved, at("2026-11-26T21:30:00Z"))).toEqual([]);
    const late = { ...reception, start: at("2026-11-26T15:10:00Z") };
    expect(dueReminders(late, at("2026-11-26T16:00:00Z"), at("2026-11-26T16:30:00Z"))).toEqual([]);
  });
});
