import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies every committed migration the database has not seen; one path for both drivers. */
/** Concurrent starts of several app servers are safe: they take turns, and the later ones find nothing to do. */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  await database.withMigrationLock(async () => {
    if (database.kind === "pglite") {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  });
}
