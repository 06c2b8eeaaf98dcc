import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ArticleStatus } from "../../../core/schemas/blog.ts";
import type { Db } from "../../../db/client.ts";
import { articles, authors, categories } from "../../../db/schema/blog.ts";
import { fileContainers } from "../../../db/schema/files.ts";
import {
  type CountCache,
  filtersOf,
  type MovingBound,
  uncachedCounts,
} from "../../lib/count-cache.ts";
import { movingBound } from "../../lib/count-spans.ts";
import { atVersion, bump, currentStamp, likePattern, slugTaken } from "../../lib/records.ts";
import type { ContainerRow } from "../files/repo.ts";

export type AuthorRow = typeof authors.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type ArticleInsert = typeof articles.$inferInsert;
export type LookupField = "id" | "slug" | "legacy_id";

/** An article with what its byline and category label need. */
export interface ArticleWithRefs {
  article: ArticleRow;
  author: { id: string; name: string; slug: string; profile_picture_id: string | null } | null;
  category: { id: string; title: string; slug: string } | null;
}

export const articleSortColumns = {
  published_date: articles.publishedDate,
  title: articles.title,
  modified_date: articles.modifiedDate,
  created_date: articles.createdDate,
} as const;
export const authorSortColumns = {
  name: authors.name,
  modified_date: authors.modifiedDate,
  created_date: authors.createdDate,
} as const;
export const categorySortColumns = {
  title: categories.title,
  modified_date: categories.modifiedDate,
  created_date: categories.createdDate,
} as const;

interface Page<S> {
  sortBy: S;
  sort: "asc" | "desc";
  offset: number;
  limit: number;
}

export interface ArticleFilters {
  query?: string;
  authorId?: string;
  categoryId?: string;
  /** Only what the public may see at this instant: published with a date not in the future. */
  visibleAt?: Date;
  /** Back office: one status as of `now`. */
  status?: { is: ArticleStatus; now: Date };
}

function articleWhere(f: ArticleFilters): SQL | undefined {
  const out: SQL[] = [];
  if (f.visibleAt) {
    out.push(eq(articles.isPublished, true), lte(articles.publishedDate, f.visibleAt));
  }
  if (f.status) {
    const { is, now } = f.status;
    if (is === "draft") out.push(eq(articles.isPublished, false));
    else if (is === "scheduled")
      out.push(eq(articles.isPublished, true), gt(articles.publishedDate, now));
    else out.push(eq(articles.isPublished, true), lte(articles.publishedDate, now));
  }
  if (f.authorId) out.push(eq(articles.authorId, f.authorId));
  if (f.categoryId) out.push(eq(articles.categoryId, f.categoryId));
  if (f.query) out.push(sql`${articles.search} @@ websearch_to_tsquery('english', ${f.query})`);
  return out.length ? and(...out) : undefined;
}

/** Keys a record may be looked up by. */
const key = (t: { id: PgColumn; slug: PgColumn; legacyId: PgColumn }) =>
  ({ id: t.id, slug: t.slug, legacy_id: t.legacyId }) as const;

/**
 * What decides the count of articles: the filters, with the instant that
 * splits published from scheduled apart, as a moving bound on the published
 * date (it moves with every request; the count only when an article's date
 * passes).
 */
function articleCountOf(db: Db, p: Page<string> & ArticleFilters) {
  const { visibleAt, status, ...rest } = filtersOf(p);
  const at: Record<string, MovingBound> = {};
  if (visibleAt) at.visible = movingBound(db, articles.publishedDate, "lte", visibleAt);
  if (status && status.is !== "draft")
    at.status = movingBound(
      db,
      articles.publishedDate,
      status.is === "scheduled" ? "gt" : "lte",
      status.now,
    );
  const params = { ...rest, visible: Boolean(visibleAt), status: status?.is };
  return { params, at };
}

