import { isoWithOffset } from "./dates.ts";
import { compact, type JsonLd, withContext } from "./json-ld.ts";
import { siteOrganization } from "./site.ts";

// An article page as a schema.org Article: headline, author, dates (with
// Chicago's offset), image and the site as publisher.

export interface ArticleLdInput {
  article: {
    title: string;
    summary: string | null;
    published_date: string | null;
    modified_date: string;
    category?: { title: string } | null;
  };
  author: { name: string; slug: string } | null;
  pageUrl: string;
  origin: string;
  siteName: string;
  /** Absolute URL of the share image. */
  image: string | null;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export function articleJsonLd(input: ArticleLdInput): JsonLd {
  const { article: a, author, origin } = input;
  const headline =
    a.title.length <= HEADLINE_MAX ? a.title : `${a.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…`;
  return withContext(
    compact({
      "@type": "Article",
      headline,
      description: a.summary,
      image: input.image ? [input.image] : null,
      datePublished: a.published_date ? isoWithOffset(a.published_date) : null,
      dateModified: isoWithOffset(a.modified_date),
      author: author
        ? {
            "@type": "Person",
            name: author.name,
            url: `${origin}/written/author/${encodeURIComponent(author.slug)}`,
          }
        : null,
      publisher: siteOrganization(origin, input.siteName),
      articleSection: a.category?.title,
      mainEntityOfPage: input.pageUrl,
      url: input.pageUrl,
    }),
  );
}
