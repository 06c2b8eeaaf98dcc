import { Link as RouterLink } from "react-router";
import { countOf } from "../../core/listing/counts.ts";
import {
  parseVenueFilters,
  VENUE_PAGE_SIZE,
  venueChips,
  venueFieldsSearch,
  venueSearch,
} from "../../core/venues/filters.ts";
import { VENUE_TYPE_STYLES } from "../../core/venues/types.ts";
import { FilterChips, useFilterForm } from "../components/filter-form.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { LabelledInput, SelectFilter, venueTypeOptions } from "../components/select-filter.tsx";
import { Box, Button, Container, Link, Stack, Typography } from "../components/ui/index.ts";
import { VenueList } from "../components/venue-list.tsx";
import { pageMeta } from "../lib/meta.ts";
import { publicPage, redirectEmptyParams } from "../lib/page.server.ts";
import type { Route } from "./+types/venues";

export async function loader({ context, request }: Route.LoaderArgs) {
  redirectEmptyParams(request);
  const page = publicPage(context, request);
  const filters = parseVenueFilters(new URL(request.url).searchParams);
  const found = await page.services.discover.venues(filters);
  return { ...found, filters, siteName: page.siteName, canonical: page.canonical("/venues") };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Venues · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Venues",
    description:
      "Galleries, museums, studios and art spaces in Minneapolis, St. Paul and around, with hours and what's on.",
    canonical: loaderData?.canonical,
    crumbs: [{ name: "Venues", path: "/venues" }],
  });
}

export default function Venues({ loaderData }: Route.ComponentProps) {
  const { venues, total, more, cities, filters } = loaderData;
  const first = filters.page * VENUE_PAGE_SIZE;
  const filtered = Boolean(filters.type || filters.city || filters.q);
  const closed = venues.filter((v) => v.is_closed).length;
  const bar = useFilterForm(venueFieldsSearch, {
    q: filters.q ?? "",
    type: filters.type ?? "",
    city: filters.city ?? "",
  });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "baseline",
          flexWrap: "wrap",
          gap: 2,
        }}
      >
        <Typography variant="h1">Venues</Typography>
        <Button component={RouterLink} to="/venues/map" variant="outlined" color="secondary">
          See them on a map
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }} data-testid="venue-count">
        {countOf(total, "venue", "venues")}
        {filtered ? " match" : " across the Twin Cities"}
        {total > venues.length && venues.length
          ? `; ${(first + 1).toLocaleString("en-US")}–${(first + venues.length).toLocaleString("en-US")} by name on this page`
          : closed
            ? ` (${closed} of them closed)`
            : ""}
      </Typography>
      <Box sx={{ mb: 4 }}>
        <form {...bar.formProps}>
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: {
                xs: "1fr 1fr",
                md: bar.hydrated ? "2fr 1fr 1fr" : "2fr 1fr 1fr auto",
              },
            }}
          >
            <LabelledInput
              name="q"
              type="search"
              label="Venue name"
              defaultValue={filters.q ?? ""}
              onChange={bar.applySoon}
              className="ac-field--wide"
            />
            <SelectFilter
              name="type"
              label="Type"
              allLabel="All types"
              value={filters.type}
              onChange={bar.applyNow}
              options={venueTypeOptions(VENUE_TYPE_STYLES)}
            />
            <SelectFilter
              name="city"
              label="City"
              allLabel="All cities"
              value={filters.city}
              onChange={bar.applyNow}
              options={cities.map((c) => ({ value: c.slug, label: c.name }))}
            />
            {bar.hydrated ? null : (
              <Button
                type="submit"
                variant="contained"
                sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
              >
                Find venues
              </Button>
            )}
          </Box>
        </form>
        <FilterChips
          chips={venueChips(filters, (slug) => cities.find((c) => c.slug === slug)?.name)}
          clearTo="/venues"
        />
      </Box>
      {venues.length ? (
        <>
          <VenueList venues={venues} />
          <PageLinks
            page={filters.page}
            more={more}
            search={(n) => venueSearch(filters, { page: n })}
          />
        </>
      ) : filters.page > 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          This page is past the last venue.{" "}
          <Link component={RouterLink} to={venueSearch(filters) || "?"}>
            Back to the first page
          </Link>
          .
        </Typography>
      ) : (
        <Stack spacing={1} role="status">
          <Typography variant="h2" sx={{ fontSize: "1.4rem" }}>
            No venues match
          </Typography>
          <Typography color="text.secondary">
            Check the spelling or{" "}
            <Link component={RouterLink} to="/venues">
              show every venue
            </Link>
            .
          </Typography>
        </Stack>
      )}
    </Container>
  );
}
