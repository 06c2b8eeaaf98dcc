import { z } from "zod";
import { cardVersionOut, idOut, instantOut, listImageOut, stampsOut, text } from "./common.ts";
import { venueSummaryOut, venueType } from "./places.ts";

/** A card's picture: its alt text and the versions a card draws (core/listing/cards.ts cardImage). */
export const cardImageOut = z
  .strictObject({
    alt_text: text,
    versions: z.record(z.string(), cardVersionOut).meta({
      description: "The card versions: CARD_SMALL, CARD_LARGE, THUMB, CARD_PROGRESSIVE.",
    }),
  })
  .nullable();

// Events and their dates as the v5 API answers (server/api/calendar/present.ts;
// the event-date list rows are written by the database, row-json.ts, in the
// same shape).

/** What event-date rows and cards both say of the date itself (as row-json.ts dateFields). */
const dateFields = {
  category: z
    .string()
    .meta({ description: "reception, ongoing, performance, class, artist_talk, sale or hours" }),
  type: z.string().meta({ description: "timed or reoccurring" }),
  label: text,
  start: instantOut,
  end: instantOut,
  is_canceled: z.boolean(),
};

/** An event without its dates, as an event-date row embeds it. */
export const eventSummaryOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    name: z.string(),
    slug: z.string(),
    summary: text,
    url: text,
    admission: z
      .string()
      .meta({ description: "free, paid, pay_what_you_can, donation or unknown" }),
    price_text: text,
    ticket_url: text,
    min_age: z.number().int().nullable(),
    accessibility: z.array(z.string()),
    featured: z.boolean(),
    tags: z.array(z.string()),
    primary_image_id: idOut.nullable(),
    status: z.string().meta({ description: "draft, pending, published or rejected" }),
    version: z.number().int(),
    modified_date: instantOut,
  })
  .meta({ id: "EventSummary" });

export const eventDateOut = z
  .strictObject({
    id: idOut,
    event_id: idOut,
    venue_id: idOut,
    ...dateFields,
    previous_start: instantOut.nullable(),
    admission: text.meta({
      description: "Where the date differs from its event; null: as the event.",
    }),
    accessibility: z.array(z.string()).nullable(),
    series_id: idOut.nullable(),
    occurrence: instantOut.nullable(),
    venue: venueSummaryOut.nullable(),
    ...stampsOut,
  })
  .meta({ id: "EventDate" });

const exceptionOut = z.strictObject({
  date: z.string(),
  skip: z.boolean().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  label: text.optional(),
});

/** A recurring series (decision 059): the rule its generated dates come from. */
export const seriesOut = z
  .strictObject({
    id: idOut,
    event_id: idOut,
    freq: z.enum(["weekly", "monthly"]),
    interval: z.number().int().optional().meta({ description: "Absent: 1." }),
    by_weekday: z.array(z.string()).optional(),
    nth: z.number().int().optional(),
    month_day: z.number().int().optional(),
    start_date: z.string(),
    start_time: z.string(),
    duration_minutes: z.number().int(),
    until: z.string().optional(),
    count: z.number().int().optional(),
    exceptions: z.array(exceptionOut).optional(),
    venue_id: idOut,
    category: z.string(),
    label: text,
    rrule: z.string(),
    materialised_until: instantOut.nullable(),
    version: z.number().int(),
  })
  .meta({ id: "Series" });

const dateExample = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  event_id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  venue_id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
  category: "reception",
  type: "timed",
  label: null,
  start: "2026-12-04T00:00:00.000Z",
  end: "2026-12-04T03:00:00.000Z",
  is_canceled: false,
  previous_start: null,
  admission: null,
  accessibility: null,
  series_id: null,
  occurrence: null,
  venue: null,
  created_date: "2026-11-20T15:00:00.000Z",
  modified_date: "2026-11-20T15:00:00.000Z",
  version: 1,
};
const summaryExample = {
  id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  legacy_id: null,
  name: "Winter Light: opening reception",
  slug: "winter-light-opening-reception",
  summary: "New paintings by Ana Ruiz.",
  url: null,
  admission: "free",
  price_text: null,
  ticket_url: null,
  min_age: null,
  accessibility: ["step_free"],
  featured: false,
  tags: ["painting"],
  primary_image_id: null,
  status: "published",
  version: 2,
  modified_date: "2026-11-21T10:00:00.000Z",
};

