import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadTestEnv } from "../server/config.ts";

/**
 * A fresh, migrated database for one test file: PGlite from the migrated
 * snapshot by default, or a new database on the server at TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const { databaseUrl } = loadTestEnv();
  if (databaseUrl) return createServerDatabase(databaseUrl);
  const snapshot = inject("pgliteSnapshot");
  if (!snapshot) throw new Error("global setup did not provide a PGlite snapshot");
  const bytes = await readFile(snapshot);
  return openDatabase({ kind: "pglite-memory", snapshot: new Blob([bytes]) });
}

async function createServerDatabase(adminUrl: string): Promise<Database> {
  const name = `artcal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  // Made from the migrated template of the global setup when there is one
  // (vitest runs); migrated here otherwise.
  const template = inject("pgTemplate");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "pg", url: url.toString(), poolMax: 4 });
  if (!template) await migrate(database);
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return database;
}
