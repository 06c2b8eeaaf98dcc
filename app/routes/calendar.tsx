import { Link as RouterLink } from "react-router";
import { isAccessFeature } from "../../core/calendar/access.ts";
import { addDays, siteDateOf } from "../../core/dates/site-day.ts";
import type { CardEventDate } from "../../core/listing/cards.ts";
import { datesAndEvents } from "../../core/listing/counts.ts";
import { closingNote, groupByDay } from "../../core/listing/day-groups.ts";
import { lastChanceNote, receptionNote } from "../../core/listing/exhibition-notes.ts";
import {
  hasListingFilters,
  listingSearch,
  parseListingFilters,
} from "../../core/listing/filters.ts";
import {
  jumpInstant,
  jumpWords,
  MAX_JUMP_DAYS,
  nextSiteDays,
  parseJumpDate,
  parseListingView,
  withListingPlace,
} from "../../core/listing/views.ts";
import { describePresetWindow } from "../../core/presets/describe.ts";
import { PRESETS, presetByKey } from "../../core/presets/index.ts";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { isKnownVenueType } from "../../core/venues/types.ts";
import { AdvertSlot } from "../components/advert-slot.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { ChipLink } from "../components/chip.tsx";
import { EventCard } from "../components/event-card.tsx";
import { GroupedListing } from "../components/grouped-listing.tsx";
import { ListingControls } from "../components/listing-controls.tsx";
import { useRememberedView } from "../components/listing-views.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { SubscribeMenu } from "../components/subscribe-menu.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { listingFeeds, pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage, redirectEmptyParams } from "../lib/page.server.ts";
import type { Route } from "./+types/calendar";

/** The presets a visitor can switch between at the top of every listing. */
const MAIN_PRESETS = ["upcoming", "now_showing", "weekend", "week", "classes", "all"] as const;
/** The exhibition presets (decision 058): a second, smaller row under the main ones. */
const EXHIBITION_PRESETS = ["opening_this_week", "closing_soon", "receptions_tonight"] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  redirectEmptyParams(request);
  const page = publicPage(context, request);
  const key = params.preset ?? "all";
  const query = new URL(request.url).searchParams;
  const filters = parseListingFilters(query);
  // Open-ended listings (Upcoming, Classes) can start on a later day (?from=).
  const openEnded = presetByKey(key)?.window.kind === "upcoming";
  const jump = openEnded ? parseJumpDate(query.get("from"), page.now) : { from: null, note: null };
  const listing = await orNotFound(
    page.services.discover.listing(key, filters, jumpInstant(jump.from, page.now)),
    "Listing",
  );
  const preset = listing.preset.preset;
  return {
    ...listing,
    advert: await page.services.promo.serve("calendar_list_1"),
    tracking: pageDimensions({
      id: listing.preset.key,
      type: "listing",
      name: listing.preset.title,
    }),
    filters,
    view: parseListingView(query.get("view")),
    from: jump.from,
    jumpNote: jump.note,
    days: openEnded ? nextSiteDays(page.now) : null,
    jumpMax: addDays(siteDateOf(page.now), MAX_JUMP_DAYS),
    words: jump.from ? jumpWords(jump.from, page.now) : describePresetWindow(preset, page.now),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Listing not found", noindex: true });
  const { preset } = loaderData;
  return pageMeta(args, {
    title: `${preset.title} · ${loaderData.siteName}`,
    shareTitle: preset.title,
    description: `${preset.title} in the Twin Cities: ${loaderData.words}.`,
    canonical: loaderData.canonical,
    crumbs: [{ name: preset.title, path: args.location.pathname }],
    alternates: listingFeeds(preset.key, preset.title),
  });
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { preset, rows, total, page, more, filters, words, now, view, from } = loaderData;
  const grouped =
    preset.window === "upcoming" || preset.window === "weekend" || preset.window === "week";
  const timed = grouped ? rows.filter((r) => r.type === "timed") : rows;
  const onView = grouped ? rows.filter((r) => r.type !== "timed") : [];
  // Only day-grouped listings have two views.
  useRememberedView(grouped);
  // The feeds refuse filter values this page quietly leaves out, so subscribe to what it applied.
  const applied = listingSearch({
    ...filters,
    categories: filters.categories.filter((c) => loaderData.categoryChoices.includes(c)),
    venueTypes: filters.venueTypes.filter(isKnownVenueType),
    access: filters.access.filter(isAccessFeature),
    city: loaderData.unknownCity ? null : filters.city,
  });
  const feed = `${new URL(loaderData.canonical).origin}/calendar/${preset.key}`;
  // Paging and the view toggle keep the view and the start day; the feeds above never carry them.
  const place = (search: string) => withListingPlace(search, { view, from });
  const groups = grouped ? groupByDay(timed, new Date(now), from) : [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PresetNav current={preset.key} />
      <Typography variant="h1" sx={{ mt: 3 }}>
        {preset.title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, fontSize: "1.1rem" }} color="text.secondary">
        {words}
        {total ? ` · ${datesAndEvents(total, loaderData.eventTotal)}` : ""}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <SubscribeMenu
          feedUrl={`${feed}.ics${applied}`}
          what={applied ? "this listing, with these filters," : "this listing"}
          others={[
            { label: "an Atom feed", href: `${feed}.atom${applied}` },
            { label: "an RSS feed", href: `${feed}.rss${applied}` },
            { label: "a JSON feed", href: `${feed}.json${applied}` },
          ]}
        />
      </Box>
      <ListingControls listing={loaderData} grouped={grouped} />
      {rows.length === 0 ? (
        <EmptyListing current={preset.key} filtered={hasListingFilters(filters)} />
      ) : grouped ? (
        <GroupedListing groups={groups} onView={onView} view={view} now={now} />
      ) : (
        <Cards rows={rows} now={now} note={cardNote(preset.window, now, loaderData.receptions)} />
      )}
      {loaderData.advert ? (
        <Box sx={{ mt: 6 }}>
          <AdvertSlot advert={loaderData.advert} />
        </Box>
      ) : null}
      <PageLinks
        page={page}
        more={more}
        search={(n) => place(listingSearch(filters, { page: n }))}
      />
    </Container>
  );
}

