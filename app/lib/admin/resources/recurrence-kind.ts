// The event editor's "Repeats" part (issue 31 item 4, decision 059): a series
// of dates as plain form controls named `recurrence.{part}` (exceptions as
// `recurrence.exceptions.N.{part}`), read back the same with or without
// JavaScript. The form holds strings; the payload is the API's `recurrence`.
import { WEEKDAYS, type Weekday } from "../../../../core/schemas/recurrence.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import type { FieldBase } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

export type RecurrenceKindSpec = FieldBase & {
  kind: "recurrence";
  /** The venues offered (a series' dates are all at one venue). */
  choices?: (services: Services, actor: UserActor) => Promise<Option[]>;
};

export interface ExceptionRow {
  date: string;
  skip: boolean;
  start: string;
  end: string;
  label: string;
}

export interface RecurrenceForm {
  repeats: boolean;
  /** The series being edited ("" when none yet): unticking "Repeats" then stops it. */
  id: string;
  freq: "weekly" | "monthly";
  interval: string;
  by_weekday: Weekday[];
  /** Monthly: on the nth weekday, or on a day of the month. */
  monthly_by: "nth" | "day";
  nth: string;
  month_day: string;
  start_date: string;
  start_time: string;
  duration_minutes: string;
  ends: "never" | "until" | "count";
  until: string;
  count: string;
  venue_id: string;
  category: string;
  label: string;
  /** "" for every date to come; a date: from the first date on or after it ("this and following"). */
  from: string;
  exceptions: ExceptionRow[];
}

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: "Mon",
  TU: "Tue",
  WE: "Wed",
  TH: "Thu",
  FR: "Fri",
  SA: "Sat",
  SU: "Sun",
};
export const NTH_LABELS: Record<string, string> = {
  "1": "First",
  "2": "Second",
  "3": "Third",
  "4": "Fourth",
  "-1": "Last",
};

export const emptyRecurrence = (): RecurrenceForm => ({
  repeats: false,
  id: "",
  freq: "weekly",
  interval: "1",
  by_weekday: [],
  monthly_by: "nth",
  nth: "1",
  month_day: "",
  start_date: "",
  start_time: "18:00",
  duration_minutes: "120",
  ends: "never",
  until: "",
  count: "",
  venue_id: "",
  category: "class",
  label: "",
  from: "",
  exceptions: [],
});

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const isDay = (v: unknown): v is Weekday => (WEEKDAYS as readonly unknown[]).includes(v);

/** A series as the API gives it (the event's latest one) as the form's value. */
export function recurrenceFromRecord(v: unknown): RecurrenceForm {
  if (!v || typeof v !== "object") return emptyRecurrence();
  const r = v as Record<string, unknown>;
  if ("repeats" in r) return { ...emptyRecurrence(), ...(r as Partial<RecurrenceForm>) };
  const exceptions = Array.isArray(r.exceptions) ? (r.exceptions as Record<string, unknown>[]) : [];
  return {
    repeats: true,
    id: str(r.id),
    freq: r.freq === "monthly" ? "monthly" : "weekly",
    interval: str(r.interval) || "1",
    by_weekday: Array.isArray(r.by_weekday) ? r.by_weekday.filter(isDay) : [],
    monthly_by: r.month_day !== undefined && r.month_day !== null ? "day" : "nth",
    nth: str(r.nth) || "1",
    month_day: str(r.month_day),
    start_date: str(r.start_date),
    start_time: str(r.start_time),
    duration_minutes: str(r.duration_minutes),
    ends: r.until ? "until" : r.count ? "count" : "never",
    until: str(r.until),
    count: str(r.count),
    venue_id: str(r.venue_id),
    category: str(r.category) || "class",
    label: str(r.label),
    from: "",
    exceptions: exceptions.map((x) => ({
      date: str(x.date),
      skip: x.skip === true,
      start: str(x.start),
      end: str(x.end),
      label: str(x.label),
    })),
  };
}

