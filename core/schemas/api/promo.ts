import { z } from "zod";
import { idOut, instantOut, stampsOut, text } from "./common.ts";

// Adverts as the v5 API answers (server/api/promo/present.ts); staff only.

export const advertOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    client: z.string(),
    campaign: text,
    label: z.string(),
    spots: z.array(z.string()).meta({
      description: "Where it may show: home_1, home_2, calendar_list_1, article_1 or event_1.",
    }),
    weight: z.number().int().meta({ description: "1 to 100: its share among a spot's adverts." }),
    default_image_id: idOut.nullable(),
    mobile_image_id: idOut.nullable(),
    goto_url: z.string(),
    badge_text: text,
    start_date: instantOut.nullable(),
    end_date: instantOut.nullable(),
    is_active: z.boolean(),
    modified_by: idOut.nullable().meta({ description: "The user who saved it last." }),
    ...stampsOut,
  })
  .meta({
    id: "Advert",
    example: {
      id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
      legacy_id: null,
      client: "Northern Clay Center",
      campaign: "Holiday Sale 2026",
      label: "Holiday Sale banner",
      spots: ["home_1", "calendar_list_1"],
      weight: 3,
      default_image_id: "8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b",
      mobile_image_id: null,
      goto_url: "https://northernclaycenter.example/holiday-sale",
      badge_text: null,
      start_date: "2026-11-27T06:00:00.000Z",
      end_date: "2026-12-24T06:00:00.000Z",
      is_active: true,
      modified_by: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
      created_date: "2026-11-15T15:00:00.000Z",
      modified_date: "2026-11-20T15:00:00.000Z",
      version: 2,
    },
  });
