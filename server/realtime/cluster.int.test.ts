import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { Presence, type Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { makeVenue } from "../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../tests/factories.ts";
import { join, phoenixSocket, until } from "../../tests/realtime-helpers.ts";
import type { TestApp } from "../../tests/test-app.ts";
import { loadTestEnv } from "../config.ts";

// Two app server processes on one PostgreSQL database: a write through one
// reaches a subscriber of the other through LISTEN/NOTIFY, and presence is
// shared. Needs TEST_DATABASE_URL (PGlite is one process's database).

const { databaseUrl } = loadTestEnv();
const root = path.resolve(import.meta.dirname, "../..");
const PUBLIC_URL = "http://artcal.test";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "artcal-cluster-"));
mkdirSync(path.join(dataDir, "files"));

interface Child {
  process: ChildProcess;
  endpoint: string;
  base: string;
  exited: Promise<number | null>;
}

function startChild(url: string): Promise<Child> {
  const child = spawn(process.execPath, [path.join(root, "tests/realtime-app-server.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      DATABASE_URL: url,
      DATABASE_POOL_MAX: "3",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      // One origin for both, as behind a load balancer: tokens are good on either.
      PUBLIC_URL,
      DATA_DIR: dataDir,
      AUTH_SECRET: "a-test-secret-shared-by-both-app-servers",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      try {
        const { port } = JSON.parse(line) as { port?: number };
        if (port)
          resolve({
            process: child,
            endpoint: `ws://127.0.0.1:${port}/realtime/v1`,
            base: `http://127.0.0.1:${port}`,
            exited,
          });
      } catch {}
    });
    void exited.then((code) => reject(new Error(`app server exited with ${code}`)));
  });
}

describe.skipIf(!databaseUrl)("two app servers on one PostgreSQL database", () => {
  const name = `artcal_rt_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let a: Child;
  let b: Child;
  let database: Database;
  let t: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const adminDb = new pg.Client({ connectionString: databaseUrl! });
    await adminDb.connect();
    await adminDb.query(`create database ${name}`);
    await adminDb.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates, the second finds nothing to do.
    a = await startChild(url.toString());
    b = await startChild(url.toString());
    database = await openDatabase({ kind: "pg", url: url.toString(), poolMax: 2 });
    // The factories talk to server A over HTTP and read mail from the shared database.
    t = {
      app: {
        request: (p: string, init: RequestInit = {}) => {
          // As app.request does in-process: same origin, redirects not followed.
          const headers = new Headers(init.headers);
          headers.set("origin", PUBLIC_URL);
          return fetch(`${a.base}${p}`, { ...init, headers, redirect: "manual" });
        },
      },
      database,
    } as unknown as TestApp;
    admin = await superadmin(t, "cluster_admin");
    colleague = await member(t, "cluster_colleague", "Cole League");
    await (database.client as pg.Pool).query(
      "update profiles set is_superadmin = true where id = $1",
      [colleague.userId],
    );
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const c of [a, b]) c?.process.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    const adminDb = new pg.Client({ connectionString: databaseUrl! });
    await adminDb.connect();
    await adminDb.query(`drop database if exists ${name} with (force)`);
    await adminDb.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = (endpoint: string) => {
    const socket = phoenixSocket(endpoint);
    sockets.push(socket);
    return socket;
  };

  it("a write through one server reaches a client connected to the other", async () => {
    const channel = open(b.endpoint).channel("calendar");
    const got: unknown[] = [];
    channel.on("change", (payload) => {
      got.push(payload);
    });
    expect((await join(channel)).status).toBe("ok");
    const venue = await makeVenue(t, admin.token, { name: "Two Servers Gallery" });
    await until(() => got.length === 1);
    expect(got).toEqual([{ table: "venues", id: venue.id, action: "created" }]);
  });

  it("a write through one server makes the other's page cache forget", async () => {
    const list = `${b.base}/api/v5/places/venues/list?page_size=100`;
    const names = async (res: Response) =>
      ((await res.json()) as { results: { name: string }[] }).results.map((v) => v.name);
    await fetch(list);
    const kept = await fetch(list);
    expect(kept.headers.get("x-cache")).toBe("HIT");
    expect(await names(kept)).not.toContain("Cache Across Servers");

    await makeVenue(t, admin.token, { name: "Cache Across Servers" });
    // B hears of it through PostgreSQL, so give the notification its moment.
    let res = await fetch(list);
    for (let i = 0; i < 250 && res.headers.get("x-cache") === "HIT"; i++) {
      await res.arrayBuffer();
      await delay(20);
      res = await fetch(list);
    }
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect(await names(res)).toContain("Cache Across Servers");
  });

  it("editors on different servers see each other; a server that dies takes its editors along", async () => {
    const topic = "admin:edit:venue:cluster";
    const onA = open(a.endpoint).channel(topic, { token: admin.token });
    const onB = open(b.endpoint).channel(topic, { token: colleague.token });
    const seenByB = new Presence(onB);
    const names = () =>
      seenByB.list((_k, p: { metas: { name: string }[] }) => p.metas[0]!.name).sort();
    expect((await join(onA)).status).toBe("ok");
    expect((await join(onB)).status).toBe("ok");
    await until(() => names().length === 2);
    expect(names()).toEqual(["Cole League", "Site Admin"]);

    // No goodbye: B stops hearing that A is alive (every 0.5 s here) and forgets its editors.
    a.process.kill("SIGKILL");
    await a.exited;
    await until(() => names().length === 1, 10_000);
    expect(names()).toEqual(["Cole League"]);
  });
});
