// `npm run bench -- [options]` (bench/args.ts): build, generate or reuse the
// dataset, start the production server on it, warm it, then drive each
// scenario (bench/scenarios.ts) with autocannon for a fixed time; print a
// table and write bench/results/<timestamp>.json (--quick: bench/results/quick/).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchOptions, parseBenchArgs, runCommand } from "./args.ts";
import { startCeiling } from "./ceiling.ts";
import { BENCH_STAFF } from "./dataset/queue.ts";
import { probeUpcoming } from "./db-probe.ts";
import { datasetConfig } from "./generate.ts";
import { describeMachine } from "./machine.ts";
import { firstPending, pickPages, signIn } from "./pages.ts";
import { prepareDataset, startBenchServer } from "./prepare.ts";
import {
  formatTable,
  type Measured,
  markdownTable,
  measured,
  type RssSample,
  summarizeMemory,
  withRatios,
} from "./report.ts";
import { BENCH_CLOCK } from "./scales.ts";
import {
  BROWSER_HEADERS,
  buildScenarios,
  CEILING,
  type Scenario,
  selectScenarios,
} from "./scenarios.ts";
import { getRaw, type RunningServer, readyzMs, settle } from "./server.ts";

const root = path.resolve(import.meta.dirname, "..");
const log = (line: string) => console.log(line);

async function main() {
  const o = parseBenchArgs(process.argv.slice(2), root);
  const started = new Date();
  const work = prepareDataset(o, process.argv.slice(2));
  const now = new Date(BENCH_CLOCK);
  const measuredAll: (Measured & { name: string; path: string })[] = [];
  const phases: Phase[] = [];
  // The cache as deployed first (the ceiling's bytes come from it), then the
  // same server with PAGE_CACHE=off: what every request would cost without it.
  for (const cache of ["on", "off"] as const) {
    const env: Record<string, string> = cache === "off" ? { PAGE_CACHE: "off" } : {};
    const server = await startBenchServer(o, work, env);
    try {
      const cookie = await signIn(server.url);
      const staffCookie = await signIn(server.url, BENCH_STAFF);
      const picks = await pickPages(server.url, now);
      const submissionId = await firstPending(server.url, staffCookie);
      const inputs = { now, cookie, staffCookie, submissionId, origin: server.url, ...picks };
      const scenarios = selectScenarios(buildScenarios(inputs), o.only).filter(
        (s) => s.cache === cache,
      );
      if (!scenarios.some((s) => s.target === "app")) continue;
      const phase = await runPhase(o, server, scenarios, work);
      measuredAll.push(...phase.results);
      phases.push({ cache, processes: server.processes().length, ...phase.memory });
      log(`phase cache ${cache}: ${phases.at(-1)!.processes} server process(es)`);
    } finally {
      await server.stop();
    }
  }
  const results = withRatios(measuredAll, CEILING);

  log("db: timing the Upcoming query without HTTP");
  const probe = await probeUpcoming(datasetConfig(o), o.quick ? 20 : 200);
  const report = {
    kind: o.quick ? "quick" : "full",
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: describeMachine({ kind: o.db, version: probe.version }),
    options: {
      db: o.db,
      scale: o.scale,
      duration: o.duration,
      warmup: o.warmup,
      connections: o.connections,
      now: BENCH_CLOCK,
      only: o.only,
      processes: o.processes,
    },
    scenarios: results,
    upcomingQuery: probe,
    phases,
  };

  const dir = path.join(root, "bench/results", o.quick ? "quick" : "");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // The server's log is kept only when the run failed (its path is printed at the start).
  rmSync(work, { recursive: true, force: true });

  log(`\n${o.scale} scale on ${o.db}, ${o.connections} connections, ${o.duration} s each\n`);
  log(formatTable(results));
  log(
    `\nUpcoming query (service, no HTTP): p50 ${probe.ms.p50} ms, p95 ${probe.ms.p95} ms over ${probe.total} matching dates; sequential scans: ${probe.seqScans.join(", ") || "none"}`,
  );
  for (const p of phases) {
    log(
      `server with the page cache ${p.cache}: ${p.processes} process(es); RSS in all ${p.idleMb ?? "—"} MB idle, ${p.memory.startMb} MB after warm-up, ${p.memory.atTwoMinutesMb ?? "—"} MB at 2 min, ${p.memory.endMb} MB at the end, peak ${p.memory.peakMb} MB`,
    );
  }
  log(`\nwrote ${path.relative(root, file)}`);
  if (!o.quick) log(`\nMarkdown for bench/README.md:\n\n${markdownTable(results)}`);
}

