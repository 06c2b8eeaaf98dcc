import { describe, expect, it } from "vitest";
import { nearMeFailure } from "./use-near-me.ts";

describe("nearMeFailure", () => {
  it("says in plain words why there is no location, and that the list stays", () => {
    // GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout.
    expect(nearMeFailure(1)).toMatch(/^Your browser didn't share your location/);
    expect(nearMeFailure(2)).toMatch(/^Your location couldn't be found just now/);
    expect(nearMeFailure(3)).toMatch(/^Finding your location took too long/);
    expect(nearMeFailure(null)).toMatch(/^This browser can't share a location/);
    for (const code of [1, 2, 3, null]) expect(nearMeFailure(code)).toMatch(/list|by city/);
  });
});
