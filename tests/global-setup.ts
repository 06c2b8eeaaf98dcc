import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadTestEnv } from "../server/config.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteSnapshot: string | null;
  }
}

/**
 * A fresh PGlite costs ~1.5 s of initdb, so migrate one once and let every
 * test file start from a copy of its data directory (~0.3 s).
 */
export async function setup(project: TestProject) {
  if (loadTestEnv().databaseUrl) {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const database = await openDatabase({ kind: "pglite-memory" });
  await migrate(database);
  const client = database.client as import("@electric-sql/pglite").PGlite;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `artcal-test-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
}