export function createBlogRepo(db: Db, counts: CountCache = uncachedCounts) {
  const articleFields = {
    article: articles,
    author: {
      id: authors.id,
      name: authors.name,
      slug: authors.slug,
      profile_picture_id: authors.profilePictureId,
    },
    category: { id: categories.id, title: categories.title, slug: categories.slug },
  };
  const selectArticles = () =>
    db
      .select(articleFields)
      .from(articles)
      .leftJoin(authors, eq(authors.id, articles.authorId))
      .leftJoin(categories, eq(categories.id, articles.categoryId));

  return {
    articles: {
      async find(field: LookupField, value: string): Promise<ArticleWithRefs | null> {
        const [row] = await selectArticles().where(eq(key(articles)[field], value));
        return row ?? null;
      },
      async list(p: Page<keyof typeof articleSortColumns> & ArticleFilters) {
        const where = articleWhere(p);
        const column = articleSortColumns[p.sortBy];
        // Drafts have no date: they come last either way.
        const order =
          p.sort === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
        // With each article's image container (lists embed it), in the same statement.
        const rows = await db
          .select({ ...articleFields, image: fileContainers })
          .from(articles)
          .leftJoin(authors, eq(authors.id, articles.authorId))
          .leftJoin(categories, eq(categories.id, articles.categoryId))
          .leftJoin(fileContainers, eq(fileContainers.id, articles.primaryImageId))
          .where(where)
          .orderBy(order, desc(articles.createdDate), asc(articles.id))
          .offset(p.offset)
          .limit(p.limit);
        const total = await counts.count({
          list: "blog.articles",
          ...articleCountOf(db, p),
          count: async () =>
            (await db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0,
        });
        return { rows: rows as (ArticleWithRefs & { image: ContainerRow | null })[], total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, articles, slug, exceptId),
      stamp: (id: string) => currentStamp(db, articles, id),
      async insert(values: ArticleInsert): Promise<string> {
        const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
        return row!.id;
      },
      async update(id: string, values: Partial<ArticleInsert>, version?: number) {
        const rows = await db
          .update(articles)
          .set({ ...values, ...bump(articles) })
          .where(atVersion(articles, id, version))
          .returning({ id: articles.id });
        return rows.length > 0;
      },
    },

    authors: {
      async find(field: LookupField, value: string): Promise<AuthorRow | null> {
        const [row] = await db
          .select()
          .from(authors)
          .where(eq(key(authors)[field], value));
        return row ?? null;
      },
      async list(p: Page<keyof typeof authorSortColumns> & { query?: string }) {
        const where = p.query ? ilike(authors.name, likePattern(p.query)) : undefined;
        const order = p.sort === "asc" ? asc : desc;
        const rows = await db
          .select()
          .from(authors)
          .where(where)
          .orderBy(order(authorSortColumns[p.sortBy]), asc(authors.id))
          .offset(p.offset)
          .limit(p.limit);
        const total = await counts.count({
          list: "blog.authors",
          params: filtersOf(p),
          count: async () =>
            (await db.select({ n: count() }).from(authors).where(where))[0]?.n ?? 0,
        });
        return { rows, total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, authors, slug, exceptId),
      stamp: (id: string) => currentStamp(db, authors, id),
      async insert(values: typeof authors.$inferInsert): Promise<AuthorRow> {
        const [row] = await db.insert(authors).values(values).returning();
        return row!;
      },
      async update(id: string, values: Partial<typeof authors.$inferInsert>, version?: number) {
        const [row] = await db
          .update(authors)
          .set({ ...values, ...bump(authors) })
          .where(atVersion(authors, id, version))
          .returning();
        return row ?? null;
      },
    },

    categories: {
      async find(field: LookupField, value: string): Promise<CategoryRow | null> {
        const [row] = await db
          .select()
          .from(categories)
          .where(eq(key(categories)[field], value));
        return row ?? null;
      },
      async list(p: Page<keyof typeof categorySortColumns> & { query?: string }) {
        const where = p.query
          ? or(
              ilike(categories.title, likePattern(p.query)),
              ilike(categories.slug, likePattern(p.query)),
            )
          : undefined;
        const order = p.sort === "asc" ? asc : desc;
        const rows = await db
          .select()
          .from(categories)
          .where(where)
          .orderBy(order(categorySortColumns[p.sortBy]), asc(categories.id))
          .offset(p.offset)
          .limit(p.limit);
        const total = await counts.count({
          list: "blog.categories",
          params: filtersOf(p),
          count: async () =>
            (await db.select({ n: count() }).from(categories).where(where))[0]?.n ?? 0,
        });
        return { rows, total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, categories, slug, exceptId),
      stamp: (id: string) => currentStamp(db, categories, id),
      async insert(values: typeof categories.$inferInsert): Promise<CategoryRow> {
        const [row] = await db.insert(categories).values(values).returning();
        return row!;
      },
      async update(id: string, values: Partial<typeof categories.$inferInsert>, version?: number) {
        const [row] = await db
          .update(categories)
          .set({ ...values, ...bump(categories) })
          .where(atVersion(categories, id, version))
          .returning();
        return row ?? null;
      },
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