/** The posted controls as the form's value. */
export function readRecurrence(form: FormData, name: string): RecurrenceForm {
  const get = (part: string) => {
    const v = form.get(`${name}.${part}`);
    return typeof v === "string" ? v.trim() : "";
  };
  const rows: ExceptionRow[] = [];
  for (let i = 0; form.has(`${name}.exceptions.${i}.date`); i++) {
    const part = (p: string) => get(`exceptions.${i}.${p}`);
    if (!part("date")) continue;
    rows.push({
      date: part("date"),
      skip: ["on", "true"].includes(part("skip")),
      start: part("start"),
      end: part("end"),
      label: part("label"),
    });
  }
  const ends = get("ends");
  return {
    repeats: ["on", "true"].includes(get("repeats")),
    id: get("id"),
    freq: get("freq") === "monthly" ? "monthly" : "weekly",
    interval: get("interval"),
    by_weekday: form.getAll(`${name}.by_weekday`).filter(isDay),
    monthly_by: get("monthly_by") === "day" ? "day" : "nth",
    nth: get("nth"),
    month_day: get("month_day"),
    start_date: get("start_date"),
    start_time: get("start_time"),
    duration_minutes: get("duration_minutes"),
    ends: ends === "until" || ends === "count" ? ends : "never",
    until: get("until"),
    count: get("count"),
    venue_id: get("venue_id"),
    category: get("category"),
    label: get("label"),
    from: get("from"),
    exceptions: rows,
  };
}

const num = (v: string) => (v === "" ? undefined : Number(v));

/** The API's `recurrence`: the series, null to stop one, undefined to leave it out. */
export function recurrencePayload(v: unknown): unknown {
  const f = recurrenceFromRecord(v);
  if (!f.repeats) return f.id ? null : undefined;
  const monthlyNth = f.freq === "monthly" && f.monthly_by === "nth";
  return {
    freq: f.freq,
    interval: num(f.interval) ?? 1,
    by_weekday: monthlyNth ? f.by_weekday.slice(0, 1) : f.freq === "weekly" ? f.by_weekday : [],
    ...(monthlyNth ? { nth: num(f.nth) } : {}),
    ...(f.freq === "monthly" && f.monthly_by === "day" ? { month_day: num(f.month_day) } : {}),
    start_date: f.start_date,
    start_time: f.start_time,
    duration_minutes: num(f.duration_minutes),
    ...(f.ends === "until" ? { until: f.until } : {}),
    ...(f.ends === "count" ? { count: num(f.count) } : {}),
    venue_id: f.venue_id,
    category: f.category,
    label: f.label || null,
    ...(f.from ? { from: f.from } : {}),
    exceptions: f.exceptions.map((x) =>
      x.skip
        ? { date: x.date, skip: true }
        : {
            date: x.date,
            ...(x.start || x.end ? { start: x.start, end: x.end } : {}),
            ...(x.label ? { label: x.label } : {}),
          },
    ),
  };
}

/** The series in words, for the comparison of two versions. */
export function showRecurrence(v: unknown): string {
  const f = recurrenceFromRecord(v);
  if (!f.repeats) return "Does not repeat";
  const every = f.interval && f.interval !== "1" ? `every ${f.interval} ` : "";
  const on =
    f.freq === "weekly"
      ? `${every}week on ${f.by_weekday.map((d) => WEEKDAY_LABELS[d]).join(", ")}`
      : f.monthly_by === "day"
        ? `${every}month on day ${f.month_day}`
        : `${every}month on the ${(NTH_LABELS[f.nth] ?? f.nth).toLowerCase()} ${f.by_weekday.map((d) => WEEKDAY_LABELS[d]).join("")}`;
  const ends =
    f.ends === "until" ? `, until ${f.until}` : f.ends === "count" ? `, ${f.count} times` : "";
  const skips = f.exceptions.length ? `; ${f.exceptions.length} exception(s)` : "";
  return `Repeats ${on} at ${f.start_time} for ${f.duration_minutes} min from ${f.start_date}${ends}${skips}`;
}
