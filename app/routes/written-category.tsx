import { Link as RouterLink } from "react-router";
import { pageParam, WRITTEN_PAGE_SIZE } from "../../core/blog/cards.ts";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { NoArticles, WrittenPager } from "../components/written-pager.tsx";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { feedLink, WRITTEN_FEED_PATH } from "../lib/written-meta.ts";
import type { Route } from "./+types/written-category";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const n = pageParam(new URL(request.url).searchParams.get("page"));
  const found = await orNotFound(page.services.written.category(params.slug, n), "Category");
  const path = `/written/category/${found.category.slug}`;
  return {
    ...found,
    siteName: page.siteName,
    canonical: page.canonical(n > 0 ? `${path}?page=${n}` : path),
    feed: page.canonical(WRITTEN_FEED_PATH),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Category not found", noindex: true });
  const { category, siteName, canonical, feed, page } = loaderData;
  return pageMeta(args, {
    title: `${category.title}${page > 0 ? ` · page ${page + 1}` : ""} · Written · ${siteName}`,
    shareTitle: category.title,
    description: category.description ?? `${category.title}: articles on ${siteName}.`,
    canonical,
    image: loaderData.image,
    crumbs: [
      { name: "Written", path: "/written" },
      { name: category.title, path: `/written/category/${category.slug}` },
    ],
    extra: [feedLink(feed, siteName)],
  });
}

export default function WrittenCategory({ loaderData }: Route.ComponentProps) {
  const { category, image, articles, page, more, total } = loaderData;
  const banner = image?.versions.CARD_LARGE ?? image?.versions.CARD_SMALL;
  return (
    <>
      <Box
        component="header"
        sx={{
          position: "relative",
          overflow: "hidden",
          color: banner ? "#fff" : "text.primary",
          bgcolor: banner ? "#111" : "#f6f6f4",
          borderBottom: banner ? 0 : 1,
          borderColor: "divider",
        }}
      >
        {banner ? (
          <Box
            component="img"
            src={banner.url}
            srcSet={[image?.versions.CARD_SMALL, image?.versions.FULL, banner]
              .filter((v): v is NonNullable<typeof v> => Boolean(v))
              .map((v) => `${v.url} ${v.width}w`)
              .join(", ")}
            sizes="100vw"
            alt=""
            sx={{
              position: "absolute",
              inset: 0,
              width: "100%",
              height: "100%",
              objectFit: "cover",
              opacity: 0.55,
            }}
          />
        ) : null}
        <Container
          maxWidth="lg"
          sx={{
            position: "relative",
            py: banner ? { xs: 6, md: 10 } : { xs: 4, md: 6 },
            minHeight: banner ? { xs: 220, md: 320 } : undefined,
            display: "flex",
            flexDirection: "column",
            justifyContent: "flex-end",
          }}
        >
          <Link
            component={RouterLink}
            to="/written"
            variant="overline"
            underline="hover"
            sx={{ color: banner ? "inherit" : "primary.main", fontWeight: 700, lineHeight: 1.4 }}
          >
            Written
          </Link>
          <Typography variant="h1" sx={{ mt: 0.5 }}>
            {category.title}
          </Typography>
          <StaffEditLink kind="category" id={category.id} />
          {category.description ? (
            <Typography sx={{ mt: 1.5, maxWidth: 680, fontSize: { xs: "1.05rem", md: "1.2rem" } }}>
              {category.description}
            </Typography>
          ) : null}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {total} {total === 1 ? "article" : "articles"}
        </Typography>
        {articles.length ? (
          <CardGrid>
            {articles.map((a) => (
              <ArticleCard key={a.id} article={a} headingLevel={2} showCategory={false} />
            ))}
          </CardGrid>
        ) : (
          <NoArticles page={page} />
        )}
        <WrittenPager page={page} more={more} total={total} pageSize={WRITTEN_PAGE_SIZE} />
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Category not found"
      message="We don't have a category at that address. It may have been renamed."
      back={{ to: "/written", label: "Read the latest articles" }}
    />
  );
}
