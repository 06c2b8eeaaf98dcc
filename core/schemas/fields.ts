import { z } from "zod";

// Field shapes every record schema shares (the API and the back-office forms).

export const trimmed = (max: number, message = `Use at most ${max} characters.`) =>
  z.string().trim().max(max, message);
/** Text that must be given: one plain message whether it is missing, blank or not text. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);
export const optionalText = (max: number) =>
  trimmed(max)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, "Use a web address starting with http:// or https://.");
export const optionalUrl = z
  .union([httpUrl, z.literal(""), z.null()])
  .optional()
  .transform((v) => (v === "" ? null : v));
/** A link people are sent to for something sensitive (tickets, payment): https only. */
export const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s]+$/i, "Use a secure web address starting with https://.");
export const optionalHttpsUrl = z
  .union([httpsUrl, z.literal(""), z.null()])
  .optional()
  .transform((v) => (v === "" ? null : v));
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter a slug.")
  .max(120, "Use at most 120 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens.");
/**
 * The instants a date field accepts: years 1 to 9999 (UTC). JavaScript
 * reads years up to ±275760 and PostgreSQL refuses year 0 and before, so
 * without this bound a far date reached the database and came back a 500.
 */
const EARLIEST = Date.parse("0001-01-01T00:00:00.000Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");
export const DATE_RANGE_MESSAGE = "Use a date between the years 1 and 9999.";
export const inDateRange = (date: Date) => date.getTime() >= EARLIEST && date.getTime() <= LATEST;
/** For `YYYY-MM-DD` text: the same bound (year 0000 is the one four-digit year outside it). */
export const dayInRange = (day: string) => day >= "0001-01-01";

export const instant = z.iso
  .datetime({ offset: true, message: "Use an ISO date-time with a time zone." })
  .transform((s) => new Date(s))
  .refine(inDateRange, DATE_RANGE_MESSAGE);
export const version = z.number().int().positive().optional();
export const legacyId = optionalText(100);
export const uuid = z.uuid("Use a valid id.");

/**
 * The schema of a partial update (PUT): every field optional and, unlike
 * zod's own `.partial()`, without the create schema's defaults: zod 4 fills
 * a default even inside an optional, so `{summary}` alone would reset every
 * defaulted field (is_premium, tags, state…) to its default.
 */
/** The field without its default, also where a transform follows it (`.default([]).transform(…)`). */
function withoutDefault(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return field.unwrap() as z.ZodType;
  if (field instanceof z.ZodPipe && field.in instanceof z.ZodDefault)
    return (field.in.unwrap() as z.ZodType).pipe(field.out as z.ZodType);
  return field;
}

export function partialUpdate<S extends z.ZodObject>(schema: S): ReturnType<S["partial"]> {
  const shape: Record<string, z.ZodOptional> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    shape[key] = withoutDefault(field).optional();
  }
  return z.object(shape) as unknown as ReturnType<S["partial"]>;
}
