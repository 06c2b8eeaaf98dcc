import { linkedEventSlugs, nextPublishedDate } from "../../../core/blog/articles.ts";
import { notFound, validationError } from "../../../core/errors.ts";
import {
  articleListFilterSchema,
  articleSchema,
  articleUpdateSchema,
  authorSchema,
  authorUpdateSchema,
  categorySchema,
  categoryUpdateSchema,
  headerImageSchema,
  profilePictureSchema,
} from "../../../core/schemas/blog.ts";
import type { Clock } from "../../lib/clock.ts";
import { listEnvelope, pageOf, parseListParams, sortKeys } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin, type UserActor } from "../../lib/policy.ts";
import { freeSlug, lookable, slugClash, staleOrMissing } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { found, reads } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import { presentListImage } from "../files/present.ts";
import type { FilesRepo } from "../files/repo.ts";
import { mapRow, type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import {
  presentArticle,
  presentArticleSummary,
  presentAuthor,
  presentCategory,
} from "./present.ts";
import {
  type ArticleFilters,
  type ArticleInsert,
  type ArticleWithRefs,
  articleSortColumns,
  authorSortColumns,
  type BlogRepo,
  categorySortColumns,
  createBlogRepo,
  type LookupField,
} from "./repo.ts";

type Query = Record<string, string | undefined>;
const isAdmin = (actor: Actor) => actor.kind === "user" && actor.isSuperAdmin;
const bad = (field: string, message: string) => validationError([{ field, message }]);
/** What a revision keeps of an article or an author (core/revisions/diff.ts). */
const articleFields = trackedFields(articleSchema);
const authorFields = trackedFields(authorSchema);

export function createBlogService(deps: {
  blog: BlogRepo;
  files: FilesRepo;
  clock: Clock;
  /** Hosts of this site: links to /events/{slug} on them relate an article to events. */
  siteHosts: readonly string[];
  realtime: Realtime;
  log: RevisionLog;
}) {
  const { blog, files, clock, realtime, log } = deps;

  const authorReads = reads(
    blog.authors,
    { columns: authorSortColumns, by: "name", dir: "asc" },
    presentAuthor,
    "author",
  );
  const categoryReads = reads(
    blog.categories,
    { columns: categorySortColumns, by: "title", dir: "asc" },
    presentCategory,
    "category",
  );

  /** Tells the blog channel (and the caches listening) that a record changed. */
  const changed = (table: string, id: string, action: "created" | "updated") =>
    realtime.publish("blog", "change", { table, id, action });

  /** The public sees an article once it is published and its date has come. */
  const visible = (r: ArticleWithRefs, now: Date) =>
    r.article.isPublished &&
    r.article.publishedDate !== null &&
    r.article.publishedDate.getTime() <= now.getTime();

  async function checkImage(field: string, id: string | null | undefined) {
    if (id && !(await files.find("id", id))) throw bad(field, "That image does not exist.");
  }
  async function checkRefs(a: { author_id?: string; category_id?: string | null | undefined }) {
    if (a.author_id && !(await blog.authors.find("id", a.author_id)))
      throw bad("author_id", "That author does not exist.");
    if (a.category_id && !(await blog.categories.find("id", a.category_id)))
      throw bad("category_id", "That category does not exist.");
  }
  function contentColumns(content: string | null | undefined) {
    if (content === undefined) return {};
    const clean = sanitizeRichText(content);
    return { content: clean, eventSlugs: linkedEventSlugs(clean, deps.siteHosts) };
  }
  async function readArticle(id: string) {
    return presentArticle((await blog.articles.find("id", id))!, clock.now());
  }
  /** An article's tracked fields, read on a write's transaction. */
  async function articleIn(repo: BlogRepo, id: string) {
    const row = await repo.articles.find("id", id);
    return row && articleFields(presentArticle(row, clock.now()));
  }
  /** Saves an author and records the revision, in one transaction; null when stale or gone. */
  function writeAuthor(
    admin: UserActor,
    id: string,
    values: Parameters<BlogRepo["authors"]["update"]>[1],
    version: number | undefined,
    meta: RevisionMeta = {},
  ) {
    return log.update(admin, "author", meta, id, (tx) => {
      const repo = createBlogRepo(tx);
      return {
        read: async () =>
          mapRow(await repo.authors.find("id", id), (r) => authorFields(presentAuthor(r))),
        save: () => repo.authors.update(id, values, version),
      };
    });
  }

  return {
    async listArticles(actor: Actor, query: Query) {
      const params = parseListParams(query, {
        sortable: sortKeys(articleSortColumns),
        defaultSortBy: "published_date",
        defaultSort: "desc",
      });
      const f = parseOrThrow(articleListFilterSchema, {
        author_id: query.author_id || undefined,
        category_id: query.category_id || undefined,
        status: query.status || undefined,
      });
      const now = clock.now();
      const filters: ArticleFilters = {};
      // Only superadmins see drafts and scheduled posts, and only they filter by status.
      if (!isAdmin(actor)) filters.visibleAt = now;
      else if (f.status) filters.status = { is: f.status, now };
      if (f.author_id) filters.authorId = f.author_id;
      if (f.category_id) filters.categoryId = f.category_id;
      if (params.query) filters.query = params.query;
      const { rows, total } = await blog.articles.list({ ...pageOf(params), ...filters });
      return listEnvelope(
        rows.map((r) => ({
          ...presentArticleSummary(r, now),
          primary_image: presentListImage(r.image),
        })),
        total,
        params,
      );
    },

    async getArticle(actor: Actor, field: LookupField, value: string) {
      const row = lookable(field, value) ? await blog.articles.find(field, value) : null;
      const now = clock.now();
      if (!row || (!isAdmin(actor) && !visible(row, now))) throw notFound("That article");
      return presentArticle(row, now);
    },

    async createArticle(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const a = parseOrThrow(articleSchema, input);
      await checkRefs(a);
      await checkImage("primary_image_id", a.primary_image_id);
      const slug = await freeSlug(a.slug, a.title, blog.articles.slugTaken);
      const values: ArticleInsert = {
        title: a.title,
        slug,
        summary: a.summary ?? null,
        ...contentColumns(a.content ?? null),
        authorId: a.author_id,
        categoryId: a.category_id ?? null,
        primaryImageId: a.primary_image_id ?? null,
        isPublished: a.is_published,
        publishedDate: nextPublishedDate({
          current: null,
          isPublished: a.is_published,
          given: a.published_date,
          now: clock.now(),
        }),
        legacyId: a.legacy_id ?? null,
        modifiedBy: admin.userId,
      };
      const id = (await log.write(admin, "article", {}, async (tx) => {
        const repo = createBlogRepo(tx);
        const made = await repo.articles.insert(values);
        return { id: made, before: null, after: await articleIn(repo, made), result: made };
      }))!;
      await changed("articles", id, "created");
      return readArticle(id);
    },

    async updateArticle(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = await found("id", id, blog.articles.find, "article");
      const a = parseOrThrow(articleUpdateSchema, input);
      await checkRefs(a);
      await checkImage("primary_image_id", a.primary_image_id);
      if (a.slug && a.slug !== current.article.slug && (await blog.articles.slugTaken(a.slug, id)))
        throw slugClash();
      const values: Partial<ArticleInsert> = {
        ...contentColumns(a.content),
        modifiedBy: admin.userId,
      };
      if (a.title !== undefined) values.title = a.title;
      if (a.slug !== undefined) values.slug = a.slug;
      if (a.summary !== undefined) values.summary = a.summary;
      if (a.author_id !== undefined) values.authorId = a.author_id;
      if (a.category_id !== undefined) values.categoryId = a.category_id;
      if (a.primary_image_id !== undefined) values.primaryImageId = a.primary_image_id;
      if (a.legacy_id !== undefined) values.legacyId = a.legacy_id;
      const isPublished = a.is_published ?? current.article.isPublished;
      values.isPublished = isPublished;
      values.publishedDate = nextPublishedDate({
        current: current.article.publishedDate,
        isPublished,
        given: a.published_date,
        now: clock.now(),
      });
      const saved = await log.update(admin, "article", meta, id, (tx) => {
        const repo = createBlogRepo(tx);
        return {
          read: () => articleIn(repo, id),
          save: () => repo.articles.update(id, values, a.version),
        };
      });
      if (!saved) return staleOrMissing(await blog.articles.stamp(id), "article");
      await changed("articles", id, "updated");
      return readArticle(id);
    },

    listAuthors: authorReads.list,
    getAuthor: authorReads.get,

    async createAuthor(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const a = parseOrThrow(authorSchema, input);
      await checkImage("profile_picture_id", a.profile_picture_id);
      const slug = await freeSlug(a.slug, a.name, blog.authors.slugTaken);
      const values = {
        name: a.name,
        slug,
        bio: a.bio ?? null,
        website: a.website ?? null,
        profilePictureId: a.profile_picture_id ?? null,
        legacyId: a.legacy_id ?? null,
        modifiedBy: admin.userId,
      };
      const row = (await log.write(admin, "author", {}, async (tx) => {
        const made = await createBlogRepo(tx).authors.insert(values);
        return {
          id: made.id,
          before: null,
          after: authorFields(presentAuthor(made)),
          result: made,
        };
      }))!;
      await changed("authors", row.id, "created");
      return presentAuthor(row);
    },

    async updateAuthor(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = await found("id", id, blog.authors.find, "author");
      const a = parseOrThrow(authorUpdateSchema, input);
      await checkImage("profile_picture_id", a.profile_picture_id);
      if (a.slug && a.slug !== current.slug && (await blog.authors.slugTaken(a.slug, id)))
        throw slugClash();
      const row = await writeAuthor(
        admin,
        id,
        {
          ...(a.name !== undefined ? { name: a.name } : {}),
          ...(a.slug !== undefined ? { slug: a.slug } : {}),
          ...(a.bio !== undefined ? { bio: a.bio } : {}),
          ...(a.website !== undefined ? { website: a.website } : {}),
          ...(a.profile_picture_id !== undefined ? { profilePictureId: a.profile_picture_id } : {}),
          ...(a.legacy_id !== undefined ? { legacyId: a.legacy_id } : {}),
          modifiedBy: admin.userId,
        },
        a.version,
        meta,
      );
      if (!row) return staleOrMissing(await blog.authors.stamp(id), "author");
      await changed("authors", id, "updated");
      return presentAuthor(row);
    },

    /** PUT /blog/authors/profile_picture {author_id, file_id} */
    async setProfilePicture(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const p = parseOrThrow(profilePictureSchema, input);
      if (!(await blog.authors.find("id", p.author_id))) throw notFound("That author");
      await checkImage("file_id", p.file_id);
      const row = await writeAuthor(
        admin,
        p.author_id,
        { profilePictureId: p.file_id, modifiedBy: admin.userId },
        undefined,
      );
      if (!row) throw notFound("That author");
      await changed("authors", row.id, "updated");
      return presentAuthor(row);
    },

    listCategories: categoryReads.list,
    getCategory: categoryReads.get,

    async createCategory(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const c = parseOrThrow(categorySchema, input);
      await checkImage("header_image_id", c.header_image_id);
      const slug = await freeSlug(c.slug, c.title, blog.categories.slugTaken);
      const row = await blog.categories.insert({
        title: c.title,
        slug,
        description: c.description ?? null,
        headerImageId: c.header_image_id ?? null,
        legacyId: c.legacy_id ?? null,
        modifiedBy: admin.userId,
      });
      await changed("categories", row.id, "created");
      return presentCategory(row);
    },

    async updateCategory(actor: Actor, id: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const current = await found("id", id, blog.categories.find, "category");
      const c = parseOrThrow(categoryUpdateSchema, input);
      await checkImage("header_image_id", c.header_image_id);
      if (c.slug && c.slug !== current.slug && (await blog.categories.slugTaken(c.slug, id)))
        throw slugClash();
      const row = await blog.categories.update(
        id,
        {
          ...(c.title !== undefined ? { title: c.title } : {}),
          ...(c.slug !== undefined ? { slug: c.slug } : {}),
          ...(c.description !== undefined ? { description: c.description } : {}),
          ...(c.header_image_id !== undefined ? { headerImageId: c.header_image_id } : {}),
          ...(c.legacy_id !== undefined ? { legacyId: c.legacy_id } : {}),
          modifiedBy: admin.userId,
        },
        c.version,
      );
      if (!row) return staleOrMissing(await blog.categories.stamp(id), "category");
      await changed("categories", id, "updated");
      return presentCategory(row);
    },

    /** PUT /blog/categories/header_image {category_id, file_id} */
    async setHeaderImage(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const h = parseOrThrow(headerImageSchema, input);
      if (!(await blog.categories.find("id", h.category_id))) throw notFound("That category");
      await checkImage("file_id", h.file_id);
      const row = await blog.categories.update(h.category_id, {
        headerImageId: h.file_id,
        modifiedBy: admin.userId,
      });
      if (!row) throw notFound("That category");
      await changed("categories", row.id, "updated");
      return presentCategory(row);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
