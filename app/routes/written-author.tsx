import { Link as RouterLink } from "react-router";
import { pageParam, WRITTEN_PAGE_SIZE } from "../../core/blog/cards.ts";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { Box, Container, Link, Stack, Typography } from "../components/ui/index.ts";
import { AuthorPicture, BioText } from "../components/written-author.tsx";
import { NoArticles, WrittenPager } from "../components/written-pager.tsx";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { feedLink, WRITTEN_FEED_PATH } from "../lib/written-meta.ts";
import type { Route } from "./+types/written-author";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const n = pageParam(new URL(request.url).searchParams.get("page"));
  const found = await orNotFound(page.services.written.author(params.slug, n), "Author");
  const path = `/written/author/${found.author.slug}`;
  return {
    ...found,
    siteName: page.siteName,
    canonical: page.canonical(n > 0 ? `${path}?page=${n}` : path),
    feed: page.canonical(WRITTEN_FEED_PATH),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Author not found", noindex: true });
  const { author, siteName, canonical, feed, page } = loaderData;
  return pageMeta(args, {
    title: `${author.name}${page > 0 ? ` · page ${page + 1}` : ""} · Written · ${siteName}`,
    shareTitle: author.name,
    description: author.bio ?? `Articles by ${author.name} on ${siteName}.`,
    canonical,
    image: loaderData.picture,
    crumbs: [
      { name: "Written", path: "/written" },
      { name: author.name, path: `/written/author/${author.slug}` },
    ],
    extra: [feedLink(feed, siteName)],
  });
}

export default function WrittenAuthor({ loaderData }: Route.ComponentProps) {
  const { author, picture, articles, page, more, total } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        component="header"
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          gap: { xs: 2, sm: 4 },
          alignItems: "flex-start",
          mb: { xs: 5, md: 7 },
        }}
      >
        <AuthorPicture name={author.name} picture={picture} size={{ xs: 96, sm: 140 }} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to="/written"
            variant="overline"
            underline="hover"
            sx={{ fontWeight: 700, lineHeight: 1.4 }}
          >
            Written
          </Link>
          <Typography variant="h1" sx={{ mt: 0.5, mb: 1.5 }}>
            {author.name}
          </Typography>
          <StaffEditLink kind="author" id={author.id} />
          <BioText bio={author.bio} size="1.05rem" />
          {author.website ? (
            <Stack direction="row" sx={{ mt: 1.5 }}>
              <Link
                href={author.website}
                rel="noopener me"
                target="_blank"
                sx={{ fontWeight: 600 }}
              >
                {author.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
              </Link>
            </Stack>
          ) : null}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="author-articles">
        <SectionHeading
          id="author-articles"
          title={`Articles by ${author.name}${total ? ` (${total})` : ""}`}
        />
        {articles.length ? (
          <CardGrid>
            {articles.map((a) => (
              <ArticleCard key={a.id} article={a} showAuthor={false} />
            ))}
          </CardGrid>
        ) : (
          <NoArticles page={page} />
        )}
        <WrittenPager page={page} more={more} total={total} pageSize={WRITTEN_PAGE_SIZE} />
      </Box>
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Author not found"
      message="We don't have an author at that address. Their page may have been renamed."
      back={{ to: "/written", label: "Read the latest articles" }}
    />
  );
}
