// Command-line options of `npm run bench:soak`: the bench's own (bench/args.ts)
// with the soak's defaults, plus the number of workers.
import path from "node:path";
import { type BenchOptions, parseBenchArgs, UsageError } from "./args.ts";

export interface SoakOptions {
  /** Phase 1's server; phase 2 always runs on PostgreSQL. */
  bench: BenchOptions;
  /** Phase 2's two servers share this database and data directory. */
  cluster: BenchOptions;
  /** Seconds of traffic per phase. */
  duration: number;
  /** Requests (or flows) in flight at once. */
  workers: number;
  /** WebSocket clients joined to `calendar` per phase, spread over the servers. */
  sockets: number;
}

export const SOAK_USAGE = `Usage: npm run bench:soak -- [--db=pglite|postgres] [--quick] [--duration=300]
  [--workers=20] [--sockets=20] [--scale=small|city|decade] [--no-build] [--port=3400]
  [--database-url=postgres://…/artcal_soak_<scale>] [--data-dir=data/bench/soak-<db>-<scale>]`;

export function parseSoakArgs(argv: string[], root = process.cwd()): SoakOptions {
  const own = { workers: 20, sockets: 20 };
  const rest: string[] = [];
  for (const arg of argv) {
    const m = /^--(workers|sockets)=(.*)$/.exec(arg);
    if (!m) {
      rest.push(arg);
      continue;
    }
    const n = Number(m[2]);
    if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${m[1]}: use a whole number`);
    own[m[1] as "workers" | "sockets"] = n;
  }
  let b: BenchOptions;
  try {
    b = parseBenchArgs(rest, root);
  } catch (err) {
    throw new UsageError(`${(err as Error).message.split("\n")[0]}\n${SOAK_USAGE}`);
  }
  const given = (name: string) => rest.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  // A soak is about staying up, not scale: the small dataset unless asked.
  const scale = given("scale") ? b.scale : "small";
  const duration = given("duration") ? b.duration : b.quick ? 30 : 300;
  // Its own database and directory: the soak writes, and the bench's datasets must stay as generated.
  const databaseUrl = given("database-url")
    ? b.databaseUrl
    : `postgres://postgres@127.0.0.1:5432/artcal_soak_${scale}`;
  const dataDir = (db: string) =>
    given("data-dir") ? b.dataDir : path.resolve(root, `data/bench/soak-${db}-${scale}`);
  const bench = { ...b, scale, duration, databaseUrl, dataDir: dataDir(b.db), fresh: true };
  const cluster = { ...bench, db: "postgres" as const, dataDir: dataDir("postgres") };
  return { bench, cluster, duration, ...own };
}
