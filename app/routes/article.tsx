import { Link as RouterLink, redirect } from "react-router";
import { articleJsonLd } from "../../core/seo/article.ts";
import { isoWithOffset } from "../../core/seo/dates.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { AdvertSlot } from "../components/advert-slot.tsx";
import { articleDate } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { CardImageView } from "../components/card-image.tsx";
import { EventCard } from "../components/event-card.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { ShareLinks } from "../components/share-links.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { Box, Container, Link, Stack, Typography } from "../components/ui/index.ts";
import { AuthorPicture, BioText } from "../components/written-author.tsx";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { feedLink, WRITTEN_FEED_PATH } from "../lib/written-meta.ts";
import type { Route } from "./+types/article";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const found = await orNotFound(
    page.services.written.article(params.year, params.month, params.slug, page.now),
    "Article",
  );
  // The year or month is not the article's: its one address is the permalink.
  if (found.redirect !== null) throw redirect(found.redirect, 301);
  const a = found.article;
  return {
    ...found,
    advert: await page.services.promo.serve("article_1"),
    tracking: pageDimensions(
      { id: a.id, type: "article", name: a.title },
      a.category ? { id: a.category.id, type: "category", name: a.category.title } : null,
      { category: a.category?.slug },
    ),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(found.article.permalink),
    feed: page.canonical(WRITTEN_FEED_PATH),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Article not found", noindex: true });
  const { article, author, category, siteName, canonical, feed } = loaderData;
  return pageMeta(args, {
    title: `${article.title} · Written · ${siteName}`,
    shareTitle: article.title,
    description: article.summary ?? `${article.title}, on ${siteName}.`,
    canonical,
    type: "article",
    image: loaderData.image,
    crumbs: [
      { name: "Written", path: "/written" },
      ...(category ? [{ name: category.title, path: `/written/category/${category.slug}` }] : []),
      { name: article.title, path: article.permalink },
    ],
    jsonLd: (site) => [
      articleJsonLd({
        article,
        author,
        pageUrl: canonical,
        origin: site.origin,
        siteName: site.siteName,
        image: site.image,
      }),
    ],
    extra: [
      ...(article.published_date
        ? [{ property: "article:published_time", content: isoWithOffset(article.published_date) }]
        : []),
      { property: "article:modified_time", content: isoWithOffset(article.modified_date) },
      feedLink(feed, siteName),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, author, category, image, events, now, canonical } = loaderData;
  const date = articleDate(article.published_date);
  const authorHref = `/written/author/${author.slug}`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article" aria-labelledby="article-title">
        <Box component="header">
          {category ? (
            <Link
              component={RouterLink}
              to={`/written/category/${category.slug}`}
              variant="overline"
              underline="hover"
              sx={{ display: "inline-block", lineHeight: 1.4, fontWeight: 700 }}
            >
              {category.title}
            </Link>
          ) : (
            <Link component={RouterLink} to="/written" variant="overline" underline="hover">
              Written
            </Link>
          )}
          <Typography
            id="article-title"
            variant="h1"
            // A headline reads at a smaller size than a listing's title.
            sx={{ mt: 1, mb: 2, fontSize: "clamp(2rem, 5.5vw, 3.25rem)" }}
          >
            {article.title}
          </Typography>
          <StaffEditLink kind="article" id={article.id} />
          {article.summary ? (
            <Typography
              sx={{ fontSize: { xs: "1.15rem", md: "1.3rem" }, mb: 3, maxWidth: 720 }}
              color="text.secondary"
            >
              {article.summary}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 3 }}>
            <AuthorPicture name={author.name} picture={author.picture} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                By{" "}
                <Link component={RouterLink} to={authorHref} rel="author">
                  {author.name}
                </Link>
              </Typography>
              {date && article.published_date ? (
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={article.published_date}>{date}</time>
                </Typography>
              ) : null}
            </Box>
          </Stack>
        </Box>
        {image ? (
          <Box component="figure" sx={{ m: 0, mb: 3 }}>
            <CardImageView
              image={image}
              title={article.title}
              venueType={null}
              sizes="(min-width: 900px) 852px, 100vw"
              eager
            />
            {image.caption ? (
              <Typography
                component="figcaption"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
              >
                {image.caption}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <RichText html={article.content} />
        <Box sx={{ mt: 4 }}>
          <ShareLinks url={canonical} title={article.title} text={article.summary} />
        </Box>
        <Box sx={{ mt: 5 }}>
          <AdvertSlot advert={loaderData.advert} />
        </Box>
      </Box>

      {events.length ? (
        <Box component="section" aria-labelledby="article-events" sx={{ mt: { xs: 5, md: 7 } }}>
          <SectionHeading id="article-events" title="Events in this article" />
          <CardGrid>
            {events.map((d) => (
              <EventCard key={d.id} date={d} now={now} />
            ))}
          </CardGrid>
        </Box>
      ) : null}

      <Box
        component="aside"
        aria-label="About the author"
        sx={{
          mt: { xs: 5, md: 7 },
          pt: 3,
          borderTop: 2,
          borderColor: "text.primary",
          display: "flex",
          gap: 2,
          alignItems: "flex-start",
        }}
      >
        <AuthorPicture name={author.name} picture={author.picture} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.2rem" }}>
            {author.name}
          </Typography>
          <BioText bio={firstParagraph(author.bio)} size="0.95rem" />
          <Link component={RouterLink} to={authorHref} sx={{ fontWeight: 600 }}>
            More by {author.name} →
          </Link>
        </Box>
      </Box>
    </Container>
  );
}

/** The author box shows the bio's first paragraph; their page has the rest. */
function firstParagraph(bio: string | null): string | null {
  return bio?.trim().split(/\r?\n\s*\r?\n/)[0] ?? null;
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Article not found"
      message="We don't have an article at that address. It may have been renamed or taken down."
      back={{ to: "/written", label: "Read the latest articles" }}
    />
  );
}
