import { type ListingFilters, listingSearch } from "../../core/listing/filters.ts";
import type { ListingView, StripDay } from "../../core/listing/views.ts";
import { ListingFilterBar } from "./listing-filters.tsx";
import { JumpToDay, ViewToggle } from "./listing-views.tsx";
import { Typography } from "./ui/index.ts";

/**
 * What sits above a day-grouped listing (Upcoming and the like, /for-you):
 * the filter bar; the day strip and the view toggle; and the notes that
 * say what the list did with a day or a city it could not use.
 */
/** What a day-grouped listing's loader gives its controls (Upcoming's and /for-you's loader data have it all). */
export interface ListingControlsData {
  filters: ListingFilters;
  categoryChoices: readonly string[];
  cities: { name: string; slug: string }[];
  view: ListingView;
  from: string | null;
  /** The day strip; without it, no strip. */
  days?: StripDay[] | null;
  jumpMax: string;
  jumpNote?: string | null;
  unknownCity: boolean;
}

export function ListingControls({
  listing,
  grouped = true,
}: {
  listing: ListingControlsData;
  /** Days and views only for a listing grouped by day. */
  grouped?: boolean;
}) {
  const { filters, categoryChoices, cities, view, from, days, jumpMax, jumpNote, unknownCity } =
    listing;
  const filterSearch = listingSearch(filters);
  return (
    <>
      <ListingFilterBar
        filters={filters}
        categoryChoices={categoryChoices}
        cities={cities}
        place={{ view, from }}
      />
      {grouped ? (
        <div className="ac-listing-tools">
          {days ? (
            <JumpToDay
              days={days}
              from={from}
              view={view}
              filterSearch={filterSearch}
              max={jumpMax}
            />
          ) : null}
          <ViewToggle view={view} filterSearch={filterSearch} from={from} />
        </div>
      ) : null}
      {jumpNote ? (
        <Typography sx={{ mb: 3 }} role="status">
          {jumpNote}
        </Typography>
      ) : null}
      {unknownCity ? (
        <Typography sx={{ mb: 3 }} role="status">
          We don't know the city "{filters.city}", so the listing shows every city.
        </Typography>
      ) : null}
    </>
  );
}
