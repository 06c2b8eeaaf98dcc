import { siteOut } from "../../../core/schemas/api/site.ts";
import { documented } from "../openapi/operation.ts";

// The site route as the OpenAPI document describes it.

export const siteDocs = {
  info: documented({
    summary: "The site's configuration",
    description: "Its identifier, name, canonical host, time zone and the hours of its day.",
    tag: "Site",
    access: "public",
    results: siteOut,
  }),
};
