import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  displayTZAbbreviation,
  formatEventDate,
  formatLongDate,
  formatPreviousStart,
  ordinal,
} from "./display.ts";

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const span = (start: string, end: string) => ({ start: chicago(start), end: chicago(end) });
/** Today, 2026-11-21 noon: before every event below unless a test says otherwise. */
const NOW = chicago("2026-11-21T12:00");
const primary = (start: string, end: string, options?: { viewerZone?: string }) =>
  formatEventDate(span(start, end), NOW, options).primary;

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
  ])("%i → %s", (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe("displayTZAbbreviation", () => {
  it("is CST in winter and CDT in summer", () => {
    expect(displayTZAbbreviation(chicago("2026-11-21T12:00"))).toBe("CST");
    expect(displayTZAbbreviation(chicago("2026-07-04T12:00"))).toBe("CDT");
  });

  it("switches at the 2026 DST changes", () => {
    expect(displayTZAbbreviation(new Date("2026-03-08T07:59:59Z"))).toBe("CST");
    expect(displayTZAbbreviation(new Date("2026-03-08T08:00:00Z"))).toBe("CDT");
    expect(displayTZAbbreviation(new Date("2026-11-01T06:59:59Z"))).toBe("CDT");
    expect(displayTZAbbreviation(new Date("2026-11-01T07:00:00Z"))).toBe("CST");
  });
});

describe("formatLongDate", () => {
  it("spells the Chicago date out", () => {
    expect(formatLongDate(chicago("2026-11-21T09:00"))).toBe("November 21st, 2026");
    expect(formatLongDate(chicago("2026-05-02T23:30"))).toBe("May 2nd, 2026");
  });

  it("uses the Chicago date, not the UTC one", () => {
    // 2027-01-01T03:00Z is still New Year's Eve in Chicago.
    expect(formatLongDate(new Date("2027-01-01T03:00:00Z"))).toBe("December 31st, 2026");
  });
});

describe("formatEventDate: Now", () => {
  it("shows Now thru the last day of a midnight-stored ongoing run", () => {
    const d = span("2026-11-01T00:00", "2026-12-21T00:00");
    expect(formatEventDate(d, NOW)).toEqual({
      kind: "now",
      primary: "Now",
      secondary: "thru Dec 20th",
    });
  });

  it("matches the spec's example", () => {
    const d = span("2026-05-01T00:00", "2026-05-21T00:00");
    expect(formatEventDate(d, chicago("2026-05-10T15:00"))).toEqual({
      kind: "now",
      primary: "Now",
      secondary: "thru May 20th",
    });
  });

  it("uses the end's own day when it is not midnight", () => {
    const d = span("2026-11-21T10:00", "2026-11-21T16:00");
    expect(formatEventDate(d, NOW).secondary).toBe("thru Nov 21st");
  });

  it("starts at start and stops at end", () => {
    const d = span("2026-11-21T12:00", "2026-11-21T14:00");
    expect(formatEventDate(d, chicago("2026-11-21T12:00")).primary).toBe("Now");
    expect(formatEventDate(d, chicago("2026-11-21T11:59:59.999")).primary).not.toBe("Now");
    expect(formatEventDate(d, chicago("2026-11-21T13:59:59.999")).primary).toBe("Now");
    expect(formatEventDate(d, chicago("2026-11-21T14:00")).primary).toBe("Sat Nov 21st 12pm – 2pm");
  });

  it("never adds a zone, there being no time", () => {
    const d = span("2026-11-01T00:00", "2026-12-21T00:00");
    expect(formatEventDate(d, NOW, { viewerZone: "Europe/Paris" }).secondary).toBe("thru Dec 20th");
  });
});

describe("formatEventDate: one day with times (under 15 hours)", () => {
  it("matches the DOMAIN example", () => {
    expect(
      formatEventDate(span("2025-11-08T19:00", "2025-11-08T22:30"), chicago("2025-11-01T12:00")),
    ).toEqual({ kind: "single", primary: "Sat Nov 8th 7pm – 10:30pm" });
  });

  it("shows minutes only when not :00", () => {
    expect(primary("2026-12-04T18:00", "2026-12-04T21:00")).toBe("Fri Dec 4th 6pm – 9pm");
    expect(primary("2026-12-04T18:05", "2026-12-04T21:45")).toBe("Fri Dec 4th 6:05pm – 9:45pm");
  });

  it("writes noon and midnight as 12pm and 12am", () => {
    expect(primary("2026-12-05T00:00", "2026-12-05T12:00")).toBe("Sat Dec 5th 12am – 12pm");
    expect(primary("2026-12-05T11:30", "2026-12-05T12:30")).toBe("Sat Dec 5th 11:30am – 12:30pm");
  });

  it("shows the start day when the event runs past midnight", () => {
    expect(primary("2026-12-05T21:00", "2026-12-06T01:30")).toBe("Sat Dec 5th 9pm – 1:30am");
    expect(primary("2026-12-05T19:00", "2026-12-06T00:00")).toBe("Sat Dec 5th 7pm – 12am");
  });

  it("shows one time when start and end are equal", () => {
    expect(primary("2026-12-05T19:00", "2026-12-05T19:00")).toBe("Sat Dec 5th 7pm");
  });

  it("14h59 is one day with times, 15h is a range", () => {
    expect(primary("2026-12-05T06:00", "2026-12-05T20:59")).toBe("Sat Dec 5th 6am – 8:59pm");
    expect(primary("2026-12-05T06:00", "2026-12-05T21:00")).toBe("Dec 5th");
    expect(primary("2026-12-05T18:00", "2026-12-06T08:59")).toBe("Sat Dec 5th 6pm – 8:59am");
    expect(primary("2026-12-05T18:00", "2026-12-06T09:00")).toBe("Dec 5th – 6th");
  });

  it("is in Chicago time whatever the input zone", () => {
    const d = { start: new Date("2026-12-06T01:00:00Z"), end: new Date("2026-12-06T04:00:00Z") };
    expect(formatEventDate(d, NOW).primary).toBe("Sat Dec 5th 7pm – 10pm");
  });
});

describe("formatEventDate: ranges", () => {
  it("in one month", () => {
    expect(formatEventDate(span("2027-05-15T00:00", "2027-05-20T18:00"), NOW)).toEqual({
      kind: "range",
      primary: "May 15th – 20th",
    });
  });

  it("across months", () => {
    expect(primary("2027-01-19T10:00", "2027-02-20T17:00")).toBe("Jan 19th – Feb 20th");
  });

  it("across years, with both years", () => {
    expect(primary("2026-12-20T00:00", "2027-01-16T00:00")).toBe("Dec 20th, 2026 – Jan 15th, 2027");
  });

  it("a run ending at midnight ends the day before", () => {
    expect(primary("2026-12-01T00:00", "2026-12-24T00:00")).toBe("Dec 1st – 23rd");
    expect(primary("2026-12-01T00:00", "2027-01-01T00:00")).toBe("Dec 1st – 31st");
    expect(primary("2026-11-22T00:00", "2026-12-01T00:00")).toBe("Nov 22nd – 30th");
  });

  it("a one-day ongoing run shows one day", () => {
    expect(primary("2026-12-12T00:00", "2026-12-13T00:00")).toBe("Dec 12th");
  });

  it("a midnight end one minute late is its own day", () => {
    expect(primary("2026-12-01T00:00", "2026-12-24T00:01")).toBe("Dec 1st – 24th");
  });

  it("past ranges read the same", () => {
    expect(primary("2026-10-02T00:00", "2026-10-12T00:00")).toBe("Oct 2nd – 11th");
  });

  it("never adds a zone, there being no time", () => {
    expect(primary("2026-12-01T00:00", "2026-12-24T00:00", { viewerZone: "Asia/Tokyo" })).toBe(
      "Dec 1st – 23rd",
    );
  });
});

describe("formatEventDate: DST days (2026)", () => {
  it("a midnight-ended run across fall back ends the day before", () => {
    expect(primary("2026-10-01T00:00", "2026-11-02T00:00")).toBe("Oct 1st – Nov 1st");
  });

  it("a midnight-ended run across spring forward ends the day before", () => {
    expect(primary("2026-03-01T00:00", "2026-03-09T00:00")).toBe("Mar 1st – 8th");
  });

  it("the 15 hours are elapsed time: midnight to 3pm on Nov 1 is 16h", () => {
    expect(primary("2026-11-01T00:00", "2026-11-01T15:00")).toBe("Nov 1st");
  });

  it("the 15 hours are elapsed time: midnight to 3:30pm on Mar 8 is 14h30", () => {
    expect(primary("2026-03-08T00:00", "2026-03-08T15:30")).toBe("Sun Mar 8th 12am – 3:30pm");
  });

  it("a late party across fall back shows wall-clock times", () => {
    // 22:00 CDT to 02:30 CST: 5.5 hours.
    const d = { start: chicago("2026-10-31T22:00"), end: new Date("2026-11-01T08:30:00Z") };
    expect(formatEventDate(d, NOW).primary).toBe("Sat Oct 31st 10pm – 2:30am");
  });

  it("Now thru a run ending at midnight after fall back", () => {
    const d = span("2026-10-01T00:00", "2026-11-02T00:00");
    expect(formatEventDate(d, new Date("2026-11-01T07:30:00Z")).secondary).toBe("thru Nov 1st");
  });
});

describe("formatEventDate: viewers outside Central time", () => {
  const evening = ["2025-11-08T19:00", "2025-11-08T22:00"] as const;

  it("appends CST for a viewer in New York", () => {
    expect(primary(...evening, { viewerZone: "America/New_York" })).toBe(
      "Sat Nov 8th 7pm – 10pm CST",
    );
  });

  it("appends CDT in summer", () => {
    expect(primary("2026-07-10T18:00", "2026-07-10T20:00", { viewerZone: "Europe/London" })).toBe(
      "Fri Jul 10th 6pm – 8pm CDT",
    );
  });

  it("appends nothing in Chicago or without a zone", () => {
    expect(primary(...evening, { viewerZone: "America/Chicago" })).toBe("Sat Nov 8th 7pm – 10pm");
    expect(primary(...evening)).toBe("Sat Nov 8th 7pm – 10pm");
  });

  it("appends nothing where the offset is Chicago's at that instant", () => {
    expect(primary(...evening, { viewerZone: "America/Winnipeg" })).toBe("Sat Nov 8th 7pm – 10pm");
    // Regina keeps CST all year: same as Chicago in winter, not in summer.
    expect(primary(...evening, { viewerZone: "America/Regina" })).toBe("Sat Nov 8th 7pm – 10pm");
    expect(primary("2026-07-10T18:00", "2026-07-10T20:00", { viewerZone: "America/Regina" })).toBe(
      "Fri Jul 10th 6pm – 8pm CDT",
    );
  });

  it("treats an unknown zone as elsewhere", () => {
    expect(primary(...evening, { viewerZone: "Mars/Olympus" })).toBe("Sat Nov 8th 7pm – 10pm CST");
  });

  it("still shows Chicago times, not the viewer's", () => {
    expect(primary(...evening, { viewerZone: "Asia/Tokyo" })).toBe("Sat Nov 8th 7pm – 10pm CST");
  });
});

describe("formatPreviousStart", () => {
  it("gives a timed date's day and time, a run's first day, in Chicago time", () => {
    const talk = span("2026-11-14T18:00", "2026-11-14T19:30");
    expect(formatPreviousStart(talk, chicago("2026-11-07T18:30"))).toBe("Sat Nov 7th 6:30pm");
    const run = span("2026-11-07T00:00", "2026-12-20T00:00");
    expect(formatPreviousStart(run, chicago("2026-10-31T00:00"))).toBe("Oct 31st");
  });
});
