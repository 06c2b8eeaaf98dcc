import { z } from "zod";
import {
  cityOut,
  venueEditorOut,
  venueListRowOut,
  venueOut,
} from "../../../core/schemas/api/places.ts";
import {
  citySchema,
  cityUpdateSchema,
  venueEditorsSchema,
  venueSchema,
  venueUpdateSchema,
} from "../../../core/schemas/calendar.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { citySortColumns, venueSortColumns } from "./repo.ts";

// The places routes as the OpenAPI document describes them.

const tag = "Places";
const lookupNote = (segment: string) =>
  segment === "id"
    ? "By id."
    : segment === "slug"
      ? "By slug."
      : "By the id it had on the old site.";

export const placesDocs = {
  listCities: documented({
    summary: "List cities",
    tag,
    access: "public",
    results: cityOut,
    list: true,
    query: [...paging(Object.keys(citySortColumns)), "query"],
  }),
  getCity: (segment: string) =>
    documented({
      summary: `A city ${lookupNote(segment).toLowerCase().replace(/\.$/, "")}`,
      tag,
      access: "public",
      results: cityOut,
      notFound: true,
    }),
  createCity: documented({
    summary: "Create a city",
    tag,
    access: "staff",
    results: cityOut,
    status: 201,
    body: citySchema,
    conflict: true,
  }),
  updateCity: documented({
    summary: "Change a city",
    description: "Send only the fields to change, with the `version` you read.",
    tag,
    access: "staff",
    results: cityOut,
    body: cityUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  listVenues: documented({
    summary: "List venues",
    tag,
    access: "public",
    results: venueListRowOut,
    list: true,
    query: [...paging(Object.keys(venueSortColumns)), "query", "type", "city_id"],
  }),
  getVenue: (segment: string) =>
    documented({
      summary: `A venue ${lookupNote(segment).toLowerCase().replace(/\.$/, "")}`,
      tag,
      access: "public",
      results: venueOut,
      notFound: true,
    }),
  createVenue: documented({
    summary: "Create a venue",
    tag,
    access: "staff",
    results: venueOut,
    status: 201,
    body: venueSchema,
    conflict: true,
  }),
  updateVenue: documented({
    summary: "Change a venue",
    description: "Send only the fields to change, with the `version` you read.",
    tag,
    access: "staff",
    results: venueOut,
    body: venueUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  venueEditors: documented({
    summary: "Who edits a venue's events",
    tag,
    access: "staff",
    results: z.array(venueEditorOut),
    notFound: true,
  }),
  setVenueEditors: documented({
    summary: "Set who edits a venue's events",
    description: "Replaces the whole list: exactly these users edit the venue's events.",
    tag,
    access: "staff",
    results: z.array(venueEditorOut),
    body: venueEditorsSchema,
    notFound: true,
  }),
};
