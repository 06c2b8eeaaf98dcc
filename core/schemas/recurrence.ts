import { z } from "zod";
import { EVENT_CATEGORIES } from "./calendar.ts";
import { optionalText } from "./fields.ts";

// A series of dates (issue 31 item 4, decision 059): the rule staff give an
// event ("weekly on Tue and Thu at 18:00 until June"), checked here with
// messages a form can show beside its fields. core/recurrence/rule.ts turns
// it into an RRULE and into dates.

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The most dates a series with a count may have. */
export const MAX_COUNT = 400;
/** Every N weeks or months, at most this N. */
export const MAX_INTERVAL = 12;
/** A date lasts at most a day. */
export const MAX_DURATION_MINUTES = 24 * 60;
export const MAX_EXCEPTIONS = 200;

const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d >= "2000-01-01", {
    message: "Use a real date from the year 2000 on.",
  });
const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM (24-hour clock).");
const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
    "Use a local date and time as YYYY-MM-DDTHH:MM.",
  );

/**
 * One date of the series made different: skipped, moved or retimed (a new
 * local start and end) or relabelled. `date` is the local date the rule gives it.
 */
export const exceptionSchema = z
  .object({
    date: localDate,
    skip: z.boolean().optional(),
    start: localDateTime.optional(),
    end: localDateTime.optional(),
    label: optionalText(80),
  })
  .strict()
  .superRefine((x, ctx) => {
    if ((x.start === undefined) !== (x.end === undefined))
      ctx.addIssue({ code: "custom", path: ["end"], message: "Give both a new start and end." });
    if (x.start && x.end && x.end < x.start)
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "The end must not be before the start.",
      });
    if (x.skip && (x.start || x.label !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["skip"],
        message: "A skipped date has no new time or label.",
      });
  });
export interface RecurrenceException {
  date: string;
  skip?: boolean | undefined;
  start?: string | undefined;
  end?: string | undefined;
  label?: string | null | undefined;
}

export const ruleShape = {
  freq: z.enum(["weekly", "monthly"], { message: "Use weekly or monthly." }),
  interval: z
    .number()
    .int()
    .min(1)
    .max(MAX_INTERVAL, `Use at most every ${MAX_INTERVAL}.`)
    .default(1),
  /** Weekly: the days. Monthly by weekday: the one weekday, with `nth`. */
  by_weekday: z
    .array(z.enum(WEEKDAYS, { message: `Use ${WEEKDAYS.join(", ")}.` }))
    .max(7)
    .default([]),
  /** Monthly: the 1st–4th or last (-1) of `by_weekday`'s day. */
  nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]).optional(),
  /** Monthly: this day of the month instead. */
  month_day: z.number().int().min(1).max(31).optional(),
  /** The first local date (the first date of the rule on or after it starts the series). */
  start_date: localDate,
  /** Local wall-clock time, America/Chicago: 18:00 stays 18:00 across DST. */
  start_time: localTime,
  duration_minutes: z
    .number()
    .int()
    .min(0)
    .max(MAX_DURATION_MINUTES, "A date lasts at most a day."),
  /** The last local date a date may fall on. */
  until: localDate.optional(),
  count: z.number().int().min(1).max(MAX_COUNT, `Use at most ${MAX_COUNT} dates.`).optional(),
  exceptions: z.array(exceptionSchema).max(MAX_EXCEPTIONS).default([]),
};

type RuleFields = {
  freq: "weekly" | "monthly";
  by_weekday: Weekday[];
  nth?: number | undefined;
  month_day?: number | undefined;
  start_date: string;
  until?: string | undefined;
  count?: number | undefined;
  exceptions: RecurrenceException[];
};

