import { Link as RouterLink } from "react-router";
import { pageDimensions } from "../../core/tracking/dimensions.ts";
import { CardGrid } from "../components/card-grid.tsx";
import { EventCard } from "../components/event-card.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { FollowButton } from "../components/personal-controls.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { SubscribeMenu } from "../components/subscribe-menu.tsx";
import { Box, Button, Container, Typography } from "../components/ui/index.ts";
import { VenueList } from "../components/venue-list.tsx";
import { calendarFile, pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/city";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const found = await orNotFound(page.services.discover.city(params.slug, page.now), "City");
  return {
    ...found,
    tracking: pageDimensions({ id: found.city.id, type: "city", name: found.city.name }),
    now: page.nowIso,
    siteName: page.siteName,
    canonical: page.canonical(`/cities/${found.city.slug}`),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "City not found", noindex: true });
  const { city, siteName, canonical } = loaderData;
  const path = `/cities/${city.slug}`;
  return pageMeta(args, {
    title: `Art in ${city.name} · ${siteName}`,
    shareTitle: `Art in ${city.name}`,
    description: city.summary ?? `Galleries, venues and art events in ${city.name}.`,
    canonical,
    crumbs: [
      { name: "Cities", path: "/cities" },
      { name: city.name, path },
    ],
    alternates: calendarFile(path, `Art in ${city.name}`),
  });
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, venues, coming, now } = loaderData;
  const shown = coming.slice(0, 12);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        City
      </Typography>
      <Typography variant="h1">{city.name}</Typography>
      <StaffEditLink kind="city" id={city.id} />
      <div className="ac-personal-row ac-personal-row--below">
        <FollowButton kind="city" target={city.id} name={city.name} />
      </div>
      {city.summary ? (
        <Typography sx={{ mt: 2, fontSize: { xs: "1.1rem", md: "1.25rem" }, maxWidth: 720 }}>
          {city.summary}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>
        <SubscribeMenu
          feedUrl={`${new URL(loaderData.canonical).origin}/cities/${city.slug}.ics`}
          what={`art events in ${city.name}`}
        />
      </Box>
      <Box component="section" aria-labelledby="city-events" sx={{ mt: { xs: 4, md: 6 } }}>
        <SectionHeading
          id="city-events"
          title={`Coming up in ${city.name}`}
          {...(coming.length > shown.length
            ? { more: `/calendar/upcoming?city=${city.slug}` }
            : {})}
        />
        {shown.length ? (
          <CardGrid>
            {shown.map((d) => (
              <EventCard key={d.id} date={d} now={now} />
            ))}
          </CardGrid>
        ) : (
          <Typography color="text.secondary">
            Nothing is listed in {city.name} right now.
          </Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="city-venues" sx={{ mt: { xs: 5, md: 7 } }}>
        <SectionHeading id="city-venues" title={`Venues in ${city.name}`} />
        {venues.length ? (
          <VenueList venues={venues} headingLevel={3} />
        ) : (
          <Typography color="text.secondary">No venues listed yet.</Typography>
        )}
        <Button component={RouterLink} to={`/venues?city=${city.slug}`} sx={{ mt: 2 }}>
          Filter the directory by {city.name}
        </Button>
      </Box>
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="City not found"
      message="We don't list a city at that address."
      back={{ to: "/cities", label: "See all cities" }}
    />
  );
}
