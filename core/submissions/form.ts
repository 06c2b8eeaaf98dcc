import { DateTime } from "luxon";
import { runDays, runRange } from "../calendar/date-rows.ts";
import { SUBMISSION_CATEGORIES, SUBMISSION_MAX_DATES } from "../schemas/submission.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import type { StoredPayload } from "./rules.ts";

// The /submit form (issue 30 item 1) as flat text fields, which post with or
// without JavaScript: what it shows for a submission, and the submission a
// posted form becomes. Pure, so the page, its action and the tests share it.
// Times are typed in Chicago time; a timed date's end before its start is
// the next morning (a party running past midnight).

export interface DateRowValues {
  category: string;
  /** The day (YYYY-MM-DD); a run's first day. */
  day: string;
  /** A timed date's start and end ("18:00"). */
  from: string;
  to: string;
  /** A run's (category "ongoing") last day. */
  last_day: string;
}

export interface SubmissionFormValues {
  name: string;
  summary: string;
  content: string;
  url: string;
  ticket_url: string;
  admission: string;
  price_text: string;
  min_age: string;
  accessibility: string[];
  venue_mode: "existing" | "new";
  venue_id: string;
  venue_query: string;
  new_venue_name: string;
  new_venue_address: string;
  new_venue_city_id: string;
  new_venue_postal_code: string;
  new_venue_lat: string;
  new_venue_lng: string;
  new_venue_accessibility: string[];
  primary_image_id: string;
  focus_x: string;
  focus_y: string;
  dates: DateRowValues[];
  hp: string;
}

/** A venue the form offers to choose (found by name, or the one already chosen). */
export interface VenueChoice {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
}

/** Empty rows under the filled ones, so a form without JavaScript can add dates. */
export const SPARE_DATE_ROWS = 2;

export const emptyDateRow = (): DateRowValues => ({
  category: "reception",
  day: "",
  from: "",
  to: "",
  last_day: "",
});

export function emptyForm(): SubmissionFormValues {
  return {
    name: "",
    summary: "",
    content: "",
    url: "",
    ticket_url: "",
    admission: "unknown",
    price_text: "",
    min_age: "",
    accessibility: [],
    venue_mode: "existing",
    venue_id: "",
    venue_query: "",
    new_venue_name: "",
    new_venue_address: "",
    new_venue_city_id: "",
    new_venue_postal_code: "",
    new_venue_lat: "",
    new_venue_lng: "",
    new_venue_accessibility: [],
    primary_image_id: "",
    focus_x: "",
    focus_y: "",
    dates: [],
    hp: "",
  };
}

const blankRow = (r: DateRowValues) => !r.day && !r.from && !r.to && !r.last_day;

/** The rows a form shows: the filled ones, then spare empty ones (at most the limit). */
export function shownDateRows(rows: DateRowValues[]): DateRowValues[] {
  const filled = rows.filter((r) => !blankRow(r));
  const spare = Math.max(0, Math.min(SPARE_DATE_ROWS, SUBMISSION_MAX_DATES - filled.length));
  return [...filled, ...Array.from({ length: filled.length ? spare : spare + 1 }, emptyDateRow)];
}

