import { DateTime } from "luxon";
import { DEFAULT_TIMEZONE } from "../site.ts";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An event's start or end as a page gives it (schema.org startDate, an
 * h-event's dt-start), as ISO 8601 keeping the page's offset. A time with
 * no offset is a wall-clock time where the event is: for this site that
 * is Chicago. A date alone stays a date. Null when it is not a date.
 */
export function normalizeEventTime(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // "2026-12-05 18:00" (microformats) and "2026-12-05T18:00-0600" are common.
  const text = raw.trim().replace(/^(\d{4}-\d{2}-\d{2})[ T]+/, "$1T");
  if (DATE_ONLY.test(text)) {
    return DateTime.fromISO(text).isValid ? text : null;
  }
  const dt = DateTime.fromISO(text, { zone: DEFAULT_TIMEZONE, setZone: true });
  if (dt.isValid) return dt.toISO({ suppressMilliseconds: true });
  // Anything else the JavaScript parser reads with an explicit offset
  // ("Sat, 05 Dec 2026 18:00:00 -0600").
  if (!/(Z|[+-]\d{2}:?\d{2}|GMT|UTC)\s*$/i.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(".000Z", "Z");
}

/** Whether a normalized event time is a date without a time of day. */
export const isDateOnly = (value: string) => DATE_ONLY.test(value);
