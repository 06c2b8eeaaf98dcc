import type { Result } from "autocannon";
import { describe, expect, it } from "vitest";
import { formatTable, markdownTable, measured, summarizeMemory, withRatios } from "./report.ts";

const histogram = (over: Partial<Result["latency"]>) => ({
  average: 0,
  mean: 0,
  max: 0,
  total: 0,
  p50: 0,
  p90: 0,
  p99: 0,
  ...over,
});

const result = (over: Partial<Result>): Result => ({
  duration: 10,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  latency: histogram({ p50: 4, p99: 30, average: 6, max: 80 }),
  requests: histogram({ total: 5000 }),
  throughput: histogram({ total: 5000 * 2048 }),
  ...over,
});

describe("one scenario's numbers", () => {
  it("counts requests per second over the run, and errors with non-2xx answers", () => {
    const m = measured(result({ errors: 3, non2xx: 7 }));
    expect(m.requestsPerSec).toBe(500);
    expect(m.errors).toBe(10);
    expect(m.latencyMs).toEqual({ p50: 4, p99: 30, avg: 6, max: 80 });
    expect(m.bytesPerResponse).toBe(2048);
  });

  it("gives each scenario its share of the ceiling, and the ceiling none", () => {
    const rows = withRatios(
      [
        { name: "ceiling", path: "/", ...measured(result({})) },
        { name: "page", path: "/p", ...measured(result({ requests: histogram({ total: 1250 }) })) },
      ],
      "ceiling",
    );
    expect(rows.map((r) => r.ratio)).toEqual([null, 0.25]);
    const table = formatTable(rows);
    expect(table.split("\n")[0]).toMatch(/^scenario\s+req\/s\s+p50\s+p99\s+errors\s+vs ceiling$/);
    expect(table).toMatch(/page\s+125\s+4\.0 ms\s+30 ms\s+0\s+25\.0 %/);
    expect(markdownTable(rows)).toContain("| page | 125 | 4.0 ms | 30 ms | 0 | 25.0 % |");
  });

  it("has no ratios when the ceiling did not run", () => {
    const rows = withRatios([{ name: "page", path: "/p", ...measured(result({})) }], "ceiling");
    expect(rows[0]!.ratio).toBeNull();
  });
});

describe("server memory", () => {
  it("reports the start, the peak, two minutes in and growth after it", () => {
    const samples = [0, 60, 119, 121, 200].map((t, i) => ({
      t,
      mb: [200, 260, 300, 301, 310][i]!,
    }));
    expect(summarizeMemory(samples)).toEqual({
      startMb: 200,
      peakMb: 310,
      atTwoMinutesMb: 300,
      endMb: 310,
      growthAfterTwoMinutesMb: 10,
    });
  });

  it("leaves the two-minute figures out of a shorter run", () => {
    const s = summarizeMemory([
      { t: 0, mb: 100 },
      { t: 30, mb: 120 },
    ]);
    expect(s.atTwoMinutesMb).toBeNull();
    expect(s.growthAfterTwoMinutesMb).toBeNull();
    expect(summarizeMemory([]).peakMb).toBeNull();
  });
});
