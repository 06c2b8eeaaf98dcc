import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { rateLimits } from "../../../db/schema/rate-limits.ts";

export function createRateLimitRepo(db: Db) {
  return {
    /** Counts one hit in the key's current window (one statement, safe across servers). */
    async hit(key: string, windowSeconds: number): Promise<{ count: number; windowStart: Date }> {
      const result = await db.execute(sql`
        insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})
                       then 1 else ${rateLimits.count} + 1 end,
          window_start = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})
                       then now() else ${rateLimits.windowStart} end
        returning count, window_start`);
      const row = rowsOf<{ count: number; window_start: string | Date }>(result)[0]!;
      return { count: Number(row.count), windowStart: new Date(row.window_start) };
    },
  };
}
