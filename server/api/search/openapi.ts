import { searchResultsOut } from "../../../core/schemas/api/search.ts";
import { documented } from "../openapi/operation.ts";

// The search route as the OpenAPI document describes it (issue 26).

export const searchDocs = {
  search: documented({
    summary: "Search everything",
    description:
      "Events, venues, cities and articles matching the words, each kind with its total. Names forgive case, accents, punctuation, St./Saint and small typos; a city found brings its venues and their events. Empty words find nothing.",
    tag: "Search",
    access: "public",
    results: searchResultsOut,
    query: ["query"],
  }),
};
