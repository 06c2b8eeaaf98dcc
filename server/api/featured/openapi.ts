import { marqueeConfigOut, marqueeOut } from "../../../core/schemas/api/featured.ts";
import { marqueeSchema } from "../../../core/schemas/featured.ts";
import { documented } from "../openapi/operation.ts";

// The featured routes as the OpenAPI document describes them.

const tag = "Featured";

export const featuredDocs = {
  get: documented({
    summary: "The home page's marquee",
    description:
      "The featured items in their order, each with its public record and image; an item whose record is gone or unpublished is left out. With `config_only=true`: the configuration as staff saved it.",
    tag,
    access: "public",
    results: marqueeOut,
    query: [
      {
        name: "config_only",
        schema: { type: "string", enum: ["true", "false"] },
        description: "true: the configuration, not the expanded items.",
      },
    ],
  }),
  put: documented({
    summary: "Set the marquee",
    description:
      "Replaces the whole list (at most 12 items), in this order. Send the `version` you read (0 before the first save); a stale one is a 409.",
    tag,
    access: "staff",
    results: marqueeConfigOut,
    body: marqueeSchema,
    conflict: true,
  }),
};
