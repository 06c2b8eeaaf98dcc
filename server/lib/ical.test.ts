import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarEntry } from "../../core/feeds/entry.ts";
import { buildICalendar, calendarText } from "./ical.ts";

const entry = calendarEntry(
  "https://tcartcal.test",
  {
    id: "e1",
    name: "Glass & Light",
    slug: "glass-light",
    summary: "Paintings.",
    tags: [],
    version: 1,
    modified_date: "2026-11-01T10:00:00.000Z",
  },
  {
    id: "d1",
    category: "reception",
    label: null,
    start: "2026-11-08T00:00:00.000Z",
    end: "2026-11-08T03:00:00.000Z",
    is_canceled: false,
    version: 1,
    modified_date: "2026-11-02T10:00:00.000Z",
  },
  { name: "Ember", address: null, geo: null },
);
const feed = {
  name: "Upcoming Events, St. Paul; all",
  description: "Line one\nline two",
  url: "https://tcartcal.test/calendar/upcoming",
  siteName: "Twin Cities Art Calendar",
  entries: [entry],
};

describe("calendarText", () => {
  it("escapes what RFC 5545 TEXT escapes", () => {
    expect(calendarText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
  });
});

describe("buildICalendar", () => {
  it("writes the calendar's name and description escaped, and times in UTC where RFC 5545 wants UTC", () => {
    const text = buildICalendar(feed);
    const cal = new ICAL.Component(ICAL.parse(text));
    // X- properties are TEXT (RFC 5545 §3.8.8.2); ical.js hands them over raw, still escaped.
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Upcoming Events\\, St. Paul\\; all");
    expect(cal.getFirstPropertyValue("x-wr-caldesc")).toBe("Line one\\nline two");
    expect(cal.getFirstPropertyValue("prodid")).toBe(
      "-//Twin Cities Art Calendar//artcal feeds//EN",
    );
    expect(text).toContain("\r\nDTSTAMP:20261102T100000Z\r\n");
    expect(text).toContain("\r\nLAST-MODIFIED:20261102T100000Z\r\n");
    expect(text).toContain("\r\nDTSTART;TZID=America/Chicago:20261107T180000\r\n");
    // A one-off download: no refresh interval.
    expect(text).not.toContain("REFRESH-INTERVAL");
  });

  it("puts the refresh interval among the calendar's properties, before the VTIMEZONE", () => {
    const text = buildICalendar({ ...feed, refreshSeconds: 3600 });
    const at = (s: string) => text.indexOf(s);
    expect(at("REFRESH-INTERVAL;VALUE=DURATION:PT1H")).toBeGreaterThan(0);
    expect(at("X-PUBLISHED-TTL:PT1H")).toBeLessThan(at("BEGIN:VTIMEZONE"));
    expect(at("REFRESH-INTERVAL")).toBeLessThan(at("BEGIN:VTIMEZONE"));
    expect(text.match(/REFRESH-INTERVAL/g)).toHaveLength(1);
  });

  it("writes an empty calendar when nothing matches", () => {
    const text = buildICalendar({ ...feed, entries: [], refreshSeconds: 3600 });
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getAllSubcomponents("vevent")).toEqual([]);
    expect(cal.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
  });
});
