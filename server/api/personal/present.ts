import { CATEGORY_LABELS } from "../../../core/listing/cards.ts";
import type { Follow } from "../../../core/schemas/api/personal.ts";
import type { PlaceName } from "./lookups-repo.ts";
import type { FollowRow } from "./repo.ts";

// A follow as /account/following lists it: its name and where it leads. A
// venue or city that is gone has no link and says so; its follow can still
// be removed.

/** url: the page it leads to; null when the venue or city no longer exists. */
export type FollowView = Follow;

export function presentFollows(
  rows: readonly FollowRow[],
  venues: readonly PlaceName[],
  cities: readonly PlaceName[],
): FollowView[] {
  const venueById = new Map(venues.map((v) => [v.id, v]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  return rows.map((r) => {
    const base = { kind: r.kind, target: r.target, created_date: r.createdDate.toISOString() };
    switch (r.kind) {
      case "venue": {
        const v = venueById.get(r.target);
        return {
          ...base,
          name: v?.name ?? "A venue that has closed its page",
          url: v ? `/venues/${v.slug}` : null,
        };
      }
      case "city": {
        const c = cityById.get(r.target);
        return {
          ...base,
          name: c?.name ?? "A city no longer listed",
          url: c ? `/cities/${c.slug}` : null,
        };
      }
      case "category":
        return {
          ...base,
          name: CATEGORY_LABELS[r.target] ?? r.target,
          url: `/calendar/${r.target === "class" ? "classes" : "upcoming"}?category=${encodeURIComponent(r.target)}`,
        };
      default:
        return {
          ...base,
          name: r.target,
          url: `/calendar/upcoming?tag=${encodeURIComponent(r.target)}`,
        };
    }
  });
}