/** The extra line an ungrouped listing's cards carry, by its window. */
function cardNote(
  window: string,
  now: string,
  receptions: Record<string, { start: string; end: string }[]> | null,
): ((d: CardEventDate) => string | null) | null {
  const at = new Date(now);
  if (window === "now") return (d) => closingNote(d.end, at);
  if (window === "closing") return (d) => lastChanceNote(d, at);
  if (window === "opening") return (d) => receptionNote(receptions?.[d.event.id], at);
  return null;
}

function Cards({
  rows,
  now,
  note,
}: {
  rows: CardEventDate[];
  now: string;
  note: ((d: CardEventDate) => string | null) | null;
}) {
  return (
    <CardGrid>
      {rows.map((d) => (
        <EventCard key={d.id} date={d} now={now} note={note?.(d) ?? null} />
      ))}
    </CardGrid>
  );
}

function PresetNav({ current }: { current: string }) {
  return (
    <nav aria-label="Listings">
      <div className="ac-chip-row">
        {MAIN_PRESETS.map((key) => (
          <ChipLink
            key={key}
            to={key === "all" ? "/calendar" : `/calendar/${key}`}
            look={key === current ? "primary" : "outlined"}
            aria-current={key === current ? "page" : undefined}
          >
            {key === "all" ? "All" : PRESETS[key].title}
          </ChipLink>
        ))}
      </div>
      {/* A line of plain links, not more chips: the phone's header stays short. */}
      <p className="ac-preset-links">
        <span>Exhibitions:</span>
        {EXHIBITION_PRESETS.map((key) => (
          <RouterLink
            key={key}
            to={`/calendar/${key}`}
            aria-current={key === current ? "page" : undefined}
          >
            {PRESETS[key].title}
          </RouterLink>
        ))}
      </p>
    </nav>
  );
}

function EmptyListing({ current, filtered }: { current: string; filtered: boolean }) {
  const others = MAIN_PRESETS.filter((k) => k !== current && k !== "all");
  return (
    <Box sx={{ py: 6, maxWidth: 640 }} role="status">
      <Typography variant="h2" sx={{ fontSize: "1.5rem", mb: 1 }}>
        Nothing listed here{filtered ? " with these filters" : " right now"}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {filtered ? (
          <>
            Try fewer filters, or{" "}
            <Link component={RouterLink} to="?">
              clear them all
            </Link>
            . You could also look at:
          </>
        ) : (
          "You could look at:"
        )}
      </Typography>
      <div className="ac-chip-row">
        {others.map((k) => (
          <ChipLink key={k} to={`/calendar/${k}`}>
            {PRESETS[k].title}
          </ChipLink>
        ))}
      </div>
    </Box>
  );
}
