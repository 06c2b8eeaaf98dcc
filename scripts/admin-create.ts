// `npm run admin:create -- --email someone@example.com [--password …] [--name …] [--username …]`
// Creates a superadmin or promotes an existing account. Run it with the
// server stopped when the database is the embedded one (PGlite has one owner).
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { ensureSuperadmin } from "../server/api/account/bootstrap.ts";
import { loadConfig } from "../server/config.ts";
import { ensureGeneratedSetting } from "../server/lib/auth/settings-repo.ts";
import { createLogger } from "../server/lib/logger.ts";
import { createServices } from "../server/services.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    username: { type: "string" },
  },
});
if (!values.email) {
  console.error(
    "Usage: npm run admin:create -- --email someone@example.com [--password …] [--name …]",
  );
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 8) {
  console.error("The password needs at least 8 characters.");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const authSecret =
    config.authSecret ?? (await ensureGeneratedSetting(database.db, "auth_secret"));
  const services = createServices({ config, database, logger: createLogger("warn"), authSecret });
  const result = await ensureSuperadmin(services, {
    email: values.email,
    ...(values.password ? { password: values.password } : {}),
    ...(values.name ? { name: values.name } : {}),
    ...(values.username ? { username: values.username } : {}),
  });
  console.log(
    result.created ? `Created superadmin ${values.email}.` : `${values.email} is now a superadmin.`,
  );
  if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
} finally {
  await database.close();
}
