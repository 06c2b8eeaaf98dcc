import { z } from "zod";
import { UPLOAD_TYPES } from "../files/versions.ts";
import { httpUrl, optionalText } from "./fields.ts";

// Inputs of the link-preview endpoints: POST /utils/scraper/meta and
// POST /files/import (an image from the web into a file container).

export const scrapeRequestSchema = z.object({
  url: z.string({ message: "Give the web address to read." }).pipe(httpUrl),
});

/** Avatars are a person's own upload; every other type may come from a link. */
export const IMPORT_IMAGE_TYPES = UPLOAD_TYPES.filter((t) => t !== "avatar");

export const imageImportSchema = z.object({
  url: z.string({ message: "Give the image's web address." }).pipe(httpUrl),
  type: z
    .enum(IMPORT_IMAGE_TYPES as [string, ...string[]], {
      message: `Use one of: ${IMPORT_IMAGE_TYPES.join(", ")}.`,
    })
    .default("event"),
  caption: optionalText(500),
  alt_text: optionalText(500),
});
