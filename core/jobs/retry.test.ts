import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, retryDelayMs, triesLeft } from "./retry.ts";

describe("retry backoff", () => {
  it("doubles from the base delay after each failure, up to the cap", () => {
    const policy = { maxAttempts: 20, baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it("never overflows for a job that failed many times", () => {
    expect(retryDelayMs(500)).toBe(DEFAULT_RETRY.maxDelayMs);
  });

  it("gives another try until the attempts reach the maximum", () => {
    expect(triesLeft(9, 10)).toBe(true);
    expect(triesLeft(10, 10)).toBe(false);
  });
});
