import {
  eventDateListRowOut,
  eventListRowOut,
  eventWithSeriesOut,
  tagCountOut,
} from "../../../core/schemas/api/calendar.ts";
import {
  eventDuplicateSchema,
  eventSchema,
  eventUpdateSchema,
} from "../../../core/schemas/calendar.ts";
import { occurrenceEditSchema, seriesSchema } from "../../../core/schemas/recurrence.ts";
import { documented } from "../openapi/operation.ts";
import { paging, type QueryParam } from "../openapi/parameters.ts";
import {
  eventDateSortColumns,
  eventSortColumns,
  type LookupField,
  tagSortColumns,
} from "./repo.ts";

// The calendar routes as the OpenAPI document describes them.

const tag = "Calendar";
const filters: QueryParam[] = [
  "query",
  "tags",
  "venue_id",
  "event_id",
  "category",
  "type",
  "city_id",
  "venue_type",
  "start",
  "end",
  "is_canceled",
  "is_free",
  "accessibility",
];
const recurrence = seriesSchema.nullable().optional().meta({
  description:
    "A recurring series (decision 059): its rule and what each date is. null ends it. On a change, `from` (YYYY-MM-DD) makes it hold from that day on.",
});
const lookupName: Record<LookupField, string> = {
  id: "by id",
  slug: "by slug",
  legacy_id: "by its old site's id",
};

export const calendarDocs = {
  listEvents: documented({
    summary: "List events",
    description: "Each with its dates and image; newest change first by default.",
    tag,
    access: "public",
    results: eventListRowOut,
    list: true,
    query: [...paging(Object.keys(eventSortColumns)), ...filters],
  }),
  listDates: documented({
    summary: "List event dates",
    description:
      "One row per date, its event and venue embedded: what calendars show. Soonest first by default; page_size defaults to 100.",
    tag,
    access: "public",
    results: eventDateListRowOut,
    list: true,
    query: [...paging(Object.keys(eventDateSortColumns)), ...filters],
  }),
  listTags: documented({
    summary: "List tags with their event counts",
    tag,
    access: "public",
    results: tagCountOut,
    list: true,
    query: [...paging(Object.keys(tagSortColumns)), "query"],
  }),
  getEvent: (field: LookupField) =>
    documented({
      summary: `An event ${lookupName[field]}`,
      description: "With its dates, their venues and its recurring series.",
      tag,
      access: "public",
      results: eventWithSeriesOut,
      notFound: true,
    }),
  createEvent: documented({
    summary: "Create an event",
    tag,
    access: "editor",
    results: eventWithSeriesOut,
    status: 201,
    body: eventSchema.extend({ recurrence }),
    conflict: true,
  }),
  duplicateEvent: documented({
    summary: "Copy an event",
    description: "A draft copy with every date moved by `shift_days` in Chicago wall-clock time.",
    tag,
    access: "editor",
    results: eventWithSeriesOut,
    status: 201,
    body: eventDuplicateSchema,
    notFound: true,
  }),
  updateEvent: documented({
    summary: "Change an event",
    description:
      "Send only the fields to change, with the `version` you read; `event_dates`, when sent, is the whole list.",
    tag,
    access: "editor",
    results: eventWithSeriesOut,
    body: eventUpdateSchema.extend({ recurrence }),
    notFound: true,
    conflict: true,
  }),
  editSeriesDate: documented({
    summary: "Change one date of a series",
    description: "This date, this and the following, or all (decision 059).",
    tag,
    access: "editor",
    results: eventWithSeriesOut,
    body: occurrenceEditSchema,
    notFound: true,
    conflict: true,
  }),
};
