// `node bench/related-probe.ts [postgres://…/db] [now ISO]`: the added DB
// time of an event page's related sections (issue 26 item 4) on a dataset:
// the one statement of related-repo.ts for a sample of events with dates to
// come, timed, and EXPLAIN ANALYZE of the slowest. Without a URL, the
// DATABASE_URL the server would use.
import { sql } from "drizzle-orm";
import { relatedQuery } from "../core/listing/related.ts";
import { openDatabase } from "../db/client.ts";
import { rowsOf } from "../db/migration-status.ts";
import { relatedCandidates, relatedStatement } from "../server/api/calendar/related-repo.ts";
import { createCalendarRepo } from "../server/api/calendar/repo.ts";
import { createCalendarService } from "../server/api/calendar/service.ts";
import { presentVenue } from "../server/api/places/present.ts";
import { createPlacesRepo } from "../server/api/places/repo.ts";
import { createRevisionLog } from "../server/api/revisions/log.ts";
import { createLogger } from "../server/lib/logger.ts";
import { anonymous } from "../server/lib/policy.ts";
import { createRealtimePublisher } from "../server/realtime/publisher.ts";

const url = process.argv[2] ?? process.env.DATABASE_URL;
const now = new Date(process.argv[3] ?? "2026-11-21T18:00:00.000Z");
if (!url) throw new Error("Give a postgres:// URL.");
const database = await openDatabase({ kind: "pg", url, poolMax: 2 });
const db = database.db;
const calendar = createCalendarService({
  calendar: createCalendarRepo(db),
  places: createPlacesRepo(db),
  realtime: createRealtimePublisher(db, createLogger("silent")),
  log: createRevisionLog(db),
  clock: { now: () => now },
  db,
});
const sample = rowsOf<{ slug: string }>(
  await db.execute(sql`select e.slug from events e
    where e.status = 'published' and exists (select 1 from event_dates d where d.event_id = e.id and d."end" >= ${now})
    order by md5(e.id::text) limit 60`),
);
const ms: { slug: string; ms: number; rows: number }[] = [];
for (const { slug } of sample) {
  const found = await calendar.getWithVenues(anonymous, "slug", slug);
  const main = found.event.event_dates.find((d) => new Date(d.end) >= now)?.venue;
  const venue = main ? presentVenue(found.venues.get(main.id)!) : null;
  const { query } = relatedQuery(found.event, venue, now);
  // The best of five: the machine is shared, and the least disturbed run is the statement's own time.
  let best = Infinity;
  let rows = 0;
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    rows = (await relatedCandidates(db, query)).length;
    if (i > 0) best = Math.min(best, performance.now() - started);
  }
  ms.push({ slug, ms: best, rows });
}
ms.sort((a, b) => a.ms - b.ms);
const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.ms.toFixed(2);
console.log(
  `${ms.length} events: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (round trip, best of five each)`,
);
const slowest = ms.at(-1);
if (slowest) {
  const found = await calendar.getWithVenues(anonymous, "slug", slowest.slug);
  const main = found.event.event_dates.find((d) => new Date(d.end) >= now)?.venue;
  const venue = main ? presentVenue(found.venues.get(main.id)!) : null;
  const statement = relatedStatement(relatedQuery(found.event, venue, now).query);
  if (statement) {
    const plan = rowsOf<{ "QUERY PLAN": string }>(
      await db.execute(sql`explain (analyze, buffers) ${statement}`),
    );
    console.log(`slowest: ${slowest.slug}, ${slowest.rows} rows`);
    console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
  }
}
await database.close();
