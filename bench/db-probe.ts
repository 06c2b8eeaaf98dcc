// The Upcoming query on its own, without HTTP: how long the event-dates list
// service takes with the Upcoming filter (both of its statements), and the
// plans PostgreSQL chooses for them, to check they scan indexes only.
import type { PGlite } from "@electric-sql/pglite";
import type { Logger as DrizzleLogger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { PRESETS, presetFilter } from "../core/presets/index.ts";
import { type Db, openDatabase } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { createCalendarRepo } from "../server/api/calendar/repo.ts";
import { createCalendarService } from "../server/api/calendar/service.ts";
import { createPlacesRepo } from "../server/api/places/repo.ts";
import { createRevisionLog } from "../server/api/revisions/log.ts";
import type { Config } from "../server/config.ts";
import { createLogger } from "../server/lib/logger.ts";
import { anonymous } from "../server/lib/policy.ts";
import { createRealtimePublisher } from "../server/realtime/publisher.ts";
import { createBenchRepo } from "./dataset/repo.ts";
import { BENCH_NOW } from "./scales.ts";

export interface DbProbe {
  /** `select version()`: PGlite reports the PostgreSQL it compiles. */
  version: string;
  iterations: number;
  ms: { p50: number; p95: number; max: number };
  /** Rows the filter matches (the list's total). */
  total: number;
  plans: string[];
  /** Tables some plan reads with a sequential scan; empty when indexes answer everything. */
  seqScans: string[];
}

export async function probeUpcoming(config: Config, iterations = 200): Promise<DbProbe> {
  const database = await openDatabase(config.database);
  try {
    const statements: { query: string; params: unknown[] }[] = [];
    let recording = false;
    const logger: DrizzleLogger = {
      logQuery: (query, params) => {
        if (recording) statements.push({ query, params });
      },
    };
    // The app's handle with a logger, to catch the SQL the service sends.
    const db = (database.kind === "pg"
      ? drizzlePg({ client: database.client as pg.Pool, schema, logger })
      : drizzlePglite({ client: database.client as PGlite, schema, logger })) as unknown as Db;
    const service = createCalendarService({
      calendar: createCalendarRepo(db),
      places: createPlacesRepo(db),
      realtime: createRealtimePublisher(db, createLogger("silent")),
      log: createRevisionLog(db),
      clock: { now: () => new Date(BENCH_NOW) },
      db,
    });
    const query = presetFilter(PRESETS.upcoming, new Date(BENCH_NOW));
    const once = () => service.listDates(anonymous, query);

    for (let i = 0; i < 20; i++) await once();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      total = (await once()).total;
      times.push(performance.now() - started);
    }
    recording = true;
    await once();
    recording = false;

    const plans: string[] = [];
    for (const s of statements) {
      const explain = `explain (analyze, buffers) ${s.query}`;
      const result =
        database.kind === "pg"
          ? await (database.client as pg.Pool).query(explain, s.params)
          : await (database.client as PGlite).query(explain, s.params);
      plans.push((result.rows as Record<string, string>[]).map((r) => r["QUERY PLAN"]).join("\n"));
    }
    const version = await createBenchRepo(db).version();
    const seqScans = [
      ...new Set(plans.flatMap((p) => [...p.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))),
    ];
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    return {
      version,
      iterations,
      ms: { p50: at(0.5), p95: at(0.95), max: round(times.at(-1)!) },
      total,
      plans,
      seqScans,
    };
  } finally {
    await database.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
