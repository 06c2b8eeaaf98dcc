// `npm run db:seed`: the demo calendar (cities, venues, events around today)
// into an empty database. The server also does this on its first start.
// With PGlite, run it while the server is stopped.
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadConfig } from "../server/config.ts";
import { createStorage } from "../server/lib/storage/index.ts";
import { calendarIsEmpty, seedDemo } from "../server/seed/demo.ts";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  if (!(await calendarIsEmpty(database.db))) {
    console.log("The calendar already has data; nothing seeded.");
  } else {
    // Only stores files: the signing secret of uploads plays no part here.
    const storage = createStorage(config, { secret: "seed" });
    const r = await seedDemo(database.db, new Date(), { storage });
    console.log(
      `Seeded ${r.cities} cities, ${r.venues} venues, ${r.events} events with ${r.dates} dates, ${r.articles} articles, ${r.products} products.`,
    );
  }
} finally {
  await database.close();
}
