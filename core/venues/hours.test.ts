import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { formatClock, openStatus, type WeeklyHours, weeklyHoursRows } from "./hours.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

// 2026-11-21 is a Saturday.
const gallery: WeeklyHours = {
  "0": null,
  "1": null,
  "2": ["11:00", "17:00"],
  "3": ["11:00", "17:00"],
  "4": ["11:00", "20:30"],
  "5": ["11:00", "17:00"],
  "6": ["12:00", "17:00"],
};
// A bar gallery open late Friday and Saturday.
const lateNight: WeeklyHours = { "5": ["18:00", "02:00"], "6": ["18:00", "00:00"] };

describe("formatClock", () => {
  it.each([
    ["17:30", "5:30pm"],
    ["17:00", "5pm"],
    ["12:00", "12pm"],
    ["12:15", "12:15pm"],
    ["09:05", "9:05am"],
    ["9:00", "9am"],
    ["00:00", "midnight"],
    ["24:00", "midnight"],
    ["00:30", "12:30am"],
  ])("%s → %s", (hhmm, text) => {
    expect(formatClock(hhmm)).toBe(text);
  });

  it("leaves anything else alone", () => {
    expect(formatClock("5pm")).toBe("5pm");
    expect(formatClock("17:75")).toBe("17:75");
  });
});

