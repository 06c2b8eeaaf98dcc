import { z } from "zod";
import { ACCESS_FEATURES, MIN_AGE_MAX } from "../calendar/access.ts";
import { KNOWN_VENUE_TYPES } from "../venues/types.ts";
import {
  httpUrl,
  instant,
  legacyId,
  optionalHttpsUrl,
  optionalText,
  optionalUrl,
  partialUpdate,
  slugSchema,
  trimmed,
  uuid,
  version,
} from "./fields.ts";

export { slugSchema };

// DOMAIN.md "Calendar" and "Places": the shapes the API accepts. The same
// schemas validate the back-office forms.

export const EVENT_CATEGORIES = [
  "reception",
  "ongoing",
  "performance",
  "class",
  "artist_talk",
  "sale",
  "hours",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_DATE_TYPES = ["timed", "reoccurring"] as const;
export type EventDateType = (typeof EVENT_DATE_TYPES)[number];

/** ongoing and hours are reoccurring; every other category is timed. */
export const typeOfCategory = (c: EventCategory): EventDateType =>
  c === "ongoing" || c === "hours" ? "reoccurring" : "timed";

/**
 * Whether an event costs anything to attend; most are not said (decision
 * 032). A price and a range are both paid, in the price line's words;
 * pay what you can and suggested donation are kinds of their own (054).
 */
export const ADMISSIONS = ["free", "paid", "pay_what_you_can", "donation", "unknown"] as const;
export type Admission = (typeof ADMISSIONS)[number];
/** A short price line, e.g. "$10, students $5". */
export const PRICE_TEXT_MAX = 120;

export const EVENT_STATUSES = ["draft", "pending", "published", "rejected"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const VENUE_TYPES = KNOWN_VENUE_TYPES;

export const geoSchema = z
  .object({
    lat: z
      .number()
      .min(-90, "Use a latitude from -90 to 90.")
      .max(90, "Use a latitude from -90 to 90."),
    lon: z
      .number()
      .min(-180, "Use a longitude from -180 to 180.")
      .max(180, "Use a longitude from -180 to 180."),
  })
  .nullable()
  .optional();

/** Access feature keys (core/calendar/access.ts), each once, in the catalogue's order. */
export const accessibility = z
  .array(z.enum(ACCESS_FEATURES, { message: `Use any of: ${ACCESS_FEATURES.join(", ")}.` }))
  .max(ACCESS_FEATURES.length)
  .transform((list) => ACCESS_FEATURES.filter((f) => list.includes(f)));
const admission = z.enum(ADMISSIONS, { message: `Use one of: ${ADMISSIONS.join(", ")}.` });
const minAgeMessage = `Use a whole number of years from 0 (all ages) to ${MIN_AGE_MAX}.`;
export const minAge = z
  .number({ message: minAgeMessage })
  .int(minAgeMessage)
  .min(0, minAgeMessage)
  .max(MIN_AGE_MAX, minAgeMessage)
  .nullable()
  .optional();

// ------------------------------------------------------------------ places

export const citySchema = z.object({
  name: trimmed(120).min(1, "Enter the city's name."),
  slug: slugSchema.optional(),
  state: trimmed(2).min(2, "Use the two-letter state code.").toUpperCase().default("MN"),
  summary: optionalText(500),
  geo: geoSchema,
  sort_order: z.number().int().min(0).max(10_000).default(0),
  legacy_id: legacyId,
});
export const cityUpdateSchema = partialUpdate(citySchema).extend({ version }).strict();

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-4]):[0-5]\d$/, "Use 24-hour times like 10:00 or 17:30.");
const dayHours = z
  .tuple([hhmm, hhmm])
  .nullable()
  .refine((v) => v === null || v[0] < v[1] || v[1] === "00:00", "Closing must come after opening.");
export const venueHoursSchema = z
  .object({
    0: dayHours,
    1: dayHours,
    2: dayHours,
    3: dayHours,
    4: dayHours,
    5: dayHours,
    6: dayHours,
  })
  .partial()
  .strict()
  .nullable()
  .optional();

export const venueLinkSchema = z.object({
  type: trimmed(30).min(1),
  url: httpUrl,
  label: optionalText(80),
});

/** Venue slugs that name a page of their own under /venues/ (the public map at /venues/map). */
export const RESERVED_VENUE_SLUGS: readonly string[] = ["map"];
export const RESERVED_VENUE_SLUG_MESSAGE =
  "That slug is reserved for the venue map. Choose another.";
export const isReservedVenueSlug = (slug: string) => RESERVED_VENUE_SLUGS.includes(slug);
const venueSlugSchema = slugSchema.refine(
  (s) => !isReservedVenueSlug(s),
  RESERVED_VENUE_SLUG_MESSAGE,
);

