import { describe, expect, it } from "vitest";
import { SCALES } from "../scales.ts";
import { draws } from "./draw.ts";
import { datesForEvent, MAX_DATES_PER_EVENT } from "./events.ts";

describe("dates per event", () => {
  it("add up to exactly each scale's total, 1 to 6 per event", () => {
    for (const scale of [SCALES.small, SCALES.city]) {
      const d = draws(1);
      let left = scale.eventDates;
      const counts = new Set<number>();
      for (let i = 0; i < scale.events; i++) {
        const n = datesForEvent(d, left, scale.events - i);
        counts.add(n);
        left -= n;
      }
      expect(left, scale.name).toBe(0);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_DATES_PER_EVENT);
      // Not every event alike: one-offs, exhibitions and series.
      expect(counts.size).toBeGreaterThan(3);
    }
  });

  it("come from the seed: the same seed draws the same ids", () => {
    const a = draws(14);
    const b = draws(14);
    expect([a.uuid(), a.uuid()]).toEqual([b.uuid(), b.uuid()]);
    expect(draws(15).uuid()).not.toBe(draws(14).uuid());
    expect(draws(14).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
