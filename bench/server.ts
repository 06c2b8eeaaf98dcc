// The production server under test, as a child process on the generated
// dataset with the clock pinned.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";
import type { BenchOptions } from "./args.ts";
import { BENCH_CLOCK } from "./scales.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server now, over all its processes (PGlite lives inside it). */
  rssMb(): number | null;
  /** The server's processes now: 1, or the cluster's primary and its workers. */
  processes(): { pid: number; rssMb: number }[];
  stop(): Promise<void>;
}

/**
 * `extra` is for the soak's second server: the same public origin as the first
 * (two app servers behind one site, so tokens and signed URLs work on both)
 * and a few more variables.
 */
export async function startServer(
  o: BenchOptions,
  logFile: string,
  extra: { publicUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${o.port}`;
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(o.port),
      PUBLIC_URL: extra.publicUrl ?? url,
      DATA_DIR: o.dataDir,
      // Blank means PGlite, whatever the caller's environment says.
      DATABASE_URL: o.db === "postgres" ? o.databaseUrl : "",
      TEST_NOW: BENCH_CLOCK,
      // Pages render their map tiles from nowhere: no request leaves the machine.
      MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      // --processes: app processes on the port (node:cluster); unset, the server's default.
      ...(o.processes ? { WEB_CONCURRENCY: String(o.processes) } : {}),
      ...extra.env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await waitForReady(url, child, exited, logFile);
  return {
    url,
    pid: child.pid!,
    rssMb: () => {
      const tree = processTree(child.pid!);
      return tree.length ? tree.reduce((sum, p) => sum + p.rssMb, 0) : null;
    },
    processes: () => processTree(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForReady(
  url: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  logFile: string,
) {
  const deadline = Date.now() + 180_000;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) {
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
      throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${tail}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server was not ready within 3 minutes; see ${logFile}`);
}

/** How long the readiness check (which pings the database) takes now, in ms. */
export async function readyzMs(url: string): Promise<number> {
  const started = performance.now();
  try {
    await (await fetch(`${url}/readyz`)).arrayBuffer();
  } catch {
    // Busy refusing connections: as slow as it gets.
    return Number.POSITIVE_INFINITY;
  }
  return performance.now() - started;
}

/**
 * Waits until the server has worked off what the last scenario left in
 * flight (autocannon stops sending, but renders already started run on):
 * the readiness check answers twice in a row about as fast as when idle.
 */
export async function settle(url: string, idleMs: number, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  const fast = Math.max(50, 3 * idleMs);
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    quick = (await readyzMs(url)) < fast ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A process and its descendants (a cluster's workers), with their resident memory. */
export function processTree(pid: number): { pid: number; rssMb: number }[] {
  const own = rssMb(pid);
  if (own === null) return [];
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    // Gone, or a kernel without the children file: the process alone.
  }
  return [{ pid, rssMb: own }, ...children.flatMap(processTree)];
}

function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

export interface RawResponse {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** One GET with the bytes as sent (fetch would decompress them). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}
