import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { Presence, type Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestEnv } from "../server/config.ts";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";
import {
  type Answer,
  childrenOf,
  getOverFreshConnection,
  isAlive,
  ownerOf,
} from "./process-sockets.ts";
import { join, phoenixSocket, until } from "./realtime-helpers.ts";
import { accessTokenFor, freePort } from "./server-helpers.ts";

// The production server with WEB_CONCURRENCY=2 on a fresh PostgreSQL database:
// a primary and two worker processes on one port. Both workers serve and cache
// the public pages; an edit through one is on every page either serves within a
// second (LISTEN/NOTIFY tells the other to forget); editors on sockets held by
// different workers see each other; a worker killed is replaced; SIGTERM to the
// primary stops them all with exit code 0. Which worker answered is read from /proc (tests/process-sockets.ts).
// Needs TEST_DATABASE_URL (PGlite is one process's database) and `npm run build`.

const root = path.resolve(import.meta.dirname, "..");
const { databaseUrl } = loadTestEnv();
const ORIGIN = "http://artcal.test";
const EDITORS = [
  { email: "left@example.com", password: "left editor password", name: "Lena Left" },
  { email: "right@example.com", password: "right editor password", name: "Rita Right" },
];
const dbName = `artcal_webconc_${process.pid}`;

describe.skipIf(!databaseUrl)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let dataDir: string;
  let primary: ChildProcess;
  let exited: Promise<number | null>;
  let port: number;
  let base: string;
  let workers: number[];
  const sockets: Socket[] = [];

  const get = (p: string): Promise<Answer> => getOverFreshConnection(port, p, workers);

  const signIn = (editor: (typeof EDITORS)[number]) => accessTokenFor(base, ORIGIN, editor);

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build/server/index.js")))
      throw new Error("no production build: run `npm run build` first (npm test does)");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-webconc-"));
    const admin = new pg.Client({ connectionString: databaseUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    const env = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: "3",
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: "warn",
      TEST_NOW: "2026-11-21T18:00:00Z",
    };
    for (const e of EDITORS) {
      const made = spawnSync(
        process.execPath,
        ["scripts/admin-create.ts", "--email", e.email, "--password", e.password, "--name", e.name],
        { cwd: root, env, encoding: "utf8" },
      );
      expect(made.status, made.stderr).toBe(0);
    }

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
      cwd: root,
      env: { ...env, WEB_CONCURRENCY: "2", PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    exited = new Promise((resolve) => primary.once("exit", resolve));
    // The first start seeds the demo calendar, then both workers warm up: slow on a busy machine.
    // Ready when each of the primary's two children has answered.
    const answered = new Set<number | null>();
    for (let i = 0; i < 1200 && answered.size < 2; i++) {
      workers = childrenOf(primary.pid!);
      if (workers.length === 2) {
        const a = await get("/readyz").catch(() => null);
        if (a?.status === 200) answered.add(a.pid);
      }
      if (answered.size < 2) await delay(100);
    }
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    if (primary && primary.exitCode === null) {
      primary.kill("SIGKILL");
      for (const pid of workers ?? []) if (isAlive(pid)) process.kill(pid, "SIGKILL");
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: databaseUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("serves from two worker processes, children of the one the operator started", async () => {
    expect(workers).toHaveLength(2);
    const seen = new Set<number | null>();
    for (let i = 0; i < 20; i++) {
      const a = await get("/healthz");
      expect(a.status).toBe(200);
      seen.add(a.pid);
    }
    expect([...seen].sort()).toEqual([...workers].sort());
  });

  it("caches a public page in both workers, and an edit is on every page either serves within a second", async () => {
    const list = await get("/api/v5/calendar/events/list?page_size=1");
    const [event] = (JSON.parse(list.body) as { results: { id: string; slug: string }[] }).results;
    const page = `/events/${event!.slug}`;

    const hits = new Map<number | null, number>();
    for (let i = 0; i < 100 && !workers.every((w) => (hits.get(w) ?? 0) >= 3); i++) {
      const a = await get(page);
      expect(a.status).toBe(200);
      if (a.headers["x-cache"] === "HIT") hits.set(a.pid, (hits.get(a.pid) ?? 0) + 1);
    }
    for (const w of workers)
      expect(hits.get(w), `cache hits on worker ${w}`).toBeGreaterThanOrEqual(3);

    const token = await signIn(EDITORS[0]!);
    const title = "Renamed While Two Workers Cache It";
    const edit = await fetch(`${base}/api/v5/calendar/events/id/${event!.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: title }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);

    await delay(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(page)));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body, `page from worker ${a.pid} (${a.headers["x-cache"]})`).toContain(title);
    }
  });

  it("shows editors on sockets of different workers to each other", async () => {
    const topic = "admin:edit:event:two-workers";
    // The worker that holds a socket's server end, found by its client port.
    const workerOf = (socket: Socket) => {
      const conn = (socket as unknown as { conn: { _socket: net.Socket } }).conn;
      return ownerOf(workers, port, conn._socket.localPort ?? 0);
    };
    const editors: { worker: number; presence: Presence }[] = [];
    for (const e of EDITORS) {
      const token = await signIn(e);
      // The cluster hands connections round: retry until this one is on a worker not yet used.
      for (let attempt = 0; attempt < 10; attempt++) {
        const socket = phoenixSocket(`ws://127.0.0.1:${port}/realtime/v1`);
        sockets.push(socket);
        const channel = socket.channel(topic, { token });
        // Before the join: the presence state arrives right after it.
        const presence = new Presence(channel);
        expect((await join(channel)).status).toBe("ok");
        const worker = workerOf(socket);
        if (worker !== null && !editors.some((x) => x.worker === worker)) {
          editors.push({ worker, presence });
          break;
        }
        socket.disconnect();
      }
    }
    expect(editors.map((x) => x.worker).sort()).toEqual([...workers].sort());
    for (const { presence } of editors) {
      const names = () =>
        presence.list((_k, p: { metas: { name: string }[] }) => p.metas[0]!.name).sort();
      await until(() => names().length === 2, 10_000);
      expect(names()).toEqual(["Lena Left", "Rita Right"]);
    }
  });

  it("replaces a worker that dies, and the new one serves", async () => {
    for (const s of sockets) s.disconnect();
    const [dead, survivor] = workers as [number, number];
    process.kill(dead, "SIGKILL");
    let replacement: number | undefined;
    for (let i = 0; i < 1200 && replacement === undefined; i++) {
      await delay(100);
      const now = childrenOf(primary.pid!);
      if (now.length === 2 && now.includes(survivor) && !now.includes(dead))
        replacement = now.find((pid) => pid !== survivor);
    }
    expect(replacement).toBeDefined();
    workers = [survivor, replacement!];
    // It serves once it has warmed up and listens.
    const seen = new Set<number | null>();
    for (let i = 0; i < 2400 && !seen.has(replacement!); i++) {
      const a = await get("/healthz").catch(() => null);
      if (a?.status === 200) seen.add(a.pid);
      await delay(50);
    }
    expect(seen).toContain(replacement);
  }, 150_000);

  it("stops every process with exit code 0 on SIGTERM to the primary", async () => {
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of workers) expect(isAlive(pid), `worker ${pid}`).toBe(false);
  }, 60_000);
});
