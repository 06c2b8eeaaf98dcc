// `npm run db:backup [-- --out FILE]`: a backup of the configured database
// (DATABASE_URL, else the PGlite directory in DATA_DIR). With PGlite, stop the
// server first: one process at a time may open its directory.
import { BackupError, backupDatabase } from "../db/backup.ts";
import { loadConfig } from "../server/config.ts";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const i = process.argv.indexOf("--out");
const file =
  i > 0 && process.argv[i + 1]
    ? process.argv[i + 1]!
    : `${config.dataDir}/backups/artcal-${config.database.kind}-${stamp}.${config.database.kind === "pg" ? "dump" : "tar.gz"}`;
try {
  await backupDatabase(config.database, file);
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
