import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestEnv } from "../server/config.ts";
import { ensureGeneratedSetting } from "../server/lib/auth/settings-repo.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

// npm run db:backup / db:restore, round trip: what was written before the
// backup is there after a restore into an empty database, and a restore never
// overwrites a database that holds data unless told to.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "artcal-backup-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function migrationsOf(settings: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(settings);
  try {
    const secret = await ensureGeneratedSetting(database.db, "backup_probe");
    const client = database.client as { query: (q: string) => Promise<{ rows: unknown[] }> };
    const { rows } = await client.query(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    // Revision history and the trash are ordinary tables: a backup carries them (decision 040).
    await client.query(`insert into revisions (resource, record_id, action, user_name, changes)
      select 'city', gen_random_uuid(), 'updated', 'Backup Probe', '[]'::jsonb
      where not exists (select 1 from revisions where user_name = 'Backup Probe')`);
    const revisions = await client.query(
      "select record_id from revisions where user_name = 'Backup Probe'",
    );
    return {
      secret,
      migrations: (rows[0] as { n: number }).n,
      revision: (revisions.rows[0] as { record_id: string }).record_id,
    };
  } finally {
    await database.close();
  }
}

// The PostgreSQL run of the suite covers the server; PGlite needs one run only.
describe.skipIf(Boolean(loadTestEnv().databaseUrl))("PGlite", () => {
  it("a backup restores into a new directory with every row", async () => {
    const source = { kind: "pglite" as const, dataDir: path.join(dir, "source") };
    const database = await openDatabase(source);
    await migrate(database);
    await database.close();
    const before = await migrationsOf(source);
    expect(before.migrations).toBeGreaterThan(5);

    const file = path.join(dir, "backups", "pglite.tar.gz");
    await backupDatabase(source, file);
    const target = { kind: "pglite" as const, dataDir: path.join(dir, "target") };
    await restoreDatabase(target, file);
    expect(await migrationsOf(target)).toEqual(before);
  }, 60_000);

  it("refuses to restore over a database with data, and --replace keeps the old one aside", async () => {
    const file = path.join(dir, "backups", "pglite.tar.gz");
    const target = { kind: "pglite" as const, dataDir: path.join(dir, "target") };
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds a database/);
    await restoreDatabase(target, file, { replace: true });
    expect((await migrationsOf(target)).migrations).toBeGreaterThan(5);
  }, 60_000);

  it("says so when there is nothing to back up or restore", async () => {
    const empty = { kind: "pglite" as const, dataDir: path.join(dir, "nothing") };
    await expect(backupDatabase(empty, path.join(dir, "x.tar.gz"))).rejects.toThrow(
      /no PGlite database/,
    );
    await expect(restoreDatabase(empty, path.join(dir, "missing.tar.gz"))).rejects.toThrow(
      /no backup/,
    );
  });
});

const { databaseUrl } = loadTestEnv();
describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  const names = [1, 2].map((i) => `artcal_backup_${process.pid}_${i}`);
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function admin(sql: string) {
    const c = new pg.Client({ connectionString: databaseUrl! });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  }
  beforeAll(async () => {
    for (const n of names) {
      await admin(`drop database if exists ${n} with (force)`);
      await admin(`create database ${n}`);
    }
  });
  afterAll(async () => {
    for (const n of names) await admin(`drop database if exists ${n} with (force)`);
  });

  it("pg_dump and pg_restore carry every row into an empty database", async () => {
    const source = { kind: "pg" as const, url: urlOf(names[0]!), poolMax: 2 };
    const database = await openDatabase(source);
    await migrate(database);
    await database.close();
    const before = await migrationsOf(source);

    const file = path.join(dir, "backups", "server.dump");
    await backupDatabase(source, file);
    const target = { kind: "pg" as const, url: urlOf(names[1]!), poolMax: 2 };
    await restoreDatabase(target, file);
    expect(await migrationsOf(target)).toEqual(before);
  }, 60_000);
});
