import { z } from "zod";
import { dayOut, idOut, instantOut, stampsOut, text } from "./common.ts";

// A guide as the v5 API answers (server/api/guides/present.ts, decision 057).

export const guideOut = z
  .strictObject({
    id: idOut,
    slug: z.string(),
    legacy_key: text,
    title: z.string(),
    summary: text,
    intro: text,
    first_day: dayOut,
    last_day: dayOut,
    hero_image_id: idOut.nullable(),
    kind: z.enum(["list", "crawl"]),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    venue_ids: z.array(idOut),
    venues: z.array(z.strictObject({ venue_id: idOut, venue_slug: text })),
    city_ids: z.array(idOut),
    venue_types: z.array(z.string()),
    is_free: z.boolean(),
    accessibility: z.array(z.string()),
    picks: z.array(z.strictObject({ event_id: idOut, event_slug: text, note: text })),
    stops: z.array(
      z.strictObject({
        venue_id: idOut,
        venue_slug: text,
        day: dayOut.nullable(),
        opens: text,
        closes: text,
        note: text,
      }),
    ),
    picks_only: z.boolean(),
    is_published: z.boolean(),
    permalink: z.string(),
    ...stampsOut,
    created_date: instantOut,
  })
  .meta({
    id: "Guide",
    example: {
      id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
      slug: "holiday-guide-2026",
      legacy_key: null,
      title: "Holiday Guide 2026",
      summary: "Sales, markets and openings through the holidays.",
      intro: null,
      first_day: "2026-11-27",
      last_day: "2026-12-31",
      hero_image_id: null,
      kind: "list",
      categories: ["sale"],
      tags: [],
      venue_ids: [],
      venues: [],
      city_ids: [],
      venue_types: [],
      is_free: false,
      accessibility: [],
      picks: [],
      stops: [],
      picks_only: false,
      is_published: true,
      permalink: "/guides/holiday-guide-2026",
      created_date: "2026-11-01T15:00:00.000Z",
      modified_date: "2026-11-20T15:00:00.000Z",
      version: 4,
    },
  });

export type Guide = z.output<typeof guideOut>;
