import { Alert, Box, Button, Chip, Link, Stack, Tooltip, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { dateLabel, venueDisplayName } from "../../core/listing/cards.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { openStatus, weeklyHoursRows } from "../../core/venues/hours.ts";
import { AdvertSlot } from "../components/advert-slot.tsx";
import { CardImageView } from "../components/card-image.tsx";
import { useEventDateText } from "../components/event-date-text.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { RichText } from "../components/rich-text.tsx";
import { ShareLinks } from "../components/share-links.tsx";
import { TwoColumnPage } from "../components/two-column-page.tsx";
import { VenueBlock } from "../components/venue-block.tsx";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { track } from "../lib/tracking/index.ts";
import type { Route } from "./+types/event";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const found = await orNotFound(page.services.discover.event(params.slug, page.now), "Event");
  const v = found.venue;
  const advert = await page.services.promo.serve("event_1");
  return {
    ...found,
    advert,
    tracking: pageDimensions(
      { id: found.event.id, type: "event", name: found.event.name },
      v ? { id: v.id, type: "venue", name: v.name } : null,
      { category: found.event.event_dates[0]?.category, isPremium: v?.is_premium ?? false },
    ),
    hours: v ? weeklyHoursRows(v.hours, page.now) : [],
    status: v ? openStatus(v.hours, page.now, { isClosed: v.is_closed }) : null,
    map: page.services.site.map(),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(`/events/${found.event.slug}`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Event not found" }];
  const { event, siteName, canonical } = loaderData;
  return pageMeta({
    title: `${event.name} · ${siteName}`,
    description: event.summary ?? `${event.name}, on the ${siteName}.`,
    canonical,
  });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, venue, isPast, now, canonical } = loaderData;
  return (
    <TwoColumnPage
      asideLabel="Where"
      main={
        <>
          {isPast ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              This event has ended.{" "}
              <Link component={RouterLink} to="/calendar/upcoming">
                See what's coming up
              </Link>
              .
            </Alert>
          ) : null}
          <Typography variant="h1" sx={{ mb: 2 }}>
            {event.name}
          </Typography>
          {event.summary ? (
            <Typography sx={{ fontSize: { xs: "1.15rem", md: "1.3rem" }, mb: 3, maxWidth: 720 }}>
              {event.summary}
            </Typography>
          ) : null}
          <CardImageView
            image={loaderData.image}
            title={event.name}
            venueType={venue?.type}
            sizes="(min-width: 900px) 60vw, 100vw"
            eager
          />
          <Box component="section" aria-labelledby="event-dates" sx={{ mt: 4 }}>
            <Typography id="event-dates" variant="h2" sx={{ fontSize: "1.4rem", mb: 2 }}>
              {event.event_dates.length === 1 ? "When" : "Dates"}
            </Typography>
            <Stack component="ul" spacing={0} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {event.event_dates.map((d) => (
                <DateRow key={d.id} date={d} now={now} />
              ))}
            </Stack>
          </Box>
          <RichText html={event.content} />
          <Stack direction="row" sx={{ mt: 4, flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
            {event.url ? (
              <Button
                href={event.url}
                variant="contained"
                rel="noopener"
                target="_blank"
                onClick={() =>
                  track({
                    category: "outbound",
                    action: "click",
                    label: event.url ?? "",
                    dimensions: loaderData.tracking,
                  })
                }
              >
                More info
              </Button>
            ) : null}
            <Tooltip title="Calendar files arrive with the feeds update">
              <span>
                <Button variant="outlined" color="secondary" disabled>
                  Add to calendar
                </Button>
              </span>
            </Tooltip>
          </Stack>
          {event.tags.length ? (
            <Stack direction="row" aria-label="Tags" sx={{ mt: 3, flexWrap: "wrap", gap: 1 }}>
              {event.tags.map((t) => (
                <Chip
                  key={t}
                  label={`#${t}`}
                  component={RouterLink}
                  to={`/calendar?tag=${encodeURIComponent(t)}`}
                  clickable
                  variant="outlined"
                />
              ))}
            </Stack>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <ShareLinks url={canonical} title={event.name} text={event.summary} />
          </Box>
        </>
      }
      aside={
        <>
          {venue ? (
            <VenueBlock
              venue={venue}
              hours={loaderData.hours}
              status={loaderData.status}
              map={loaderData.map}
            />
          ) : null}
          <Box sx={{ mt: venue ? 4 : 0 }}>
            <AdvertSlot advert={loaderData.advert} />
          </Box>
        </>
      }
    />
  );
}

type EventDate = Route.ComponentProps["loaderData"]["event"]["event_dates"][number];

function DateRow({ date, now }: { date: EventDate; now: string }) {
  const when = useEventDateText(date, now);
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", opacity: date.is_canceled ? 0.6 : 1 }}
    >
      <Typography variant="overline" component="p" color="primary" sx={{ lineHeight: 1.4 }}>
        {dateLabel(date)}
        {date.is_canceled ? " · Canceled" : ""}
      </Typography>
      <Typography
        sx={{ fontWeight: 600, textDecoration: date.is_canceled ? "line-through" : "none" }}
      >
        {when}
      </Typography>
      {date.venue ? (
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={`/venues/${date.venue.slug}`} color="inherit">
            {venueDisplayName(date.venue)}
          </Link>
          {date.venue.city ? ` · ${date.venue.city.name}` : ""}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Event not found"
      message="That event isn't on the calendar. It may have been renamed or removed."
      back={{ to: "/calendar/upcoming", label: "See upcoming events" }}
    />
  );
}
