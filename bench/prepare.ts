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
  if (o.build && run("npm", ["run", "--silent", "build"]) !== 0) throw new Error("build failed");
  const generate = spawnSync(process.execPath, ["bench/generate.ts", ...argv], {
    cwd: root,
    stdio: "inherit",
  });
  if (generate.status !== 0) throw new Error("dataset generation failed");
  const work = mkdtempSync(path.join(os.tmpdir(), "artcal-bench-"));
  const serverLog = path.join(work, "server.log");
  console.log(`server: starting on port ${o.port} (${o.db}, log ${serverLog})`);
  return { server: await startServer(o, serverLog), work };
}
