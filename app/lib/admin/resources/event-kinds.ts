// The field kinds the event form brought to the resource editor: the dates
// (rows of venue, category, label, start, end, canceled, moved) and the tags
// (its select, checkbox and rich text are the venue's kinds). Each reads back from the posted form by
// the names its input (components/admin/resource/event-inputs.tsx) gives its
// controls, so the form posts the same fields with or without JavaScript.
import { DateTime } from "luxon";
import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../../core/calendar/access.ts";
import { ADMISSION_LABELS } from "../../../../core/calendar/admission.ts";
import { CATEGORY_LABELS } from "../../../../core/listing/cards.ts";
import {
  ADMISSIONS,
  EVENT_CATEGORIES,
  type EventCategory,
} from "../../../../core/schemas/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../../../core/site.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import type { KindCodec } from "./field-kinds.ts";
import {
  type RecurrenceKindSpec,
  readRecurrence,
  recurrenceFromRecord,
  recurrencePayload,
  showRecurrence,
} from "./recurrence-kind.ts";
import type { FieldBase } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

export type EventKindSpec =
  | RecurrenceKindSpec
  | (FieldBase & { kind: "tags" })
  | (FieldBase & {
      kind: "eventDates";
      /** The venues a form without JavaScript offers in each row's select. */
      choices?: (services: Services, actor: UserActor) => Promise<Option[]>;
    });

type EventKind = EventKindSpec["kind"];

export const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  pending: "Pending review",
  published: "Published",
  rejected: "Rejected",
};

/** One date row as the form holds it (the API's row plus its venue, for the pickers). */
export interface DateRow {
  id?: string;
  venue_id: string;
  /** The venue's name, for the pickers and the comparison (the API takes only the id). */
  venue_name: string;
  category: EventCategory;
  label: string;
  start: string;
  end: string;
  is_canceled: boolean;
  /** Where the date was first announced; "" once the editor says it was a correction. */
  previous_start?: string | null;
  /** Admission at this date when it differs from the event's (decision 054); "" is the event's. */
  admission?: string;
  /** Access features at this date when they differ, comma-separated; "" is the event's. */
  accessibility?: string;
}

