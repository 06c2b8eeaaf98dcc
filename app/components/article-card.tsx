import { Box, Link, Stack, Typography } from "@mui/material";
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
 * leaves out the label that would only repeat its own title.
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
  return (
    <Box
      component="article"
      data-testid="article-card"
      sx={{
        position: "relative",
        display: "grid",
        gap: lead ? { xs: 1.5, md: 4 } : { xs: 2, sm: 1.5 },
        gridTemplateColumns: lead
          ? { xs: "1fr", md: "3fr 2fr" }
          : { xs: "96px minmax(0, 1fr)", sm: "1fr" },
        alignItems: "start",
        alignContent: "start",
        "&:hover .card-title, &:focus-within .card-title": { textDecoration: "underline" },
      }}
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
        <Box>
          <Box sx={{ display: { xs: "none", sm: "block" } }}>
            <CardImageView image={article.image} title={article.title} venueType={null} />
          </Box>
          <Box sx={{ display: { xs: "block", sm: "none" } }}>
            <CardImageView
              image={article.image}
              title={article.title}
              venueType={null}
              square={96}
            />
          </Box>
        </Box>
      )}
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        {showCategory && article.category ? (
          <Typography
            component="p"
            variant="overline"
            sx={{ lineHeight: 1.4, color: "primary.main", fontSize: "0.7rem" }}
          >
            {article.category.title}
          </Typography>
        ) : null}
        <Typography
          component={`h${headingLevel}`}
          sx={{
            fontWeight: 700,
            fontSize: lead ? { xs: "1.35rem", md: "2rem" } : { xs: "1.05rem", sm: "1.15rem" },
            lineHeight: lead ? 1.15 : 1.25,
            letterSpacing: lead ? "-0.02em" : "-0.01em",
          }}
        >
          <Link
            component={RouterLink}
            to={article.permalink}
            color="inherit"
            underline="none"
            className="card-title"
            sx={{ "&::after": { content: '""', position: "absolute", inset: 0 } }}
          >
            {article.title}
          </Link>
        </Typography>
        {article.summary ? (
          <Typography
            color="text.secondary"
            sx={{
              fontSize: lead ? { xs: "1rem", md: "1.15rem" } : "0.95rem",
              display: "-webkit-box",
              WebkitLineClamp: lead ? 5 : { xs: 2, sm: 3 },
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {article.summary}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {author}
          {author && date ? " · " : null}
          {/* A date breaks before it, never inside it. */}
          {date ? (
            <Box component="span" sx={{ whiteSpace: "nowrap" }}>
              {date}
            </Box>
          ) : null}
        </Typography>
      </Stack>
    </Box>
  );
}
