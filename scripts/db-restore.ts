// `npm run db:restore -- FILE [--replace]`: restores a backup made by
// db:backup into the configured database, which must be empty (PGlite:
// --replace moves the current directory aside). Stop the server first.
import { BackupError, restoreDatabase } from "../db/backup.ts";
import { loadConfig } from "../server/config.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file> [--replace]");
  process.exit(2);
}
const config = loadConfig();
try {
  await restoreDatabase(config.database, file, { replace: process.argv.includes("--replace") });
  console.log(`Restored ${file} into the ${config.database.kind} database.`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
