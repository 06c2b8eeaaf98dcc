import { z } from "zod";
import { ACCESS_FEATURES } from "../calendar/access.ts";
import { KNOWN_VENUE_TYPES } from "../venues/types.ts";
import { EVENT_CATEGORIES } from "./calendar.ts";
import {
  dayInRange,
  optionalText,
  partialUpdate,
  requiredText,
  slugSchema,
  trimmed,
  uuid,
  version,
} from "./fields.ts";

// A guide (decision 057): what staff fill in, and what the API takes.

export const GUIDE_KINDS = ["list", "crawl"] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];
/** A season at most: a longer window is a listing, not a guide. */
export const MAX_GUIDE_DAYS = 400;

const day = z
  .string({ error: "Use a date (YYYY-MM-DD)." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date (YYYY-MM-DD).")
  .refine((d) => dayInRange(d) && new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10) === d, {
    message: "Use a real date.",
  });

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max, `Use at most ${max} ${what}.`)
    .transform((v) => [...new Set(v)] as z.output<T>[]);

/** What a guide lists besides its picks: the calendar list's own filters; none lists every date in the window. */
export const guideRuleFields = {
  categories: list(
    z.enum(EVENT_CATEGORIES, `Use categories from: ${EVENT_CATEGORIES.join(", ")}.`),
    EVENT_CATEGORIES.length,
    "categories",
  ).default([]),
  tags: list(trimmed(40).toLowerCase().min(1, "Tags cannot be empty."), 30, "tags").default([]),
  venue_ids: list(uuid, 100, "venues").default([]),
  city_ids: list(uuid, 20, "cities").default([]),
  venue_types: list(
    z.enum(KNOWN_VENUE_TYPES, `Use venue types from: ${KNOWN_VENUE_TYPES.join(", ")}.`),
    KNOWN_VENUE_TYPES.length,
    "venue types",
  ).default([]),
  is_free: z.boolean().default(false),
  accessibility: list(
    z.enum(ACCESS_FEATURES, `Use features from: ${ACCESS_FEATURES.join(", ")}.`),
    ACCESS_FEATURES.length,
    "features",
  ).default([]),
};
export const GUIDE_RULE_FIELDS = Object.keys(guideRuleFields) as (keyof typeof guideRuleFields)[];

/** An event named by id or by slug (a form or a person types the slug or pastes its address). */
const eventRef = z.string().trim().min(1, "Name the event.").max(300);
export const guidePickSchema = z
  .object({
    event_id: uuid.optional(),
    event_slug: eventRef.optional(),
    note: optionalText(500),
  })
  .strict()
  .refine((p) => p.event_id || p.event_slug, { message: "Name the event.", path: ["event_slug"] });

/** A venue of the rule, named as a person would: its address on the site, its slug or its id. */
export const guideVenueSchema = z
  .object({ venue_id: uuid.optional(), venue_slug: eventRef.optional() })
  .strict()
  .refine((s) => s.venue_id || s.venue_slug, { message: "Name the venue.", path: ["venue_slug"] });

/** A wall-clock time, "18:30"; empty is none. */
const clockTime = z.preprocess(
  (v) => (typeof v === "string" && !v.trim() ? null : v),
  z
    .string({ error: "Use a time (HH:MM)." })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time (HH:MM), 00:00 to 23:59.")
    .nullable()
    .optional(),
);

/** A crawl's stop (decision 060): a venue, its hours on one day or on every day of the window, a note. */
export const guideStopSchema = z
  .object({
    venue_id: uuid.optional(),
    venue_slug: eventRef.optional(),
    day: z.preprocess(
      (v) => (typeof v === "string" && !v.trim() ? null : v),
      day.nullable().optional(),
    ),
    opens: clockTime,
    closes: clockTime,
    note: optionalText(500),
  })
  .strict()
  .refine((s) => s.venue_id || s.venue_slug, { message: "Name the venue.", path: ["venue_slug"] })
  .refine((s) => !s.closes || s.opens, { message: "Give the opening time too.", path: ["opens"] })
  .refine((s) => !s.opens || s.closes, { message: "Give the closing time too.", path: ["closes"] });

export const guideSchema = z
  .object({
    title: requiredText(120, "Enter the guide's title."),
    slug: slugSchema.optional(),
    summary: optionalText(300),
    intro: optionalText(100_000),
    first_day: day,
    last_day: day,
    hero_image_id: uuid.nullable().optional(),
    kind: z.enum(GUIDE_KINDS, "Use list or crawl.").default("list"),
    ...guideRuleFields,
    picks: z.array(guidePickSchema).max(60, "Pick at most 60 events.").default([]),
    /** The venue rule by slug or address (the form's rows); it replaces `venue_ids` when given. */
    venues: z.array(guideVenueSchema).max(100, "Use at most 100 venues.").optional(),
    stops: z.array(guideStopSchema).max(30, "Use at most 30 stops.").default([]),
    picks_only: z.boolean().default(false),
    is_published: z.boolean().default(true),
  })
  .strict();
export const guideUpdateSchema = partialUpdate(guideSchema).extend({ version }).strict();

export const LAST_BEFORE_FIRST = "The last day must be on or after the first.";
export const TOO_LONG = `A guide covers at most ${MAX_GUIDE_DAYS} days.`;

/** The window's problem, or null: checked on create and on the merged record of an update. */
/** Each stop's day outside the window, as field errors. */
export function stopDayProblems(
  stops: readonly { day?: string | null }[],
  first: string,
  last: string,
): { field: string; message: string }[] {
  return stops.flatMap((s, i) =>
    s.day && (s.day < first || s.day > last)
      ? [{ field: `stops.${i}.day`, message: "Use a day inside the guide's days." }]
      : [],
  );
}

export function windowProblem(first: string, last: string): string | null {
  if (last < first) return LAST_BEFORE_FIRST;
  const days = (Date.parse(`${last}T12:00:00Z`) - Date.parse(`${first}T12:00:00Z`)) / 86_400_000;
  return days >= MAX_GUIDE_DAYS ? TOO_LONG : null;
}

/** The create schema with its window checked, for the form. */
export const checkedGuideSchema = guideSchema.superRefine((g, ctx) => {
  const problem = windowProblem(g.first_day, g.last_day);
  if (problem) ctx.addIssue({ code: "custom", path: ["last_day"], message: problem });
  for (const p of stopDayProblems(g.stops, g.first_day, g.last_day))
    ctx.addIssue({
      code: "custom",
      path: p.field.split(".").map((k, i) => (i === 1 ? Number(k) : k)),
      message: p.message,
    });
});