interface FormLike {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (f: FormLike, name: string) => {
  const v = f.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const texts = (f: FormLike, name: string) =>
  f.getAll(name).filter((v): v is string => typeof v === "string" && v.trim() !== "");

/** What a posted form holds, every field as text. */
export function formValuesOf(f: FormLike): SubmissionFormValues {
  const dates: DateRowValues[] = [];
  for (let i = 0; i < SUBMISSION_MAX_DATES + SPARE_DATE_ROWS; i++) {
    if (f.get(`date_${i}_category`) === null) continue;
    const row = {
      category: text(f, `date_${i}_category`),
      day: text(f, `date_${i}_day`),
      from: text(f, `date_${i}_from`),
      to: text(f, `date_${i}_to`),
      last_day: text(f, `date_${i}_last_day`),
    };
    // Left empty, a row is not a date: kept out, so rows keep their numbers
    // when the form is shown again with its errors.
    if (!blankRow(row)) dates.push(row);
  }
  return {
    name: text(f, "name"),
    summary: text(f, "summary"),
    content: text(f, "content"),
    url: text(f, "url"),
    ticket_url: text(f, "ticket_url"),
    admission: text(f, "admission") || "unknown",
    price_text: text(f, "price_text"),
    min_age: text(f, "min_age"),
    accessibility: texts(f, "accessibility"),
    venue_mode: text(f, "venue_mode") === "new" ? "new" : "existing",
    venue_id: text(f, "venue_id"),
    venue_query: text(f, "venue_query"),
    new_venue_name: text(f, "new_venue_name"),
    new_venue_address: text(f, "new_venue_address"),
    new_venue_city_id: text(f, "new_venue_city_id"),
    new_venue_postal_code: text(f, "new_venue_postal_code"),
    new_venue_lat: text(f, "new_venue_lat"),
    new_venue_lng: text(f, "new_venue_lng"),
    new_venue_accessibility: texts(f, "new_venue_accessibility"),
    primary_image_id: text(f, "primary_image_id"),
    focus_x: text(f, "focus_x"),
    focus_y: text(f, "focus_y"),
    dates,
    // Not trimmed away: a robot's answer, however short, is an answer.
    hp: typeof f.get("hp") === "string" ? (f.get("hp") as string) : "",
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const iso = (d: DateTime) => d.toUTC().toISO({ suppressMilliseconds: true })!;

function at(day: string, time: string): DateTime | null {
  const m = TIME.exec(time);
  if (!DAY.test(day) || !m) return null;
  const d = DateTime.fromISO(day, { zone: DEFAULT_TIMEZONE }).set({
    hour: Number(m[1]),
    minute: Number(m[2]),
  });
  return d.isValid ? d : null;
}

/** One row as the API's date, or what is wrong with it in plain words. */
function dateOf(
  r: DateRowValues,
): { category: string; start: string; end: string } | { problem: string } {
  if (!(SUBMISSION_CATEGORIES as readonly string[]).includes(r.category))
    return { problem: "Choose what kind of date this is." };
  if (!DAY.test(r.day) || !DateTime.fromISO(r.day).isValid) return { problem: "Give the day." };
  if (r.category === "ongoing") {
    const last = r.last_day || r.day;
    if (!DAY.test(last) || !DateTime.fromISO(last).isValid)
      return { problem: "Give the last day of the run." };
    if (last < r.day) return { problem: "The last day comes before the first day." };
    return { category: r.category, ...runRange(r.day, last) };
  }
  const start = at(r.day, r.from);
  if (!start) return { problem: "Give the start time." };
  const endSameDay = at(r.day, r.to);
  if (!endSameDay) return { problem: "Give the end time." };
  // An end at or before the start is the next morning (a party past midnight).
  const end = endSameDay <= start ? endSameDay.plus({ days: 1 }) : endSameDay;
  return { category: r.category, start: iso(start), end: iso(end) };
}

function numberOf(value: string): number | null | undefined {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Plain text as the editor's markup: paragraphs at blank lines, line breaks kept. */
export function textToHtml(value: string): string {
  const escaped = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return value
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escaped(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The editor's markup back as the plain text the form's box shows. */
export function htmlToPlain(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface FormInput {
  /** The body for POST /submissions (without submit) or PUT (without version). */
  input: Record<string, unknown>;
  /** What the form itself could not read, by form field name. */
  errors: Record<string, string>;
}

/** The submission a posted form asks for, and what could not be read from it. */
export function inputOf(v: SubmissionFormValues): FormInput {
  const errors: Record<string, string> = {};
  const dates: { category: string; start: string; end: string }[] = [];
  v.dates.forEach((row, i) => {
    if (blankRow(row)) return;
    const d = dateOf(row);
    if ("problem" in d) errors[`date_${i}`] = d.problem;
    else dates.push(d);
  });
  if (!dates.length && !Object.keys(errors).length) errors.dates = "Add at least one date.";
  const minAge = numberOf(v.min_age);
  if (minAge === undefined) errors.min_age = "Give the age as a number, like 18.";
  let newVenue: Record<string, unknown> | null = null;
  if (v.venue_mode === "new") {
    const lat = numberOf(v.new_venue_lat);
    const lng = numberOf(v.new_venue_lng);
    if (lat === undefined || (lat === null) !== (lng === null))
      errors.new_venue_lat = "Give both the latitude and the longitude, like 44.9778 and -93.265.";
    if (lng === undefined) errors.new_venue_lng = "Give the longitude as a number, like -93.265.";
    if (!v.new_venue_city_id) errors.new_venue_city_id = "Choose the city.";
    newVenue = {
      name: v.new_venue_name,
      address: v.new_venue_address,
      city_id: v.new_venue_city_id || null,
      postal_code: v.new_venue_postal_code || null,
      geo: typeof lat === "number" && typeof lng === "number" ? { lat, lon: lng } : null,
      accessibility: v.new_venue_accessibility,
    };
  }
  let focus: { x: number; y: number } | null = null;
  if (v.primary_image_id && (v.focus_x || v.focus_y)) {
    const x = numberOf(v.focus_x || "0.5");
    const y = numberOf(v.focus_y || "0.5");
    if (typeof x !== "number" || typeof y !== "number" || x < 0 || x > 1 || y < 0 || y > 1)
      errors.focus = "Give the focal point as two fractions from 0 to 1.";
    else focus = { x, y };
  }
  return {
    input: {
      name: v.name,
      summary: v.summary || null,
      content: v.content ? textToHtml(v.content) : null,
      url: v.url || null,
      ticket_url: v.ticket_url || null,
      admission: v.admission || "unknown",
      price_text: v.price_text || null,
      min_age: typeof minAge === "number" ? minAge : null,
      accessibility: v.accessibility,
      primary_image_id: v.primary_image_id || null,
      image_focus: focus,
      venue_id: v.venue_mode === "existing" ? v.venue_id || null : null,
      new_venue: newVenue,
      dates,
      hp: v.hp,
    },
    errors,
  };
}

/**
 * The form field an API error names: `dates.2.end` is the third filled
 * date row (the API numbers only the rows it was sent), `new_venue.geo.lat`
 * the venue's latitude, and so on.
 */
export function formFieldOf(apiField: string, v: SubmissionFormValues): string {
  const parts = apiField.split(".");
  if (parts[0] === "dates" && parts[1] !== undefined) {
    const filled = v.dates.flatMap((r, i) => (blankRow(r) ? [] : [i]));
    const row = filled[Number(parts[1])];
    return row === undefined ? "dates" : `date_${row}`;
  }
  if (parts[0] === "new_venue") {
    if (parts[1] === "geo") return parts[2] === "lon" ? "new_venue_lng" : "new_venue_lat";
    return parts[1] ? `new_venue_${parts[1]}` : "venue_id";
  }
  if (parts[0] === "image_focus") return "focus";
  return parts[0] ?? apiField;
}

const local = (instant: string) => DateTime.fromISO(instant, { zone: DEFAULT_TIMEZONE });

/** A stored date as a form row. */
export function dateRowOf(d: { category: string; start: string; end: string }): DateRowValues {
  if (d.category === "ongoing") {
    const { firstDay, lastDay } = runDays(d.start, d.end);
    return { category: d.category, day: firstDay, from: "", to: "", last_day: lastDay };
  }
  const s = local(d.start);
  return {
    category: d.category,
    day: s.toISODate()!,
    from: s.toFormat("HH:mm"),
    to: local(d.end).toFormat("HH:mm"),
    last_day: "",
  };
}

/** A kept submission as the form shows it for editing. */
export function formValuesOfSubmission(p: StoredPayload): SubmissionFormValues {
  const v = p.new_venue;
  return {
    ...emptyForm(),
    name: p.name,
    summary: p.summary ?? "",
    content: htmlToPlain(p.content),
    url: p.url ?? "",
    ticket_url: p.ticket_url ?? "",
    admission: p.admission,
    price_text: p.price_text ?? "",
    min_age: p.min_age === null || p.min_age === undefined ? "" : String(p.min_age),
    accessibility: [...p.accessibility],
    venue_mode: v ? "new" : "existing",
    venue_id: p.venue_id ?? "",
    new_venue_name: v?.name ?? "",
    new_venue_address: v?.address ?? "",
    new_venue_city_id: v?.city_id ?? "",
    new_venue_postal_code: v?.postal_code ?? "",
    new_venue_lat: v?.geo ? String(v.geo.lat) : "",
    new_venue_lng: v?.geo ? String(v.geo.lon) : "",
    new_venue_accessibility: [...(v?.accessibility ?? [])],
    primary_image_id: p.primary_image_id ?? "",
    focus_x: p.image_focus ? String(p.image_focus.x) : "",
    focus_y: p.image_focus ? String(p.image_focus.y) : "",
    dates: p.dates.map(dateRowOf),
  };
}
