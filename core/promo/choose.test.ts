import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import { chooseWeighted, isAdvertActive } from "./choose.ts";

describe("chooseWeighted", () => {
  it("picks in proportion to the weights (10 000 draws, fixed seed)", () => {
    const items = [
      { id: "a", weight: 1 },
      { id: "b", weight: 3 },
      { id: "c", weight: 6 },
    ];
    const random = seededRandom(42);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    const n = 10_000;
    for (let i = 0; i < n; i++) counts[chooseWeighted(items, random)!.id]!++;
    // Expected 1000 / 3000 / 6000; 4 standard deviations of a binomial is under 200.
    expect(Math.abs(counts.a! - 1000)).toBeLessThan(4 * Math.sqrt(n * 0.1 * 0.9));
    expect(Math.abs(counts.b! - 3000)).toBeLessThan(4 * Math.sqrt(n * 0.3 * 0.7));
    expect(Math.abs(counts.c! - 6000)).toBeLessThan(4 * Math.sqrt(n * 0.6 * 0.4));
  });

  it("never picks a zero weight, and gives null when nothing can be picked", () => {
    const random = seededRandom(7);
    const items = [
      { id: "never", weight: 0 },
      { id: "always", weight: 2 },
    ];
    for (let i = 0; i < 500; i++) expect(chooseWeighted(items, random)!.id).toBe("always");
    expect(chooseWeighted([], random)).toBeNull();
    expect(chooseWeighted([{ weight: 0 }], random)).toBeNull();
  });
});

describe("isAdvertActive", () => {
  const now = new Date("2026-11-21T18:00:00Z");
  const at = (iso: string) => new Date(iso);
  it("honours the switch and the window, with open ends", () => {
    expect(isAdvertActive({ isActive: true, startDate: null, endDate: null }, now)).toBe(true);
    expect(isAdvertActive({ isActive: false, startDate: null, endDate: null }, now)).toBe(false);
    expect(
      isAdvertActive({ isActive: true, startDate: at("2026-11-22T00:00:00Z"), endDate: null }, now),
    ).toBe(false);
    expect(
      isAdvertActive({ isActive: true, startDate: null, endDate: at("2026-11-21T18:00:00Z") }, now),
    ).toBe(false);
    expect(
      isAdvertActive(
        {
          isActive: true,
          startDate: at("2026-11-01T00:00:00Z"),
          endDate: at("2026-12-01T00:00:00Z"),
        },
        now,
      ),
    ).toBe(true);
  });
});
