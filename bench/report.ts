// Pure pieces of the bench's report: one scenario's numbers from autocannon's
// result, the ratio to the static ceiling, the printed table and the memory summary.
import type { Result } from "autocannon";

export interface Measured {
  requestsPerSec: number;
  latencyMs: { p50: number; p99: number; avg: number; max: number };
  /** Socket errors and timeouts plus answers other than 2xx. */
  errors: number;
  requests: number;
  bytesPerResponse: number;
}

export interface ScenarioResult extends Measured {
  name: string;
  path: string;
  /** requests/s as a share of the static ceiling's; null for the ceiling itself or without one. */
  ratio: number | null;
}

export function measured(r: Result): Measured {
  const requests = r.requests.total;
  return {
    requestsPerSec: r.duration > 0 ? requests / r.duration : 0,
    latencyMs: {
      p50: r.latency.p50,
      p99: r.latency.p99,
      avg: r.latency.average,
      max: r.latency.max,
    },
    errors: r.errors + r.non2xx,
    requests,
    bytesPerResponse: requests > 0 ? Math.round(r.throughput.total / requests) : 0,
  };
}

/** Each scenario's requests/s over the ceiling's. */
export function withRatios(
  results: (Measured & { name: string; path: string })[],
  ceilingName: string,
): ScenarioResult[] {
  const ceiling = results.find((r) => r.name === ceilingName);
  const base = ceiling && ceiling.requestsPerSec > 0 ? ceiling.requestsPerSec : null;
  return results.map((r) => ({
    ...r,
    ratio: base === null || r.name === ceilingName ? null : r.requestsPerSec / base,
  }));
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? `${n.toFixed(1)} ms` : `${int(n)} ms`);
const percent = (r: number | null) => (r === null ? "—" : `${(r * 100).toFixed(1)} %`);

/** A plain-text table: scenario, req/s, p50, p99, errors, ratio to the ceiling. */
export function formatTable(results: ScenarioResult[]): string {
  const header = ["scenario", "req/s", "p50", "p99", "errors", "vs ceiling"];
  const rows = results.map((r) => [
    r.name,
    int(r.requestsPerSec),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p99),
    int(r.errors),
    percent(r.ratio),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The same table in Markdown, for bench/README.md. */
export function markdownTable(results: ScenarioResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${int(r.requestsPerSec)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p99)} | ${int(r.errors)} | ${percent(r.ratio)} |`,
  );
  return [
    "| scenario | req/s | p50 | p99 | errors | vs ceiling |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export interface RssSample {
  /** Seconds since the load began. */
  t: number;
  mb: number;
}

export interface MemorySummary {
  /** After warm-up, before the first scenario. */
  startMb: number | null;
  peakMb: number | null;
  /** The sample nearest two minutes into the load (the target's moment). */
  atTwoMinutesMb: number | null;
  endMb: number | null;
  /** End minus the two-minute sample: near zero when memory is flat. */
  growthAfterTwoMinutesMb: number | null;
}

export function summarizeMemory(samples: RssSample[]): MemorySummary {
  if (!samples.length) {
    return {
      startMb: null,
      peakMb: null,
      atTwoMinutesMb: null,
      endMb: null,
      growthAfterTwoMinutesMb: null,
    };
  }
  const nearest = (t: number) =>
    samples.reduce((best, s) => (Math.abs(s.t - t) < Math.abs(best.t - t) ? s : best));
  const two = samples.at(-1)!.t >= 120 ? nearest(120).mb : null;
  const end = samples.at(-1)!.mb;
  return {
    startMb: samples[0]!.mb,
    peakMb: Math.max(...samples.map((s) => s.mb)),
    atTwoMinutesMb: two,
    endMb: end,
    growthAfterTwoMinutesMb: two === null ? null : end - two,
  };
}
