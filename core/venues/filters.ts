// The venue directory's filters (/venues?q=walker&type=gallery&city=minneapolis),
// kept in the URL like a listing's (core/listing/filters.ts): only set ones,
// and the page (?page= from 0) when past the first.
import { MAX_LIST_DEPTH } from "../list-constants.ts";
import type { FilterChip } from "../listing/filters.ts";
import { isKnownVenueType, VENUE_TYPE_STYLES } from "./types.ts";

export interface VenueFilters {
  type: string | null;
  /** City slug. */
  city: string | null;
  q: string | null;
  page: number;
}

/** Venues per page of the directory. */
export const VENUE_PAGE_SIZE = 100;
const MAX_PAGE = Math.ceil(MAX_LIST_DEPTH / VENUE_PAGE_SIZE) - 1;
const MAX_QUERY = 200;

/** The directory's filters from its address; an unknown type or a page that is no number is left out. */
export function parseVenueFilters(params: URLSearchParams): VenueFilters {
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "0", 10);
  return {
    type: isKnownVenueType(type) ? type : null,
    city: params.get("city")?.trim().toLowerCase() || null,
    q: params.get("q")?.trim().slice(0, MAX_QUERY) || null,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  };
}

/**
 * The directory's query string ("" when nothing is set), in the form's order,
 * with `changes` applied; changing a filter goes back to the first page.
 */
export function venueSearch(f: VenueFilters, changes: Partial<VenueFilters> = {}): string {
  const next = { ...f, page: 0, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.type) params.set("type", next.type);
  if (next.city) params.set("city", next.city);
  if (next.page > 0) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The query string of what the directory's form fields set. */
export const venueFieldsSearch = (fields: URLSearchParams): string =>
  venueSearch({
    q: fields.get("q")?.trim() || null,
    type: fields.get("type")?.trim() || null,
    city: fields.get("city")?.trim().toLowerCase() || null,
    page: 0,
  });

/** One removable chip per set filter; `cityName` names a slug. */
export function venueChips(
  f: VenueFilters,
  cityName: (slug: string) => string | undefined = () => undefined,
): FilterChip[] {
  const chip = (kind: string, shown: string, changes: Partial<VenueFilters>): FilterChip => ({
    label: `${kind}: ${shown}`,
    search: venueSearch(f, changes),
  });
  const out: FilterChip[] = [];
  if (f.q) out.push(chip("Name", `“${f.q}”`, { q: null }));
  if (f.type) {
    const shown = VENUE_TYPE_STYLES.find((s) => s.key === f.type)?.plural ?? f.type;
    out.push(chip("Type", shown, { type: null }));
  }
  if (f.city) out.push(chip("City", cityName(f.city) ?? f.city, { city: null }));
  return out;
}
