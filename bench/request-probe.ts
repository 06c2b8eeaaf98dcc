// The Upcoming request as a client sees it (page and total, routing and JSON
// included), through the app in-process with the page cache off: first with
// its count forgotten before each request (what the first visitor after a
// change waits for), then with the count kept (everyone after).
import { PRESETS, presetFilter } from "../core/presets/index.ts";
import { openDatabase } from "../db/client.ts";
import { createApp } from "../server/app.ts";
import type { Config } from "../server/config.ts";
import { createLogger } from "../server/lib/logger.ts";
import { BENCH_NOW } from "./scales.ts";

export interface Timings {
  p50: number;
  p95: number;
  max: number;
  /** This process's CPU per request (the database's is not in it): steadier than wall time on a busy machine. */
  cpuMs: number;
}

export interface RequestProbe {
  /** Each request after the count cache was emptied. */
  cold: Timings;
  /** Each request with the count kept. */
  warm: Timings;
  total: number;
  rows: number;
}

export async function probeUpcomingRequest(
  config: Config,
  iterations = 200,
): Promise<RequestProbe> {
  const database = await openDatabase(config.database);
  try {
    const app = createApp(
      {
        config: { ...config, pageCacheBytes: 0 },
        database,
        logger: createLogger("silent"),
        authSecret: "bench-probe-secret-not-used-for-anything",
      },
      { modules: undefined },
    );
    const query = new URLSearchParams(presetFilter(PRESETS.upcoming, new Date(BENCH_NOW)));
    const url = `/api/v5/calendar/event_dates/list?${query}`;
    let last = { total: 0, rows: 0 };
    const once = async () => {
      const res = await app.request(url);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      const body = (await res.json()) as { total: number; results: unknown[] };
      last = { total: body.total, rows: body.results.length };
    };
    const time = async (before: () => void) => {
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < iterations; i++) {
        before();
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
      const used = process.cpuUsage(cpu);
      return { ...percentiles(times), cpuMs: round((used.user + used.system) / 1000 / iterations) };
    };
    for (let i = 0; i < 20; i++) await once();
    const cold = await time(() => app.services.counts.clear());
    const warm = await time(() => {});
    return { cold, warm, ...last };
  } finally {
    await database.close();
  }
}

function percentiles(times: number[]): Omit<Timings, "cpuMs"> {
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { p50: at(0.5), p95: at(0.95), max: round(times.at(-1)!) };
}

const round = (n: number) => Math.round(n * 100) / 100;
