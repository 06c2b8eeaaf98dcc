import { type ArticleCardData, WRITTEN_PAGE_SIZE } from "../../../core/blog/cards.ts";
import { notOverAt } from "../../../core/dates/runs.ts";
import { ApiError } from "../../../core/errors.ts";
import { cardImage } from "../../../core/listing/cards.ts";
import { type Kept, keptNothing } from "../../lib/kept.ts";
import { anonymous } from "../../lib/policy.ts";
import { imageTypeOf, type SyndicationItem, toRss } from "../../lib/syndication.ts";
import type { ArticleSummary } from "../blog/present.ts";
import type { BlogService } from "../blog/service.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { FilesService } from "../files/service.ts";

// Use cases of the public blog pages ("Written"): the latest articles, one
// article with the events it mentions, a category, an author, the RSS feed,
// the home page's teaser and search. Like the discover service, they call
// the blog, files and calendar services as an anonymous visitor, so drafts
// and scheduled posts stay out exactly as they do in the public API.

type Query = Record<string, string>;

/** Articles in the RSS feed. */
export const FEED_SIZE = 25;

export function createWrittenService(deps: {
  blog: BlogService;
  files: FilesService;
  calendar: CalendarService;
  /** Keeps home's latest articles until content changes. */
  kept?: Kept;
}) {
  const { blog, files, calendar } = deps;
  const kept = deps.kept ?? keptNothing;

  const imageOf = async (id: string | null) =>
    id ? ((await files.imagesFor([id])).get(id) ?? null) : null;

  /** List rows as cards, their images fetched in one query. */
  async function cards(rows: readonly ArticleSummary[]): Promise<ArticleCardData[]> {
    const images = await files.imagesFor(rows.map((a) => a.primary_image_id));
    return rows.map((a) => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      permalink: a.permalink,
      published_date: a.published_date,
      author: a.author ? { name: a.author.name, slug: a.author.slug } : null,
      category: a.category ? { title: a.category.title, slug: a.category.slug } : null,
      // The card's versions only: FULL and the other crops stay on the server.
      image: cardImage(images.get(a.primary_image_id ?? "")),
    }));
  }

  /** One page of public articles, newest first, as cards. */
  async function page(filters: Query, page: number, pageSize = WRITTEN_PAGE_SIZE) {
    const list = await blog.listArticles(anonymous, {
      ...filters,
      page: String(page),
      page_size: String(pageSize),
    });
    return {
      articles: await cards(list.results),
      total: list.total,
      page: list.page,
      more: list.more,
    };
  }

  /** Every category, for the links on /written (a handful: one page holds them). */
  const allCategories = async () =>
    (await blog.listCategories({ page_size: "100" })).results.map((c) => ({
      title: c.title,
      slug: c.slug,
    }));

  /** Events not yet over among the slugs an article links to, soonest first. */
  async function relatedEvents(slugs: readonly string[], now: Date) {
    const events = await Promise.all(slugs.map((s) => eventOrNull(s)));
    const rows = events.flatMap((e) => {
      if (!e) return [];
      const coming = e.event_dates.filter((d) => notOverAt(d, now));
      const d = coming.find((x) => !x.is_canceled) ?? coming[0];
      const { event_dates: _dates, content: _content, ...event } = e;
      return d ? [{ ...d, event }] : [];
    });
    rows.sort((a, b) => a.start.localeCompare(b.start));
    const images = await files.imagesFor(rows.map((r) => r.event.primary_image_id));
    return rows.map((r) => ({ ...r, image: images.get(r.event.primary_image_id ?? "") ?? null }));
  }

  /** A linked event that is gone or not public is simply left out. */
  async function eventOrNull(slug: string) {
    try {
      return await calendar.get(anonymous, "slug", slug);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  }

  return {
    /** /written: the latest articles, a page at a time, and the categories to browse by. */
    async latest(pageNumber: number) {
      const [list, categories] = await Promise.all([page({}, pageNumber), allCategories()]);
      return { ...list, categories };
    },

    /**
     * /written/{YYYY}/{MM}/{slug}. When the year or month is not the
     * article's (a typo, or the date moved), only the permalink to go to.
     */
    async article(year: string, month: string, slug: string, now: Date) {
      const article = await blog.getArticle(anonymous, "slug", slug);
      const asked = `/written/${year}/${month}/${encodeURIComponent(article.slug)}`;
      if (asked !== article.permalink) return { redirect: article.permalink } as const;
      const [image, author, events] = await Promise.all([
        imageOf(article.primary_image_id),
        blog.getAuthor("id", article.author_id),
        relatedEvents(article.event_slugs, now),
      ]);
      return {
        redirect: null,
        article,
        image,
        author: { ...author, picture: await imageOf(author.profile_picture_id) },
        category: article.category,
        events,
      };
    },

    /** The permalink of a public article by its slug (/written/{slug}). */
    async permalinkForSlug(slug: string) {
      return (await blog.getArticle(anonymous, "slug", slug)).permalink;
    },

    /** The permalink of a public article by the previous site's id. */
    async permalinkForLegacyId(legacyId: string) {
      return (await blog.getArticle(anonymous, "legacy_id", legacyId)).permalink;
    },

    async category(slug: string, pageNumber: number) {
      const category = await blog.getCategory("slug", slug);
      const [image, list] = await Promise.all([
        imageOf(category.header_image_id),
        page({ category_id: category.id }, pageNumber),
      ]);
      return { category, image, ...list };
    },

    async author(slug: string, pageNumber: number) {
      const author = await blog.getAuthor("slug", slug);
      const [picture, list] = await Promise.all([
        imageOf(author.profile_picture_id),
        page({ author_id: author.id }, pageNumber),
      ]);
      return { author, picture, ...list };
    },

    /** The home page's "Latest from Written". */
    async latestForHome(n: number) {
      return kept.get(`written.latest:${n}`, async () => (await page({}, 0, n)).articles);
    },

    /** Articles whose title, summary or text match the words, newest first. */
    async search(text: string) {
      const query = text.trim().slice(0, 200);
      if (!query) return { articles: [], total: 0 };
      const list = await page({ query }, 0, 24);
      return { articles: list.articles, total: list.total };
    },

    /**
     * /written/feed: the latest published articles as RSS 2.0. Links are
     * absolute on the site's canonical origin, as feed readers need.
     */
    async feed(now: Date, site: { origin: string; name: string }) {
      const list = await blog.listArticles(anonymous, { page_size: String(FEED_SIZE) });
      const images = await files.imagesFor(list.results.map((a) => a.primary_image_id));
      const abs = (path: string) => new URL(path, site.origin).href;
      const items: SyndicationItem[] = list.results.map((a) => {
        const large = images.get(a.primary_image_id ?? "")?.versions.CARD_LARGE;
        return {
          title: a.title,
          link: abs(a.permalink),
          updated: new Date(a.published_date ?? now),
          summary: a.summary,
          author: a.author?.name ?? null,
          categories: a.category ? [a.category.title] : [],
          // Versions made before sizes were recorded give 0, which RSS allows for unknown.
          image: large
            ? {
                url: abs(large.url),
                length: large.size ?? 0,
                type: large.content_type ?? imageTypeOf(large.url),
              }
            : null,
        };
      });
      return toRss(
        {
          id: abs("/written/feed"),
          title: `Written · ${site.name}`,
          link: abs("/written"),
          description: "Reviews, interviews and news about visual art in the Twin Cities.",
          language: "en-us",
          updated: items[0]?.updated ?? now,
          items,
        },
        abs("/written/feed"),
      );
    },
  };
}

export type WrittenService = ReturnType<typeof createWrittenService>;
