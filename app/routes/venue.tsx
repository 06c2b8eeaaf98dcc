import { oembedAlternate } from "../../core/embed/options.ts";
import { venueJsonLd } from "../../core/seo/venue.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { openStatus, weeklyHoursRows } from "../../core/venues/hours.ts";
import { CardGrid } from "../components/card-grid.tsx";
import { CardImageView } from "../components/card-image.tsx";
import { EmbedMenu } from "../components/embed-menu.tsx";
import { EventCard } from "../components/event-card.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { FollowButton } from "../components/personal-controls.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { SubscribeMenu } from "../components/subscribe-menu.tsx";
import { TwoColumnPage } from "../components/two-column-page.tsx";
import { Box, Link, Stack, Typography } from "../components/ui/index.ts";
import { VenueAddress } from "../components/venue-address.tsx";
import { OpenStatusBadge, WeeklyHours } from "../components/venue-hours.tsx";
import { VenueMap } from "../components/venue-map.tsx";
import { VenueTypeLabel } from "../components/venue-type-label.tsx";
import { calendarFile, pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/venue";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const found = await orNotFound(page.services.discover.venue(params.slug, page.now), "Venue");
  const v = found.venue;
  return {
    ...found,
    tracking: pageDimensions(
      { id: v.id, type: "venue", name: v.name },
      v.city ? { id: v.city.id, type: "city", name: v.city.name } : null,
      { category: v.type, isPremium: v.is_premium },
    ),
    hours: weeklyHoursRows(v.hours, page.now),
    status: openStatus(v.hours, page.now, { isClosed: v.is_closed }),
    map: page.services.site.map(),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(`/venues/${v.slug}`),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Venue not found", noindex: true });
  const { venue, siteName, canonical } = loaderData;
  const path = `/venues/${venue.slug}`;
  return pageMeta(args, {
    title: `${venue.name} · ${siteName}`,
    shareTitle: venue.name,
    description:
      venue.summary ??
      `${venue.name}${venue.city ? `, ${venue.city.name}` : ""}: hours, address and events.`,
    canonical,
    image: loaderData.image,
    crumbs: [
      { name: "Venues", path: "/venues" },
      { name: venue.name, path },
    ],
    alternates: [...(calendarFile(path, venue.name) ?? []), oembedAlternate(canonical, venue.name)],
    jsonLd: (site) => [venueJsonLd({ venue, pageUrl: canonical, image: site.image })],
  });
}

const LINK_NAMES: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  artsy: "Artsy",
  twitter: "X (Twitter)",
  youtube: "YouTube",
};

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { venue, coming, past, pastMore, now, hours, status, map } = loaderData;
  const full = venue.is_premium;
  return (
    <TwoColumnPage
      asideLabel="Visit"
      main={
        <>
          <VenueTypeLabel type={venue.type} premium={venue.is_premium} />
          <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
            {venue.name}
          </Typography>
          <StaffEditLink kind="venue" id={venue.id} />
          <div className="ac-personal-row">
            <FollowButton kind="venue" target={venue.id} name={venue.name} />
          </div>
          {venue.is_closed ? (
            <Typography sx={{ mb: 2, fontWeight: 600 }}>
              This venue has closed. Its past events stay listed here.
            </Typography>
          ) : null}
          {venue.summary ? (
            <Typography sx={{ fontSize: { xs: "1.1rem", md: "1.25rem" }, mb: 3, maxWidth: 720 }}>
              {venue.summary}
            </Typography>
          ) : null}
          {full ? (
            <CardImageView
              image={loaderData.image}
              title={venue.name}
              venueType={venue.type}
              sizes="(min-width: 900px) 60vw, 100vw"
              eager
            />
          ) : null}
          {full ? <RichText html={venue.content} /> : null}
        </>
      }
      aside={
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <OpenStatusBadge status={status} />
          <VenueAddress venue={venue} />
          <Box>
            <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
              Hours
            </Typography>
            <WeeklyHours rows={hours} note={venue.hours_note} />
          </Box>
          <Contact venue={venue} full={full} />
          <SubscribeMenu
            feedUrl={`${new URL(loaderData.canonical).origin}/venues/${venue.slug}.ics`}
            what={`events at ${venue.name}`}
          />
          <EmbedMenu
            sitePath={`/venues/${venue.slug}`}
            origin={new URL(loaderData.canonical).origin}
            what={`events at ${venue.name}`}
            title={`Events at ${venue.name}`}
          />
          {full && venue.geo ? (
            <VenueMap
              venues={[venue]}
              tileUrl={map.tileUrl}
              tileAttribution={map.attribution}
              height={240}
              label={`Map of ${venue.name}`}
            />
          ) : null}
        </Stack>
      }
    >
      <Box component="section" aria-labelledby="venue-coming" sx={{ mt: { xs: 5, md: 7 } }}>
        <SectionHeading id="venue-coming" title="On now and coming up" />
        {coming.length ? (
          <CardGrid>
            {coming.map((d) => (
              <EventCard key={d.id} date={d} now={now} />
            ))}
          </CardGrid>
        ) : (
          <Typography color="text.secondary">Nothing is listed here right now.</Typography>
        )}
      </Box>

      {past.length ? (
        <Box
          component="details"
          sx={{
            mt: 6,
            "& > summary": { cursor: "pointer", fontWeight: 700, fontSize: "1.15rem", py: 1 },
          }}
        >
          <summary>Past events ({pastMore ? `the latest ${past.length}` : past.length})</summary>
          <Box sx={{ mt: 3 }}>
            <CardGrid>
              {past.map((d) => (
                <EventCard key={d.id} date={d} now={now} headingLevel={4} />
              ))}
            </CardGrid>
          </Box>
        </Box>
      ) : null}
    </TwoColumnPage>
  );
}

type VenueData = Route.ComponentProps["loaderData"]["venue"];

function Contact({ venue, full }: { venue: VenueData; full: boolean }) {
  const links = full ? venue.links : [];
  if (!venue.website && !(full && (venue.phone || venue.email)) && !links.length) return null;
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Contact
      </Typography>
      <Stack spacing={0.5}>
        {venue.website ? (
          <Link href={venue.website} rel="noopener" target="_blank">
            {venue.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
          </Link>
        ) : null}
        {full && venue.phone ? (
          <Link href={`tel:${venue.phone.replace(/[^\d+]/g, "")}`}>{venue.phone}</Link>
        ) : null}
        {full && venue.email ? <Link href={`mailto:${venue.email}`}>{venue.email}</Link> : null}
        {links.length ? (
          <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 2 }}>
            {links.map((l) => (
              <Link key={l.url} href={l.url} rel="noopener" target="_blank">
                {l.label ?? LINK_NAMES[l.type] ?? l.type}
              </Link>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Venue not found"
      message="We don't have a venue at that address. It may have been renamed."
      back={{ to: "/venues", label: "See all venues" }}
    />
  );
}
