import { Box, Typography } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import type { CardEventDate, CardImage, CardVenue } from "../../../core/listing/cards.ts";
import { typeOfCategory } from "../../../core/schemas/calendar.ts";
import type { EventFormValues } from "../../lib/admin/resources/event-kinds.ts";
import { EventCard } from "../event-card.tsx";

/** The date a listing would lead with: the first one not yet over and not canceled. */
function leadDate(rows: EventFormValues["event_dates"], now: string) {
  const live = rows.filter((r) => r.start && r.end);
  return (
    live.find((r) => !r.is_canceled && r.end >= now) ??
    live.find((r) => !r.is_canceled) ??
    live[0] ??
    null
  );
}

/** The event's card as it will appear on the calendar, redrawn as the form changes. */
export function EventCardPreview({
  control,
  now,
  image,
}: {
  control: Control<EventFormValues>;
  now: string;
  image: CardImage | null;
}) {
  const v = useWatch({ control }) as EventFormValues;
  const row = leadDate(v.event_dates ?? [], now);
  return (
    <Box aria-label="Card preview" component="section">
      <Typography variant="overline" color="text.secondary" component="h2">
        Card preview
      </Typography>
      {row ? (
        <Box inert sx={{ pointerEvents: "none" }}>
          <EventCard
            now={now}
            layout="tile"
            controls={false}
            date={
              {
                id: row.id ?? "preview",
                category: row.category,
                type: typeOfCategory(row.category),
                label: row.label || null,
                start: row.start,
                end: row.end,
                is_canceled: row.is_canceled,
                // The card needs only the venue's name to show where.
                venue: row.venue_id
                  ? ({ id: row.venue_id, name: row.venue_name } as unknown as CardVenue)
                  : null,
                event: {
                  id: "preview",
                  name: v.name || "Untitled event",
                  slug: v.slug || "preview",
                  summary: v.summary || null,
                  featured: Boolean(v.featured),
                },
                image,
              } satisfies CardEventDate
            }
          />
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2">
          Add a date to see the card.
        </Typography>
      )}
    </Box>
  );
}
