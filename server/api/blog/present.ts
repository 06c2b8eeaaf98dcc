import { articlePath, articleStatus } from "../../../core/blog/articles.ts";
import type { authors, categories } from "../../../db/schema/blog.ts";
import type { ArticleWithRefs } from "./repo.ts";

type AuthorRow = typeof authors.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

const stamps = (r: { createdDate: Date; modifiedDate: Date; version: number }) => ({
  created_date: r.createdDate.toISOString(),
  modified_date: r.modifiedDate.toISOString(),
  version: r.version,
});

export function presentAuthor(a: AuthorRow) {
  return {
    id: a.id,
    legacy_id: a.legacyId,
    name: a.name,
    slug: a.slug,
    bio: a.bio,
    website: a.website,
    profile_picture_id: a.profilePictureId,
    ...stamps(a),
  };
}

export function presentCategory(c: CategoryRow) {
  return {
    id: c.id,
    legacy_id: c.legacyId,
    title: c.title,
    slug: c.slug,
    description: c.description,
    header_image_id: c.headerImageId,
    site_id: c.siteId,
    ...stamps(c),
  };
}

/** An article as a list row: everything but the content. */
export function presentArticleSummary(r: ArticleWithRefs, now: Date) {
  const a = r.article;
  return {
    id: a.id,
    legacy_id: a.legacyId,
    title: a.title,
    slug: a.slug,
    summary: a.summary,
    author_id: a.authorId,
    author: r.author,
    category_id: a.categoryId,
    category: r.category,
    primary_image_id: a.primaryImageId,
    is_published: a.isPublished,
    published_date: a.publishedDate?.toISOString() ?? null,
    /** published, scheduled (published with a date to come) or draft. */
    status: articleStatus(a.isPublished, a.publishedDate, now),
    /** The public page's path: /written/{YYYY}/{MM}/{slug}. */
    permalink: articlePath(a.slug, a.publishedDate),
    /** Slugs of our events the content links to. */
    event_slugs: a.eventSlugs,
    ...stamps(a),
  };
}

export function presentArticle(r: ArticleWithRefs, now: Date) {
  return { ...presentArticleSummary(r, now), content: r.article.content };
}

export type Author = ReturnType<typeof presentAuthor>;
export type Category = ReturnType<typeof presentCategory>;
export type ArticleSummary = ReturnType<typeof presentArticleSummary>;
export type Article = ReturnType<typeof presentArticle>;
