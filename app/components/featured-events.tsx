import { Link as RouterLink } from "react-router";
import { type CardEventDate, dateLabel, venueDisplayName } from "../../core/listing/cards.ts";
import { CardImageView } from "./card-image.tsx";
import { EventCard } from "./event-card.tsx";
import { useEventDateText } from "./event-date-text.tsx";
import { Box, Link, Stack, Typography } from "./ui/index.ts";

/** The home page's featured area: one large lead event and up to two beside it. */
export function FeaturedEvents({ dates, now }: { dates: CardEventDate[]; now: string }) {
  const [lead, ...rest] = dates;
  if (!lead) return null;
  return (
    <Box component="section" aria-labelledby="home-featured">
      <Typography
        id="home-featured"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ mb: 1.5 }}
      >
        Featured
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" },
        }}
      >
        <Lead date={lead} now={now} />
        <Stack spacing={3}>
          {rest.map((d) => (
            <EventCard key={d.id} date={d} now={now} layout="tile" />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

function Lead({ date, now }: { date: CardEventDate; now: string }) {
  const when = useEventDateText(date, now);
  return (
    <Box component="article" data-testid="event-card" sx={{ position: "relative" }}>
      <CardImageView
        image={date.image}
        title={date.event.name}
        venueType={date.venue?.type}
        sizes="(min-width: 900px) 66vw, 100vw"
        eager
      />
      <Typography variant="overline" component="p" color="primary" sx={{ mt: 2, lineHeight: 1.4 }}>
        {dateLabel(date)}
      </Typography>
      <Typography component="h3" variant="h2" sx={{ mb: 1 }}>
        <Link
          component={RouterLink}
          to={`/events/${date.event.slug}`}
          color="inherit"
          sx={{ "&::after": { content: '""', position: "absolute", inset: 0 } }}
        >
          {date.event.name}
        </Link>
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: "1.1rem" }}>{when}</Typography>
      {date.venue ? (
        <Typography color="text.secondary">
          {venueDisplayName(date.venue)}
          {date.venue.city ? ` · ${date.venue.city.name}` : ""}
        </Typography>
      ) : null}
      {date.event.summary ? (
        <Typography sx={{ mt: 1.5, maxWidth: 640 }}>{date.event.summary}</Typography>
      ) : null}
    </Box>
  );
}
