import { Link as RouterLink } from "react-router";
import { routeText } from "../../core/guides/crawl.ts";
import { parseListingFilters } from "../../core/listing/filters.ts";
import { describePresetWindow } from "../../core/presets/describe.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { CardGrid } from "../components/card-grid.tsx";
import { CardImageView } from "../components/card-image.tsx";
import { CrawlRoute } from "../components/crawl-route.tsx";
import { EmbedMenu } from "../components/embed-menu.tsx";
import { EventCard } from "../components/event-card.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { SubscribeMenu } from "../components/subscribe-menu.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/guide";

// A guide's page (decision 057): its intro, staff's picks with their notes,
// then every date its rules list in its window, a page at a time.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const found = await orNotFound(page.services.guides.page(params.slug), "Guide");
  // The guide's own rules, a page at a time: a visitor's filters are the listing page's (/calendar/{slug}).
  const { page: pageNo } = parseListingFilters(new URL(request.url).searchParams);
  const filters = { ...parseListingFilters(new URLSearchParams()), page: pageNo };
  const listing = found.guide.picks_only
    ? null
    : await page.services.discover.listing(found.preset, filters, page.now);
  const { guide } = found;
  const stops = guide.kind === "crawl" ? found.stops : [];
  return {
    guide,
    stops: stops.map((s) => ({
      number: s.number,
      hours: s.hours,
      walk: s.walk,
      note: s.note,
      venue: {
        name: s.venue.name,
        slug: s.venue.slug,
        address: s.venue.address,
        address2: s.venue.address2,
        city: s.venue.city && { name: s.venue.city.name },
        geo: s.venue.geo,
      },
    })),
    routeTotal: routeText(stops.map((s) => s.leg)),
    map: page.services.site.map(),
    hero: found.hero,
    picks: found.picks,
    listing: listing && {
      rows: listing.rows,
      total: listing.total,
      page: listing.page,
      more: listing.more,
    },
    words: describePresetWindow(found.preset, page.now),
    tracking: pageDimensions({ id: guide.id, type: "listing", name: guide.title }),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(guide.permalink),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Guide not found", noindex: true });
  const { guide, siteName, canonical, words } = loaderData;
  return pageMeta(args, {
    title: `${guide.title} · ${siteName}`,
    shareTitle: guide.title,
    description: guide.summary ?? `${guide.title}: ${words}.`,
    canonical,
    crumbs: [
      { name: "Guides", path: "/guides" },
      { name: guide.title, path: guide.permalink },
    ],
    alternates: [
      {
        type: "text/calendar",
        title: `${guide.title} (iCalendar)`,
        path: `${guide.permalink}.ics`,
      },
      {
        type: "application/rss+xml",
        title: `${guide.title} (RSS)`,
        path: `${guide.permalink}.rss`,
      },
    ],
  });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, hero, picks, listing, words, now, stops } = loaderData;
  const feed = `${new URL(loaderData.canonical).origin}${guide.permalink}`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box className="ac-guide-screen">
        <Typography variant="overline" component="p" color="text.secondary">
          <Link component={RouterLink} to="/guides" color="inherit">
            Guide
          </Link>
        </Typography>
        <Typography variant="h1">{guide.title}</Typography>
        <StaffEditLink kind="guide" id={guide.id} />
        <Typography sx={{ mt: 1, fontSize: "1.1rem" }} color="text.secondary">
          {words}
        </Typography>
        {hero ? (
          <Box sx={{ mt: 3, maxWidth: 852 }}>
            <CardImageView
              image={hero}
              title={guide.title}
              venueType={null}
              sizes="(min-width: 900px) 852px, 100vw"
              eager
            />
          </Box>
        ) : null}
        {guide.summary ? (
          <Typography sx={{ mt: 3, fontSize: { xs: "1.1rem", md: "1.25rem" }, maxWidth: 720 }}>
            {guide.summary}
          </Typography>
        ) : null}
        {guide.intro ? (
          <Box sx={{ mt: 2, maxWidth: 720 }}>
            <RichText html={guide.intro} />
          </Box>
        ) : null}
        <Box sx={{ mt: 3 }}>
          <SubscribeMenu
            feedUrl={`${feed}.ics`}
            what="this guide"
            others={[{ label: "an RSS feed", href: `${feed}.rss` }]}
          />
          <Box sx={{ mt: 1.5 }}>
            <EmbedMenu
              sitePath={`/guides/${guide.slug}`}
              origin={new URL(loaderData.canonical).origin}
              what="this guide"
              title={guide.title}
            />
          </Box>
        </Box>
      </Box>
      {stops.length ? (
        <CrawlRoute
          title={guide.title}
          days={words}
          stops={stops}
          total={loaderData.routeTotal}
          map={loaderData.map}
        />
      ) : null}
      {picks.length ? (
        <Box
          component="section"
          className="ac-guide-screen"
          aria-labelledby="guide-picks"
          sx={{ mt: { xs: 4, md: 6 } }}
        >
          <SectionHeading id="guide-picks" title="Our picks" />
          <CardGrid>
            {picks.map((p) => (
              <EventCard key={p.card.id} date={p.card} now={now} note={p.note} />
            ))}
          </CardGrid>
        </Box>
      ) : null}
      {listing ? (
        <Box
          component="section"
          className="ac-guide-screen"
          aria-labelledby="guide-all"
          sx={{ mt: { xs: 4, md: 6 } }}
        >
          <SectionHeading
            id="guide-all"
            title={picks.length ? "Everything in the guide" : "In the guide"}
          />
          {listing.rows.length ? (
            <CardGrid>
              {listing.rows.map((d) => (
                <EventCard key={d.id} date={d} now={now} />
              ))}
            </CardGrid>
          ) : (
            <Typography color="text.secondary">Nothing is listed in this guide yet.</Typography>
          )}
          <PageLinks
            page={listing.page}
            more={listing.more}
            search={(n) => (n ? `?page=${n}` : "")}
          />
        </Box>
      ) : null}
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Guide not found"
      message="We don't have a guide at that address."
      back={{ to: "/guides", label: "See all guides" }}
    />
  );
}
