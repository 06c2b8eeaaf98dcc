import { Form, Link as RouterLink } from "react-router";
import { countOf } from "../../core/listing/counts.ts";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { EventCard } from "../components/event-card.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { LabelledInput } from "../components/select-filter.tsx";
import { Box, Button, Container, Link, Typography } from "../components/ui/index.ts";
import { VenueList } from "../components/venue-list.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/search";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const results = await page.services.search.search(q, page.now);
  return {
    ...results,
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
    description: "Search events, venues, cities and articles on the Twin Cities art calendar.",
    canonical: loaderData?.canonical,
    noindex: true,
  });
}

const plural = countOf;

/** A section's count: "(83)", or "(50 of 83)" when it lists fewer than matched. */
const inHeading = (shown: number, total: number) =>
  shown < total
    ? `(${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")})`
    : `(${total.toLocaleString("en-US")})`;

/** The kinds in the order the counts name them. */
const KINDS = [
  { key: "events", one: "event", many: "events" },
  { key: "venues", one: "venue", many: "venues" },
  { key: "cities", one: "city", many: "cities" },
  { key: "articles", one: "article", many: "articles" },
] as const;

/** "2 events, 1 venue, 1 city and 0 articles". */
function countsSentence(counts: Record<(typeof KINDS)[number]["key"], number>): string {
  const parts = KINDS.map((k) => plural(counts[k.key], k.one, k.many));
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, counts, events, venues, cities, articles, now } = loaderData;
  const nothing = !events.length && !venues.length && !cities.length && !articles.length;
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
            label="Events, venues, cities and articles"
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
            {countsSentence(counts)} match “{query}”.
          </Typography>
          {cities.length ? (
            <Box component="section" aria-labelledby="search-cities" sx={{ mt: 5 }}>
              <SectionHeading
                id="search-cities"
                title={`Cities ${inHeading(cities.length, counts.cities)}`}
              />
              <Box
                component="ul"
                data-testid="search-city-results"
                sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 3 }}
              >
                {cities.map((c) => (
                  <Box component="li" key={c.id} sx={{ borderTop: 2, pt: 1, minWidth: 200 }}>
                    <Typography component="h3" variant="h3">
                      <Link component={RouterLink} to={`/cities/${c.slug}`} color="inherit">
                        {c.name}
                      </Link>
                    </Typography>
                    {c.summary ? (
                      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 360 }}>
                        {c.summary}
                      </Typography>
                    ) : null}
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
          {venues.length ? (
            <Box component="section" aria-labelledby="search-venues" sx={{ mt: 5 }}>
              <SectionHeading
                id="search-venues"
                title={`Venues ${inHeading(venues.length, counts.venues)}`}
              />
              <VenueList venues={venues} headingLevel={3} />
            </Box>
          ) : null}
          {events.length ? (
            <Box component="section" aria-labelledby="search-events" sx={{ mt: 5 }}>
              <SectionHeading
                id="search-events"
                title={`Events ${inHeading(events.length, counts.events)}`}
              />
              <CardGrid>
                {events.map((d) => (
                  <EventCard key={d.id} date={d} now={now} />
                ))}
              </CardGrid>
            </Box>
          ) : null}
          {articles.length ? (
            <Box component="section" aria-labelledby="search-articles" sx={{ mt: 5 }}>
              <SectionHeading
                id="search-articles"
                title={`Articles ${inHeading(articles.length, counts.articles)}`}
              />
              <CardGrid>
                {articles.map((a) => (
                  <ArticleCard key={a.id} article={a} />
                ))}
              </CardGrid>
            </Box>
          ) : null}
          {nothing ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Try another word, or fewer of them. Names of events, venues and cities forgive a typo,
              accents and “St.” for “Saint”; the text of events and articles is searched for whole
              words.
            </Typography>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
