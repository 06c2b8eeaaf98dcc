import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadTestEnv } from "../server/config.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteSnapshot: string | null;
    pgTemplate: string | null;
  }
}

/**
 * Every test file gets a fresh, migrated database. Migrating one per file
 * costs seconds, so it is done once here: a fresh PGlite costs ~1.5 s of
 * initdb, so each file starts from a copy of a migrated data directory
 * (~0.3 s); on a PostgreSQL server each file's database is created from a
 * migrated template database (a file copy on the server).
 */
export async function setup(project: TestProject) {
  const { databaseUrl } = loadTestEnv();
  if (databaseUrl) {
    project.provide("pgliteSnapshot", null);
    const template = `artcal_test_template_${process.pid}`;
    await serverQuery(databaseUrl, `create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "pg", url: url.toString(), poolMax: 1 });
    await migrate(database);
    // A template must have no connections while databases are made from it.
    await database.close();
    project.provide("pgTemplate", template);
    return async () => {
      await serverQuery(databaseUrl, `drop database if exists ${template} with (force)`);
    };
  }
  project.provide("pgTemplate", null);
  const database = await openDatabase({ kind: "pglite-memory" });
  await migrate(database);
  const client = database.client as import("@electric-sql/pglite").PGlite;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `artcal-test-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return async () => {
    await rm(file, { force: true });
  };
}

async function serverQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
