import { Link as RouterLink } from "react-router";
import { addDays, siteDateOf } from "../../core/dates/site-day.ts";
import type { CardEventDate } from "../../core/listing/cards.ts";
import { datesAndEvents } from "../../core/listing/counts.ts";
import { groupByDay } from "../../core/listing/day-groups.ts";
import {
  hasListingFilters,
  listingSearch,
  parseListingFilters,
} from "../../core/listing/filters.ts";
import { type PersonalReason, reasonLine } from "../../core/listing/personal.ts";
import {
  jumpInstant,
  MAX_JUMP_DAYS,
  nextSiteDays,
  parseJumpDate,
  parseListingView,
  withListingPlace,
} from "../../core/listing/views.ts";
import { ChipLink } from "../components/chip.tsx";
import { GroupedListing } from "../components/grouped-listing.tsx";
import { ListingControls } from "../components/listing-controls.tsx";
import { useRememberedView } from "../components/listing-views.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { serverContext } from "../lib/context.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { orBadRequest, redirectEmptyParams } from "../lib/page.server.ts";
import { getViewer, signInUrl } from "../lib/viewer.server.ts";
import type { Route } from "./+types/for-you";

// /for-you (issue 29, decision 052): the Upcoming listing's layout, views and
// filters over what one saved and follows, each card saying why it is there.
// One person's page: rendered for them, never cached, never indexed; a
// visitor who is not signed in gets a page saying what it is and how to
// sign in.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "For you");
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectEmptyParams(request);
  const { services } = serverContext(context);
  const viewer = await getViewer(request, context);
  if (viewer.actor.kind !== "user" || !viewer.profile)
    return { signedIn: false as const, signIn: signInUrl(request) };
  const now = services.clock.now();
  const query = new URL(request.url).searchParams;
  const filters = parseListingFilters(query);
  const jump = parseJumpDate(query.get("from"), now);
  const listing = await orBadRequest(
    services.forYou.listing(viewer.actor, filters, jumpInstant(jump.from, now)),
  );
  return {
    signedIn: true as const,
    rows: listing.rows,
    total: listing.total,
    eventTotal: listing.eventTotal,
    page: listing.page,
    more: listing.more,
    categoryChoices: listing.categoryChoices,
    cities: listing.cities,
    unknownCity: listing.unknownCity,
    filters,
    view: parseListingView(query.get("view")),
    from: jump.from,
    jumpNote: jump.note,
    days: nextSiteDays(now),
    jumpMax: addDays(siteDateOf(now), MAX_JUMP_DAYS),
    now: now.toISOString(),
  };
}

/** The card's "Saved · Because you follow …" line. */
const reasonOf = (d: CardEventDate) =>
  reasonLine((d as CardEventDate & { reasons?: PersonalReason[] }).reasons ?? []);

export default function ForYou({ loaderData }: Route.ComponentProps) {
  // Hooks first: the signed-out page renders none of the listing.
  useRememberedView(loaderData.signedIn);
  if (!loaderData.signedIn) return <SignedOut signIn={loaderData.signIn} />;
  const { rows, total, page, more, filters, now, view, from } = loaderData;
  const timed = rows.filter((r) => r.type === "timed");
  const onView = rows.filter((r) => r.type !== "timed");
  const place = (search: string) => withListingPlace(search, { view, from });
  const groups = groupByDay(timed, new Date(now), from);
  const filtered = hasListingFilters(filters);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">For you</Typography>
      <Typography sx={{ mt: 1, mb: 3, fontSize: "1.1rem" }} color="text.secondary">
        Coming up at what you follow, and the events you saved
        {total ? ` · ${datesAndEvents(total, loaderData.eventTotal)}` : ""}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/account/calendar">
          Get these in your calendar app
        </Link>
      </Typography>
      <ListingControls listing={loaderData} />
      {rows.length === 0 ? (
        <Empty filtered={filtered} />
      ) : (
        <GroupedListing groups={groups} onView={onView} view={view} now={now} reasonOf={reasonOf} />
      )}
      <PageLinks
        page={page}
        more={more}
        search={(n) => place(listingSearch(filters, { page: n }))}
      />
    </Container>
  );
}

/** Nothing to show: how to fill the page (or, with filters, how to widen it). */
function Empty({ filtered }: { filtered: boolean }) {
  return (
    <Box sx={{ py: 6, maxWidth: 640 }} role="status" data-testid="for-you-empty">
      <Typography variant="h2" sx={{ fontSize: "1.5rem", mb: 1 }}>
        {filtered ? "Nothing of yours with these filters" : "Nothing here yet"}
      </Typography>
      {filtered ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Try fewer filters, or{" "}
          <Link component={RouterLink} to="?">
            clear them all
          </Link>
          .
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Save an event with the bookmark on its card or page, or follow a venue, a city, a category
          or a tag from its page. What's coming up from them shows here, with why.
        </Typography>
      )}
      <div className="ac-chip-row">
        <ChipLink to="/calendar/upcoming">Upcoming events</ChipLink>
        <ChipLink to="/venues">Venues</ChipLink>
        <ChipLink to="/cities">Cities</ChipLink>
      </div>
    </Box>
  );
}

function SignedOut({ signIn }: { signIn: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        For you
      </Typography>
      <Typography sx={{ mb: 2, fontSize: "1.1rem" }}>
        Your own list of what's coming up: the events you save, and the openings, talks and shows at
        the venues, cities, categories and tags you follow, each saying why it is there. It also
        comes as a calendar feed for your calendar app.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to={signIn}>
          Sign in
        </Link>{" "}
        to see yours, or{" "}
        <Link component={RouterLink} to="/sign-up">
          create an account
        </Link>
        . It's free.
      </Typography>
    </Container>
  );
}
