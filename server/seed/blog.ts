import { linkedEventSlugs } from "../../core/blog/articles.ts";
import { slugify, uniqueSlug } from "../../core/slug.ts";
import type { Db } from "../../db/client.ts";
import { generateDemoArticles, SEED_AUTHORS, SEED_CATEGORIES } from "../../db/seed/blog-data.ts";
import { createBlogRepo } from "../api/blog/repo.ts";
import { sanitizeRichText } from "../lib/sanitize.ts";
import type { Storage } from "../lib/storage/types.ts";
import { demoImageMaker } from "./images.ts";

/** Article pictures, shared round-robin like the event ones. */
const ARTICLE_IMAGES = 8;

/**
 * The demo blog: authors with pictures, the three categories with header
 * images and twenty articles. `events` maps demo event names to their slugs.
 */
export async function seedBlog(
  db: Db,
  now: Date,
  events: Map<string, string>,
  storage?: Storage,
): Promise<{ articles: number }> {
  const blog = createBlogRepo(db);
  const make = storage ? demoImageMaker(db, storage) : null;
  const authorIds = new Map<string, string>();
  for (const a of SEED_AUTHORS) {
    const row = await blog.authors.insert({
      name: a.name,
      slug: await uniqueSlug(slugify(a.name), (s) => blog.authors.slugTaken(s)),
      bio: a.bio,
      website: a.website ?? null,
      profilePictureId: make ? await make(`demo-author-${a.key}`, "author", a.name) : null,
    });
    authorIds.set(a.key, row.id);
  }
  const categoryIds = new Map<string, string>();
  for (const c of SEED_CATEGORIES) {
    const row = await blog.categories.insert({
      title: c.title,
      slug: await uniqueSlug(slugify(c.title), (s) => blog.categories.slugTaken(s)),
      description: c.description,
      headerImageId: make ? await make(`demo-category-${c.key}`, "category", c.title) : null,
    });
    categoryIds.set(c.key, row.id);
  }
  const pictures: string[] = [];
  if (make) {
    for (let i = 0; i < ARTICLE_IMAGES; i++)
      pictures.push(await make(`demo-article-${i}`, "article"));
  }
  const articles = generateDemoArticles(now, events);
  for (const [i, a] of articles.entries()) {
    const content = sanitizeRichText(a.content);
    await blog.articles.insert({
      title: a.title,
      slug: await uniqueSlug(slugify(a.title), (s) => blog.articles.slugTaken(s)),
      summary: a.summary,
      content,
      eventSlugs: linkedEventSlugs(content, []),
      authorId: authorIds.get(a.author)!,
      categoryId: categoryIds.get(a.category) ?? null,
      primaryImageId: pictures.length ? (pictures[i % pictures.length] ?? null) : null,
      isPublished: a.is_published,
      publishedDate: a.published_date,
      legacyId: a.legacy_id ?? null,
    });
  }
  return { articles: articles.length };
}
