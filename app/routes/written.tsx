import { pageParam, WRITTEN_PAGE_SIZE } from "../../core/blog/cards.ts";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { Chip, ChipLink } from "../components/chip.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { NoArticles, WrittenPager } from "../components/written-pager.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import { feedLink, WRITTEN_FEED_PATH } from "../lib/written-meta.ts";
import type { Route } from "./+types/written";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const n = pageParam(new URL(request.url).searchParams.get("page"));
  const latest = await page.services.written.latest(n);
  return {
    ...latest,
    siteName: page.siteName,
    canonical: page.canonical(n > 0 ? `/written?page=${n}` : "/written"),
    feed: page.canonical(WRITTEN_FEED_PATH),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Written", noindex: true });
  const { siteName, canonical, feed, page } = loaderData;
  return pageMeta(args, {
    title: `Written${page > 0 ? ` · page ${page + 1}` : ""} · ${siteName}`,
    shareTitle: "Written",
    description:
      "Reviews, interviews and news about visual art in Minneapolis, St. Paul and around.",
    canonical,
    crumbs: [{ name: "Written", path: "/written" }],
    extra: [feedLink(feed, siteName)],
  });
}

export default function Written({ loaderData }: Route.ComponentProps) {
  const { articles, page, more, total, categories } = loaderData;
  // The newest story leads the first page; later pages are a plain grid.
  const lead = page === 0 ? articles[0] : undefined;
  const rest = lead ? articles.slice(1) : articles;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        component="header"
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "baseline",
          justifyContent: "space-between",
          columnGap: 3,
          rowGap: 1,
        }}
      >
        <Typography variant="h1">Written</Typography>
        <Link href={WRITTEN_FEED_PATH} sx={{ fontWeight: 600 }}>
          RSS feed
        </Link>
      </Box>
      <Typography sx={{ mt: 1, mb: 3, fontSize: "1.1rem" }} color="text.secondary">
        Reviews, interviews and news from the Twin Cities art scene.
      </Typography>
      {categories.length ? (
        <nav aria-label="Categories" className="ac-chip-row ac-chip-row--above">
          <Chip look="primary" aria-current="page">
            All
          </Chip>
          {categories.map((c) => (
            <ChipLink key={c.slug} to={`/written/category/${c.slug}`}>
              {c.title}
            </ChipLink>
          ))}
        </nav>
      ) : null}
      {articles.length === 0 ? <NoArticles page={page} /> : null}
      {lead ? (
        <Box
          sx={{
            mb: { xs: 5, md: 7 },
            pb: { xs: 4, md: 6 },
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <ArticleCard article={lead} headingLevel={2} lead />
        </Box>
      ) : null}
      {rest.length ? (
        <CardGrid>
          {rest.map((a) => (
            <ArticleCard key={a.id} article={a} headingLevel={2} />
          ))}
        </CardGrid>
      ) : null}
      <WrittenPager page={page} more={more} total={total} pageSize={WRITTEN_PAGE_SIZE} />
    </Container>
  );
}
