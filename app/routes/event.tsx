import { Link as RouterLink } from "react-router";
import { ageLine, effectiveFeatures, featureWords } from "../../core/calendar/access.ts";
import { admissionLine } from "../../core/calendar/admission.ts";
import {
  addDays,
  COMING_DATES,
  comingSummary,
  type DateStatus,
  dateStatuses,
  formatPreviousStart,
  isComing,
} from "../../core/dates/index.ts";
import { oembedAlternate } from "../../core/embed/options.ts";
import { type CalendarEntry, localIso } from "../../core/feeds/entry.ts";
import { dateLabel, venueDisplayName } from "../../core/listing/cards.ts";
import { eventJsonLd } from "../../core/seo/event.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { openStatus, weeklyHoursRows } from "../../core/venues/hours.ts";
import { AddToCalendar } from "../components/add-to-calendar.tsx";
import { AdvertSlot } from "../components/advert-slot.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { CardImageView } from "../components/card-image.tsx";
import { ChipLink } from "../components/chip.tsx";
import { EventCard } from "../components/event-card.tsx";
import { useEventDateText } from "../components/event-date-text.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { eventFollowItems, FollowMenu, SaveButton } from "../components/personal-controls.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { ShareLinks } from "../components/share-links.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { TwoColumnPage } from "../components/two-column-page.tsx";
import { Box, Button, Link, Stack, Typography } from "../components/ui/index.ts";
import { VenueBlock } from "../components/venue-block.tsx";
import { calendarFile, pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { track } from "../lib/tracking/index.ts";
import type { Route } from "./+types/event";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const { venues, ...found } = await orNotFound(
    page.services.discover.event(params.slug, page.now),
    "Event",
  );
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
    // One per date, as the .ics has them: the "Add to calendar" links and the h-event times.
    calendar: await page.services.feeds.eventEntries(found.event, venues),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(`/events/${found.event.slug}`),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Event not found", noindex: true });
  const { event, venue, siteName, canonical } = loaderData;
  const path = `/events/${event.slug}`;
  return pageMeta(args, {
    title: `${event.name} · ${siteName}`,
    shareTitle: event.name,
    description: event.summary ?? `${event.name}, on the ${siteName}.`,
    canonical,
    type: "event",
    image: loaderData.image,
    crumbs: [
      { name: "Upcoming Events", path: "/calendar/upcoming" },
      { name: event.name, path },
    ],
    alternates: [...(calendarFile(path, event.name) ?? []), oembedAlternate(canonical, event.name)],
    jsonLd: (site) => [
      eventJsonLd({
        event,
        venue,
        pageUrl: canonical,
        origin: site.origin,
        image: loaderData.image,
      }),
    ],
  });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, venue, isPast, now, canonical } = loaderData;
  const entries = new Map(loaderData.calendar.map((e) => [e.dateId, e]));
  const ics = `/events/${event.slug}.ics`;
  // Where each date stands by the site clock and the site-day rules; the
  // download of the dates to come holds exactly those counted here.
  const statuses = dateStatuses(event.event_dates, new Date(now));
  const counts = comingSummary(event.event_dates, new Date(now));
  const hero = loaderData.image ?? loaderData.venueImage;
  const admission = admissionLine(event);
  const age = ageLine(event.min_age);
  // The event's features and its main venue's standing ones; a date that differs says so in its row.
  const access = effectiveFeatures(event.accessibility, null, venue?.accessibility);
  const outbound = (url: string) => () =>
    track({ category: "outbound", action: "click", label: url, dimensions: loaderData.tracking });
  return (
    <TwoColumnPage
      asideLabel="Where"
      main={
        <>
          {isPast ? (
            <div className="ac-notice">
              <svg className="ac-notice__icon" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8"
                />
              </svg>
              <p className="ac-notice__text">
                This event has ended.{" "}
                <RouterLink to="/calendar/upcoming">See what's coming up</RouterLink>.
              </p>
            </div>
          ) : null}
          <Typography variant="h1" sx={{ mb: 2 }}>
            {event.name}
          </Typography>
          <StaffEditLink kind="event" id={event.id} />
          <div className="ac-personal-row">
            <SaveButton eventId={event.id} name={event.name} variant="page" />
            <FollowMenu
              label={`Follow the venue, kinds or tags of ${event.name}`}
              text="Follow…"
              items={eventFollowItems(event, venue)}
            />
          </div>
          {event.summary ? (
            <Typography sx={{ fontSize: { xs: "1.15rem", md: "1.3rem" }, mb: 3, maxWidth: 720 }}>
              {event.summary}
            </Typography>
          ) : null}
          {/* No picture, no hero: a pale panel with one letter said nothing at
              a quarter of the screen. The venue's picture stands in, labelled. */}
          {hero ? (
            <Box component="figure" sx={{ m: 0 }}>
              <CardImageView
                image={hero}
                title={event.name}
                venueType={venue?.type}
                sizes="(min-width: 900px) 60vw, 100vw"
                eager
              />
              {!loaderData.image && venue ? (
                <Typography
                  component="figcaption"
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.75 }}
                >
                  {`Pictured: ${venue.name}`}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          <Box component="section" aria-labelledby="event-dates" sx={{ mt: hero ? 4 : 1 }}>
            <Typography id="event-dates" variant="h2" sx={{ fontSize: "1.4rem", mb: 2 }}>
              {event.event_dates.length === 1 ? "When" : "Dates"}
            </Typography>
            <Stack component="ul" spacing={0} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {event.event_dates.map((d, i) => (
                <DateRow
                  key={d.id}
                  date={d}
                  status={statuses[i]!}
                  now={now}
                  entry={entries.get(d.id)}
                  icsHref={`${ics}?date=${d.id}`}
                  differs={dateDifference(event, d)}
                />
              ))}
            </Stack>
            {admission ? (
              <Typography sx={{ mt: 2 }}>
                <strong>Admission:</strong> {admission}
              </Typography>
            ) : null}
            {age ? (
              <Typography sx={{ mt: 1 }}>
                <strong>Age:</strong> {age}
              </Typography>
            ) : null}
            {access.length ? (
              <Typography sx={{ mt: 1 }} data-testid="event-access">
                <strong>Access:</strong> {featureWords(access)}
              </Typography>
            ) : null}
          </Box>
          <RichText html={event.content} />
          <Stack direction="row" sx={{ mt: 4, flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
            {event.ticket_url ? (
              <Button
                href={event.ticket_url}
                variant="contained"
                rel="noopener"
                target="_blank"
                onClick={outbound(event.ticket_url)}
              >
                Tickets or RSVP
              </Button>
            ) : null}
            {event.url ? (
              <Button
                href={event.url}
                // Contained like Tickets: another variant would inline ~3 KB more CSS per page.
                variant="contained"
                rel="noopener"
                target="_blank"
                onClick={outbound(event.url)}
              >
                More info
              </Button>
            ) : null}
            {counts.coming > 1 ? (
              <Button
                href={`${ics}?date=${COMING_DATES}`}
                download
                variant="outlined"
                color="secondary"
                aria-describedby={leftOut(counts) ? "event-ics-left-out" : undefined}
              >
                {`Add all ${counts.coming} dates to come (.ics)`}
              </Button>
            ) : null}
          </Stack>
          {counts.coming > 1 && leftOut(counts) ? (
            <Typography
              id="event-ics-left-out"
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
            >
              {`Leaves out ${leftOut(counts)}.`}
            </Typography>
          ) : null}
          {event.tags.length ? (
            // biome-ignore lint/a11y/useSemanticElements: a named group of links; fieldset is for form controls
            <div role="group" aria-label="Tags" className="ac-chip-row ac-chip-row--spaced">
              {event.tags.map((t) => (
                <ChipLink key={t} to={`/calendar?tag=${encodeURIComponent(t)}`}>
                  #{t}
                </ChipLink>
              ))}
            </div>
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
    >
      <RelatedSection
        id="related-venue"
        // The venue's own name: a "multiple locations" label reads wrong after "More at".
        title={venue ? `More at ${venue.nickname?.trim() || venue.name}` : "More at this venue"}
        more={venue ? `/venues/${venue.slug}` : undefined}
        dates={loaderData.related.venue}
        now={now}
      />
      <RelatedSection
        id="related-like"
        title="More like this"
        dates={loaderData.related.like}
        now={now}
      />
      <RelatedSection
        id="related-nearby"
        title="Nearby the same day"
        dates={loaderData.related.nearby}
        now={now}
      />
    </TwoColumnPage>
  );
}

type RelatedDate = Route.ComponentProps["loaderData"]["related"]["venue"][number];

/** One related list after the event (left out when empty): a row of four cards on a desktop. */
function RelatedSection({
  id,
  title,
  more,
  dates,
  now,
}: {
  id: string;
  title: string;
  more?: string | undefined;
  dates: RelatedDate[];
  now: string;
}) {
  if (!dates.length) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 7 } }}>
      <SectionHeading id={id} title={title} more={more} />
      <CardGrid wide>
        {dates.map((d) => (
          <EventCard key={d.id} date={d} now={now} />
        ))}
      </CardGrid>
    </Box>
  );
}

type EventDate = Route.ComponentProps["loaderData"]["event"]["event_dates"][number];

/** "This date: Free · Access: Step-free access, ASL interpretation" when a date says its own; else null. */
function dateDifference(
  event: { accessibility: string[] },
  d: Pick<EventDate, "admission" | "accessibility" | "venue">,
): string | null {
  const parts = [
    d.admission ? admissionLine({ admission: d.admission }) : null,
    d.accessibility
      ? `Access: ${featureWords(effectiveFeatures(event.accessibility, d.accessibility, d.venue?.accessibility)) || "none said"}`
      : null,
  ].filter(Boolean);
  return parts.length ? `This date: ${parts.join(" · ")}` : null;
}

/** What the download of the dates to come leaves out, in words: "1 ended date and 2 canceled dates". */
function leftOut({ ended, canceled }: { ended: number; canceled: number }): string {
  const dates = (n: number, kind: string) => `${n} ${kind} date${n === 1 ? "" : "s"}`;
  return [ended ? dates(ended, "ended") : null, canceled ? dates(canceled, "canceled") : null]
    .filter(Boolean)
    .join(" and ");
}

/** The word after a date's label: not by colour alone. */
const STATUS_WORD: Record<DateStatus, string> = {
  canceled: "Canceled",
  ended: "Ended",
  now: "On now",
  next: "Next",
  later: "",
};

/**
 * One date, marked up as an h-event (microformats2) with its name, times,
 * place, page and summary; dates still to come get "Add to calendar".
 */
function DateRow({
  date,
  status,
  now,
  entry,
  icsHref,
  differs,
}: {
  date: EventDate;
  status: DateStatus;
  now: string;
  entry: CalendarEntry | undefined;
  icsHref: string;
  /** What holds at this date where it differs from the event (decision 054). */
  differs: string | null;
}) {
  const when = useEventDateText(date, now);
  const upcoming = isComing(status);
  const muted = status === "canceled" || status === "ended";
  const soonest = status === "next" || status === "now";
  const word = STATUS_WORD[status];
  const times = entry?.times;
  const start = times ? (times.allDay ? times.firstDay : localIso(times.start)) : date.start;
  const end = times ? (times.allDay ? addDays(times.endDay, -1) : localIso(times.end)) : date.end;
  const textId = `date-${date.id}`;
  // A canceled date is not marked up as an event: readers of h-event have no word for canceled.
  const mf = (names: string) => (date.is_canceled ? undefined : names);
  return (
    <Box
      component="li"
      className={mf("h-event")}
      data-status={status}
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: "divider",
        // The soonest date stands out by a rule and its word, not by colour alone.
        ...(soonest ? { borderLeft: 4, borderLeftColor: "primary.main", pl: 1.5 } : {}),
      }}
    >
      {/* A canceled or ended date is greyed with the secondary text colour, not faded
          with opacity: faded, its 12px label fell below the 4.5:1 contrast readers need. */}
      <Box id={textId} sx={{ color: muted ? "text.secondary" : undefined }}>
        <Typography
          variant="overline"
          component="p"
          color={muted ? "text.secondary" : "primary"}
          sx={{ lineHeight: 1.4 }}
        >
          {dateLabel(date)}
          {word ? (
            soonest ? (
              <>
                {" · "}
                <Box component="strong" sx={{ fontWeight: 800 }}>
                  {word}
                </Box>
              </>
            ) : (
              ` · ${word}`
            )
          ) : null}
        </Typography>
        <Typography
          sx={{
            fontWeight: muted ? 400 : 600,
            textDecoration: date.is_canceled ? "line-through" : "none",
          }}
        >
          <time className={mf("dt-start")} dateTime={start}>
            {when}
          </time>
          <data className={mf("dt-end")} value={end} />
        </Typography>
        {date.previous_start && !date.is_canceled ? (
          <Typography variant="body2">
            {`Moved from ${formatPreviousStart(
              { start: new Date(date.start), end: new Date(date.end) },
              new Date(date.previous_start),
            )}`}
          </Typography>
        ) : null}
        {differs ? <Typography variant="body2">{differs}</Typography> : null}
        {date.venue ? (
          <Typography variant="body2" color="text.secondary" className={mf("p-location h-card")}>
            <Link
              component={RouterLink}
              to={`/venues/${date.venue.slug}`}
              color="inherit"
              className={mf("p-name u-url")}
            >
              {venueDisplayName(date.venue)}
            </Link>
            {date.venue.address ? (
              <data className={mf("p-street-address")} value={date.venue.address} />
            ) : null}
            {date.venue.city ? (
              <>
                {" · "}
                <span className={mf("p-locality")}>{date.venue.city.name}</span>
              </>
            ) : null}
          </Typography>
        ) : null}
        {entry && !date.is_canceled ? (
          <>
            <data className="p-name" value={entry.title} />
            <data className="u-url" value={entry.url} />
            {entry.summary ? <data className="p-summary" value={entry.summary} /> : null}
          </>
        ) : null}
      </Box>
      {upcoming && entry ? (
        <Box sx={{ mt: 1 }}>
          <AddToCalendar entry={entry} icsHref={icsHref} describedBy={textId} />
        </Box>
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
