import { describe, expect, it } from "vitest";
import { isLivePage } from "./live-updates.tsx";
import { backoff, REALTIME_SOCKET_OPTIONS } from "./options.ts";

describe("the realtime client's settings", () => {
  it("follows spec §9: heartbeat 30 s, timeout 10 s, reconnect after 1, 2, 5, 10 s, then 10 s", () => {
    expect(REALTIME_SOCKET_OPTIONS.heartbeatIntervalMs).toBe(30_000);
    expect(REALTIME_SOCKET_OPTIONS.timeout).toBe(10_000);
    expect([1, 2, 3, 4, 5, 6, 50].map(backoff)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
    expect(REALTIME_SOCKET_OPTIONS.rejoinAfterMs).toBe(backoff);
  });

  it.each([
    ["/", true],
    ["/calendar", true],
    ["/calendar/upcoming", true],
    ["/events/northern-light", true],
    ["/venues", true],
    ["/venues/map", true],
    ["/cities/minneapolis", true],
    ["/search", true],
    ["/written", true],
    ["/written/2026/11/a-post", true],
    ["/written/feed", false],
    ["/admin/events/1", false],
    ["/account", false],
    ["/shop", false],
    ["/sign-in", false],
    ["/eventsx", false],
  ])("%s listens for changes: %s", (path, live) => {
    expect(isLivePage(path)).toBe(live);
  });
});
