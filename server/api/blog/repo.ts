import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from "drizzle-orm";
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
import { likePattern, slugTaken } from "../../lib/records.ts";
import { countWhere, dateSorts, type PageOf, tableRepo } from "../../lib/table-repo.ts";
import type { ContainerRow } from "../files/repo.ts";

export type ArticleInsert = typeof articles.$inferInsert;
export type LookupField = "id" | "slug" | "legacy_id";

/** An article with what its byline and category label need. */
export interface ArticleWithRefs {
  article: typeof articles.$inferSelect;
  author: { id: string; name: string; slug: string; profile_picture_id: string | null } | null;
  category: { id: string; title: string; slug: string } | null;
}

export const articleSortColumns = {
  published_date: articles.publishedDate,
  title: articles.title,
  ...dateSorts(articles),
} as const;
export const authorSortColumns = {
  name: authors.name,
  ...dateSorts(authors),
} as const;
export const categorySortColumns = {
  title: categories.title,
  ...dateSorts(categories),
} as const;

type Page<S extends string> = PageOf<S>;

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
  const articleTable = tableRepo(db, counts, articles, "blog.articles", articleSortColumns);
  const authorTable = tableRepo(db, counts, authors, "blog.authors", authorSortColumns);
  const categoryTable = tableRepo(db, counts, categories, "blog.categories", categorySortColumns);
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
          count: () => countWhere(db, articles, where),
        });
        return { rows: rows as (ArticleWithRefs & { image: ContainerRow | null })[], total };
      },
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, articles, slug, exceptId),
      stamp: articleTable.stamp,
      insert: async (values: ArticleInsert) => (await articleTable.insert(values)).id,
      update: async (id: string, values: Partial<ArticleInsert>, version?: number) =>
        (await articleTable.update(id, values, version)) !== null,
    },

    authors: {
      ...authorTable,
      find: (field: LookupField, value: string) => authorTable.find(key(authors)[field], value),
      list: (p: Page<keyof typeof authorSortColumns> & { query?: string }) =>
        authorTable.page(p, p.query ? ilike(authors.name, likePattern(p.query)) : undefined),
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, authors, slug, exceptId),
    },

    categories: {
      ...categoryTable,
      find: (field: LookupField, value: string) =>
        categoryTable.find(key(categories)[field], value),
      list: (p: Page<keyof typeof categorySortColumns> & { query?: string }) =>
        categoryTable.page(
          p,
          p.query
            ? or(
                ilike(categories.title, likePattern(p.query)),
                ilike(categories.slug, likePattern(p.query)),
              )
            : undefined,
        ),
      slugTaken: (slug: string, exceptId?: string) => slugTaken(db, categories, slug, exceptId),
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
