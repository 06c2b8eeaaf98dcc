import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { lastChanceNote, receptionNote, receptionsByEvent } from "./exhibition-notes.ts";

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const run = (first: string, dayAfterLast: string) => ({
  category: "ongoing",
  start: chicago(`${first}T00:00`),
  end: chicago(`${dayAfterLast}T00:00`),
});

describe("lastChanceNote", () => {
  it("names the last day by the site day the run ends with", () => {
    const now = chicago("2026-12-03T18:00");
    expect(lastChanceNote(run("2026-11-01", "2026-12-04"), now)).toBe(
      "Last chance: last day today",
    );
    expect(lastChanceNote(run("2026-11-01", "2026-12-05"), now)).toBe(
      "Last chance: closes tomorrow",
    );
    expect(lastChanceNote(run("2026-11-01", "2026-12-07"), now)).toBe(
      "Last chance: closes Sunday, December 6th",
    );
  });

  it("in the 00:00–03:00 tail the run closing 'today' is yesterday's", () => {
    expect(lastChanceNote(run("2026-11-01", "2026-12-04"), chicago("2026-12-04T01:30"))).toBe(
      "Last chance: last day today",
    );
  });

  it("across New Year and the fall-back night", () => {
    expect(lastChanceNote(run("2026-11-01", "2027-01-03"), chicago("2026-12-31T20:00"))).toBe(
      "Last chance: closes Saturday, January 2nd",
    );
    expect(lastChanceNote(run("2026-10-01", "2026-11-02"), chicago("2026-11-01T01:30"))).toBe(
      "Last chance: closes tomorrow",
    );
  });
});

describe("receptionNote", () => {
  const now = chicago("2026-12-01T12:00");
  const fri = {
    start: chicago("2026-12-04T18:00").toISOString(),
    end: chicago("2026-12-04T21:00").toISOString(),
  };
  const sat = {
    start: chicago("2026-12-05T14:00").toISOString(),
    end: chicago("2026-12-05T16:00").toISOString(),
  };

  it("says when the reception is", () => {
    expect(receptionNote([fri], now)).toBe("Reception Fri Dec 4th 6pm – 9pm");
    expect(receptionNote([fri, sat], now)).toBe(
      "Receptions Fri Dec 4th 6pm – 9pm; Sat Dec 5th 2pm – 4pm",
    );
    expect(receptionNote([], now)).toBeNull();
    expect(receptionNote(undefined, now)).toBeNull();
  });

  it("groups receptions by event, in order", () => {
    const rows = [
      { ...fri, event: { id: "a" } },
      { ...sat, event: { id: "b" } },
      { ...sat, event: { id: "a" } },
    ];
    expect(receptionsByEvent(rows)).toEqual({ a: [fri, sat], b: [sat] });
  });
});
