// Pure pieces of the soak's report: percentiles, requests by kind, memory over
// time with its slope, and the printed tables.
import type { RssSample } from "./report.ts";

/** What one request came to: expected answers, a deliberate limit (429 with Retry-After), or an error. */
export type Outcome = "ok" | "limited" | "error";

export interface KindStats {
  kind: string;
  requests: number;
  ok: number;
  /** 429 with Retry-After: a limit doing its job, not a failure. */
  limited: number;
  /** 5xx, network errors, timeouts, unexpected statuses or bodies. */
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of ascending values; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Collects every request's kind, latency and outcome. */
export class Tally {
  private byKind = new Map<string, { ms: number[]; ok: number; limited: number; errors: number }>();

  add(kind: string, ms: number, outcome: Outcome) {
    let k = this.byKind.get(kind);
    if (!k) {
      k = { ms: [], ok: 0, limited: 0, errors: 0 };
      this.byKind.set(kind, k);
    }
    k.ms.push(ms);
    if (outcome === "ok") k.ok++;
    else if (outcome === "limited") k.limited++;
    else k.errors++;
  }

  stats(): KindStats[] {
    return [...this.byKind]
      .map(([kind, k]) => {
        const sorted = [...k.ms].sort((a, b) => a - b);
        return {
          kind,
          requests: k.ms.length,
          ok: k.ok,
          limited: k.limited,
          errors: k.errors,
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        };
      })
      .sort((a, b) => a.kind.localeCompare(b.kind));
  }
}

/** All kinds together: requests, outcomes and the overall percentiles are computed by the caller. */
export function totals(stats: KindStats[]) {
  return {
    requests: sum(stats.map((s) => s.requests)),
    ok: sum(stats.map((s) => s.ok)),
    limited: sum(stats.map((s) => s.limited)),
    errors: sum(stats.map((s) => s.errors)),
  };
}

/**
 * Least-squares slope of RSS in MB per minute over the samples from half
 * the run on: the first half holds start-up and the caches filling, the
 * second should be flat. Null with fewer than three samples there.
 */
export function rssSlopeMbPerMin(samples: RssSample[]): number | null {
  if (!samples.length) return null;
  const half = samples.at(-1)!.t / 2;
  const late = samples.filter((s) => s.t >= half);
  if (late.length < 3) return null;
  const n = late.length;
  const mt = sum(late.map((s) => s.t)) / n;
  const mm = sum(late.map((s) => s.mb)) / n;
  const cov = sum(late.map((s) => (s.t - mt) * (s.mb - mm)));
  const varT = sum(late.map((s) => (s.t - mt) ** 2));
  if (varT === 0) return null;
  return Math.round((cov / varT) * 60 * 100) / 100;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (n: number) => Math.round(n * 10) / 10;
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? `${n.toFixed(1)} ms` : `${int(n)} ms`);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** kind, requests, limited (429), errors, p50, p99, max. */
export function formatKinds(stats: KindStats[]): string {
  const all = totals(stats);
  return table(
    ["kind", "requests", "429", "errors", "p50", "p99", "max"],
    [
      ...stats.map((s) => [
        s.kind,
        int(s.requests),
        int(s.limited),
        int(s.errors),
        ms(s.p50),
        ms(s.p99),
        ms(s.max),
      ]),
      ["all", int(all.requests), int(all.limited), int(all.errors), "", "", ""],
    ],
  );
}

/** The same in Markdown, for bench/README.md. */
export function markdownKinds(stats: KindStats[]): string {
  return [
    "| kind | requests | 429 | errors | p50 | p99 |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...stats.map(
      (s) =>
        `| ${s.kind} | ${int(s.requests)} | ${int(s.limited)} | ${int(s.errors)} | ${ms(s.p50)} | ${ms(s.p99)} |`,
    ),
  ].join("\n");
}

/** One line of RSS samples, e.g. "0 s 210 MB · 10 s 230 MB · …". */
export function formatRss(samples: RssSample[]): string {
  return samples.map((s) => `${s.t} s ${s.mb}`).join(" · ");
}
