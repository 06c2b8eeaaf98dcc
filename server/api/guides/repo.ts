import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { events } from "../../../db/schema/calendar.ts";
import { guides } from "../../../db/schema/guides.ts";
import { venues } from "../../../db/schema/places.ts";
import { type CountCache, uncachedCounts } from "../../lib/count-cache.ts";
import { likePattern, slugTaken } from "../../lib/records.ts";
import { dateSorts, type PageOf, tableRepo } from "../../lib/table-repo.ts";

export type GuideRow = typeof guides.$inferSelect;
export type GuideInsert = typeof guides.$inferInsert;
export type LookupField = "id" | "slug";

export const guideSortColumns = {
  ...dateSorts(guides),
  title: guides.title,
  first_day: guides.firstDay,
  last_day: guides.lastDay,
} as const;

export function createGuidesRepo(db: Db, counts: CountCache = uncachedCounts) {
  const key = { id: guides.id, slug: guides.slug } as const;
  const table = tableRepo(db, counts, guides, "guides", guideSortColumns);
  return {
    ...table,
    find: (field: LookupField, value: string) => table.find(key[field], value),
    slugTaken: (slug: string, exceptId?: string) => slugTaken(db, guides, slug, exceptId),
    list(p: PageOf<keyof typeof guideSortColumns> & { query?: string; published?: boolean }) {
      const filters: SQL[] = [];
      if (p.query) {
        const like = likePattern(p.query);
        filters.push(or(ilike(guides.title, like), ilike(guides.slug, like))!);
      }
      if (p.published) filters.push(eq(guides.isPublished, true));
      return table.page(p, filters.length ? and(...filters) : undefined);
    },
    /** A published guide by its slug or the preset key it answered to before it was data. */
    async byKey(key: string): Promise<GuideRow | null> {
      const [row] = await db
        .select()
        .from(guides)
        .where(
          and(eq(guides.isPublished, true), or(eq(guides.slug, key), eq(guides.legacyKey, key))),
        )
        .orderBy(sql`${guides.slug} = ${key} desc`)
        .limit(1);
      return row ?? null;
    },
    /** Published guides whose window holds one of these local days, latest first. */
    async openOn(firstDay: string, lastDay: string): Promise<GuideRow[]> {
      return db
        .select()
        .from(guides)
        .where(
          and(
            eq(guides.isPublished, true),
            lte(guides.firstDay, lastDay),
            gte(guides.lastDay, firstDay),
          ),
        )
        .orderBy(desc(guides.firstDay), asc(guides.title));
    },
    /** Id and slug of the events and venues named by id or slug (picks and stops). */
    async refs(kind: "events" | "venues", ids: string[], slugs: string[]) {
      const t = kind === "events" ? events : venues;
      if (!ids.length && !slugs.length) return [];
      const named = [
        ids.length ? inArray(t.id, ids) : undefined,
        slugs.length ? inArray(t.slug, slugs) : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select({ id: t.id, slug: t.slug })
        .from(t)
        .where(or(...named));
    },
  };
}

export type GuidesRepo = ReturnType<typeof createGuidesRepo>;
