import { and, between, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { TrackedEvent } from "../../../core/schemas/promo.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { apiKeyDays, apiKeys } from "../../../db/schema/api-keys.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { analyticsEvents } from "../../../db/schema/promo.ts";

export interface Range {
  from: Date;
  to: Date;
}

const e = analyticsEvents;
const inRange = (r: Range) => and(gte(e.occurredAt, r.from), lt(e.occurredAt, r.to));
/** One dimension as text. The key is inlined (always one of ours), so GROUP BY matches SELECT. */
const dim = (name: "resourceId" | "resourceType" | "resourceDisplayName" | `ad${string}`) =>
  sql<string>`${e.dimensions} ->> ${sql.raw(`'${name.replace(/'/g, "")}'`)}`;

export function createAnalyticsRepo(db: Db) {
  return {
    async insert(events: TrackedEvent[], at: Date) {
      if (!events.length) return;
      await db.insert(analyticsEvents).values(
        events.map((ev) => ({
          occurredAt: at,
          category: ev.category,
          action: ev.action,
          label: ev.label ?? null,
          value: ev.value ?? null,
          path: ev.path ?? null,
          dimensions: ev.dimensions ?? {},
        })),
      );
    },

    /** Page views and clicks per day of the site's time zone. */
    async daily(r: Range, timeZone: string) {
      const day = sql<string>`to_char(${e.occurredAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db.execute(sql`
        select ${day} as day,
          count(*) filter (where ${e.category} = 'page' and ${e.action} = 'view')::int as page_views,
          count(*) filter (where ${e.action} = 'click')::int as clicks
        from ${e} where ${inRange(r)}
        group by 1 order by 1`);
      return rowsOf<{ day: string; page_views: number; clicks: number }>(rows);
    },

    /** The most viewed resources of one type (event, venue, article). */
    async topResources(r: Range, type: string, limit: number) {
      return db
        .select({
          id: dim("resourceId"),
          name: sql<string>`max(${dim("resourceDisplayName")})`,
          views: count(),
        })
        .from(e)
        .where(
          and(
            inRange(r),
            sql`${e.category} = 'page' and ${e.action} = 'view'`,
            sql`${dim("resourceType")} = ${type}`,
            sql`${dim("resourceId")} is not null`,
          ),
        )
        .groupBy(dim("resourceId"))
        .orderBy(desc(count()), dim("resourceId"))
        .limit(limit);
    },

    /** Impressions and clicks per advert (its id is the event label). */
    async adverts(r: Range) {
      return db
        .select({
          advert_id: e.label,
          client: sql<string>`max(${dim("adClient")})`,
          campaign: sql<string>`max(${dim("adCampaign")})`,
          instance: sql<string>`max(${dim("adInstance")})`,
          impressions: sql<number>`count(*) filter (where ${e.action} = 'impression')`.mapWith(
            Number,
          ),
          clicks: sql<number>`count(*) filter (where ${e.action} = 'click')`.mapWith(Number),
        })
        .from(e)
        .where(
          and(
            inRange(r),
            sql`${e.category} = 'advert'`,
            inArray(e.action, ["impression", "click"]),
          ),
        )
        .groupBy(e.label)
        .orderBy(desc(sql`count(*)`));
    },

    /**
     * Requests made with API keys per site day, first..last inclusive (ISO
     * dates): api_key_days counts them by the day in America/Chicago already.
     */
    async apiKeyDaily(first: string, last: string) {
      return db
        .select({
          day: apiKeyDays.day,
          requests: sql<number>`sum(${apiKeyDays.requests})`.mapWith(Number),
        })
        .from(apiKeyDays)
        .where(between(apiKeyDays.day, first, last))
        .groupBy(apiKeyDays.day)
        .orderBy(apiKeyDays.day);
    },

    /** The keys that made the most requests in first..last, with their owners. */
    async topApiKeys(first: string, last: string, limit: number) {
      const requests = sql<number>`sum(${apiKeyDays.requests})`.mapWith(Number);
      return db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          ownerName: profiles.name,
          ownerUsername: profiles.username,
          revokedDate: apiKeys.revokedDate,
          requests,
        })
        .from(apiKeyDays)
        .innerJoin(apiKeys, eq(apiKeys.id, apiKeyDays.keyId))
        .leftJoin(profiles, eq(profiles.id, apiKeys.userId))
        .where(between(apiKeyDays.day, first, last))
        .groupBy(apiKeys.id, profiles.id)
        .orderBy(desc(requests), apiKeys.id)
        .limit(limit);
    },

    async total(r: Range) {
      const [row] = await db.select({ n: count() }).from(e).where(inRange(r));
      return row?.n ?? 0;
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
