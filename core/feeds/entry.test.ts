import { describe, expect, it } from "vitest";
import { runRange } from "../calendar/date-rows.ts";
import { calendarEntry, entryTimes, localIso, locationLine } from "./entry.ts";

const event = {
  id: "e1",
  name: "Glass & Light",
  slug: "glass-light",
  summary: "  Paintings of lakes.  ",
  tags: ["painting"],
  version: 3,
  modified_date: "2026-11-01T10:00:00.000Z",
};
const date = {
  id: "d1",
  category: "reception",
  label: "Opening Reception",
  start: "2026-11-08T00:00:00.000Z",
  end: "2026-11-08T03:00:00.000Z",
  is_canceled: false,
  version: 2,
  modified_date: "2026-11-02T10:00:00.000Z",
};
const venue = {
  name: "Walker Art Center",
  address: "725 Vineland Pl",
  city: { name: "Minneapolis" },
  state: "MN",
  postal_code: "55403",
  geo: { lat: 44.968, lon: -93.289 },
  modified_date: "2026-10-01T00:00:00.000Z",
};

describe("entryTimes", () => {
  it("keeps a reception's instants", () => {
    expect(entryTimes(date)).toEqual({ allDay: false, start: date.start, end: date.end });
  });

  it("turns an exhibition run into whole days across the end of DST", () => {
    // Stored from midnight CDT on Oct 1st to midnight CST after Nov 15th.
    const run = runRange("2026-10-01", "2026-11-15");
    expect(run).toEqual({ start: "2026-10-01T05:00:00Z", end: "2026-11-16T06:00:00Z" });
    expect(entryTimes({ category: "ongoing", ...run })).toEqual({
      allDay: true,
      firstDay: "2026-10-01",
      endDay: "2026-11-16",
    });
    // Across the start of DST too.
    expect(entryTimes({ category: "ongoing", ...runRange("2026-03-01", "2026-03-31") })).toEqual({
      allDay: true,
      firstDay: "2026-03-01",
      endDay: "2026-04-01",
    });
  });

  it("counts an imported run's closing day when it ends at a closing hour", () => {
    expect(
      entryTimes({
        category: "ongoing",
        start: "2026-10-01T05:00:00Z",
        end: "2026-10-31T22:00:00Z", // 5pm CDT
      }),
    ).toEqual({ allDay: true, firstDay: "2026-10-01", endDay: "2026-11-01" });
  });

  it("treats any date from midnight to midnight as whole days", () => {
    expect(
      entryTimes({ category: "sale", start: "2026-12-05T06:00:00Z", end: "2026-12-07T06:00:00Z" }),
    ).toEqual({ allDay: true, firstDay: "2026-12-05", endDay: "2026-12-07" });
  });

  it("gives a zero-length run one day", () => {
    const t = "2026-12-05T06:00:00Z";
    expect(entryTimes({ category: "ongoing", start: t, end: t })).toEqual({
      allDay: true,
      firstDay: "2026-12-05",
      endDay: "2026-12-06",
    });
  });
});

describe("localIso", () => {
  it("writes Chicago wall-clock time with the offset in force", () => {
    expect(localIso("2026-10-31T23:00:00.000Z")).toBe("2026-10-31T18:00:00-05:00");
    expect(localIso("2026-11-08T00:00:00.000Z")).toBe("2026-11-07T18:00:00-06:00");
  });
});

describe("locationLine", () => {
  it("joins the name and every address part it has", () => {
    expect(locationLine(venue)).toBe("Walker Art Center, 725 Vineland Pl, Minneapolis, MN 55403");
    expect(locationLine({ name: "Pop-up", address: null, geo: null })).toBe("Pop-up");
    expect(
      locationLine({ name: "Hall", address: "1 A St", address2: " ", state: "MN", geo: null }),
    ).toBe("Hall, 1 A St, MN");
  });

  it("says the multiple-locations label instead", () => {
    expect(locationLine({ ...venue, multiple_locations_label: "Studios across Northeast" })).toBe(
      "Studios across Northeast",
    );
  });
});

describe("calendarEntry", () => {
  it("describes one date for every calendar output", () => {
    expect(calendarEntry("https://tcartcal.test", event, date, venue)).toEqual({
      uid: "event-date-d1@tcartcal.test",
      dateId: "d1",
      eventId: "e1",
      title: "Glass & Light — Opening Reception",
      label: "Opening Reception",
      summary: "Paintings of lakes.",
      description: "Paintings of lakes.\n\nhttps://tcartcal.test/events/glass-light",
      url: "https://tcartcal.test/events/glass-light",
      location: "Walker Art Center, 725 Vineland Pl, Minneapolis, MN 55403",
      geo: { lat: 44.968, lon: -93.289 },
      times: { allDay: false, start: date.start, end: date.end },
      canceled: false,
      sequence: 3,
      modified: "2026-11-02T10:00:00.000Z",
      category: "reception",
      tags: ["painting"],
    });
  });

  it("says a date is canceled, names it by category without a label, and has no point for many places", () => {
    const e = calendarEntry(
      "http://127.0.0.1:3100",
      { ...event, summary: null },
      { ...date, label: null, category: "artist_talk", is_canceled: true },
      { ...venue, multiple_locations_label: "Around town" },
    );
    expect(e.uid).toBe("event-date-d1@127.0.0.1:3100");
    expect(e.title).toBe("Glass & Light — Artist Talk");
    expect(e.description).toBe(
      "This date is canceled.\n\nhttp://127.0.0.1:3100/events/glass-light",
    );
    expect(e.location).toBe("Around town");
    expect(e.geo).toBeNull();
    expect(e.canceled).toBe(true);
  });

  it("starts SEQUENCE at 0 and takes the latest change of event, date and venue", () => {
    const fresh = calendarEntry(
      "https://x.test",
      { ...event, version: 1 },
      { ...date, version: 1 },
      {
        ...venue,
        modified_date: "2026-11-05T00:00:00.000Z",
      },
    );
    expect(fresh.sequence).toBe(0);
    expect(fresh.modified).toBe("2026-11-05T00:00:00.000Z");
    expect(calendarEntry("https://x.test", event, date, null).location).toBeNull();
  });
});