describe("weeklyHoursRows", () => {
  it("lists Monday to Sunday with today marked", () => {
    const rows = weeklyHoursRows(gallery, chicago("2026-11-21T14:00"));
    expect(rows.map((r) => [r.name, r.text, r.isToday])).toEqual([
      ["Monday", "Closed", false],
      ["Tuesday", "11am – 5pm", false],
      ["Wednesday", "11am – 5pm", false],
      ["Thursday", "11am – 8:30pm", false],
      ["Friday", "11am – 5pm", false],
      ["Saturday", "12pm – 5pm", true],
      ["Sunday", "Closed", false],
    ]);
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("today is the Chicago calendar weekday, even after midnight", () => {
    // 01:00 Sunday: still Saturday's site day, but the table marks Sunday.
    const rows = weeklyHoursRows(lateNight, chicago("2026-11-22T01:00"));
    expect(rows.find((r) => r.isToday)?.name).toBe("Sunday");
    // 05:30Z is still Friday 23:30 in Chicago.
    expect(
      weeklyHoursRows(gallery, new Date("2026-11-21T05:30:00Z")).find((r) => r.isToday)?.name,
    ).toBe("Friday");
  });

  it("shows closing after midnight and round-the-clock days", () => {
    const rows = weeklyHoursRows(
      { ...lateNight, "0": ["00:00", "00:00"] },
      chicago("2026-11-21T14:00"),
    );
    expect(rows.map((r) => r.text).slice(4)).toEqual([
      "6pm – 2am",
      "6pm – midnight",
      "Open 24 hours",
    ]);
  });

  it("is empty when there are no hours to show", () => {
    const now = chicago("2026-11-21T14:00");
    expect(weeklyHoursRows(null, now)).toEqual([]);
    expect(weeklyHoursRows(undefined, now)).toEqual([]);
    expect(weeklyHoursRows({}, now)).toEqual([]);
    expect(weeklyHoursRows({ "1": null, "2": null }, now)).toEqual([]);
  });

  it("treats a malformed day as closed", () => {
    const hours = {
      "1": ["11am", "5pm"],
      "2": ["11:00"],
      "3": ["11:00", "17:00"],
    } as unknown as WeeklyHours;
    const rows = weeklyHoursRows(hours, chicago("2026-11-21T14:00"));
    expect(rows.map((r) => r.text).slice(0, 3)).toEqual(["Closed", "Closed", "11am – 5pm"]);
  });
});

describe("openStatus", () => {
  it.each([
    // Saturday 12–5.
    ["2026-11-21T14:00", "open", "until 5pm"],
    ["2026-11-21T12:00", "open", "until 5pm"],
    ["2026-11-21T11:59", "closed", "opens today at 12pm"],
    ["2026-11-21T17:00", "closed", "opens Tuesday at 11am"],
    // Monday morning: closed Mondays.
    ["2026-11-23T09:00", "closed", "opens tomorrow at 11am"],
    ["2026-11-26T19:00", "open", "until 8:30pm"],
    ["2026-11-26T21:00", "closed", "opens tomorrow at 11am"],
  ])("gallery at %s: %s %s", (at, state, detail) => {
    const status = openStatus(gallery, chicago(at));
    expect(status).toEqual({
      state,
      label: state === "open" ? "Open now" : "Closed now",
      detail,
    });
  });

  it.each([
    ["2026-11-20T17:00", "closed", "opens today at 6pm"],
    ["2026-11-20T23:00", "open", "until 2am"],
    // Friday's opening runs on into Saturday.
    ["2026-11-21T01:00", "open", "until 2am"],
    ["2026-11-21T02:00", "closed", "opens today at 6pm"],
    ["2026-11-21T23:30", "open", "until midnight"],
    ["2026-11-22T00:00", "closed", "opens Friday at 6pm"],
  ])("late-night venue at %s: %s %s", (at, state, detail) => {
    const status = openStatus(lateNight, chicago(at));
    expect([status.state, status.detail]).toEqual([state, detail]);
  });

  it("finds the opening a week away", () => {
    const mondays: WeeklyHours = { "1": ["10:00", "14:00"] };
    expect(openStatus(mondays, chicago("2026-11-23T15:00")).detail).toBe("opens Monday at 10am");
  });

  it("names the day of a close more than a day away", () => {
    // Open from Friday 18:00 round the clock until Sunday 17:00.
    const weekender: WeeklyHours = {
      "5": ["18:00", "00:00"],
      "6": ["00:00", "00:00"],
      "0": ["00:00", "17:00"],
    };
    expect(openStatus(weekender, chicago("2026-11-20T19:00")).detail).toBe("until Sunday at 5pm");
    expect(openStatus(weekender, chicago("2026-11-22T09:00")).detail).toBe("until 5pm");
  });

  it("a venue that never closes has no closing time", () => {
    const always: WeeklyHours = Object.fromEntries(
      ["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, ["00:00", "00:00"]]),
    );
    expect(openStatus(always, chicago("2026-11-21T14:00"))).toEqual({
      state: "open",
      label: "Open now",
      detail: null,
    });
  });

  it("is unknown without hours", () => {
    const unknown = { state: "unknown", label: null, detail: null };
    const now = chicago("2026-11-21T14:00");
    expect(openStatus(null, now)).toEqual(unknown);
    expect(openStatus(undefined, now)).toEqual(unknown);
    expect(openStatus({}, now)).toEqual(unknown);
    expect(openStatus({ "3": null }, now)).toEqual(unknown);
  });

  it("a venue that has closed for good says so, whatever its hours", () => {
    const closed = { state: "closed", label: "Closed now", detail: "This venue has closed" };
    expect(openStatus(gallery, chicago("2026-11-21T14:00"), { isClosed: true })).toEqual(closed);
    expect(openStatus(null, chicago("2026-11-21T14:00"), { isClosed: true })).toEqual(closed);
    expect(openStatus(gallery, chicago("2026-11-21T14:00"), { isClosed: false }).state).toBe(
      "open",
    );
  });

  it("reads the clock in Chicago, whatever zone the instant was written in", () => {
    // 2026-11-21T23:30Z is 5:30pm CST Saturday.
    expect(openStatus(gallery, new Date("2026-11-21T23:30:00Z")).state).toBe("closed");
    expect(openStatus(gallery, new Date("2026-11-21T22:30:00Z")).state).toBe("open");
  });
});

describe("openStatus across DST changes", () => {
  // Both 2026 changes fall on a Sunday at 02:00.
  const smallHours: WeeklyHours = { "0": ["00:00", "03:00"] };

  it("spring forward: 00:00–03:00 on Mar 8 is two real hours", () => {
    expect(openStatus(smallHours, chicago("2026-03-07T23:30")).detail).toBe(
      "opens tomorrow at midnight",
    );
    expect(openStatus(smallHours, chicago("2026-03-08T00:30")).detail).toBe("until 3am");
    expect(openStatus(smallHours, chicago("2026-03-08T01:30")).state).toBe("open");
    // 01:59 CST is followed by 03:00 CDT.
    expect(openStatus(smallHours, new Date("2026-03-08T07:59:00Z")).state).toBe("open");
    expect(openStatus(smallHours, new Date("2026-03-08T08:00:00Z"))).toEqual({
      state: "closed",
      label: "Closed now",
      detail: "opens Sunday at midnight",
    });
  });

  it("fall back: 00:00–03:00 on Nov 1 is four real hours, both 1:30s open", () => {
    expect(openStatus(smallHours, new Date("2026-11-01T06:30:00Z")).state).toBe("open"); // 01:30 CDT
    expect(openStatus(smallHours, new Date("2026-11-01T07:30:00Z")).state).toBe("open"); // 01:30 CST
    expect(openStatus(smallHours, new Date("2026-11-01T08:59:00Z"))).toMatchObject({
      state: "open",
      detail: "until 3am",
    });
    expect(openStatus(smallHours, new Date("2026-11-01T09:00:00Z")).state).toBe("closed");
  });

  it("an opening inside the skipped hour moves to 3am", () => {
    const hours: WeeklyHours = { "0": ["02:30", "06:00"] };
    expect(openStatus(hours, chicago("2026-03-08T01:00")).detail).toBe("opens today at 3:30am");
    expect(openStatus(hours, new Date("2026-03-08T08:15:00Z")).state).toBe("closed"); // 03:15 CDT
  });

  it("a late night running over the change closes at the wall-clock time", () => {
    // Saturday 20:00 → Sunday 02:30, which does not exist on Mar 8 (→ 03:30 CDT).
    const hours: WeeklyHours = { "6": ["20:00", "02:30"] };
    expect(openStatus(hours, chicago("2026-03-07T23:00")).detail).toBe("until 3:30am");
    expect(openStatus(hours, chicago("2026-10-31T23:00")).detail).toBe("until 2:30am");
    // 01:30 CST on Nov 1, the second 1:30, is still open.
    expect(openStatus(hours, new Date("2026-11-01T07:30:00Z")).state).toBe("open");
  });
});
