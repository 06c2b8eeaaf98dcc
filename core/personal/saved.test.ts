import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { splitSaved } from "./saved.ts";

const chicago = (iso: string) =>
  DateTime.fromISO(iso, { zone: "America/Chicago" }).toUTC().toISO() as string;
const date = (event: string, category: string, start: string, end: string) => ({
  event: { id: event },
  category,
  start: chicago(start),
  end: chicago(end),
});
const names = (ds: { event: { id: string } }[]) => ds.map((d) => d.event.id);

describe("splitSaved", () => {
  it("lists dates not over soonest first, and wholly past events after, latest ended first", () => {
    const now = new Date(chicago("2026-11-27T12:00"));
    const { upcoming, past } = splitSaved(
      [
        date("later", "reception", "2026-12-04T18:00", "2026-12-04T21:00"),
        date("sooner", "reception", "2026-11-28T18:00", "2026-11-28T21:00"),
        date("old", "reception", "2026-10-01T18:00", "2026-10-01T21:00"),
        date("older", "reception", "2026-09-01T18:00", "2026-09-01T21:00"),
        date("old", "artist_talk", "2026-10-08T18:00", "2026-10-08T19:00"),
      ],
      now,
    );
    expect(names(upcoming)).toEqual(["sooner", "later"]);
    expect(names(past)).toEqual(["old", "older"]);
    // One card per past event: its last date.
    expect(past[0]!.category).toBe("artist_talk");
  });

  it("keeps an event with a date still to come out of the past, even if others are over", () => {
    const now = new Date(chicago("2026-11-27T12:00"));
    const { upcoming, past } = splitSaved(
      [
        date("show", "reception", "2026-11-01T18:00", "2026-11-01T21:00"),
        date("show", "artist_talk", "2026-12-01T18:00", "2026-12-01T19:00"),
      ],
      now,
    );
    expect(upcoming.map((d) => d.category)).toEqual(["artist_talk"]);
    expect(past).toEqual([]);
  });

  it("keeps a run that ended at midnight upcoming until 03:00 (the site day's tail)", () => {
    const run = date("run", "ongoing", "2026-11-01T00:00", "2026-11-28T00:00");
    expect(names(splitSaved([run], new Date(chicago("2026-11-28T02:30"))).upcoming)).toEqual([
      "run",
    ]);
    expect(names(splitSaved([run], new Date(chicago("2026-11-28T03:30"))).past)).toEqual(["run"]);
  });

  it("holds on the fall-back night (Nov 1 2026: 01:00–02:00 twice)", () => {
    const run = date("run", "ongoing", "2026-10-01T00:00", "2026-11-01T00:00");
    // 02:30 CST is after the repeated hour, still before 03:00 CST.
    expect(names(splitSaved([run], new Date(chicago("2026-11-01T02:30"))).upcoming)).toEqual([
      "run",
    ]);
    expect(names(splitSaved([run], new Date(chicago("2026-11-01T03:01"))).past)).toEqual(["run"]);
  });

  it("holds on the spring-forward night (Mar 8 2026: 02:00–03:00 missing)", () => {
    const run = date("run", "ongoing", "2026-02-01T00:00", "2026-03-08T00:00");
    expect(names(splitSaved([run], new Date(chicago("2026-03-08T01:59"))).upcoming)).toEqual([
      "run",
    ]);
    expect(names(splitSaved([run], new Date(chicago("2026-03-08T03:01"))).past)).toEqual(["run"]);
  });

  it("orders across New Year", () => {
    const now = new Date(chicago("2026-12-31T23:30"));
    const { upcoming } = splitSaved(
      [
        date("jan", "reception", "2027-01-02T18:00", "2027-01-02T21:00"),
        date("nye", "performance", "2026-12-31T21:00", "2027-01-01T01:00"),
      ],
      now,
    );
    expect(names(upcoming)).toEqual(["nye", "jan"]);
    // At 00:30 on New Year's Day the party that ended at 01:00 is still on.
    expect(
      names(
        splitSaved(
          [date("nye", "performance", "2026-12-31T21:00", "2027-01-01T01:00")],
          new Date(chicago("2027-01-01T00:30")),
        ).upcoming,
      ),
    ).toEqual(["nye"]);
  });
});
