// Command-line options of `npm run bench`, `npm run bench:web` and bench/generate.ts.
import path from "node:path";
import { parseArgs } from "node:util";
import { isScaleName, type ScaleName } from "./scales.ts";

export type DbKind = "pglite" | "postgres";

export interface BenchOptions {
  db: DbKind;
  scale: ScaleName;
  /** CI's smoke run: small scale, 2 s per scenario, 10 connections, results kept out of the repo. */
  quick: boolean;
  /** Seconds each scenario runs. */
  duration: number;
  /** Seconds of mixed traffic before the first scenario. */
  warmup: number;
  connections: number;
  /** Run `npm run build` first (off: use the existing build). */
  build: boolean;
  /** Regenerate the dataset even if one of this scale and seed exists. */
  fresh: boolean;
  /** PostgreSQL database of the dataset (created when missing). */
  databaseUrl: string;
  /** PGlite's directory and the uploaded files' (the generated images). */
  dataDir: string;
  /** The app server's port; the static ceiling uses the next one. */
  port: number;
  /** Only scenarios whose name contains one of these. */
  only: string[];
  /** App processes (WEB_CONCURRENCY); null: the server's default (one per core on PostgreSQL). */
  processes: number | null;
}

export class UsageError extends Error {}

/**
 * Runs a bench command: a usage mistake exits 2 with the usage, anything else
 * 1. Exits when done, as autocannon's agents and the services' timers would
 * keep the process alive a while.
 */
export async function runCommand(main: () => Promise<void>): Promise<never> {
  try {
    await main();
  } catch (err) {
    console.error(err instanceof UsageError ? err.message : err);
    process.exit(err instanceof UsageError ? 2 : 1);
  }
  process.exit(0);
}

export const USAGE = `Usage: npm run bench -- [--db=pglite|postgres] [--scale=small|city|decade] [--quick]
  [--duration=20] [--warmup=10] [--connections=50] [--no-build] [--fresh]
  [--database-url=postgres://…/artcal_bench_<scale>] [--data-dir=data/bench/<db>-<scale>]
  [--port=3400] [--only=name,name] [--processes=N]`;

const DEFAULT_PG_SERVER = "postgres://postgres@127.0.0.1:5432";

export function parseBenchArgs(argv: string[], root = process.cwd()): BenchOptions {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const v = parsed.values;
  const quick = v.quick ?? false;
  const db = v.db ?? "pglite";
  if (db !== "pglite" && db !== "postgres") throw new UsageError(`--db: use pglite or postgres`);
  const scale = v.scale ?? (quick ? "small" : "city");
  if (!isScaleName(scale)) throw new UsageError(`--scale: use small, city or decade`);
  // The smoke run checks the harness runs every scenario, not the figures: 1 s each.
  const duration = positive("duration", v.duration, quick ? 1 : 20);
  return {
    db,
    scale,
    quick,
    duration,
    warmup: positive("warmup", v.warmup, quick ? 1 : 10),
    // The smoke run checks the harness, not the server: fewer connections leave
    // less in flight between its 1-second scenarios.
    connections: positive("connections", v.connections, quick ? 10 : 50),
    build: !v["no-build"],
    fresh: v.fresh ?? false,
    databaseUrl: v["database-url"] ?? `${DEFAULT_PG_SERVER}/artcal_bench_${scale}`,
    dataDir: path.resolve(root, v["data-dir"] ?? `data/bench/${db}-${scale}`),
    port: positive("port", v.port, 3400),
    only: (v.only ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    processes: v.processes === undefined ? null : Math.round(positive("processes", v.processes, 1)),
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      db: { type: "string" },
      scale: { type: "string" },
      quick: { type: "boolean" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      "no-build": { type: "boolean" },
      fresh: { type: "boolean" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      port: { type: "string" },
      only: { type: "string" },
      processes: { type: "string" },
    },
  });
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${name}: use a positive number`);
  return n;
}
