import { type SearchKind, searchParamsSchema } from "../../../core/schemas/search.ts";
import { SEARCH_QUERY_MAX } from "../../../core/search/normalise.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { DiscoverService } from "../discover/service.ts";
import type { WrittenService } from "../discover/written.ts";
import type { PlacesService } from "../places/service.ts";

/** At most this many cities come back (a site has a handful). */
const CITY_LIMIT = 20;

/**
 * One search over every kind (issue 26): events, venues, cities and articles,
 * each with its total. Names forgive case, accents, punctuation, "St."/"Saint"
 * and small typos (server/lib/search-match.ts); a city found brings its
 * venues and their events along. The /search page and GET /api/v5/search
 * both answer with this.
 */
export function createSearchService(deps: {
  discover: DiscoverService;
  written: WrittenService;
  places: PlacesService;
}) {
  const { discover, written, places } = deps;
  return {
    async search(text: string, now: Date) {
      const query = text.trim().slice(0, SEARCH_QUERY_MAX);
      const [found, cities, articles] = await Promise.all([
        discover.search(query, now),
        query
          ? places.listCities({ query, page_size: String(CITY_LIMIT) })
          : { results: [], total: 0 },
        written.search(query),
      ]);
      const counts: Record<SearchKind, number> = {
        events: found.eventTotal,
        venues: found.venueTotal,
        cities: cities.total,
        articles: articles.total,
      };
      return {
        query: found.query,
        counts,
        events: found.events,
        venues: found.venues,
        cities: cities.results,
        articles: articles.articles,
      };
    },

    /** GET /api/v5/search?query=… */
    async fromParams(params: Record<string, string>, now: Date) {
      const { query } = parseOrThrow(searchParamsSchema, { query: params.query });
      return this.search(query ?? "", now);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
export type SearchResults = Awaited<ReturnType<SearchService["search"]>>;
