import { DateTime } from "luxon";
import { defaultRange, runRange } from "../calendar/date-rows.ts";
import { addDays } from "../dates/site-day.ts";
import type { EventCategory } from "../schemas/calendar.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import { isDateOnly } from "./event-time.ts";
import type { ScrapedEvent } from "./types.ts";

// The date row an imported event starts with in the editor. The editor
// reviews it before saving; this only makes a good first guess of the
// category from the schema.org type and the length of the event.

const CATEGORY_BY_TYPE: Record<string, EventCategory> = {
  TheaterEvent: "performance",
  MusicEvent: "performance",
  DanceEvent: "performance",
  ComedyEvent: "performance",
  ScreeningEvent: "performance",
  LiteraryEvent: "performance",
  EducationEvent: "class",
  CourseInstance: "class",
  SaleEvent: "sale",
};

/** Longer than this and it is a run of days (an exhibition), not one sitting. */
const RUN_HOURS = 15;

const zoned = (value: string) =>
  isDateOnly(value)
    ? DateTime.fromISO(value, { zone: DEFAULT_TIMEZONE })
    : DateTime.fromISO(value, { setZone: true }).setZone(DEFAULT_TIMEZONE);
const utc = (d: DateTime) => d.toUTC().toISO({ suppressMilliseconds: true })!;

export interface ImportedDateRow {
  category: EventCategory;
  start: string;
  end: string;
}

/** The event's one date row, or null when the page gives no start. */
export function dateRowFor(
  event: Pick<ScrapedEvent, "type" | "start" | "end">,
): ImportedDateRow | null {
  if (!event.start) return null;
  const start = zoned(event.start);
  const end = event.end ? zoned(event.end) : null;
  if (!start.isValid) return null;
  const byType = CATEGORY_BY_TYPE[event.type];
  const hours = end?.isValid ? end.diff(start, "hours").hours : 0;
  const allDay = isDateOnly(event.start);
  const firstDay = start.toISODate()!;
  const exhibition = event.type === "ExhibitionEvent";
  if (!byType && exhibition && !end?.isValid)
    return { category: "ongoing", ...defaultRange("ongoing", firstDay) };
  if (!byType && (allDay || hours > RUN_HOURS)) {
    // A date-only end is the last day; a timed end at midnight closes the day before.
    const last = !end?.isValid
      ? firstDay
      : event.end && !isDateOnly(event.end) && end.equals(end.startOf("day"))
        ? addDays(end.toISODate()!, -1)
        : end.toISODate()!;
    return { category: "ongoing", ...runRange(firstDay, last < firstDay ? firstDay : last) };
  }
  const category = byType ?? "reception";
  if (allDay) return { category, ...defaultRange(category, firstDay) };
  const fallbackEnd = defaultRange(category, firstDay);
  const length = DateTime.fromISO(fallbackEnd.end).diff(DateTime.fromISO(fallbackEnd.start));
  const endAt = end?.isValid && end >= start ? end : start.plus(length);
  return { category, start: utc(start), end: utc(endAt) };
}
