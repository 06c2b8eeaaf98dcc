// Venues grouped by city, for the venue map's list (and its page without
// JavaScript): cities A–Z, venues A–Z inside each, venues without a city last.

export interface CityGroup<T> {
  /** The city's name, or null for venues with none. */
  city: string | null;
  venues: T[];
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

export function groupByCity<T extends { name: string; city: { name: string } | null }>(
  venues: readonly T[],
): CityGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const v of venues) {
    const key = v.city?.name?.trim() || null;
    const list = groups.get(key);
    if (list) list.push(v);
    else groups.set(key, [v]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byName(a, b)))
    .map(([city, list]) => ({ city, venues: [...list].sort((a, b) => byName(a.name, b.name)) }));
}
