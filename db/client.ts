import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The Drizzle handle; the same type on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseSettings =
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; snapshot?: Blob | File }
  | { kind: "pg"; url: string; poolMax: number };

export interface Database {
  kind: "pglite" | "pg";
  db: Db;
  /** The underlying client, for the migrator and LISTEN/NOTIFY. */
  client: PGlite | pg.Pool;
  ping(): Promise<void>;
  /** Runs fn while holding a lock that other app servers' migrations wait on. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any constant shared by every app server of this product.
const MIGRATION_LOCK_KEY = 7_242_024;

const pgliteExtensions = { pg_trgm };

// PGlite has no lock: a second instance on the same directory corrupts it.
// Keep one per directory per process, surviving dev-mode module reloads.
const registry = globalThis as { __artcalPglites?: Map<string, Promise<PGlite>> };
registry.__artcalPglites ??= new Map();
const openPglites = registry.__artcalPglites;

async function openPgliteDir(dataDir: string): Promise<PGlite> {
  let opening = openPglites.get(dataDir);
  if (!opening) {
    mkdirSync(dataDir, { recursive: true });
    opening = PGlite.create(dataDir, { extensions: pgliteExtensions });
    openPglites.set(dataDir, opening);
  }
  return opening;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.kind === "pg") {
    const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolMax });
    // An idle client that loses its server must not take the process down.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      kind: "pg",
      db,
      client: pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // A connection of its own, so the lock holds while the migrator uses the pool.
      withMigrationLock: async (fn) => {
        const lock = new pg.Client({ connectionString: settings.url });
        await lock.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          return await fn();
        } finally {
          await lock.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const client =
    settings.kind === "pglite"
      ? await openPgliteDir(settings.dataDir)
      : await PGlite.create({
          extensions: pgliteExtensions,
          ...(settings.snapshot ? { loadDataDir: settings.snapshot } : {}),
        });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns a PGlite directory, so there is nobody to wait for.
    withMigrationLock: (fn) => fn(),
    close: async () => {
      if (settings.kind === "pglite") openPglites.delete(settings.dataDir);
      if (!client.closed) await client.close();
    },
  };
}
