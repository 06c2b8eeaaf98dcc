// The filters a visitor can set on a listing page, kept in the URL so a
// listing can be shared, bookmarked and used without JavaScript:
// ?category=reception,class&city=minneapolis&venue_type=gallery&tag=prints&q=clay
// &free=1&access=step_free,asl&page=1
import { ACCESS_FEATURES } from "../calendar/access.ts";
import { MAX_LIST_DEPTH } from "../list-constants.ts";

export interface ListingFilters {
  categories: string[];
  /** City slug. */
  city: string | null;
  venueTypes: string[];
  tags: string[];
  q: string | null;
  /** Only dates free to attend (decision 054). */
  free: boolean;
  /** Access feature keys every date must have; unknown keys are kept for the page to leave out and a feed to refuse. */
  access: string[];
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
    // A checkbox sends "1"; "true" is what the API's is_free takes, so both read as set.
    free: ["1", "true"].includes(params.get("free")?.trim().toLowerCase() ?? ""),
    access: inCatalogueOrder(listOf(params, "access")),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  };
}

/** Known features first in the catalogue's order (one filter set, one address), then any others. */
function inCatalogueOrder(keys: string[]): string[] {
  const known = ACCESS_FEATURES.filter((f) => keys.includes(f));
  return [...known, ...keys.filter((k) => !(ACCESS_FEATURES as readonly string[]).includes(k))];
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
  if (next.free) params.set("free", "1");
  if (next.access.length) params.set("access", next.access.join(","));
  if (next.page > 0) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function hasListingFilters(f: ListingFilters): boolean {
  return Boolean(
    f.categories.length ||
      f.city ||
      f.venueTypes.length ||
      f.tags.length ||
      f.q ||
      f.free ||
      f.access.length,
  );
}

/**
 * A query string without its empty parameters (`?q=&category=print` →
 * `?category=print`), or null when it has none. A GET form sends every field,
 * set or not; the server answers such a URL with a redirect to this one, so
 * a filter set has one address (and one page-cache entry).
 */
export function withoutEmptyParams(params: URLSearchParams): string | null {
  const all = [...params];
  const kept = all.filter(([, value]) => value.trim() !== "");
  if (kept.length === all.length) return null;
  const s = new URLSearchParams(kept).toString();
  return s ? `?${s}` : "";
}

export interface FilterChip {
  /** What the chip reads: "City: Minneapolis" (a screen reader hears "Remove City: Minneapolis"). */
  label: string;
  /** The query string of the listing without this filter ("" when none is left). */
  search: string;
}

/** Names to show for filter values; a value without one shows as it is. */
export interface FilterNames {
  category?: (value: string) => string | undefined;
  city?: (slug: string) => string | undefined;
  venueType?: (key: string) => string | undefined;
  access?: (key: string) => string | undefined;
}

/** One removable chip per filter a visitor set, in the order of the filter bar. */
export function filterChips(f: ListingFilters, names: FilterNames = {}): FilterChip[] {
  const chip = (kind: string, shown: string, changes: Partial<ListingFilters>): FilterChip => ({
    label: `${kind}: ${shown}`,
    search: listingSearch(f, changes),
  });
  const out: FilterChip[] = [];
  if (f.q) out.push(chip("Search", `“${f.q}”`, { q: null }));
  for (const c of f.categories) {
    const without = f.categories.filter((x) => x !== c);
    out.push(chip("Category", names.category?.(c) ?? c, { categories: without }));
  }
  if (f.city) out.push(chip("City", names.city?.(f.city) ?? f.city, { city: null }));
  for (const t of f.venueTypes) {
    const without = f.venueTypes.filter((x) => x !== t);
    out.push(chip("Venue type", names.venueType?.(t) ?? t, { venueTypes: without }));
  }
  for (const t of f.tags) {
    out.push(chip("Tag", t, { tags: f.tags.filter((x) => x !== t) }));
  }
  if (f.free) out.push(chip("Admission", "Free", { free: false }));
  for (const a of f.access) {
    out.push(chip("Access", names.access?.(a) ?? a, { access: f.access.filter((x) => x !== a) }));
  }
  return out;
}
