import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { collectClockChanges, nextRollover, noteShownDates } from "./clock-changes.ts";

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();

describe("nextRollover", () => {
  it.each([
    ["an afternoon → 03:00 next morning", chicago("2026-11-20T14:00"), chicago("2026-11-21T03:00")],
    ["03:30 → 05:00", chicago("2026-11-21T03:30"), chicago("2026-11-21T05:00")],
    ["04:59 → 05:00", chicago("2026-11-21T04:59"), chicago("2026-11-21T05:00")],
    [
      "the first 01:30 of Nov 1 → 03:00 CST",
      new Date("2026-11-01T06:30:00Z"),
      new Date("2026-11-01T09:00:00Z"),
    ],
    [
      "the second 01:30 of Nov 1 → 03:00 CST",
      new Date("2026-11-01T07:30:00Z"),
      new Date("2026-11-01T09:00:00Z"),
    ],
    [
      "01:59 CST on Mar 8 → 03:00 CDT",
      new Date("2026-03-08T07:59:00Z"),
      new Date("2026-03-08T08:00:00Z"),
    ],
    ["New Year's Eve → 03:00 Jan 1", chicago("2026-12-31T23:00"), chicago("2027-01-01T03:00")],
  ])("%s", (_, now, next) => {
    expect(nextRollover(now)).toBe(next.getTime());
  });
});

describe("collectClockChanges", () => {
  it("keeps the earliest start, end or run edge still ahead, else the rollover", async () => {
    const now = chicago("2026-11-20T21:00");
    const { next } = await collectClockChanges(now, async () => {
      noteShownDates([
        {
          category: "reception",
          start: chicago("2026-11-20T18:00"),
          end: chicago("2026-11-20T22:00"),
        },
        {
          category: "ongoing",
          start: chicago("2026-10-01T00:00"),
          end: chicago("2026-12-01T00:00"),
        },
      ]);
    });
    expect(next).toBe(chicago("2026-11-20T22:00").getTime());
    const none = await collectClockChanges(now, async () => noteShownDates([]));
    expect(none.next).toBe(chicago("2026-11-21T03:00").getTime());
  });

  it("does nothing outside a collection", () => {
    expect(() =>
      noteShownDates([{ category: "sale", start: new Date(), end: new Date() }]),
    ).not.toThrow();
  });
});
