import { useLocation } from "react-router";
import { CATEGORY_LABELS } from "../../core/listing/cards.ts";
import {
  filterChips,
  type ListingFilters,
  listingSearch,
  parseListingFilters,
} from "../../core/listing/filters.ts";
import { type ListingView, withListingPlace } from "../../core/listing/views.ts";
import { VENUE_TYPE_STYLES } from "../../core/venues/types.ts";
import { FilterChips, useFilterForm } from "./filter-form.tsx";
import { LabelledInput, SelectFilter, venueTypeOptions } from "./select-filter.tsx";
import { Box, Button } from "./ui/index.ts";

/**
 * The filters of a listing page: a plain GET form, so it works without
 * JavaScript (Apply); with it each choice applies at once (filter-form.tsx).
 * Everything lives in the URL, and only the filters that are set. Changing
 * a filter keeps where the visitor is (the view and the day jumped to).
 */
export function ListingFilterBar({
  filters,
  categoryChoices,
  cities,
  place = {},
}: {
  filters: ListingFilters;
  categoryChoices: readonly string[];
  cities: { name: string; slug: string }[];
  place?: { view?: ListingView; from?: string | null };
}) {
  const { pathname } = useLocation();
  const keep = (search: string) => withListingPlace(search, place);
  const bar = useFilterForm((fields) => keep(listingSearch(parseListingFilters(fields))), {
    q: filters.q ?? "",
    category: filters.categories[0] ?? "",
    city: filters.city ?? "",
    venue_type: filters.venueTypes[0] ?? "",
  });
  const chips = filterChips(filters, {
    category: (c) => CATEGORY_LABELS[c],
    city: (slug) => cities.find((c) => c.slug === slug)?.name,
    venueType: (t) => VENUE_TYPE_STYLES.find((s) => s.key === t)?.plural,
  }).map((c) => ({ ...c, search: keep(c.search) }));
  return (
    <Box component="section" aria-label="Filters" sx={{ mb: 4 }}>
      <form {...bar.formProps}>
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: {
              xs: "1fr 1fr",
              md: bar.hydrated ? "2fr 1fr 1fr 1fr" : "2fr 1fr 1fr 1fr auto",
            },
            alignItems: "center",
          }}
        >
          <LabelledInput
            name="q"
            type="search"
            label="Search these events"
            defaultValue={filters.q ?? ""}
            onChange={bar.applySoon}
            className="ac-field--wide"
          />
          <SelectFilter
            name="category"
            label="Category"
            allLabel="All categories"
            value={filters.categories[0]}
            onChange={bar.applyNow}
            options={categoryChoices.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
          />
          <SelectFilter
            name="city"
            label="City"
            allLabel="All cities"
            value={filters.city}
            onChange={bar.applyNow}
            options={cities.map((c) => ({ value: c.slug, label: c.name }))}
          />
          <SelectFilter
            name="venue_type"
            label="Venue type"
            allLabel="All venues"
            value={filters.venueTypes[0]}
            onChange={bar.applyNow}
            options={venueTypeOptions(VENUE_TYPE_STYLES)}
          />
          {filters.tags.length ? (
            <input type="hidden" name="tag" value={filters.tags.join(",")} />
          ) : null}
          {place.view === "compact" ? <input type="hidden" name="view" value="compact" /> : null}
          {place.from ? <input type="hidden" name="from" value={place.from} /> : null}
          {bar.hydrated ? null : (
            <Button type="submit" variant="contained" sx={{ gridColumn: { xs: "2", md: "auto" } }}>
              Apply
            </Button>
          )}
        </Box>
      </form>
      <FilterChips chips={chips} clearTo={`${pathname}${keep("")}`} />
    </Box>
  );
}
