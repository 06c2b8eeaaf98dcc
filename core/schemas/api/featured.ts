import { z } from "zod";
import { MARQUEE_RESOURCE_TYPES } from "../featured.ts";
import { articleOut } from "./blog.ts";
import { eventWithSeriesOut } from "./calendar.ts";
import { idOut, imageOut, instantOut, text } from "./common.ts";
import { venueOut } from "./places.ts";

// The home page's marquee as the v5 API answers (server/api/featured/service.ts).

const itemShape = {
  resource_type: z.enum(MARQUEE_RESOURCE_TYPES),
  resource_id: idOut,
  advert_spot: text.meta({
    description:
      "An advert spot: while one of its adverts is active, the home page shows it here instead.",
  }),
};

const itemExample = {
  resource_type: "event",
  resource_id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  advert_spot: null,
};

/** ?config_only=true: the items as staff arranged them. */
export const marqueeConfigOut = z
  .strictObject({
    items: z.array(z.strictObject(itemShape)),
    version: z
      .number()
      .int()
      .meta({ description: "Send it back with a PUT; 0 before the first save." }),
    modified_date: instantOut.nullable(),
  })
  .meta({
    id: "MarqueeConfig",
    example: {
      items: [
        itemExample,
        {
          resource_type: "venue",
          resource_id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
          advert_spot: "home_2",
        },
      ],
      version: 7,
      modified_date: "2026-11-20T15:00:00.000Z",
    },
  });

/** One item as visitors see it: its public record, and what its card shows. */
const expandedItem = <T extends (typeof MARQUEE_RESOURCE_TYPES)[number]>(
  type: T,
  record: z.ZodType,
) =>
  z.strictObject({
    ...itemShape,
    resource_type: z.literal(type),
    title: z.string(),
    summary: text,
    url: z.string().meta({ description: "The record's public page." }),
    record,
    image: imageOut.nullable(),
  });

export const marqueeItemOut = z
  .discriminatedUnion("resource_type", [
    expandedItem("event", eventWithSeriesOut),
    expandedItem("article", articleOut),
    expandedItem("venue", venueOut),
  ])
  .meta({ id: "MarqueeItem" });

/** GET /featured/marquee: the expanded items, or with config_only=true the configuration. */
export const marqueeOut = z.union([z.array(marqueeItemOut), marqueeConfigOut]).meta({
  example: [
    {
      ...itemExample,
      title: "Winter Light: opening reception",
      summary: "New paintings by Ana Ruiz.",
      url: "/events/winter-light-opening-reception",
      record: {
        ...(eventWithSeriesOut.meta()?.example as object),
      },
      image: null,
    },
  ],
});
