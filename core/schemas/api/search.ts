import { z } from "zod";
import { cardImageOut, eventCardOut } from "./calendar.ts";
import { idOut, instantOut, text } from "./common.ts";
import { cityOut, venueListRowOut } from "./places.ts";

// GET /search as the v5 API answers (server/api/search/service.ts): each
// kind found, with its total. Events come as cards (core/listing/cards.ts
// toCard), articles as the blog's cards (server/api/discover/written.ts).

/** An article as its card shows it. */
export const articleCardOut = z
  .strictObject({
    id: idOut,
    title: z.string(),
    summary: text,
    permalink: z.string().meta({ description: "/written/{YYYY}/{MM}/{slug}" }),
    published_date: instantOut.nullable(),
    author: z.strictObject({ name: z.string(), slug: z.string() }).nullable(),
    category: z.strictObject({ title: z.string(), slug: z.string() }).nullable(),
    image: cardImageOut.meta({ description: "The article's picture: the versions a card draws." }),
  })
  .meta({ id: "ArticleCard" });

const count = z.number().int().min(0);

export const searchResultsOut = z
  .strictObject({
    query: z.string().meta({ description: "The words searched for, trimmed." }),
    counts: z
      .strictObject({ events: count, venues: count, cities: count, articles: count })
      .meta({ description: "How many of each kind match; each list holds the first of them." }),
    events: z.array(eventCardOut),
    venues: z.array(venueListRowOut),
    cities: z.array(cityOut),
    articles: z.array(articleCardOut),
  })
  .meta({
    id: "SearchResults",
    example: {
      query: "printmakers",
      counts: { events: 1, venues: 0, cities: 0, articles: 1 },
      events: [
        {
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
          category: "reception",
          type: "timed",
          label: null,
          start: "2026-12-05T00:00:00.000Z",
          end: "2026-12-05T03:00:00.000Z",
          is_canceled: false,
          venue: {
            id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
            name: "Lowertown Print Lab",
            nickname: null,
            type: "studios",
            city: { name: "St. Paul" },
            multiple_locations_label: null,
          },
          event: {
            id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
            name: "Printmakers Winter Fair",
            slug: "printmakers-winter-fair",
            featured: false,
          },
          image: null,
        },
      ],
      venues: [],
      cities: [],
      articles: [
        {
          id: "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
          title: "Printmakers of the East Side",
          summary: "Three studios keeping letterpress alive in St. Paul.",
          permalink: "/written/2026/11/printmakers-of-the-east-side",
          published_date: "2026-11-01T18:00:00.000Z",
          author: { name: "Ana Ruiz", slug: "ana-ruiz" },
          category: { title: "Studio Visits", slug: "studio-visits" },
          image: null,
        },
      ],
    },
  });
