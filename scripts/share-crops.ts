// `npm run files:share-crops`: cuts the 16:9, 4:3 and 1:1 share crops
// (decision 032) for event images uploaded before they existed, from each
// stored original around its focal point. Safe to run again: it only
// touches images without them. With PGlite, run it while the server is
// stopped; with PostgreSQL any time (a page cached before keeps the older
// images in its JSON-LD until its next change).
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createFilesRepo } from "../server/api/files/repo.ts";
import { backfillShareCrops } from "../server/api/files/share-crops.ts";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/lib/logger.ts";
import { createStorage } from "../server/lib/storage/index.ts";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  // Only reads and stores files: the signing secret of uploads plays no part here.
  const storage = createStorage(config, { secret: "share-crops" });
  const done = await backfillShareCrops({
    files: createFilesRepo(database.db),
    storage,
    logger: createLogger("warn"),
  });
  console.log(`Share crops cut for ${done.cropped} event images; ${done.skipped} skipped.`);
} finally {
  await database.close();
}
