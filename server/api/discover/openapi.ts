import { eventDateListRowOut, presetOut } from "../../../core/schemas/api/calendar.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";

// The preset routes as the OpenAPI document describes them (issue 31).

const tag = "Calendar";

export const discoverDocs = {
  presets: documented({
    summary: "List the named listings",
    description:
      "Tonight, this weekend, openings and the rest, each with the window it covers now.",
    tag,
    access: "public",
    results: presetOut,
    list: true,
    query: paging(["key"]),
  }),
  presetDates: documented({
    summary: "The dates of a named listing",
    description:
      "The listing's dates as GET /calendar/event_dates/list answers them, with the listing page's filters. A published guide's slug is a key too.",
    tag,
    access: "public",
    results: eventDateListRowOut,
    list: true,
    query: ["page", "page_size", "category", "city", "venue_type", "tag", "q", "free", "access"],
    notFound: true,
  }),
};
