import { Form } from "react-router";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { EventCard } from "../components/event-card.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { LabelledInput } from "../components/select-filter.tsx";
import { Box, Button, Container, Typography } from "../components/ui/index.ts";
import { VenueList } from "../components/venue-list.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/search";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [results, written] = await Promise.all([
    page.services.discover.search(q, page.now),
    page.services.written.search(q),
  ]);
  return {
    ...results,
    articles: written.articles,
    articleTotal: written.total,
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical("/search"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const q = loaderData?.query;
  return pageMeta(args, {
    title: q ? `“${q}” · Search · ${loaderData.siteName}` : "Search the calendar",
    description: "Search events, venues and articles on the Twin Cities art calendar.",
    canonical: loaderData?.canonical,
    noindex: true,
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, events, eventTotal, venues, venueTotal, articles, articleTotal, now } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Search
      </Typography>
      <Form method="get" role="search">
        <Box sx={{ display: "flex", gap: 1.5, maxWidth: 720 }}>
          <LabelledInput
            className="ac-field--grow"
            name="q"
            type="search"
            label="Events, venues and articles"
            defaultValue={query}
            autoFocus={!query}
          />
          <Button type="submit" variant="contained" size="large">
            Search
          </Button>
        </Box>
      </Form>
      {query ? (
        <>
          <Typography sx={{ mt: 3 }} role="status" data-testid="search-counts">
            {plural(eventTotal, "event", "events")}, {plural(venueTotal, "venue", "venues")} and{" "}
            {plural(articleTotal, "article", "articles")} match “{query}”.
          </Typography>
          {venues.length ? (
            <Box component="section" aria-labelledby="search-venues" sx={{ mt: 5 }}>
              <SectionHeading id="search-venues" title={`Venues (${venueTotal})`} />
              <VenueList venues={venues} headingLevel={3} />
            </Box>
          ) : null}
          {events.length ? (
            <Box component="section" aria-labelledby="search-events" sx={{ mt: 5 }}>
              <SectionHeading id="search-events" title={`Events (${eventTotal})`} />
              <CardGrid>
                {events.map((d) => (
                  <EventCard key={d.id} date={d} now={now} />
                ))}
              </CardGrid>
            </Box>
          ) : null}
          {articles.length ? (
            <Box component="section" aria-labelledby="search-articles" sx={{ mt: 5 }}>
              <SectionHeading id="search-articles" title={`Articles (${articleTotal})`} />
              <CardGrid>
                {articles.map((a) => (
                  <ArticleCard key={a.id} article={a} />
                ))}
              </CardGrid>
            </Box>
          ) : null}
          {!venues.length && !events.length && !articles.length ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Try another word, or fewer of them. Venue names forgive a typo; event and article
              search look for whole words.
            </Typography>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
