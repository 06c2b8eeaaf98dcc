import { useLocation } from "react-router";
import { ACCESS_FEATURES, ACCESS_LABELS, isAccessFeature } from "../../core/calendar/access.ts";
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
    access: (a) => (isAccessFeature(a) ? ACCESS_LABELS[a] : undefined),
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
          <FacetChecks filters={filters} onChange={bar.applyNow} />
        </Box>
      </form>
      <FilterChips chips={chips} clearTo={`${pathname}${keep("")}`} />
    </Box>
  );
}

/**
 * "Free" and the access features as native checkboxes (decision 054): sent
 * by the GET form as `free=1` and one `access=` per feature without
 * JavaScript, applied at once with it. Keyed by the URL's value, so a chip
 * or Back that changes the filters redraws them checked as the URL says.
 * The features sit in a disclosure (open when any is set) to keep the bar
 * short on a phone.
 */
function FacetChecks({ filters, onChange }: { filters: ListingFilters; onChange: () => void }) {
  const set = filters.access.filter(isAccessFeature);
  return (
    <div className="ac-facets">
      <label className="ac-check">
        <input
          key={String(filters.free)}
          type="checkbox"
          name="free"
          value="1"
          defaultChecked={filters.free}
          onChange={onChange}
        />
        Free
      </label>
      <details className="ac-facets__access" open={set.length > 0}>
        <summary>{set.length ? `Access needs (${set.length})` : "Access needs"}</summary>
        <fieldset className="ac-facets__list">
          <legend className="ac-sr-only">Show only events with all of these</legend>
          {ACCESS_FEATURES.map((f) => (
            <label key={f} className="ac-check">
              <input
                key={String(set.includes(f))}
                type="checkbox"
                name="access"
                value={f}
                defaultChecked={set.includes(f)}
                onChange={onChange}
              />
              {ACCESS_LABELS[f]}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
