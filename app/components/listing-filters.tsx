import { Box, Button, Chip, Stack, TextField } from "@mui/material";
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { CATEGORY_LABELS } from "../../core/listing/cards.ts";
import { type ListingFilters, listingSearch } from "../../core/listing/filters.ts";
import { VENUE_TYPE_STYLES } from "../../core/venues/types.ts";

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
          <TextField
            name="q"
            type="search"
            label="Search these events"
            size="small"
            defaultValue={filters.q ?? ""}
            sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
          />
          <TextField
            select
            name="category"
            label="Category"
            size="small"
            defaultValue={filters.categories[0] ?? ""}
            onChange={applyNow}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All categories</option>
            {categoryChoices.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c] ?? c}
              </option>
            ))}
          </TextField>
          <TextField
            select
            name="city"
            label="City"
            size="small"
            defaultValue={filters.city ?? ""}
            onChange={applyNow}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All cities</option>
            {cities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            name="venue_type"
            label="Venue type"
            size="small"
            defaultValue={filters.venueTypes[0] ?? ""}
            onChange={applyNow}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All venues</option>
            {VENUE_TYPE_STYLES.filter((s) => s.key !== "default").map((s) => (
              <option key={s.key} value={s.key}>
                {s.plural}
              </option>
            ))}
          </TextField>
          {filters.tags.length ? (
            <input type="hidden" name="tag" value={filters.tags.join(",")} />
          ) : null}
          <Button type="submit" variant="contained" sx={{ gridColumn: { xs: "2", md: "auto" } }}>
            Apply
          </Button>
        </Box>
      </Form>
      {filters.tags.length || filters.q ? (
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: "wrap", gap: 1 }}>
          {filters.tags.map((t) => (
            <Chip
              key={t}
              label={`Tag: ${t} ✕`}
              component={Link}
              to={listingSearch(filters, { tags: filters.tags.filter((x) => x !== t) }) || "?"}
              clickable
              aria-label={`Remove tag ${t}`}
            />
          ))}
          <Chip label="Clear all filters" component={Link} to="?" clickable variant="outlined" />
        </Stack>
      ) : null}
    </Box>
  );
}