/** The checks across fields, shared by the full rule and the series schema. */
export function checkRule(r: RuleFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (r.freq === "weekly") {
    if (!r.by_weekday.length) issue("by_weekday", "Choose at least one weekday.");
    if (r.nth !== undefined || r.month_day !== undefined)
      issue("freq", "A weekly series has no nth weekday or day of the month.");
  } else if (r.month_day !== undefined) {
    if (r.by_weekday.length || r.nth !== undefined)
      issue("month_day", "Choose a day of the month or an nth weekday, not both.");
  } else if (r.nth === undefined || r.by_weekday.length !== 1) {
    issue(
      "nth",
      "Choose a day of the month, or one weekday and which of the month (1st–4th or last).",
    );
  }
  if (r.until && r.count !== undefined)
    issue("count", "Choose an end date or a number of times, not both.");
  if (r.until && r.until < r.start_date)
    issue("until", "The end date must not be before the start.");
  const seen = new Set<string>();
  r.exceptions.forEach((x, i) => {
    if (seen.has(x.date))
      ctx.addIssue({
        code: "custom",
        path: ["exceptions", i, "date"],
        message: "That date has another exception.",
      });
    seen.add(x.date);
  });
}

export const recurrenceRuleSchema = z.object(ruleShape).strict().superRefine(checkRule);
export type RecurrenceRule = z.output<typeof recurrenceRuleSchema>;

/** What staff give an event: the rule and what each of its dates is (the template). */
export const seriesSchema = z
  .object({
    ...ruleShape,
    venue_id: z.uuid("Choose a venue."),
    category: z.enum(EVENT_CATEGORIES, { message: `Use one of: ${EVENT_CATEGORIES.join(", ")}.` }),
    label: optionalText(80),
  })
  .strict()
  .superRefine((s, ctx) => {
    checkRule(s, ctx);
    if (s.category === "ongoing" || s.category === "hours")
      ctx.addIssue({
        code: "custom",
        path: ["category"],
        message: "A series is of timed dates (not ongoing or hours).",
      });
  });
export type SeriesInput = z.output<typeof seriesSchema>;

/** An edit of one generated date, of it and those after it, or of the whole series. */
export const OCCURRENCE_SCOPES = ["this", "following", "all"] as const;
export type OccurrenceScope = (typeof OCCURRENCE_SCOPES)[number];

export const occurrenceEditSchema = z
  .object({
    scope: z.enum(OCCURRENCE_SCOPES, { message: "Use this, following or all." }),
    /** Scope "this": leave the date out. */
    skip: z.boolean().optional(),
    /** New local start and end (this: the one date's; following/all: the time of day and length from then on). */
    start: localDateTime.optional(),
    end: localDateTime.optional(),
    label: optionalText(80),
    /** following/all: a new rule from then on (its start_date is the chosen date's). */
    rule: z
      .object({
        freq: ruleShape.freq.optional(),
        interval: z.number().int().min(1).max(MAX_INTERVAL).optional(),
        by_weekday: z.array(z.enum(WEEKDAYS)).max(7).optional(),
        nth: ruleShape.nth,
        month_day: ruleShape.month_day,
        until: localDate.nullable().optional(),
        count: z.number().int().min(1).max(MAX_COUNT).nullable().optional(),
      })
      .strict()
      .optional(),
    version: z.number().int().positive().optional(),
  })
  .strict()
  .superRefine((x, ctx) => {
    if ((x.start === undefined) !== (x.end === undefined))
      ctx.addIssue({ code: "custom", path: ["end"], message: "Give both a new start and end." });
    if (x.start && x.end && x.end < x.start)
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "The end must not be before the start.",
      });
    if (x.skip && x.scope !== "this")
      ctx.addIssue({
        code: "custom",
        path: ["skip"],
        message: "Only one date is skipped at a time (scope this).",
      });
    if (x.rule && x.scope === "this")
      ctx.addIssue({
        code: "custom",
        path: ["rule"],
        message: "One date has no rule: use following or all.",
      });
  });
export type OccurrenceEdit = z.output<typeof occurrenceEditSchema>;
