import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { pgliteExtensions } from "./pglite-extensions.ts";
import { PgliteWorkerClient, type WorkerLogger } from "./pglite-worker/client.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The Drizzle handle; the same type on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseSettings =
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; snapshot?: Blob | File }
  | { kind: "pg"; url: string; poolMax: number };

/**
 * What our code uses of PGlite: PGlite itself (in memory, in this thread) or
 * the client of the worker thread that owns a data directory (decision 024).
 */
export type PgliteClient = Pick<
  PGlite,
  "query" | "sql" | "exec" | "transaction" | "listen" | "dumpDataDir" | "close" | "closed"
>;

export interface OpenOptions {
  /** Where the PGlite worker reports that it died and restarted; stderr if not given. */
  logger?: WorkerLogger;
}

export interface Database {
  kind: "pglite" | "pg";
  db: Db;
  /** The underlying client, for the migrator and LISTEN/NOTIFY. */
  client: PgliteClient | pg.Pool;
  ping(): Promise<void>;
  /** Runs fn while holding a lock that other app servers' migrations wait on. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any constant shared by every app server of this product.
const MIGRATION_LOCK_KEY = 7_242_024;

// PGlite has no lock: a second instance on the same directory corrupts it.
// Keep one per directory per process, surviving dev-mode module reloads.
const registry = globalThis as { __artcalPglites?: Map<string, Promise<PgliteWorkerClient>> };
registry.__artcalPglites ??= new Map();
const openPglites = registry.__artcalPglites;

const stderrLogger: WorkerLogger = {
  error: (object, message) => console.error(message, object),
  warn: (object, message) => console.error(message, object),
  info: () => {},
};

/** A data directory's PGlite runs in a worker thread, off the thread that renders pages. */
async function openPgliteDir(dataDir: string, logger: WorkerLogger): Promise<PgliteWorkerClient> {
  let opening = openPglites.get(dataDir);
  if (!opening) {
    opening = PgliteWorkerClient.open(dataDir, logger);
    openPglites.set(dataDir, opening);
    opening.catch(() => openPglites.delete(dataDir));
  }
  return opening;
}

export async function openDatabase(
  settings: DatabaseSettings,
  options: OpenOptions = {},
): Promise<Database> {
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
  // Tests' in-memory databases stay in this thread: quicker to start, and nothing renders there.
  const client: PgliteClient =
    settings.kind === "pglite"
      ? await openPgliteDir(settings.dataDir, options.logger ?? stderrLogger)
      : await PGlite.create({
          extensions: pgliteExtensions,
          ...(settings.snapshot ? { loadDataDir: settings.snapshot } : {}),
        });
  // Drizzle's PGlite session calls query (with rowMode and parsers) and transaction only.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
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
