import { Link as RouterLink } from "react-router";
import type { ArticleCardData } from "../../core/blog/cards.ts";
import { formatLongDate } from "../../core/dates/index.ts";
import { CardImageView } from "./card-image.tsx";

/** "November 21st, 2026", or nothing for an undated article. */
export const articleDate = (iso: string | null) => (iso ? formatLongDate(new Date(iso)) : null);

/**
 * An article in a list: image, category, title, summary, byline and date.
 * The whole card is the title's link. Like the event cards, it is a row with
 * a small square picture on a phone, so a list scans quickly, and a tile
 * from `sm` up. `lead` lays the newest story out large: the wide picture on
 * top on a phone, beside the text from `md` up. A category or author page
 * leaves out the label that would only repeat its own title. Plain markup
 * styled by app/styles/cards.css, like the event card.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  lead = false,
  showCategory = true,
  showAuthor = true,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3 | 4;
  lead?: boolean;
  showCategory?: boolean;
  showAuthor?: boolean;
}) {
  const date = articleDate(article.published_date);
  const author = showAuthor && article.author ? `By ${article.author.name}` : null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={lead ? "ac-article ac-article--lead" : "ac-article"}
      data-testid="article-card"
    >
      {lead ? (
        <CardImageView
          image={article.image}
          title={article.title}
          venueType={null}
          sizes="(min-width: 900px) 60vw, 100vw"
          eager
        />
      ) : (
        <CardImageView image={article.image} title={article.title} venueType={null} phoneSquare />
      )}
      <div className="ac-article__body">
        {showCategory && article.category ? (
          <p className="ac-card__label">{article.category.title}</p>
        ) : null}
        <Heading className="ac-article__title">
          <RouterLink to={article.permalink} className="card-title">
            {article.title}
          </RouterLink>
        </Heading>
        {article.summary ? <p className="ac-article__summary">{article.summary}</p> : null}
        <p className="ac-article__byline">
          {author}
          {author && date ? " · " : null}
          {/* A date breaks before it, never inside it. */}
          {date ? <span className="ac-nowrap">{date}</span> : null}
        </p>
      </div>
    </article>
  );
}
