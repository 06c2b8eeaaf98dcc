import { and, asc, eq, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { articles, authors, categories } from "../../../db/schema/blog.ts";
import { events } from "../../../db/schema/calendar.ts";
import { guides } from "../../../db/schema/guides.ts";
import { cities, venues } from "../../../db/schema/places.ts";
import { products } from "../../../db/schema/shop.ts";

// The sitemap's reads: slugs and modified dates only, one query per file.
// Rows come in creation order, so a new record lands in the last chunk and
// the lastmod of earlier chunks stays put.

export type ListedKind = "events" | "venues" | "cities" | "articles";

export interface SitemapRow {
  slug: string;
  modified: Date;
  /** Articles only: their permalink is dated. */
  published: Date | null;
}

/** What the public pages show of each kind at `now` (published events, public articles). */
function source(kind: ListedKind, now: Date) {
  switch (kind) {
    case "events":
      return { table: events, where: eq(events.status, "published"), published: null };
    case "venues":
      return { table: venues, where: undefined, published: null };
    case "cities":
      return { table: cities, where: undefined, published: null };
    case "articles":
      return {
        table: articles,
        where: and(eq(articles.isPublished, true), lte(articles.publishedDate, now)),
        published: articles.publishedDate,
      };
  }
}

export function createSitemapRepo(db: Db) {
  return {
    /** Chunks of `size` rows: the chunk number (from 1) and its newest modified_date. */
    async chunks(kind: ListedKind, size: number, now: Date) {
      const { table: t, where } = source(kind, now);
      const numbered = db
        .select({
          n: sql<string>`(row_number() over (order by ${t.createdDate}, ${t.id}) - 1) / ${size}`.as(
            "n",
          ),
          modified: t.modifiedDate,
        })
        .from(t)
        .where(where)
        .as("numbered");
      const rows = await db
        .select({ n: numbered.n, lastmod: max(numbered.modified) })
        .from(numbered)
        .groupBy(numbered.n)
        .orderBy(numbered.n);
      // bigint arrives as a string from node-postgres.
      return rows.map((r) => ({ chunk: Number(r.n) + 1, lastmod: r.lastmod }));
    },

    /** One chunk's rows, in the same order as `chunks` counts them. */
    async rows(kind: ListedKind, offset: number, limit: number, now: Date): Promise<SitemapRow[]> {
      const { table: t, where, published } = source(kind, now);
      return db
        .select({
          slug: t.slug,
          modified: t.modifiedDate,
          published: published ?? sql<Date | null>`null`,
        })
        .from(t)
        .where(where)
        .orderBy(asc(t.createdDate), asc(t.id))
        .offset(offset)
        .limit(limit);
    },

    /** The small lists the "pages" file adds: categories, authors and products for sale. */
    async pageRecords() {
      const [cats, writers, forSale, guideRows] = await Promise.all([
        db
          .select({ slug: categories.slug, modified: categories.modifiedDate })
          .from(categories)
          .orderBy(asc(categories.slug)),
        db
          .select({ slug: authors.slug, modified: authors.modifiedDate })
          .from(authors)
          .orderBy(asc(authors.slug)),
        db
          .select({ slug: products.slug, modified: products.modifiedDate })
          .from(products)
          .where(and(eq(products.kind, "product"), eq(products.isActive, true)))
          .orderBy(asc(products.slug)),
        db
          .select({ slug: guides.slug, modified: guides.modifiedDate })
          .from(guides)
          .where(eq(guides.isPublished, true))
          .orderBy(asc(guides.slug)),
      ]);
      return { categories: cats, authors: writers, products: forSale, guides: guideRows };
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