export const venueSchema = z.object({
  name: trimmed(160).min(1, "Enter the venue's name."),
  nickname: optionalText(80),
  slug: venueSlugSchema.optional(),
  type: z
    .enum(VENUE_TYPES, { message: `Use one of: ${VENUE_TYPES.join(", ")}.` })
    .default("gallery"),
  summary: optionalText(500),
  content: optionalText(50_000),
  address: optionalText(200),
  address2: optionalText(200),
  city_id: uuid.nullable().optional(),
  state: optionalText(2),
  postal_code: optionalText(10),
  geo: geoSchema,
  hours: venueHoursSchema,
  hours_note: optionalText(200),
  website: optionalUrl,
  phone: optionalText(40),
  email: z
    .union([z.email("Use a valid email address."), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === "" ? null : v)),
  links: z.array(venueLinkSchema).max(20).default([]),
  is_premium: z.boolean().default(false),
  is_closed: z.boolean().default(false),
  is_online_only: z.boolean().default(false),
  /** Staff's: whether this venue's editors' events wait for staff (decision 056). */
  editor_review: z.boolean().default(false),
  multiple_locations_label: optionalText(120),
  /** Standing access features of the building: every date here has them. */
  accessibility: accessibility.default([]),
  primary_image_id: uuid.nullable().optional(),
  legacy_id: legacyId,
});
export const venueUpdateSchema = partialUpdate(venueSchema).extend({ version }).strict();

/** PUT /places/venues/id/{id}/editors: exactly these users edit the venue (decision 056). */
export const venueEditorsSchema = z
  .object({
    user_ids: z
      .array(uuid, { message: "Send user_ids: a list of user ids." })
      .max(100, "Name at most 100 editors."),
  })
  .strict();

// ------------------------------------------------------------------ calendar

/** A date's end is at or after its start (said on the end field). */
export function endNotBeforeStart(d: { start: Date; end: Date }, ctx: z.RefinementCtx) {
  if (d.end < d.start)
    ctx.addIssue({
      code: "custom",
      path: ["end"],
      message: "The end must not be before the start.",
    });
}

export const eventDateSchema = z
  .object({
    id: uuid.optional(),
    venue_id: z.uuid("Choose a venue."),
    category: z.enum(EVENT_CATEGORIES, { message: `Use one of: ${EVENT_CATEGORIES.join(", ")}.` }),
    type: z.enum(EVENT_DATE_TYPES).optional(),
    label: optionalText(80),
    start: instant,
    end: instant,
    is_canceled: z.boolean().default(false),
    /**
     * The start first announced, when the date was moved: kept by the
     * service (core/dates/reschedule.ts). Given, it is taken as is; null
     * clears it (a correction, not a move).
     */
    previous_start: instant.nullable().optional(),
    /** Where this date differs from its event (decision 054); null or absent: as the event. */
    admission: admission.nullable().optional(),
    accessibility: accessibility.nullable().optional(),
  })
  .superRefine((d, ctx) => {
    endNotBeforeStart(d, ctx);
    if (d.type && d.type !== typeOfCategory(d.category)) {
      ctx.addIssue({
        code: "custom",
        path: ["type"],
        message: `A ${d.category} date is ${typeOfCategory(d.category)}.`,
      });
    }
  })
  .transform((d) => ({ ...d, type: typeOfCategory(d.category) }));

const tags = z
  .array(trimmed(40).toLowerCase().min(1, "Tags cannot be empty."))
  .max(30, "Use at most 30 tags.")
  .transform((t) => [...new Set(t)]);

export const eventSchema = z.object({
  name: trimmed(200).min(1, "Enter the event's name."),
  slug: slugSchema.optional(),
  summary: optionalText(300),
  content: optionalText(100_000),
  url: optionalUrl,
  admission: admission.default("unknown"),
  price_text: optionalText(PRICE_TEXT_MAX),
  ticket_url: optionalHttpsUrl,
  /** Youngest age admitted: 0 all ages, null not said. */
  min_age: minAge,
  accessibility: accessibility.default([]),
  featured: z.boolean().default(false),
  tags: tags.default([]),
  primary_image_id: uuid.nullable().optional(),
  status: z.enum(EVENT_STATUSES).default("published"),
  legacy_id: legacyId,
  event_dates: z.array(eventDateSchema).max(500, "Use at most 500 dates.").default([]),
});
export const eventUpdateSchema = partialUpdate(eventSchema).extend({ version }).strict();

/** Most a copy's dates may move: ten years either way. */
export const MAX_SHIFT_DAYS = 3650;
const shiftMessage = `Use a whole number of days from -${MAX_SHIFT_DAYS} to ${MAX_SHIFT_DAYS}.`;

/** POST /calendar/events/id/{id}/duplicate: a draft copy with every date moved by shift_days. */
export const eventDuplicateSchema = z
  .object({
    shift_days: z
      .number({ message: shiftMessage })
      .int(shiftMessage)
      .min(-MAX_SHIFT_DAYS, shiftMessage)
      .max(MAX_SHIFT_DAYS, shiftMessage),
    name: trimmed(200).min(1, "Enter the event's name.").optional(),
  })
  .strict();

/** `status=draft,pending` on the event lists (honoured for superadmins only). */
export const eventStatusFilterSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((raw, ctx): EventStatus[] | undefined => {
      const list = raw
        ?.split(",")
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean);
      if (!list?.length) return undefined;
      const bad = list.filter((x) => !(EVENT_STATUSES as readonly string[]).includes(x));
      if (bad.length) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown status ${bad.join(", ")}. Use: ${EVENT_STATUSES.join(", ")}.`,
        });
        return z.NEVER;
      }
      return [...new Set(list)] as EventStatus[];
    }),
});

export type CityInput = z.output<typeof citySchema>;
export type VenueInput = z.output<typeof venueSchema>;
export type EventInput = z.output<typeof eventSchema>;
export type EventDateInput = z.output<typeof eventDateSchema>;
export type EventDuplicateInput = z.output<typeof eventDuplicateSchema>;