export const eventOut = eventSummaryOut
  .extend({
    content: text,
    event_dates: z.array(eventDateOut),
    ...stampsOut,
  })
  .meta({
    id: "Event",
    example: {
      ...summaryExample,
      content: "<p>Join us for the opening.</p>",
      event_dates: [dateExample],
      created_date: "2026-11-20T15:00:00.000Z",
    },
  });

/** One event: an event list's row carries its image; a single event its series. */
export const eventListRowOut = eventOut.extend({ primary_image: listImageOut }).meta({
  id: "EventListRow",
  example: { ...(eventOut.meta()?.example as object), primary_image: null },
});
export const eventWithSeriesOut = eventOut.extend({ series: z.array(seriesOut) }).meta({
  id: "EventWithSeries",
  example: { ...(eventOut.meta()?.example as object), series: [] },
});

/** GET /calendar/event_dates/list: one row per date, its event and venue embedded. */
export const eventDateListRowOut = eventDateOut
  .extend({ event: eventSummaryOut.extend({ primary_image: listImageOut }) })
  .meta({
    id: "EventDateListRow",
    example: { ...dateExample, event: { ...summaryExample, primary_image: null } },
  });

/**
 * An event date as a listing card shows it (core/listing/cards.ts
 * CardEventDate): search's events (toCard: each event's next date still to
 * come, or its last) and the saved events' dates, whose cards the database
 * writes in the same shape (server/api/calendar/row-json.ts cardJson).
 */
export const eventCardOut = z
  .strictObject({
    id: idOut,
    ...dateFields,
    venue: z
      .strictObject({
        id: idOut.optional().meta({
          description: "For following the venue; left out of a card made from a row without it.",
        }),
        name: z.string(),
        nickname: text,
        type: venueType,
        city: z.strictObject({ name: z.string() }).nullable(),
        multiple_locations_label: text,
      })
      .nullable()
      .meta({
        description:
          "null only on a search card whose venue is gone; a saved event's card always has one.",
      }),
    event: z.strictObject({
      id: idOut,
      name: z.string(),
      slug: z.string(),
      featured: z.boolean(),
      summary: text.optional().meta({ description: "Only on featured events." }),
    }),
    image: cardImageOut.meta({ description: "The event's image: the versions a card draws." }),
    is_free: z
      .literal(true)
      .optional()
      .meta({ description: "Admission is free at this date; absent otherwise." }),
    access: z.array(z.string()).optional().meta({
      description: "Access features at this date, its venue's included; absent when none.",
    }),
  })
  .meta({ id: "EventCard" });

export const tagCountOut = z
  .strictObject({ tag: z.string(), count: z.number().int() })
  .meta({ id: "TagCount", example: { tag: "painting", count: 42 } });

/** A named listing (issue 31): its key, title and the window it covers now. */
export const presetOut = z
  .strictObject({ key: z.string(), title: z.string(), description: z.string() })
  .meta({
    id: "Preset",
    example: {
      key: "weekend",
      title: "This weekend",
      description: "Friday, November 27th – Sunday, November 29th",
    },
  });

export type EventSummary = z.output<typeof eventSummaryOut>;
export type EventDate = z.output<typeof eventDateOut>;
export type Event = z.output<typeof eventOut>;
export type EventListRow = z.output<typeof eventListRowOut>;
export type EventWithSeries = z.output<typeof eventWithSeriesOut>;
export type EventDateListRow = z.output<typeof eventDateListRowOut>;
export type EventCard = z.output<typeof eventCardOut>;
export type Series = z.output<typeof seriesOut>;
export type Preset = z.output<typeof presetOut>;
