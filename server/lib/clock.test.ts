import { describe, expect, it } from "vitest";
import { createClock } from "./clock.ts";

describe("createClock", () => {
  it("returns the pinned instant on every call, as a new Date each time", () => {
    const pinned = new Date("2026-11-21T18:00:00.000Z");
    const clock = createClock(pinned);
    const first = clock.now();
    const second = clock.now();
    expect(first.toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(second.toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(first).not.toBe(second);
    expect(first).not.toBe(pinned);
    // A caller changing the Date it got moves neither the clock nor the pinned instant.
    first.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(pinned.toISOString()).toBe("2026-11-21T18:00:00.000Z");
  });

  it("reads the real clock when nothing is pinned", () => {
    const now = createClock(null).now();
    expect(now).toBeInstanceOf(Date);
    expect(Number.isNaN(now.getTime())).toBe(false);
  });
});
