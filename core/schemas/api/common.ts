import { z } from "zod";
import { serverErrorTypes } from "../../errors.ts";

// The shapes every v5 answer shares (API.md "Shapes"), as the OpenAPI
// document publishes them. Response schemas are strict: a key the server
// adds without documenting it fails the contract test.

/** An ISO instant as the server writes it (Date#toISOString). */
export const instantOut = z
  .string()
  .meta({ format: "date-time", example: "2026-12-04T00:00:00.000Z" });
/** A local date, YYYY-MM-DD (America/Chicago). */
export const dayOut = z.string().meta({ format: "date", example: "2026-12-04" });
export const idOut = z.string().meta({ format: "uuid" });

/** A text field the server may leave empty: a string or null. */
export const text = z.string().nullable();

/** A record's version: what a PUT sends back. */
export const versionOut = z
  .number()
  .int()
  .meta({ description: "Send it back with a PUT; a stale one is a 409." });

/** What every stored record says of its saving. */
export const stampsOut = {
  created_date: instantOut,
  modified_date: instantOut,
  version: versionOut,
};

export const geoOut = z.strictObject({ lat: z.number(), lon: z.number() }).nullable();

/** An image's focal point, 0..1 from the left and the top (null when not set). */
export const focalPointOut = z.strictObject({ x: z.number().nullable(), y: z.number().nullable() });

/** One version of an image as cards and lists draw it. */
export const cardVersionOut = z.strictObject({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

/** One rendition of an image, with its media type and size when they are known. */
export const fileVersionOut = z.strictObject({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  content_type: z.string().optional().meta({ description: "Known for rendered versions." }),
  size: z.number().int().optional().meta({ description: "Bytes; older versions have none." }),
});

/**
 * An image as a page shows it (server/api/files/present.ts presentImage):
 * every version, with its media type and size when they are known.
 */
export const imageOut = z
  .strictObject({
    id: idOut,
    alt_text: text,
    caption: text,
    focal_point: focalPointOut,
    versions: z.record(z.string(), fileVersionOut),
  })
  .meta({ id: "Image" });

/** An image as lists embed it: the card versions only. */
export const listImageOut = z
  .strictObject({
    id: idOut,
    alt_text: text,
    caption: text,
    focal_point: focalPointOut,
    versions: z.record(z.string(), cardVersionOut),
  })
  .nullable()
  .meta({ id: "ListImage" });

/** One record: `{"results": {...}}`. */
export const one = <T extends z.ZodType>(item: T) => z.strictObject({ results: item });

/** A page of a list: `{"results": [...], "page", "page_size", "total", "more"}`. */
export const page = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    results: z.array(item),
    page: z.number().int().min(0),
    page_size: z.number().int().min(1),
    total: z.number().int().min(0),
    more: z.boolean(),
  });

const fieldErrorOut = z.strictObject({ field: z.string(), message: z.string() });

/** Every error answer of the v5 API (core/errors.ts ApiErrorBody). */
export const errorOut = z
  .strictObject({
    type: z.enum(Object.keys(serverErrorTypes) as [keyof typeof serverErrorTypes]),
    code: z
      .string()
      .meta({ description: "V-1001, A-1001, P-1001, X-404, C-1001, R-1001, S-1001 or U-612." }),
    message: z.string().meta({ description: "Plain words a person can act on." }),
    errors: z.array(fieldErrorOut).optional().meta({ description: "Per field, on a 400." }),
    current: z
      .strictObject({
        version: z.number().int(),
        modified_date: instantOut,
        modified_by: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
      })
      .optional()
      .meta({ description: "On a stale write's 409: the record as it is now." }),
    request_id: z.string().optional(),
  })
  .meta({ id: "Error" });

export type Image = z.output<typeof imageOut>;
export type ListImage = z.output<typeof listImageOut>;
export type ErrorAnswer = z.output<typeof errorOut>;
