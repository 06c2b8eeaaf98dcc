import { Link } from "react-router";
import { guidePreset } from "../../core/guides/rules.ts";
import type { CardEventDate } from "../../core/listing/cards.ts";
import { countOf } from "../../core/listing/counts.ts";
import { lastChanceNote, receptionNote } from "../../core/listing/exhibition-notes.ts";
import { describePresetWindow } from "../../core/presets/describe.ts";
import { websiteJsonLd } from "../../core/seo/site.ts";
import { AdvertSlot } from "../components/advert-slot.tsx";
import { ArticleCard } from "../components/article-card.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { EventCard } from "../components/event-card.tsx";
import { FeaturedEvents } from "../components/featured-events.tsx";
import { Marquee } from "../components/marquee.tsx";
import { OpenGuides } from "../components/open-guides.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { Box, Button, Container, Stack, Typography } from "../components/ui/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const [home, written, marquee, advert, guides] = await Promise.all([
    page.services.discover.home(page.now),
    page.services.written.latestForHome(4),
    page.services.featured.expanded(),
    page.services.promo.serve("home_1"),
    page.services.guides.openNow(page.now),
  ]);
  return {
    ...home,
    written,
    marquee,
    marqueeAdverts: await page.services.promo.serveEach(marquee.map((m) => m.advert_spot)),
    advert,
    guides: guides.map(({ guide, hero }) => ({
      slug: guide.slug,
      title: guide.title,
      summary: guide.summary,
      words: describePresetWindow(guidePreset(guide), page.now),
      hero,
    })),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical("/"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `${loaderData?.siteName ?? "Twin Cities Art Calendar"}: visual art in Minneapolis and St. Paul`,
    description:
      "Openings, exhibitions, artist talks, classes and sales in the Twin Cities, tonight, this weekend and all season.",
    canonical: loaderData?.canonical,
    crumbs: [],
    jsonLd: (site) => [websiteJsonLd(site.origin, site.siteName)],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, marquee, advert, upcoming, nowShowing, weekend, weekendEvents, written, now } =
    loaderData;
  const at = new Date(now);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-intro"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography id="home-intro" variant="h1" sx={{ maxWidth: 880 }}>
            See art in the Twin Cities tonight, this weekend, all season.
          </Typography>
          <Stack direction="row" sx={{ mt: 3, flexWrap: "wrap", gap: 1.5 }}>
            <Button component={Link} to="/calendar/upcoming" variant="contained" size="large">
              Upcoming events
            </Button>
            <Button
              component={Link}
              to="/calendar/now_showing"
              variant="outlined"
              size="large"
              color="secondary"
            >
              Now showing
            </Button>
            <Button
              component={Link}
              to="/calendar/weekend"
              variant="outlined"
              size="large"
              color="secondary"
            >
              This weekend
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          {/* Staff's marquee when they set one; else the events marked featured. */}
          {marquee.length ? (
            <Marquee items={marquee} adverts={loaderData.marqueeAdverts} />
          ) : featured.length ? (
            <FeaturedEvents dates={featured} now={now} />
          ) : null}

          <OpenGuides guides={loaderData.guides} />

          {/* The exhibition blocks (decision 058), each only when it has something. */}
          <ExhibitionBlock
            id="home-tonight"
            title="Receptions Tonight"
            to="/calendar/receptions_tonight"
            dates={loaderData.receptionsTonight}
            now={now}
          />

          <Box component="section" aria-labelledby="home-upcoming">
            <SectionHeading id="home-upcoming" title="Upcoming Events" more="/calendar/upcoming" />
            {upcoming.length ? (
              <CardGrid wide>
                {upcoming.map((d) => (
                  <EventCard key={d.id} date={d} now={now} />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">
                Nothing is scheduled yet. Check what is{" "}
                <Link to="/calendar/now_showing">on view now</Link>.
              </Typography>
            )}
          </Box>

          <Box
            component="section"
            aria-labelledby="home-weekend"
            sx={{
              bgcolor: "#f6f6f4",
              mx: { xs: -2, sm: -3 },
              px: { xs: 2, sm: 3 },
              py: { xs: 3, md: 4 },
            }}
          >
            <SectionHeading
              id="home-weekend"
              title="This Weekend"
              more="/calendar/weekend"
              moreLabel={
                weekendEvents ? `All ${countOf(weekendEvents, "event", "events")}` : "View all"
              }
            />
            {weekend.length ? (
              <CardGrid wide>
                {weekend.map((d) => (
                  <EventCard key={d.id} date={d} now={now} />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">
                No openings or talks listed for this weekend yet.
              </Typography>
            )}
          </Box>

          <ExhibitionBlock
            id="home-opening"
            title="Opening This Week"
            to="/calendar/opening_this_week"
            dates={loaderData.openingThisWeek}
            now={now}
            note={(d) => receptionNote(loaderData.openingReceptions[d.event.id], at)}
          />

          <ExhibitionBlock
            id="home-closing"
            title="Closing Soon"
            to="/calendar/closing_soon"
            dates={loaderData.closingSoon}
            now={now}
            note={(d) => lastChanceNote(d, at)}
          />

          <Box component="section" aria-labelledby="home-showing">
            <SectionHeading id="home-showing" title="Now Showing" more="/calendar/now_showing" />
            {nowShowing.length ? (
              <CardGrid wide>
                {nowShowing.map((d) => (
                  <EventCard key={d.id} date={d} now={now} />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">No exhibitions are on view right now.</Typography>
            )}
          </Box>

          <Box component="section" aria-labelledby="home-written">
            <SectionHeading
              id="home-written"
              title="Latest from Written"
              more="/written"
              moreLabel="All articles"
            />
            {written.length ? (
              <CardGrid wide>
                {written.map((a) => (
                  <ArticleCard key={a.id} article={a} />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">
                Reviews, interviews and guides from our editors arrive here soon.
              </Typography>
            )}
          </Box>

          {advert ? (
            <AdvertSlot advert={advert} />
          ) : (
            <Box component="aside" aria-label="Advertise with us">
              <Box sx={{ border: 1, borderColor: "divider", p: 3 }}>
                <Typography variant="overline" color="text.secondary" component="p">
                  Support local art
                </Typography>
                <Typography>
                  Galleries and venues: reach people deciding where to go tonight.{" "}
                  <Link to="/venues">See the venues</Link>.
                </Typography>
              </Box>
            </Box>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** One of home's exhibition blocks: a few cards and a link to the listing; nothing when empty. */
function ExhibitionBlock({
  id,
  title,
  to,
  dates,
  now,
  note,
}: {
  id: string;
  title: string;
  to: string;
  dates: CardEventDate[];
  now: string;
  note?: (d: CardEventDate) => string | null;
}) {
  if (!dates.length) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <SectionHeading id={id} title={title} more={to} />
      <CardGrid wide>
        {dates.map((d) => (
          <EventCard key={d.id} date={d} now={now} note={note?.(d) ?? null} />
        ))}
      </CardGrid>
    </Box>
  );
}
