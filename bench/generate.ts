// `node bench/generate.ts [--db=pglite|postgres] [--scale=small|city|decade] [--fresh] …`
// The bench's deterministic dataset: cities, venues, events with their dates
// and the blog at a named scale (bench/scales.ts), written through the repos
// in batched transactions, plus the signed-in scenarios' visitor. A dataset
// of the same scale, seed and generator version is reused unless --fresh.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createProfileRepo } from "../server/api/account/repo.ts";
import { type Config, loadConfig } from "../server/config.ts";
import { ensureGeneratedSetting } from "../server/lib/auth/settings-repo.ts";
import { createLogger } from "../server/lib/logger.ts";
import { createStorage } from "../server/lib/storage/index.ts";
import { createServices } from "../server/services.ts";
import { type BenchOptions, parseBenchArgs, runCommand, UsageError } from "./args.ts";
import { ensureBenchCrawl } from "./dataset/crawl.ts";
import { ensureBenchPersonal } from "./dataset/personal.ts";
import { ensureBenchQueue } from "./dataset/queue.ts";
import { createBenchRepo } from "./dataset/repo.ts";
import { ensureBenchSubmissions } from "./dataset/submissions.ts";
import { ensureBenchUser } from "./dataset/user.ts";
import { ensureBenchWebhooks } from "./dataset/webhooks.ts";
import { writeDataset } from "./dataset/write.ts";
import { type DatasetMarker, markerFor, SCALES, sameDataset } from "./scales.ts";

type Log = (line: string) => void;

/** The server's configuration for this dataset: the generator and the bench server agree on it. */
export function datasetConfig(o: BenchOptions): Config {
  return loadConfig({
    NODE_ENV: "production",
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.db === "postgres" ? o.databaseUrl : undefined,
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    LOG_LEVEL: "warn",
  });
}

/** Generates the dataset unless the one there is of the same scale, seed and generator. */
export async function ensureDataset(o: BenchOptions, log: Log): Promise<"reused" | "generated"> {
  const want = markerFor(o.scale);
  const fileMarker = path.join(o.dataDir, "bench-dataset.json");
  const config = datasetConfig(o);
  if (o.db === "postgres") await createDatabaseIfMissing(o.databaseUrl);

  let database = await openDatabase(config.database);
  try {
    await migrate(database);
    const repo = createBenchRepo(database.db);
    const have = await repo.marker();
    if (!o.fresh && sameDataset(have, want) && sameDataset(readMarker(fileMarker), want)) {
      await ensureBenchPersonal(database.db, createProfileRepo(database.db));
      await ensureBenchSubmissions(database.db, createProfileRepo(database.db));
      await ensureBenchCrawl(database.db);
      await ensureBenchWebhooks(database.db);
      log(`dataset: reusing ${o.scale} (${where(o)})`);
      return "reused";
    }
    if (!have && (await repo.hasEvents())) {
      throw new Error(
        `${where(o)} holds data the bench did not generate; point --database-url or --data-dir elsewhere`,
      );
    }
    await database.close();
    wipeDataDir(o.dataDir);
    if (o.db === "postgres") await recreateDatabase(o.databaseUrl);
    mkdirSync(o.dataDir, { recursive: true });
    database = await openDatabase(config.database);
    await migrate(database);

    const started = performance.now();
    log(`dataset: generating ${o.scale} into ${where(o)}`);
    const authSecret = await ensureGeneratedSetting(database.db, "auth_secret");
    const storage = createStorage(config, { secret: authSecret });
    const counts = await writeDataset(database.db, SCALES[o.scale], { storage, log });
    const services = createServices({
      config,
      database,
      logger: createLogger("warn"),
      authSecret,
    });
    await ensureBenchUser(services);
    await ensureBenchPersonal(database.db, services.profiles);
    await ensureBenchQueue(database.db, services);
    await ensureBenchSubmissions(database.db, services.profiles);
    await ensureBenchCrawl(database.db);
    await ensureBenchWebhooks(database.db);
    log("dataset: vacuum analyze");
    await createBenchRepo(database.db).vacuumAnalyze();
    await createBenchRepo(database.db).setMarker(want);
    writeFileSync(fileMarker, `${JSON.stringify({ ...want, counts }, null, 2)}\n`);
    const seconds = (performance.now() - started) / 1000;
    log(`dataset: ${JSON.stringify(counts)} in ${seconds.toFixed(0)} s`);
    return "generated";
  } finally {
    await database.close();
  }
}

/** What the generator puts in a data directory; anything else there means it is not ours to wipe. */
const OURS = new Set(["pglite", "files", "bench-dataset.json"]);

function wipeDataDir(dir: string) {
  if (!existsSync(dir)) return;
  const foreign = readdirSync(dir).filter((e) => !OURS.has(e));
  if (foreign.length) {
    throw new Error(`${dir} holds ${foreign.join(", ")}: not a bench data directory, not wiped`);
  }
  rmSync(dir, { recursive: true, force: true });
}

function where(o: BenchOptions): string {
  return o.db === "postgres" ? new URL(o.databaseUrl).pathname.slice(1) : o.dataDir;
}

function readMarker(file: string): DatasetMarker | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DatasetMarker;
  } catch {
    return null;
  }
}

/** The database's name, and a URL for the server's maintenance database to create or drop it from. */
function databaseParts(url: string): { name: string; admin: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^\w+$/.test(name))
    throw new UsageError(`--database-url: use a database name of a-z, 0-9, _`);
  u.pathname = "/postgres";
  return { name, admin: u.toString() };
}

async function withAdmin<T>(url: string, fn: (c: pg.Client, name: string) => Promise<T>) {
  const { name, admin } = databaseParts(url);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await fn(client, name);
  } finally {
    await client.end();
  }
}

function createDatabaseIfMissing(url: string) {
  return withAdmin(url, async (c, name) => {
    const found = await c.query("select 1 from pg_database where datname = $1", [name]);
    if (!found.rowCount) await c.query(`create database "${name}"`);
  });
}

function recreateDatabase(url: string) {
  return withAdmin(url, async (c, name) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  });
}

if (import.meta.main) {
  await runCommand(async () => {
    await ensureDataset(parseBenchArgs(process.argv.slice(2)), (line) => console.log(line));
  });
}
