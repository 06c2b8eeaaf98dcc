import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Starts the production server the way `npm start` does, on its own port and
// data directory, and stops it the way an orchestrator does.
const port = 3107;

// A server left behind by a failed run would hold the port for the next one.
const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
  });
  started.push(child);
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(): Promise<void> {
  // The first start seeds the demo calendar and starts Vite: slow on a busy machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready");
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("stops cleanly on SIGTERM and a second start reuses the data directory", async ({
  request,
}) => {
  test.setTimeout(360_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "artcal-lifecycle-"));
  const first = startServer(dataDir);
  await waitReady();
  expect((await request.get(`http://127.0.0.1:${port}/`)).status()).toBe(200);
  const created = statSync(path.join(dataDir, "pglite/PG_VERSION")).mtimeMs;

  const firstExit = exited(first.child);
  first.child.kill("SIGTERM");
  expect(await firstExit).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');

  const second = startServer(dataDir);
  await waitReady();
  const ready = await (await request.get(`http://127.0.0.1:${port}/readyz`)).json();
  expect(ready.migrations.up_to_date).toBe(true);
  // The cluster was opened, not initialised again.
  expect(statSync(path.join(dataDir, "pglite/PG_VERSION")).mtimeMs).toBe(created);
  const secondExit = exited(second.child);
  second.child.kill("SIGINT");
  expect(await secondExit).toBe(0);
});
