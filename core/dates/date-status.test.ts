import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { comingSummary, dateStatuses } from "./date-status.ts";

/** A Chicago wall-clock time as an ISO instant. */
const chicago = (iso: string) =>
  DateTime.fromISO(iso, { zone: "America/Chicago" }).toUTC().toISO()!;
const at = (iso: string) => new Date(chicago(iso));
const timed = (start: string, end: string, is_canceled = false) => ({
  category: "reception",
  start: chicago(start),
  end: chicago(end),
  is_canceled,
});

describe("dateStatuses", () => {
  const past = timed("2026-11-10T18:00", "2026-11-10T21:00");
  const canceled = timed("2026-11-28T18:00", "2026-11-28T21:00", true);
  const soon = timed("2026-11-27T18:00", "2026-11-27T21:00");
  const later = timed("2026-12-05T18:00", "2026-12-05T21:00");

  it("marks ended, canceled, the next date and later ones", () => {
    expect(dateStatuses([past, soon, canceled, later], at("2026-11-24T12:00"))).toEqual([
      "ended",
      "next",
      "canceled",
      "later",
    ]);
  });

  it("a date on now is 'now', not 'next'; nothing else is next", () => {
    expect(dateStatuses([soon, later], at("2026-11-27T19:00"))).toEqual(["now", "later"]);
  });

  it("the soonest date is next whatever the list's order", () => {
    expect(dateStatuses([later, soon], at("2026-11-24T12:00"))).toEqual(["later", "next"]);
  });

  it("a canceled date is never next, and a canceled past date stays canceled", () => {
    const canceledPast = timed("2026-11-10T18:00", "2026-11-10T21:00", true);
    expect(dateStatuses([canceledPast, canceled, later], at("2026-11-24T12:00"))).toEqual([
      "canceled",
      "canceled",
      "next",
    ]);
  });

  it("a run's last day lasts to 03:00 of the next morning (the site day), then it has ended", () => {
    // Stored to local midnight after its last day, Sunday 29 November.
    const run = {
      category: "ongoing",
      start: chicago("2026-11-01T00:00"),
      end: chicago("2026-11-30T00:00"),
      is_canceled: false,
    };
    expect(dateStatuses([run], at("2026-11-30T02:30"))).toEqual(["now"]);
    expect(dateStatuses([run], at("2026-11-30T03:00"))).toEqual(["now"]);
    expect(dateStatuses([run], at("2026-11-30T03:00:01"))).toEqual(["ended"]);
  });

  it("a run opening tomorrow is next late tonight, not on (its day starts at 05:00)", () => {
    const run = {
      category: "ongoing",
      start: chicago("2026-11-25T00:00"),
      end: chicago("2026-12-20T00:00"),
      is_canceled: false,
    };
    expect(dateStatuses([run], at("2026-11-25T01:00"))).toEqual(["next"]);
    expect(dateStatuses([run], at("2026-11-25T05:00"))).toEqual(["now"]);
  });

  it("with every date over, none is next", () => {
    expect(dateStatuses([past], at("2026-11-24T12:00"))).toEqual(["ended"]);
  });
});

describe("comingSummary", () => {
  it("counts what the download holds and what it leaves out", () => {
    const dates = [
      timed("2026-11-10T18:00", "2026-11-10T21:00"),
      timed("2026-11-27T18:00", "2026-11-27T21:00"),
      timed("2026-12-05T18:00", "2026-12-05T21:00", true),
      timed("2026-12-12T18:00", "2026-12-12T21:00"),
    ];
    expect(comingSummary(dates, at("2026-11-24T12:00"))).toEqual({
      coming: 2,
      ended: 1,
      canceled: 1,
    });
  });
});
