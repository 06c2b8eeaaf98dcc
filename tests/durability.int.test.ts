import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestEnv } from "../server/config.ts";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";
import { accessTokenFor, freePort } from "./server-helpers.ts";

// The production server under faults: killed with SIGKILL in the middle of a
// stream of writes, then started again on the same database, every write it
// acknowledged is there and no event is half written; stopped with SIGTERM
// under load, every request it had accepted is answered. PGlite in the first
// run of the suite, PostgreSQL in the second. Needs `npm run build` (npm test
// builds first).

const root = path.resolve(import.meta.dirname, "..");
const { databaseUrl } = loadTestEnv();
const ORIGIN = "http://artcal.test";
const ADMIN = { email: "durable@example.com", password: "durable password 1" };
const dbName = `artcal_durable_${process.pid}`;

let dataDir: string;
let env: Record<string, string>;

const children: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

async function start(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  // The first start seeds the demo calendar, which takes a while on a busy machine.
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base, exited };
    await delay(100);
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become ready in 120 s");
}

const signIn = (base: string) => accessTokenFor(base, ORIGIN, ADMIN);

const api = (base: string, token: string, method: string, p: string, body?: unknown) =>
  fetch(`${base}/api/v5${p}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("no production build: run `npm run build` first (npm test does)");
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-durable-"));
  env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: "warn",
    TEST_NOW: "2026-11-21T18:00:00Z",
    // Long enough for forty renders on a busy two-core machine: the test is about
    // every accepted request being answered, not about how fast the drain is.
    SHUTDOWN_TIMEOUT_MS: "30000",
  };
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  // Before the server: PGlite has one owner.
  const made = spawnSync(
    process.execPath,
    ["scripts/admin-create.ts", "--email", ADMIN.email, "--password", ADMIN.password],
    { cwd: root, env, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

describe(`the production server on ${databaseUrl ? "PostgreSQL" : "PGlite"}`, () => {
  it("keeps every acknowledged write, and no half-written event, across SIGKILL", async () => {
    let server = await start();
    let token = await signIn(server.base);
    const venue = await (
      await api(server.base, token, "POST", "/places/venues/list", {
        name: "Durable Gallery",
        type: "gallery",
      })
    ).json();
    const dates = [1, 2, 3].map((d) => ({
      venue_id: venue.results.id,
      category: "reception",
      start: `2026-12-0${d}T18:00:00Z`,
      end: `2026-12-0${d}T22:00:00Z`,
    }));

    // Four writers, each creating events with three dates, until the kill.
    const acknowledged: string[] = [];
    let killed = false;
    let n = 0;
    const writer = async () => {
      while (!killed) {
        const name = `Durable Event ${++n}`;
        try {
          const res = await api(server.base, token, "POST", "/calendar/events/list", {
            name,
            event_dates: dates,
          });
          if (res.status !== 201 && res.status !== 200)
            throw new Error(`write refused: ${res.status} ${await res.text()}`);
          acknowledged.push((await res.json()).results.id);
        } catch (err) {
          if (!killed) throw err;
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    const enough = (async () => {
      while (acknowledged.length < 40) await delay(5);
    })();
    await Promise.race([enough, writers]);
    server.child.kill("SIGKILL");
    killed = true;
    await writers;
    await server.exited;
    const sent = n;

    server = await start();
    token = await signIn(server.base);
    for (const id of acknowledged) {
      const res = await api(server.base, token, "GET", `/calendar/events/id/${id}`);
      expect(res.status, `acknowledged event ${id}`).toBe(200);
    }
    const list = await (
      await api(server.base, token, "GET", "/calendar/events/list?page_size=100&query=Durable")
    ).json();
    const found = list.results as { id: string; name: string; event_dates: unknown[] }[];
    expect(found.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(found.length).toBeLessThanOrEqual(sent);
    // All or nothing: an event exists with its three dates or not at all.
    for (const e of found) expect(e.event_dates, e.name).toHaveLength(3);
    console.log(
      `durability: ${sent} writes sent, ${acknowledged.length} acknowledged before SIGKILL, ${found.length} found after restart`,
    );

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);

  it("answers every accepted request when stopped with SIGTERM under load", async () => {
    const server = await start();
    // Forty connections open and idle first, so every request below is sent on an
    // accepted connection (what a load balancer's keep-alive pool looks like).
    const pool = new Agent({ connections: 40, keepAliveTimeout: 30_000 });
    const get = (p: string) =>
      undiciFetch(`${server.base}${p}`, { dispatcher: pool }).then(
        async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }),
        (err: Error & { cause?: { code?: string } }) => ({
          status: 0,
          bytes: 0,
          err: `${err.message}: ${err.cause?.code ?? ""}`,
        }),
      );
    await Promise.all(Array.from({ length: 40 }, () => get("/healthz")));
    // Forty different searches: the page cache cannot answer them, so each renders.
    const inFlight = Array.from({ length: 40 }, (_, i) => get(`/calendar/upcoming?q=drain${i}`));
    // Far shorter than forty renders.
    await delay(200);
    server.child.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    await pool.close();
    const failed = answers.filter((a) => a.status !== 200 || a.bytes === 0);
    expect(failed).toEqual([]);
  }, 120_000);
});
