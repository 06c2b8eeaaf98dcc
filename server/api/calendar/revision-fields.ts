import { pickFields } from "../../../core/revisions/diff.ts";
import { eventSchema } from "../../../core/schemas/calendar.ts";
import type { Db } from "../../../db/client.ts";
import { trackedFields } from "../revisions/log.ts";
import { presentEvent } from "./present.ts";
import { createCalendarRepo } from "./repo.ts";

const eventOnly = trackedFields(eventSchema, ["event_dates"]);
const DATE_FIELDS = [
  "id",
  "venue_id",
  "category",
  "type",
  "label",
  "start",
  "end",
  "is_canceled",
  "previous_start",
  "admission",
  "accessibility",
];

/**
 * An event as a revision keeps it: its fields and its dates as one field,
 * "event_dates", since the dates are edited as a set with the event. Read
 * on the write's transaction; null when the event is not there.
 */
export async function eventFieldsIn(tx: Db, id: string) {
  const repo = createCalendarRepo(tx);
  const row = await repo.find("id", id, false);
  if (!row) return null;
  const event = presentEvent(row, await repo.datesOf([id]), new Map());
  return {
    ...eventOnly(event),
    event_dates: event.event_dates.map((d) => pickFields(d, DATE_FIELDS)),
  };
}
