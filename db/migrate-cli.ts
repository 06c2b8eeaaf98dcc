// `npm run db:migrate`: applies migrations without starting the server.
// Never run it against a PGlite directory that a running server has open.
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
