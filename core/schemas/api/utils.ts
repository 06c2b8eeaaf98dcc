import { z } from "zod";
import { text } from "./common.ts";

// The utility answers of the v5 API: a link's preview (core/scraper/types.ts)
// and whether a slug is free (server/api/utils/slug-check.ts).

const scrapedLocationOut = z.strictObject({
  name: text,
  address: text.meta({ description: "The whole address on one line." }),
  street: text,
  locality: text,
  region: text,
  postal_code: text,
});

const scrapedEventOut = z
  .strictObject({
    type: z.string().meta({ description: 'The schema.org type ("ExhibitionEvent") or "h-event".' }),
    name: text,
    description: text,
    start: text.meta({
      description:
        "ISO 8601 with the page's own offset; without one, Chicago time. An all-day date stays YYYY-MM-DD.",
    }),
    end: text,
    location: scrapedLocationOut.nullable(),
    image: text,
    url: text,
  })
  .meta({ id: "ScrapedEvent" });

export const linkPreviewOut = z
  .strictObject({
    url: z.string().meta({ description: "Where the page was read from, after redirects." }),
    title: text,
    description: text,
    image: text.meta({ description: "An absolute http(s) URL." }),
    site_name: text,
    type: text.meta({ description: 'og:type ("website", "article", …).' }),
    event: scrapedEventOut
      .optional()
      .meta({ description: "The event the page describes (JSON-LD or h-event), when it has one." }),
  })
  .meta({
    id: "LinkPreview",
    example: {
      url: "https://lakesideprint.example/shows/tide-lines",
      title: "Tide Lines: Prints",
      description: "Relief prints of the North Shore.",
      image: "https://lakesideprint.example/poster.png",
      site_name: "Lakeside Print Studio",
      type: "website",
      event: {
        type: "ExhibitionEvent",
        name: "Tide Lines: Prints",
        description: null,
        start: "2026-11-14",
        end: "2026-12-31",
        location: {
          name: "Lakeside Print Studio",
          address: "1 Lakeside Ave, Minneapolis, MN 55401",
          street: null,
          locality: null,
          region: null,
          postal_code: null,
        },
        image: "https://lakesideprint.example/poster.png",
        url: null,
      },
    },
  });

export const slugCheckOut = z
  .strictObject({
    slug: z.string().meta({ description: "The slug asked about, trimmed and lower-cased." }),
    available: z.boolean(),
    reason: z
      .enum(["taken", "reserved"])
      .nullable()
      .meta({ description: "Why it is not available; null when it is." }),
  })
  .meta({
    id: "SlugCheck",
    example: { slug: "northern-light-gallery", available: false, reason: "taken" },
  });