interface Phase {
  cache: "on" | "off";
  processes: number;
  /** RSS of all the server's processes before any request but the checks. */
  idleMb: number | null;
  memory: ReturnType<typeof summarizeMemory>;
  samples: RssSample[];
}

/** Warm-up, then each scenario for the set time, sampling the server's memory every second. */
async function runPhase(
  o: BenchOptions,
  server: RunningServer,
  scenarios: Scenario[],
  work: string,
) {
  const idleMb = server.rssMb();
  let ceiling: { close(): void } | undefined;
  const rss: RssSample[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const results: (Measured & { name: string; path: string })[] = [];
  try {
    const ceilingUrl = `http://127.0.0.1:${o.port + 1}`;
    if (scenarios.some((s) => s.target === "ceiling")) {
      const page = await getRaw(`${server.url}/calendar/upcoming`, BROWSER_HEADERS);
      ceiling = await startCeiling(o.port + 1, page, work);
    }
    const base = (s: Scenario) => (s.target === "ceiling" ? ceilingUrl : server.url);

    const idle: number[] = [];
    for (let i = 0; i < 5; i++) idle.push(await readyzMs(server.url));
    const idleMs = idle.sort((a, b) => a - b)[2]!;
    await checkScenarios(scenarios, base);
    log(`warm-up: ${o.warmup} s of every scenario's request`);
    await autocannon({
      url: server.url,
      connections: Math.min(10, o.connections),
      duration: o.warmup,
      requests: scenarios
        .filter((s) => s.target === "app")
        .map((s) => ({ path: s.path, headers: s.headers })),
    });

    const loadStarted = performance.now();
    const sample = () => {
      const mb = server.rssMb();
      if (mb !== null) rss.push({ t: Math.round((performance.now() - loadStarted) / 1000), mb });
    };
    sample();
    sampler = setInterval(sample, 1000);
    for (const s of scenarios) {
      await settle(server.url, idleMs);
      // One request first, so a cached scenario starts with its page in the
      // cache (entries expire after a minute) rather than 50 renders at once.
      await (await fetch(`${base(s)}${s.path}`, { headers: s.headers })).arrayBuffer();
      const r = measured(
        await autocannon({
          url: `${base(s)}${s.path}`,
          connections: o.connections,
          duration: o.duration,
          headers: s.headers,
        }),
      );
      log(
        `  ${s.name}: ${Math.round(r.requestsPerSec)} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ${r.errors} errors`,
      );
      results.push({ name: s.name, path: s.path, ...r });
    }
    sample();
  } finally {
    clearInterval(sampler);
    ceiling?.close();
  }
  return { results, memory: { idleMb, memory: summarizeMemory(rss), samples: rss } };
}

/**
 * Every scenario's request answers 200 before it is timed (a broken page is
 * the harness's failure), and one that must come from the cache does, on its
 * second asking: a client's no-cache or a session cookie may not make the server render.
 */
async function checkScenarios(scenarios: Scenario[], base: (s: Scenario) => string) {
  for (const s of scenarios) {
    for (let i = 0; i < (s.expectCache ? 2 : 1); i++) {
      const res = await fetch(`${base(s)}${s.path}`, { headers: s.headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${s.name}: ${s.path} answered ${res.status}`);
      const cache = res.headers.get("x-cache");
      if (i === 1 && cache !== s.expectCache)
        throw new Error(`${s.name}: ${s.path} answered X-Cache ${cache}, not ${s.expectCache}`);
    }
  }
}

await runCommand(main);
