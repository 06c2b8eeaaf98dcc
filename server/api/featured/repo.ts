import { eq, sql } from "drizzle-orm";
import type { MarqueeItem } from "../../../core/schemas/featured.ts";
import type { Db } from "../../../db/client.ts";
import { featuredMarquee } from "../../../db/schema/featured.ts";
import { currentStamp } from "../../lib/records.ts";

export type MarqueeRow = typeof featuredMarquee.$inferSelect;

export function createFeaturedRepo(db: Db, siteId: string) {
  return {
    async marquee(): Promise<MarqueeRow | null> {
      const [row] = await db
        .select()
        .from(featuredMarquee)
        .where(eq(featuredMarquee.siteId, siteId));
      return row ?? null;
    },
    stamp: (id: string) => currentStamp(db, featuredMarquee, id),
    /**
     * Replaces the items. With `version`, only when the stored one is that
     * version (0: none stored yet); null when someone else saved first.
     */
    async replace(
      items: MarqueeItem[],
      modifiedBy: string,
      version?: number,
    ): Promise<MarqueeRow | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(featuredMarquee)
          .where(eq(featuredMarquee.siteId, siteId))
          .for("update");
        if (version !== undefined && (current?.version ?? 0) !== version) return null;
        if (!current) {
          const [row] = await tx
            .insert(featuredMarquee)
            .values({ siteId, items, modifiedBy })
            .onConflictDoNothing()
            .returning();
          return row ?? null;
        }
        const [row] = await tx
          .update(featuredMarquee)
          .set({
            items,
            modifiedBy,
            version: sql`${featuredMarquee.version} + 1`,
            modifiedDate: sql`now()`,
          })
          .where(eq(featuredMarquee.id, current.id))
          .returning();
        return row ?? null;
      });
    },
  };
}

export type FeaturedRepo = ReturnType<typeof createFeaturedRepo>;
