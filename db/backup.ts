// Whole-database backups: PGlite's data directory as one gzipped tarball
// (PGlite's own dumpDataDir), and pg_dump's custom format for a PostgreSQL
// server (restored with pg_restore). Uploaded files are not in the database:
// back up DATA_DIR/files, or the bucket, alongside (README "Backups").
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseSettings } from "./client.ts";
import { pgliteExtensions } from "./pglite-extensions.ts";

type Settings = Exclude<DatabaseSettings, { kind: "pglite-memory" }>;

export class BackupError extends Error {}

/** Writes a backup of the database to `file` (written beside it, then renamed: never half a file). */
export async function backupDatabase(settings: Settings, file: string): Promise<void> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    if (settings.kind === "pg") {
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, settings.url]);
    } else {
      if (!existsSync(path.join(settings.dataDir, "PG_VERSION")))
        throw new BackupError(`There is no PGlite database in ${settings.dataDir}.`);
      const db = await PGlite.create(settings.dataDir, { extensions: pgliteExtensions });
      try {
        const dump = await db.dumpDataDir("gzip");
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Restores `file` into an empty database: a PGlite directory that does not
 * exist or is empty, or a PostgreSQL database with no tables of ours.
 * `replace` allows a PGlite directory that has data (it is moved aside first).
 */
export async function restoreDatabase(
  settings: Settings,
  file: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (settings.kind === "pg") {
    await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${settings.url}`, file]);
    return;
  }
  const dir = settings.dataDir;
  const hasData = existsSync(dir) && readdirSync(dir).length > 0;
  if (hasData && !options.replace)
    throw new BackupError(`${dir} already holds a database; pass --replace to move it aside.`);
  // Restore into a new directory first: a bad backup must not cost the current database.
  const fresh = `${dir}.restoring`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  const dump = new Blob([await readFile(file)]);
  const db = await PGlite.create(fresh, { extensions: pgliteExtensions, loadDataDir: dump });
  try {
    await db.query("select 1");
  } finally {
    await db.close();
  }
  if (hasData) await rename(dir, `${dir}.before-restore-${Date.now()}`);
  else await rm(dir, { recursive: true, force: true });
  await rename(fresh, dir);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", (err) =>
      reject(
        new BackupError(
          `Could not run ${command} (${err.message}); install the PostgreSQL client tools.`,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${stderr.trim()}`)),
    );
  });
}
