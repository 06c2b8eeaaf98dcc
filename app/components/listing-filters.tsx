import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { CATEGORY_LABELS } from "../../core/listing/cards.ts";
import { type ListingFilters, listingSearch } from "../../core/listing/filters.ts";
import { VENUE_TYPE_STYLES } from "../../core/venues/types.ts";
import { ChipLink } from "./chip.tsx";
import { LabelledInput, SelectFilter, venueTypeOptions } from "./select-filter.tsx";
import { Box, Button } from "./ui/index.ts";

/**
 * The filters of a listing page: a plain GET form, so it works without
 * JavaScript (Apply) and with it (each choice applies at once). Everything
 * lives in the URL.
 */
export function ListingFilterBar({
  filters,
  categoryChoices,
  cities,
}: {
  filters: ListingFilters;
  categoryChoices: readonly string[];
  cities: { name: string; slug: string }[];
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const applyNow = () => {
    if (form.current) void submit(form.current, { preventScrollReset: true });
  };
  return (
    <Box component="section" aria-label="Filters" sx={{ mb: 4 }}>
      <Form ref={form} method="get" role="search" preventScrollReset>
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr 1fr", md: "2fr 1fr 1fr 1fr auto" },
            alignItems: "center",
          }}
        >
          <LabelledInput
            name="q"
            type="search"
            label="Search these events"
            defaultValue={filters.q ?? ""}
            className="ac-field--wide"
          />
          <SelectFilter
            name="category"
            label="Category"
            allLabel="All categories"
            value={filters.categories[0]}
            onChange={applyNow}
            options={categoryChoices.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
          />
          <SelectFilter
            name="city"
            label="City"
            allLabel="All cities"
            value={filters.city}
            onChange={applyNow}
            options={cities.map((c) => ({ value: c.slug, label: c.name }))}
          />
          <SelectFilter
            name="venue_type"
            label="Venue type"
            allLabel="All venues"
            value={filters.venueTypes[0]}
            onChange={applyNow}
            options={venueTypeOptions(VENUE_TYPE_STYLES)}
          />
          {filters.tags.length ? (
            <input type="hidden" name="tag" value={filters.tags.join(",")} />
          ) : null}
          <Button type="submit" variant="contained" sx={{ gridColumn: { xs: "2", md: "auto" } }}>
            Apply
          </Button>
        </Box>
      </Form>
      {filters.tags.length || filters.q ? (
        <div className="ac-chip-row ac-chip-row--filters">
          {filters.tags.map((t) => (
            <ChipLink
              key={t}
              look="filled"
              to={listingSearch(filters, { tags: filters.tags.filter((x) => x !== t) }) || "?"}
              aria-label={`Remove tag ${t}`}
            >
              Tag: {t} ✕
            </ChipLink>
          ))}
          <ChipLink to="?">Clear all filters</ChipLink>
        </div>
      ) : null}
    </Box>
  );
}
