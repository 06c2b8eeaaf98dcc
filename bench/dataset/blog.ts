import { linkedEventSlugs } from "../../core/blog/articles.ts";
import { slugify } from "../../core/slug.ts";
import { PARAGRAPHS, SEED_AUTHORS, SEED_CATEGORIES, TOPICS } from "../../db/seed/blog-data.ts";
import { FIRST, LAST } from "../../db/seed/events-data.ts";
import type { ArticleInsert } from "../../server/api/blog/repo.ts";
import type { Draws } from "./draw.ts";

// The blog: the demo's authors and categories plus more writers, and articles
// published every few days back over the scale's span, a few scheduled or
// drafts; some link to events so article pages show related events.

export interface AuthorValues {
  id: string;
  name: string;
  slug: string;
  bio: string;
  website: string | null;
}
export interface CategoryValues {
  id: string;
  title: string;
  slug: string;
  description: string;
}

export function buildAuthors(count: number, d: Draws): AuthorValues[] {
  const out: AuthorValues[] = SEED_AUTHORS.slice(0, count).map((a) => ({
    id: d.uuid(),
    name: a.name,
    slug: slugify(a.name),
    bio: a.bio,
    website: a.website ?? null,
  }));
  for (let i = out.length; i < count; i++) {
    const name = `${d.pick(FIRST)} ${d.pick(LAST)}`;
    out.push({
      id: d.uuid(),
      name,
      slug: `${slugify(name)}-${i}`,
      bio: `${name} writes about art in the Twin Cities.`,
      website: null,
    });
  }
  return out;
}

export function buildCategories(d: Draws): CategoryValues[] {
  return SEED_CATEGORIES.map((c) => ({
    id: d.uuid(),
    title: c.title,
    slug: slugify(c.title),
    description: c.description,
  }));
}

export function buildArticle(
  d: Draws,
  index: number,
  o: {
    now: Date;
    daysBefore: number;
    authors: AuthorValues[];
    categories: CategoryValues[];
    images: string[];
    /** Slugs of published events an article may link to. */
    eventSlugs: string[];
  },
): ArticleInsert & { id: string } {
  const [topic, summary] = d.pick(TOPICS);
  const title = `${topic}, No. ${index + 1}`;
  const paragraphs = Array.from({ length: d.int(3, 6) }, () => `<p>${d.pick(PARAGRAPHS)}</p>`);
  if (o.eventSlugs.length && d.chance(0.4)) {
    paragraphs.push(`<p>See it at <a href="/events/${d.pick(o.eventSlugs)}">the show</a>.</p>`);
  }
  const content = paragraphs.join("");
  const draft = d.chance(0.02);
  const day = 24 * 3600 * 1000;
  // Spread evenly back from now, newest first; one in a hundred scheduled ahead.
  const back = d.chance(0.01) ? -d.int(1, 30) : d.int(0, o.daysBefore);
  return {
    id: d.uuid(),
    title,
    slug: slugify(title),
    summary,
    content,
    eventSlugs: linkedEventSlugs(content, []),
    authorId: d.pick(o.authors).id,
    categoryId: d.chance(0.9) ? d.pick(o.categories).id : null,
    primaryImageId: o.images.length && d.chance(0.9) ? d.pick(o.images) : null,
    isPublished: !draft,
    publishedDate: draft ? null : new Date(o.now.getTime() - back * day - d.int(0, 86_399) * 1000),
  };
}
