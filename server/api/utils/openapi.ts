import { linkPreviewOut, slugCheckOut } from "../../../core/schemas/api/utils.ts";
import { scrapeRequestSchema } from "../../../core/schemas/scraper.ts";
import { SLUG_TYPES } from "../../../core/schemas/slug-check.ts";
import { documented } from "../openapi/operation.ts";

// The utility routes as the OpenAPI document describes them.

const tag = "Utilities";

export const utilsDocs = {
  scrapeMeta: documented({
    summary: "Preview a web page",
    description:
      "Reads the page at `url` (http or https, public addresses only, at most 2 MB) and answers its title, description, image and the event it describes, for a form filled from a link. 30 a minute a person; an address that cannot be read is a 400 on `url`.",
    tag,
    access: "signed-in",
    results: linkPreviewOut,
    body: scrapeRequestSchema,
    limited: true,
  }),
  checkSlug: documented({
    summary: "Whether a slug is free",
    description:
      "A free slug is an ordinary answer, not a 404. Venue editors may ask about events and venues only.",
    tag,
    access: "editor",
    results: slugCheckOut,
    query: [
      {
        name: "type",
        schema: { type: "string", enum: [...SLUG_TYPES] },
        description: "The kind of record the slug is for.",
        required: true,
      },
      {
        name: "slug",
        schema: { type: "string", maxLength: 120 },
        description: "The slug wanted.",
        required: true,
      },
      {
        name: "except_id",
        schema: { type: "string", format: "uuid" },
        description: "The record being edited: its own slug counts as available.",
      },
    ],
  }),
};
