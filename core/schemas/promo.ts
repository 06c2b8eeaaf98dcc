import { z } from "zod";
import {
  httpUrl,
  instant,
  legacyId,
  optionalText,
  partialUpdate,
  requiredText,
  uuid,
  version,
} from "./fields.ts";

// DOMAIN.md "Featured and promotion": adverts, their spots, and what the
// tracking endpoint accepts.

/**
 * Named places on pages where an advert may show. Each advert has a
 * DEFAULT (desktop) and a MOBILE image; the page serves both and the
 * browser shows the one that fits.
 */
export const AD_SPOTS = ["home_1", "home_2", "calendar_list_1", "article_1", "event_1"] as const;
export type AdSpot = (typeof AD_SPOTS)[number];
export const isAdSpot = (v: unknown): v is AdSpot =>
  typeof v === "string" && (AD_SPOTS as readonly string[]).includes(v);

export const advertSchema = z
  .object({
    client: requiredText(120, "Enter the client."),
    campaign: optionalText(120),
    label: requiredText(120, "Name this advert."),
    spots: z
      .array(z.enum(AD_SPOTS, { message: `Use spots from: ${AD_SPOTS.join(", ")}.` }))
      .min(1, "Choose at least one spot.")
      .max(AD_SPOTS.length),
    weight: z
      .number({ error: "Use a whole number from 1 to 100." })
      .int("Use a whole number from 1 to 100.")
      .min(1, "Use a whole number from 1 to 100.")
      .max(100, "Use a whole number from 1 to 100.")
      .default(1),
    default_image_id: uuid.nullable().optional(),
    mobile_image_id: uuid.nullable().optional(),
    goto_url: httpUrl,
    badge_text: optionalText(40),
    start_date: instant.nullable().optional(),
    end_date: instant.nullable().optional(),
    is_active: z.boolean().default(true),
    legacy_id: legacyId,
  })
  .strict();
export const advertUpdateSchema = partialUpdate(advertSchema).extend({ version }).strict();

const endAfterStart = (a: { start_date?: Date | null; end_date?: Date | null }) =>
  !a.start_date || !a.end_date || a.end_date.getTime() > a.start_date.getTime();
export const END_BEFORE_START = "The end must come after the start.";
export const checkedAdvertSchema = advertSchema.refine(endAfterStart, {
  path: ["end_date"],
  message: END_BEFORE_START,
});

export type AdvertInput = z.output<typeof advertSchema>;

// ------------------------------------------------------------------ analytics

/** Spec §3: the custom dimensions a tracked event or page view may carry. */
export const TRACKING_DIMENSIONS = [
  "adClient",
  "adCampaign",
  "adInstance",
  "adSpot",
  "resourceId",
  "resourceType",
  "resourceDisplayName",
  "isPremium",
  "category",
  "parentResourceId",
  "parentResourceType",
  "parentResourceDisplayName",
] as const;
export type TrackingDimension = (typeof TRACKING_DIMENSIONS)[number];

const dimensionValue = z.union([
  z.string().max(300, "Use at most 300 characters."),
  z.number().finite(),
  z.boolean(),
]);
const dimensions = z.partialRecord(z.enum(TRACKING_DIMENSIONS), dimensionValue).optional();

export const trackedEventSchema = z
  .object({
    category: requiredText(60, "Give the event's category."),
    action: requiredText(60, "Give the event's action."),
    label: optionalText(300),
    value: z.number().finite().optional(),
    path: optionalText(500),
    dimensions,
  })
  .strict();
export type TrackedEvent = z.output<typeof trackedEventSchema>;

export const MAX_COLLECT_BATCH = 25;
export const collectSchema = z
  .object({
    events: z
      .array(trackedEventSchema)
      .min(1, "Send at least one event.")
      .max(MAX_COLLECT_BATCH, `Send at most ${MAX_COLLECT_BATCH} events at a time.`),
  })
  .strict();
