import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "../scripts/run.ts";
import type { BenchOptions } from "./args.ts";
import { type RunningServer, startServer } from "./server.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * What `npm run bench` and `bench:web` do first: build (unless --no-build),
 * generate or reuse the dataset (in a process of its own, so PGlite's memory
 * goes with it), then start the production server on it.
 */
export async function prepareServer(
  o: BenchOptions,
  argv: string[],
): Promise<{ server: RunningServer; work: string }> {
  const work = prepareDataset(o, argv);
  return { server: await startBenchServer(o, work), work };
}

/** Build and dataset; returns a working directory for the servers' logs. */
export function prepareDataset(o: BenchOptions, argv: string[]): string {
  if (o.build && run("npm", ["run", "--silent", "build"]) !== 0) throw new Error("build failed");
  const generate = spawnSync(process.execPath, ["bench/generate.ts", ...argv], {
    cwd: root,
    stdio: "inherit",
  });
  if (generate.status !== 0) throw new Error("dataset generation failed");
  return mkdtempSync(path.join(os.tmpdir(), "artcal-bench-"));
}

/** The production server on the dataset; `env` adds variables (PAGE_CACHE=off for the uncached phase). */
export async function startBenchServer(
  o: BenchOptions,
  work: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const serverLog = path.join(work, "server.log");
  const settings = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  console.log(
    `server: starting on port ${o.port} (${[o.db, ...settings].join(", ")}, log ${serverLog})`,
  );
  return startServer(o, serverLog, { env });
}
