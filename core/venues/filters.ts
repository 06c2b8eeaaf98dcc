// The venue directory's filters (/venues?q=walker&type=gallery&city=minneapolis),
// kept in the URL like a listing's (core/listing/filters.ts): only set ones.
import type { FilterChip } from "../listing/filters.ts";
import { VENUE_TYPE_STYLES } from "./types.ts";

export interface VenueFilters {
  type: string | null;
  /** City slug. */
  city: string | null;
  q: string | null;
}

/** The directory's query string ("" when nothing is set), in the form's order. */
export function venueSearch(f: VenueFilters): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.type) params.set("type", f.type);
  if (f.city) params.set("city", f.city);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The query string of what the directory's form fields set. */
export const venueFieldsSearch = (fields: URLSearchParams): string =>
  venueSearch({
    q: fields.get("q")?.trim() || null,
    type: fields.get("type")?.trim() || null,
    city: fields.get("city")?.trim().toLowerCase() || null,
  });

/** One removable chip per set filter; `cityName` names a slug. */
export function venueChips(
  f: VenueFilters,
  cityName: (slug: string) => string | undefined = () => undefined,
): FilterChip[] {
  const chip = (kind: string, shown: string, changes: Partial<VenueFilters>): FilterChip => ({
    label: `${kind}: ${shown}`,
    search: venueSearch({ ...f, ...changes }),
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
