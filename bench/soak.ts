// `npm run bench:soak -- [options]` (bench/soak-args.ts): mixed traffic
// (bench/soak-flows.ts) with WebSocket clients listening (bench/soak-realtime.ts)
// for --duration seconds against one server, then against two servers on one
// PostgreSQL. Reports requests, errors, p50/p99 by kind, realtime messages
// and server memory every 10 s with its slope; writes
// bench/results/soak-<timestamp>.json (--quick: bench/results/quick/).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { run } from "../scripts/run.ts";
import type { BenchOptions } from "./args.ts";
import { runCommand } from "./args.ts";
import { describeMachine } from "./machine.ts";
import { type RssSample, summarizeMemory } from "./report.ts";
import { parseSoakArgs, type SoakOptions } from "./soak-args.ts";
import { adminTokens, drive, type FlowContext, makeImages } from "./soak-flows.ts";
import { Client } from "./soak-http.ts";
import { openListeners, realtimeSummary, type Write } from "./soak-realtime.ts";
import {
  formatKinds,
  formatRss,
  markdownKinds,
  rssSlopeMbPerMin,
  Tally,
  totals,
} from "./soak-report.ts";
import { prepareData, prepareSite, SOAK_ADMIN, startServers } from "./soak-setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const log = (line: string) => console.log(line);
const SAMPLE_EVERY_MS = 10_000;

async function main() {
  const o = parseSoakArgs(process.argv.slice(2), root);
  const started = new Date();
  if (o.bench.build && run("npm", ["run", "--silent", "build"]) !== 0)
    throw new Error("build failed");
  const work = mkdtempSync(path.join(os.tmpdir(), "artcal-soak-"));
  const images = await makeImages();

  const phases = [];
  phases.push(await runPhase("one server", o.bench, 1, o, work, images));
  phases.push(await runPhase("two servers, one PostgreSQL", o.cluster, 2, o, work, images));

  const unexpected = phases.reduce(
    (n, p) => n + p.totals.errors + p.realtime.reduce((m, r) => m + r.drops.length + r.missed, 0),
    0,
  );
  const report = {
    kind: o.bench.quick ? "quick" : "full",
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: describeMachine({
      kind: o.bench.db === "postgres" ? "postgres" : "pglite + postgres",
      version: await postgresVersion(o.cluster.databaseUrl),
    }),
    options: {
      db: o.bench.db,
      scale: o.bench.scale,
      duration: o.duration,
      workers: o.workers,
      sockets: o.sockets,
      port: o.bench.port,
    },
    unexpected,
    phases,
  };
  const dir = path.join(root, "bench/results", o.bench.quick ? "quick" : "");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // The servers' logs are kept when anything went wrong.
  if (unexpected === 0) rmSync(work, { recursive: true, force: true });

  for (const p of phases) {
    log(
      `\n== ${p.name} (${p.db}), ${p.seconds} s, ${o.workers} workers: ${p.totals.requests} requests, ${p.requestsPerSec} req/s\n`,
    );
    log(formatKinds(p.kinds));
    for (const r of p.realtime) {
      log(
        `realtime ${r.server}: ${r.joined}/${r.clients} clients joined, ${r.messages} messages, ` +
          `event writes here ${r.writesHere} / elsewhere ${r.writesElsewhere}, missed (client × write) ` +
          `here ${r.missedHere} / elsewhere ${r.missedElsewhere}, drops ${r.drops.length}`,
      );
    }
    for (const s of p.servers) {
      log(
        `memory ${s.url} (MB): ${formatRss(s.rss)}; slope over the last half ${s.slopeMbPerMin ?? "—"} MB/min; server log errors ${s.logErrors.count}`,
      );
    }
    for (const f of p.failures.slice(0, 10))
      log(`  failure: ${f.kind} ${f.status ?? "—"} ${f.url}: ${f.detail}`);
  }
  log(
    `\nunexpected errors in all: ${unexpected}${unexpected ? ` (server logs kept in ${work})` : ""}`,
  );
  log(`wrote ${path.relative(root, file)}`);
  if (!o.bench.quick) {
    for (const p of phases)
      log(`\nMarkdown for bench/README.md (${p.name}):\n\n${markdownKinds(p.kinds)}`);
  }
}

async function runPhase(
  name: string,
  b: BenchOptions,
  count: number,
  o: SoakOptions,
  work: string,
  images: FlowContext["images"],
) {
  log(`\n== phase: ${name} (${b.db}, ${o.duration} s)`);
  prepareData(b);
  const { servers, logs } = await startServers(b, count, work);
  const urls = servers.map((s) => s.url);
  const rss = servers.map(() => [] as RssSample[]);
  let sampler: NodeJS.Timeout | undefined;
  try {
    const site = await prepareSite(urls[0]!);
    const listeners = await openListeners(urls, o.sockets);
    const tally = new Tally();
    const client = new Client(tally);
    const writes: Write[] = [];
    const context: FlowContext = {
      servers: urls,
      site,
      client,
      writes,
      adminToken: adminTokens(site.admin, urls[0]!, site.origin, SOAK_ADMIN),
      images,
    };

    const t0 = performance.now();
    const sample = () => {
      const t = Math.round((performance.now() - t0) / 1000);
      servers.forEach((s, i) => {
        const mb = s.rssMb();
        if (mb !== null) rss[i]!.push({ t, mb });
      });
    };
    sample();
    sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const progress = setInterval(() => {
      const all = totals(tally.stats());
      log(
        `  ${Math.round((performance.now() - t0) / 1000)} s: ${all.requests} requests, ${all.errors} errors, ${all.limited} limited`,
      );
    }, 30_000);
    await drive(context, o.workers, Date.now() + o.duration * 1000);
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    clearInterval(progress);
    clearInterval(sampler);
    sample();
    // Changes still on their way through PostgreSQL's NOTIFY.
    await new Promise((r) => setTimeout(r, 3000));
    for (const l of listeners) l.close();

    const kinds = tally.stats();
    const sum = totals(kinds);
    const realtime = realtimeSummary(urls, listeners, writes).map((r) => ({
      ...r,
      missed: r.missedHere + r.missedElsewhere,
    }));
    return {
      name,
      db: b.db,
      servers: servers.map((s, i) => ({
        url: s.url,
        memory: summarizeMemory(rss[i]!),
        slopeMbPerMin: rssSlopeMbPerMin(rss[i]!),
        rss: rss[i]!,
        logErrors: logErrors(logs[i]!),
      })),
      seconds,
      totals: sum,
      requestsPerSec: Math.round((sum.requests / seconds) * 10) / 10,
      kinds,
      realtime,
      failures: client.failures,
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (
      (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
        ?.v ?? null
    );
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Lines the server logged at error level or above (5xx, crashes): the first few and how many. */
function logErrors(file: string) {
  let lines: string[] = [];
  try {
    lines = readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /"level":"(error|fatal)"/.test(l));
  } catch {
    // No log: nothing to report.
  }
  return { count: lines.length, first: lines.slice(0, 5).map((l) => l.slice(0, 500)) };
}

await runCommand(main);
