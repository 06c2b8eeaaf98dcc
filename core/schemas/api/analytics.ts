import { z } from "zod";
import { dayOut, idOut } from "./common.ts";

// The back office's analytics report (server/api/analytics/service.ts report).

const topOut = z.strictObject({
  id: z.string().meta({ description: "The resource's id, as the page reported it." }),
  name: z.string().nullable().meta({ description: "Its name as last reported; null if never." }),
  views: z.number().int().min(0),
});

export const analyticsReportOut = z
  .strictObject({
    start: dayOut,
    end: dayOut,
    daily: z
      .array(
        z.strictObject({
          day: dayOut,
          page_views: z.number().int().min(0),
          clicks: z.number().int().min(0),
        }),
      )
      .meta({ description: "Every day of the range, days without any included." }),
    top_events: z.array(topOut).meta({ description: "The ten most viewed." }),
    top_venues: z.array(topOut).meta({ description: "The ten most viewed." }),
    top_articles: z.array(topOut).meta({ description: "The ten most viewed." }),
    adverts: z.array(
      z.strictObject({
        advert_id: z.string().nullable(),
        client: z.string().nullable(),
        campaign: z.string().nullable(),
        instance: z.string().nullable(),
        impressions: z.number().int().min(0),
        clicks: z.number().int().min(0),
        ctr: z.number().nullable().meta({ description: "clicks / impressions; null without any." }),
      }),
    ),
    api_keys: z
      .strictObject({
        daily: z
          .array(z.strictObject({ day: dayOut, requests: z.number().int().min(0) }))
          .meta({ description: "Requests made with API keys, every day of the range." }),
        top: z
          .array(
            z.strictObject({
              id: idOut,
              name: z.string(),
              prefix: z.string(),
              owner: z.strictObject({
                name: z.string().nullable(),
                username: z.string().nullable(),
              }),
              revoked: z.boolean(),
              requests: z.number().int().min(0),
            }),
          )
          .meta({ description: "The ten keys that made the most requests in the range." }),
      })
      .meta({ description: "Requests made with API keys (X-Api-Key), per site day." }),
  })
  .meta({
    id: "AnalyticsReport",
    example: {
      start: "2026-11-20",
      end: "2026-11-21",
      daily: [
        { day: "2026-11-20", page_views: 412, clicks: 37 },
        { day: "2026-11-21", page_views: 388, clicks: 29 },
      ],
      top_events: [{ id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Winter Light", views: 96 }],
      top_venues: [
        { id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b", name: "Northern Light Gallery", views: 54 },
      ],
      top_articles: [],
      adverts: [
        {
          advert_id: "advert-1",
          client: "Clay Co",
          campaign: "Winter",
          instance: "Banner",
          impressions: 1200,
          clicks: 18,
          ctr: 0.015,
        },
      ],
      api_keys: {
        daily: [
          { day: "2026-11-20", requests: 1320 },
          { day: "2026-11-21", requests: 1204 },
        ],
        top: [
          {
            id: "0b5e7c1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d",
            name: "Gallery newsletter",
            prefix: "ak_3f9c2a1b",
            owner: { name: "Ada Lovelace", username: "ada" },
            revoked: false,
            requests: 2524,
          },
        ],
      },
    },
  });

export type AnalyticsReport = z.output<typeof analyticsReportOut>;
