import ICAL from "ical.js";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { CHICAGO_TZID, CHICAGO_VTIMEZONE } from "./ical-timezone.ts";

// The hand-written VTIMEZONE, read by an independent iCalendar parser, must
// give the offsets of the tz database (through luxon) at every instant the
// calendar can hold.

const zone = new ICAL.Timezone(
  new ICAL.Component(
    ICAL.parse(`BEGIN:VCALENDAR\r\n${CHICAGO_VTIMEZONE}\r\nEND:VCALENDAR`),
  ).getFirstSubcomponent("vtimezone")!,
);

/** The instant a calendar app reads for DTSTART;TZID=America/Chicago:{wall clock}. */
const icalInstant = (wall: DateTime) =>
  new ICAL.Time(
    {
      year: wall.year,
      month: wall.month,
      day: wall.day,
      hour: wall.hour,
      minute: wall.minute,
      second: 0,
      isDate: false,
    },
    zone,
  ).toUnixTime();

describe("CHICAGO_VTIMEZONE", () => {
  it("turns wall-clock times into the tz database's instants on every day from 1988 to 2040", () => {
    const wrong: string[] = [];
    // 00:30 and 03:30 are on either side of every 2am change, and exist
    // exactly once on every day (01:xx repeats in November, 02:xx is skipped in spring).
    for (
      let day = DateTime.fromISO("1988-01-01", { zone: CHICAGO_TZID });
      day.year < 2041;
      day = day.plus({ days: 1 })
    ) {
      for (const hour of [0, 3, 12]) {
        const wall = day.set({ hour, minute: 30 });
        if (icalInstant(wall) !== wall.toSeconds()) wrong.push(wall.toISO()!);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names the zone and both abbreviations", () => {
    expect(zone.tzid).toBe("America/Chicago");
    expect(CHICAGO_VTIMEZONE).toContain("TZNAME:CDT");
    expect(CHICAGO_VTIMEZONE).toContain("TZNAME:CST");
  });
});
