import { z } from "zod";
import {
  ADMISSIONS,
  accessibility,
  EVENT_CATEGORIES,
  endNotBeforeStart,
  geoSchema,
  minAge,
  PRICE_TEXT_MAX,
} from "./calendar.ts";
import {
  httpUrl,
  instant,
  optionalHttpsUrl,
  optionalText,
  optionalUrl,
  requiredText,
  trimmed,
  uuid,
  version,
} from "./fields.ts";

// What a member of the public sends in (issue 30, decision 055): an event at
// one venue (chosen, or proposed with its address and pin), with its dates,
// picture, links and admission. Staff see and may edit the same shape.

/** A submission's dates: any category but a venue's open hours. */
export const SUBMISSION_CATEGORIES = EVENT_CATEGORIES.filter((c) => c !== "hours");

/** Most links a submission's text may carry (spam is mostly links). */
export const SUBMISSION_MAX_LINKS = 5;
export const SUBMISSION_MAX_DATES = 30;
export const SUBMISSION_TEXT_MAX = 10_000;

const FOCUS_MESSAGE = "Use a fraction from 0 to 1.";

const submissionDate = z
  .object({
    category: z.enum(SUBMISSION_CATEGORIES, {
      message: `Use one of: ${SUBMISSION_CATEGORIES.join(", ")}.`,
    }),
    label: optionalText(80),
    start: instant,
    end: instant,
  })
  .superRefine(endNotBeforeStart);

export const proposedVenueSchema = z.object({
  name: trimmed(160).min(1, "Enter the venue's name."),
  address: trimmed(200).min(1, "Enter the venue's street address."),
  address2: optionalText(200),
  city_id: uuid,
  postal_code: optionalText(10),
  geo: geoSchema,
  website: optionalUrl,
  /** What the place offers whatever the event (step-free access, an accessible restroom …). */
  accessibility: accessibility.default([]),
});

const fields = {
  name: trimmed(200).min(1, "Enter the event's name."),
  summary: optionalText(300),
  /** Rich text, kept to the staff editor's markup when it is approved. */
  content: optionalText(SUBMISSION_TEXT_MAX),
  url: optionalUrl,
  admission: z
    .enum(ADMISSIONS, { message: `Use one of: ${ADMISSIONS.join(", ")}.` })
    .default("unknown"),
  price_text: optionalText(PRICE_TEXT_MAX),
  ticket_url: optionalHttpsUrl,
  min_age: minAge,
  accessibility: accessibility.default([]),
  tags: z
    .array(trimmed(40).toLowerCase().min(1, "Tags cannot be empty."))
    .max(10, "Use at most 10 tags.")
    .default([])
    .transform((t) => [...new Set(t)]),
  primary_image_id: uuid.nullable().optional(),
  /**
   * The part of the picture every crop keeps, 0..1 from the left and the top.
   * Kept with the submission and applied to the image when it is approved
   * (decision 055): the crops are cut once, for the event it becomes.
   */
  image_focus: z
    .object({
      x: z.number().min(0, FOCUS_MESSAGE).max(1, FOCUS_MESSAGE),
      y: z.number().min(0, FOCUS_MESSAGE).max(1, FOCUS_MESSAGE),
    })
    .strict()
    .nullable()
    .optional(),
  venue_id: uuid.nullable().optional(),
  new_venue: proposedVenueSchema.nullable().optional(),
  dates: z
    .array(submissionDate)
    .min(1, "Add at least one date.")
    .max(SUBMISSION_MAX_DATES, `Use at most ${SUBMISSION_MAX_DATES} dates.`),
};

/** Counts the web addresses in a text (http(s) links and bare www. ones). */
export function linkCount(text: string | null | undefined): number {
  return (text ?? "").match(/\bhttps?:\/\/|\bwww\./gi)?.length ?? 0;
}

type Fields = {
  venue_id?: string | null;
  new_venue?: unknown;
  summary?: string | null;
  content?: string | null;
};

function checkWhole(s: Fields, ctx: z.RefinementCtx) {
  if (Boolean(s.venue_id) === Boolean(s.new_venue))
    ctx.addIssue({
      code: "custom",
      path: ["venue_id"],
      message: "Choose a venue, or propose a new one (not both).",
    });
  if (linkCount(s.summary) + linkCount(s.content) > SUBMISSION_MAX_LINKS)
    ctx.addIssue({
      code: "custom",
      path: ["content"],
      message: `Use at most ${SUBMISSION_MAX_LINKS} links in the description.`,
    });
}

/**
 * POST /submissions. `submit: true` sends it for review at once; without
 * it, it is kept as a draft. `hp` is the form's hidden field, which people
 * never fill in.
 */
export const submissionSchema = z
  .object({ ...fields, submit: z.boolean().default(false), hp: z.string().max(500).optional() })
  .strict()
  .superRefine(checkWhole);

/** PUT /submissions/id/{id}: the whole submission again, with the version it was read at. */
export const submissionUpdateSchema = z
  .object({ ...fields, version, hp: z.string().max(500).optional() })
  .strict()
  .superRefine(checkWhole);

export type SubmissionInput = z.infer<typeof submissionSchema>;
/** What a submission keeps (its payload): the fields, without submit, hp or version. */
export type SubmissionPayload = Omit<SubmissionInput, "submit" | "hp">;

export const submissionRejectSchema = z
  .object({
    reason: requiredText(1000, "Say why, in a sentence the author will read."),
    version,
  })
  .strict();

/** POST /submissions/prefill {url}: "Start from a link". */
export const submissionPrefillSchema = z
  .object({ url: z.string({ message: "Give the event page's web address." }).pipe(httpUrl) })
  .strict();

export const submissionApproveSchema = z.object({ version }).strict();

export const submissionBlockSchema = z.object({ reason: optionalText(500) }).strict();

/**
 * What staff correct in the queue's form before approving (the back office's
 * submission editor). The dates and the venue stay as sent: staff change
 * those in the event editor once it is an event.
 */
export const submissionReviewSchema = z
  .object({
    name: fields.name,
    summary: fields.summary,
    content: fields.content,
    url: fields.url,
    admission: fields.admission,
    price_text: fields.price_text,
    ticket_url: fields.ticket_url,
    min_age: fields.min_age,
    accessibility: fields.accessibility,
    tags: fields.tags,
    primary_image_id: fields.primary_image_id,
  })
  .strict();

/** The queue's form as it is saved: the corrections and the version they were made on. */
export const submissionReviseSchema = submissionReviewSchema.extend({ version });
