import type { CardEventDate } from "../../core/listing/cards.ts";
import type { DayGroup } from "../../core/listing/day-groups.ts";
import type { ListingView } from "../../core/listing/views.ts";
import { CardGrid } from "./card-grid.tsx";
import { CompactList, DayGrid } from "./day-listing.tsx";
import { EventCard } from "./event-card.tsx";
import { Box, Stack, Typography } from "./ui/index.ts";

/**
 * A day-grouped listing in the visitor's view (decision 035): the timed dates
 * by day, then the exhibitions "On view". Upcoming and /for-you show it alike;
 * /for-you adds why each date is there.
 */
export function GroupedListing({
  groups,
  onView,
  view,
  now,
  reasonOf,
}: {
  groups: DayGroup<CardEventDate>[];
  onView: CardEventDate[];
  view: ListingView;
  now: string;
  reasonOf?: (d: CardEventDate) => string | null;
}) {
  return (
    <Stack spacing={{ xs: 5, md: 6 }}>
      {groups.length ? (
        view === "compact" ? (
          <CompactList groups={groups} now={now} reasonOf={reasonOf} />
        ) : (
          <DayGrid groups={groups} now={now} reasonOf={reasonOf} />
        )
      ) : null}
      {onView.length && view === "compact" ? (
        <CompactList
          groups={[{ date: "on-view", heading: "On view", rows: onView }]}
          now={now}
          reasonOf={reasonOf}
        />
      ) : onView.length ? (
        <Box component="section" aria-labelledby="on-view">
          <Typography
            id="on-view"
            variant="h2"
            sx={{ fontSize: { xs: "1.25rem", md: "1.5rem" }, borderTop: 2, pt: 1.5, mb: 3 }}
          >
            On view
          </Typography>
          <CardGrid>
            {onView.map((d) => (
              <EventCard key={d.id} date={d} now={now} reason={reasonOf?.(d)} />
            ))}
          </CardGrid>
        </Box>
      ) : null}
    </Stack>
  );
}