/** The controls each date row posts, as `event_dates.N.{part}`. */
export const ROW_PARTS = [
  "id",
  "venue_id",
  "venue_name",
  "category",
  "label",
  "start",
  "end",
  "is_canceled",
  "previous_start",
  "admission",
  "accessibility",
] as const;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A posted time: an ISO instant (the pickers' hidden inputs) as it is, a
 * `datetime-local` value (the form without JavaScript) read as Chicago time.
 */
export function postedInstant(v: string): string {
  if (!v || /(Z|[+-]\d\d:\d\d)$/.test(v)) return v;
  const dt = DateTime.fromISO(v, { zone: DEFAULT_TIMEZONE });
  return dt.isValid ? (dt.toUTC().toISO() ?? "") : v;
}

/** An instant as a `datetime-local` value in Chicago time, for the form without JavaScript. */
export function localInput(iso: string): string {
  const dt = DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  return iso && dt.isValid ? dt.toFormat("yyyy-LL-dd'T'HH:mm") : "";
}

/** The row numbers posted under `{name}.N.{part}`, in order. */
function rowIndexes(form: FormData, name: string): number[] {
  const re = new RegExp(`^${name}\\.(\\d+)\\.`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const m = re.exec(key);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

const isCategory = (v: unknown): v is EventCategory =>
  (EVENT_CATEGORIES as readonly unknown[]).includes(v);

function toRow(v: unknown): DateRow | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  // A series' date is edited in the Repeats part (decision 059), not as a row.
  if (typeof r.series_id === "string" && r.series_id) return null;
  // A record's row names its venue in an object; a form's row in `venue_name`.
  const venue = r.venue as { name?: unknown } | null | undefined;
  return {
    ...(typeof r.id === "string" && r.id ? { id: r.id } : {}),
    venue_id: str(r.venue_id),
    venue_name: typeof r.venue_name === "string" ? r.venue_name : str(venue?.name),
    category: isCategory(r.category) ? r.category : "reception",
    label: str(r.label),
    start: str(r.start),
    end: str(r.end),
    is_canceled: r.is_canceled === true,
    previous_start: typeof r.previous_start === "string" ? r.previous_start : null,
    admission: isAdmission(r.admission) ? r.admission : "",
    accessibility: accessOf(r.accessibility).join(","),
  };
}

const isAdmission = (v: unknown): v is string => (ADMISSIONS as readonly unknown[]).includes(v);
/** A row's own access features: a record's array, or the form's comma list. */
const accessOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [])
    .map((f) => String(f).trim())
    .filter((f) => (ACCESS_FEATURES as readonly string[]).includes(f));

export const rowsOf = (v: unknown): DateRow[] =>
  Array.isArray(v) ? v.map(toRow).filter((r): r is DateRow => r !== null) : [];

function readRows(form: FormData, name: string): DateRow[] {
  const rows: DateRow[] = [];
  for (const i of rowIndexes(form, name)) {
    const part = (p: string) => text(form, `${name}.${i}.${p}`);
    const row = {
      venue_id: part("venue_id"),
      start: postedInstant(part("start")),
      end: postedInstant(part("end")),
    };
    // The empty rows a form without JavaScript offers stay out until filled in.
    if (!row.venue_id && !row.start && !row.end) continue;
    const moved = form.get(`${name}.${i}.previous_start`);
    const r = toRow({
      id: part("id"),
      ...row,
      venue_name: part("venue_name"),
      category: part("category"),
      label: part("label"),
      is_canceled: ["true", "on"].includes(part("is_canceled")),
      admission: part("admission"),
      // A comma list (the enhanced form's hidden input) or one value per option chosen.
      accessibility: form
        .getAll(`${name}.${i}.accessibility`)
        .filter((v) => typeof v === "string")
        .join(","),
      // Absent: not moved (or the server keeps it); "": the editor said it was a correction.
      previous_start: typeof moved === "string" ? postedInstant(moved.trim()) : null,
    });
    if (r) rows.push(r);
  }
  return rows;
}

const shortTime = (iso: string) => {
  const dt = DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  return dt.isValid ? dt.toFormat("ccc LLL d yyyy, h:mm a") : "?";
};

/** A row in words: "Reception “Opening” · Sat Nov 21 2026, 6:00 PM – … (canceled)". */
export function showRow(r: DateRow): string {
  const label = r.label ? ` “${r.label}”` : "";
  const venue = r.venue_name || (r.venue_id ? `venue ${r.venue_id.slice(0, 8)}` : "no venue");
  const when = `${shortTime(r.start)} – ${shortTime(r.end)}`;
  const own = [
    r.admission ? ADMISSION_LABELS[r.admission as keyof typeof ADMISSION_LABELS] : null,
    ...accessOf(r.accessibility).map((f) => ACCESS_LABELS[f as keyof typeof ACCESS_LABELS]),
  ].filter(Boolean);
  return `${CATEGORY_LABELS[r.category] ?? r.category}${label} · ${venue} · ${when}${own.length ? ` · at this date: ${own.join(", ")}` : ""}${r.is_canceled ? " (canceled)" : ""}`;
}

const tagsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((t): t is string => typeof t === "string") : [];

export const eventKinds: { [K in EventKind]: KindCodec<K> } = {
  recurrence: {
    fromRecord: recurrenceFromRecord,
    read: (form, spec) => readRecurrence(form, spec.name),
    toPayload: recurrencePayload,
    show: showRecurrence,
  },
  tags: {
    fromRecord: tagsOf,
    // One hidden input per tag with JavaScript; a comma list typed without it.
    read: (form, spec) => [
      ...new Set(
        form
          .getAll(spec.name)
          .flatMap((v) => (typeof v === "string" ? v.split(",") : []))
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
    toPayload: tagsOf,
    show: (v) => tagsOf(v).join(", ") || "—",
  },
  eventDates: {
    fromRecord: rowsOf,
    read: (form, spec) => readRows(form, spec.name),
    // The rows without their venue objects; a row's previous start only when
    // the editor cleared it (otherwise the server keeps it as dates move).
    toPayload: (v) =>
      rowsOf(v).map((d) => ({
        ...(d.id ? { id: d.id } : {}),
        venue_id: d.venue_id,
        category: d.category,
        label: d.label,
        start: d.start,
        end: d.end,
        is_canceled: d.is_canceled,
        ...(d.previous_start === "" ? { previous_start: null } : {}),
        // Blank: as the event (a date that said "no features" reads as the event's here).
        admission: d.admission || null,
        accessibility: d.accessibility ? accessOf(d.accessibility) : null,
      })),
    show: (v) => rowsOf(v).map(showRow).join("\n") || "No dates",
  },
};

/** The event form's values, as far as its custom parts (dates, preview, import) read them. */
export interface EventFormValues {
  name: string;
  slug: string;
  summary: string;
  url: string;
  featured: boolean;
  primary_image_id: string | null;
  status: string;
  event_dates: DateRow[];
}
export type EventDateRowValues = DateRow;
