import { z } from "zod";

// Inputs of the files endpoints (API.md "Files"); the admin forms use the same.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

export const uploadRequestSchema = z.object({
  filename: z
    .string()
    .trim()
    .min(1, "Give the file's name.")
    .max(255, "Use a file name of at most 255 characters."),
  content_type: z.string().trim().toLowerCase().min(1, "Give the file's type."),
  size: z
    .number({ message: "Give the file's size in bytes." })
    .int("Give the file's size in bytes.")
    .min(1, "The file is empty."),
});

const focalPoint = z.object({
  x: z.number().min(0, "Use 0 to 1.").max(1, "Use 0 to 1."),
  y: z.number().min(0, "Use 0 to 1.").max(1, "Use 0 to 1."),
});

export const ATTACH_TARGETS = [
  "event",
  "venue",
  "article",
  "author",
  "category",
  "avatar",
] as const;

export const moveThingSchema = z.object({
  upload_id: z.string().trim().min(1, "Give the upload_id from getuploadurl."),
  caption: optionalText(500),
  alt_text: optionalText(500),
  focal_point: focalPoint.optional(),
  attach_to: z
    .object({
      type: z.enum(ATTACH_TARGETS, { message: `Use one of: ${ATTACH_TARGETS.join(", ")}.` }),
      id: z.string().trim().optional(),
    })
    .optional(),
});

export const containerCreateSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/[^\s]+$/i, "Use a web address starting with http:// or https://."),
  filename: optionalText(255),
  caption: optionalText(500),
  alt_text: optionalText(500),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  legacy_id: optionalText(100),
});

export const containerUpdateSchema = z.object({
  caption: optionalText(500),
  alt_text: optionalText(500),
  focal_point: focalPoint.optional(),
  legacy_id: optionalText(100),
  version: z.number().int().positive().optional(),
});

export type FocalPointInput = z.infer<typeof focalPoint>;
