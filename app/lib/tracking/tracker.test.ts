import { describe, expect, it } from "vitest";
import { createTracker, type TrackerDeps } from "./tracker.ts";

function setup(over: Partial<TrackerDeps> = {}) {
  const batches: unknown[][] = [];
  const gtagCalls: unknown[][] = [];
  const timers: (() => void)[] = [];
  const tracker = createTracker({
    send: (b) => {
      batches.push(b);
      return true;
    },
    gtag: (...args) => gtagCalls.push(args),
    optedOut: () => false,
    path: () => "/events/northern-light",
    schedule: (fn) => timers.push(fn),
    ...over,
  });
  return {
    tracker,
    batches,
    gtagCalls,
    runTimers: () => {
      for (const f of timers.splice(0)) f();
    },
  };
}

describe("track", () => {
  it("sends nothing without a category or an action", () => {
    const { tracker, batches, gtagCalls, runTimers } = setup();
    tracker.track({ action: "click" });
    tracker.track({ category: "advert" });
    tracker.track({ category: "", action: "click" });
    tracker.track({ category: "advert", action: null });
    runTimers();
    tracker.flush();
    expect(batches).toEqual([]);
    expect(gtagCalls).toEqual([]);
  });

  it("batches events with the page path and dimensions, and mirrors them to gtag", () => {
    const { tracker, batches, gtagCalls, runTimers } = setup();
    tracker.pageView({ resourceId: "e1", resourceType: "event" });
    tracker.track({
      category: "outbound",
      action: "click",
      label: "https://example.com",
      value: 1,
    });
    expect(batches).toEqual([]);
    runTimers();
    expect(batches).toEqual([
      [
        {
          category: "page",
          action: "view",
          path: "/events/northern-light",
          dimensions: { resourceId: "e1", resourceType: "event" },
        },
        {
          category: "outbound",
          action: "click",
          label: "https://example.com",
          value: 1,
          path: "/events/northern-light",
        },
      ],
    ]);
    expect(gtagCalls[1]).toEqual([
      "event",
      "click",
      { event_category: "outbound", event_label: "https://example.com", value: 1 },
    ]);
  });

  it("sends at once when a batch is full, 25 at a time", () => {
    const { tracker, batches } = setup();
    for (let i = 0; i < 25; i++) tracker.track({ category: "advert", action: "impression" });
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(25);
  });

  it("keeps events when the beacon is refused, and sends nothing for a visitor who opted out", () => {
    let accept = false;
    const refused = setup({ send: () => accept });
    refused.tracker.track({ category: "page", action: "view" });
    refused.tracker.flush();
    expect(refused.tracker.pending()).toBe(1);
    accept = true;
    refused.tracker.flush();
    expect(refused.tracker.pending()).toBe(0);

    const optedOut = setup({ optedOut: () => true });
    optedOut.tracker.track({ category: "page", action: "view" });
    optedOut.runTimers();
    expect(optedOut.batches).toEqual([]);
    expect(optedOut.gtagCalls).toEqual([]);
  });
});
