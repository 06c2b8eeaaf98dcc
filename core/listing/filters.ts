// The filters a visitor can set on a listing page, kept in the URL so a
// listing can be shared, bookmarked and used without JavaScript:
// ?category=reception,class&city=minneapolis&venue_type=gallery&tag=prints&q=clay&page=1
import { MAX_LIST_DEPTH } from "../list-constants.ts";

export interface ListingFilters {
  categories: string[];
  /** City slug. */
  city: string | null;
  venueTypes: string[];
  tags: string[];
  q: string | null;
  page: number;
}

const MAX_QUERY = 200;
/** The last page of 100 dates within the lists' depth; deeper asks show it. */
const MAX_PAGE = Math.ceil(MAX_LIST_DEPTH / 100) - 1;

/** Repeated parameters and comma lists both work: ?category=a&category=b or ?category=a,b. */
function listOf(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(values)];
}

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const q = params.get("q")?.trim().slice(0, MAX_QUERY) || null;
  const page = Number.parseInt(params.get("page") ?? "0", 10);
  return {
    categories: listOf(params, "category"),
    city: params.get("city")?.trim().toLowerCase() || null,
    venueTypes: listOf(params, "venue_type"),
    tags: listOf(params, "tag"),
    q,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  };
}

/** The query string for filters ("" when none), with `changes` applied; changing a filter resets the page. */
export function listingSearch(f: ListingFilters, changes: Partial<ListingFilters> = {}): string {
  const next = { ...f, page: 0, ...changes };
  const params = new URLSearchParams();
  if (next.categories.length) params.set("category", next.categories.join(","));
  if (next.city) params.set("city", next.city);
  if (next.venueTypes.length) params.set("venue_type", next.venueTypes.join(","));
  if (next.tags.length) params.set("tag", next.tags.join(","));
  if (next.q) params.set("q", next.q);
  if (next.page > 0) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function hasListingFilters(f: ListingFilters): boolean {
  return Boolean(f.categories.length || f.city || f.venueTypes.length || f.tags.length || f.q);
}
