import { z } from "zod";

// GET /site as the v5 API answers (server/api/site/service.ts, spec §3).

export const siteOut = z
  .strictObject({
    site_id: z.string(),
    site_name: z.string(),
    canonical_host: z
      .string()
      .nullable()
      .meta({ description: "The host pages say they live on; null: the address served from." }),
    default_timezone: z.string().meta({ description: "An IANA time zone." }),
    start_of_day_time: z
      .string()
      .meta({ description: "HH:MM: when the site's day starts, local time." }),
    end_of_day_time: z
      .string()
      .meta({ description: "HH:MM: when the site's day ends, on the next calendar day." }),
  })
  .meta({
    id: "Site",
    example: {
      site_id: "tcart",
      site_name: "Twin Cities Art Calendar",
      canonical_host: "tcart.example",
      default_timezone: "America/Chicago",
      start_of_day_time: "05:00",
      end_of_day_time: "03:00",
    },
  });
