import { Box, Chip, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { type CardEventDate, dateLabel, venueDisplayName } from "../../core/listing/cards.ts";
import { CardImageView } from "./card-image.tsx";
import { useEventDateText } from "./event-date-text.tsx";

/**
 * The one card of the public calendar: image, category label, title, date,
 * venue and city. On a phone it is a row (small image left) so a day's list
 * scans quickly; from `sm` up it stands as a tile with the image on top.
 */
export function EventCard({
  date,
  now,
  note,
  headingLevel = 3,
  layout = "responsive",
}: {
  date: CardEventDate;
  now: string;
  /** A short extra line, such as "Closes in 3 days". */
  note?: string | null;
  headingLevel?: 2 | 3 | 4;
  layout?: "responsive" | "tile";
}) {
  const when = useEventDateText(date, now);
  const href = `/events/${date.event.slug}`;
  const venue = date.venue;
  const tile = layout === "tile";
  return (
    <Box
      component="article"
      data-testid="event-card"
      data-canceled={date.is_canceled || undefined}
      sx={{
        position: "relative",
        display: "flex",
        flexDirection: tile ? "column" : { xs: "row", sm: "column" },
        gap: tile ? 1.5 : { xs: 2, sm: 1.5 },
        // Canceled: faded art, struck-through title, grey text; text keeps its contrast.
        "& .card-art": { opacity: date.is_canceled ? 0.4 : 1 },
        color: date.is_canceled ? "text.secondary" : "text.primary",
        "&:hover .card-title, &:focus-within .card-title": { textDecoration: "underline" },
      }}
    >
      <Box
        sx={{
          width: tile ? "100%" : { xs: 96, sm: "100%" },
          flexShrink: 0,
          order: 0,
        }}
        className="card-art"
      >
        <Box sx={{ display: tile ? "block" : { xs: "none", sm: "block" } }}>
          <CardImageView image={date.image} title={date.event.name} venueType={venue?.type} />
        </Box>
        {tile ? null : (
          <Box sx={{ display: { xs: "block", sm: "none" } }}>
            <CardImageView
              image={date.image}
              title={date.event.name}
              venueType={venue?.type}
              square={96}
            />
          </Box>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography
            component="p"
            variant="overline"
            sx={{
              lineHeight: 1.4,
              color: date.is_canceled ? "text.secondary" : "primary.main",
              fontSize: "0.7rem",
            }}
          >
            {dateLabel(date)}
          </Typography>
          {date.is_canceled ? (
            <Chip label="Canceled" size="small" color="error" variant="outlined" />
          ) : null}
        </Stack>
        <Typography
          component={`h${headingLevel}`}
          sx={{ fontWeight: 700, fontSize: "1.1rem", lineHeight: 1.25, letterSpacing: "-0.01em" }}
        >
          <Link
            component={RouterLink}
            to={href}
            color="inherit"
            underline="none"
            className="card-title"
            sx={{
              textDecorationLine: date.is_canceled ? "line-through" : undefined,
              // The whole card is the link's hit area; the title stays the accessible name.
              "&::after": { content: '""', position: "absolute", inset: 0 },
            }}
          >
            {date.event.name}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 600, fontSize: "0.95rem" }}>{when}</Typography>
        {venue ? (
          <Typography variant="body2" color="text.secondary">
            {venueDisplayName(venue)}
            {venue.city && !venue.multiple_locations_label ? ` · ${venue.city.name}` : ""}
          </Typography>
        ) : null}
        {note ? (
          <Typography variant="body2" sx={{ fontWeight: 600, color: "#b00020" }}>
            {note}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
