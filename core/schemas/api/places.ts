import { z } from "zod";
import { geoOut, idOut, instantOut, listImageOut, stampsOut, text } from "./common.ts";

// Cities and venues as the v5 API answers (server/api/places/present.ts).

export const venueType = z
  .string()
  .meta({ description: "gallery, business, institution, popup, public or studios" });

export const cityOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    name: z.string(),
    slug: z.string(),
    state: z.string(),
    summary: text,
    geo: geoOut,
    sort_order: z.number().int(),
    ...stampsOut,
  })
  .meta({
    id: "City",
    example: {
      id: "0b6c3f52-4a7e-4f3e-9d1c-2f3b1a6d9e01",
      legacy_id: null,
      name: "Minneapolis",
      slug: "minneapolis",
      state: "MN",
      summary: null,
      geo: { lat: 44.9778, lon: -93.265 },
      sort_order: 0,
      created_date: "2026-01-05T16:00:00.000Z",
      modified_date: "2026-01-05T16:00:00.000Z",
      version: 1,
    },
  });

/** What an event date or a card carries of its venue. */
export const venueSummaryOut = z
  .strictObject({
    id: idOut,
    name: z.string(),
    nickname: text,
    slug: z.string(),
    type: venueType,
    address: text,
    city: z.strictObject({ id: idOut, name: z.string(), slug: z.string() }).nullable(),
    geo: geoOut,
    is_premium: z.boolean(),
    is_closed: z.boolean(),
    is_online_only: z.boolean(),
    multiple_locations_label: text,
    accessibility: z.array(z.string()),
    primary_image_id: idOut.nullable(),
  })
  .meta({ id: "VenueSummary" });

const dayHoursOut = z.tuple([z.string(), z.string()]).nullable();

export const venueOut = venueSummaryOut
  .extend({
    legacy_id: text,
    editor_review: z.boolean(),
    summary: text,
    content: text,
    address2: text,
    city_id: idOut.nullable(),
    state: text,
    postal_code: text,
    hours: z
      .partialRecord(z.enum(["0", "1", "2", "3", "4", "5", "6"]), dayHoursOut)
      .nullable()
      .meta({
        description: "Opening hours by weekday, 0 = Sunday: [opens, closes] or null (closed).",
      }),
    hours_note: text,
    website: text,
    phone: text,
    email: text,
    links: z.array(z.strictObject({ type: z.string(), url: z.string(), label: text.optional() })),
    ...stampsOut,
  })
  .meta({
    id: "Venue",
    example: {
      id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
      name: "Northern Light Gallery",
      nickname: null,
      slug: "northern-light-gallery",
      type: "gallery",
      address: "123 Main St NE",
      city: {
        id: "0b6c3f52-4a7e-4f3e-9d1c-2f3b1a6d9e01",
        name: "Minneapolis",
        slug: "minneapolis",
      },
      geo: { lat: 44.99, lon: -93.25 },
      is_premium: false,
      is_closed: false,
      is_online_only: false,
      multiple_locations_label: null,
      accessibility: ["step_free"],
      primary_image_id: null,
      legacy_id: null,
      editor_review: false,
      summary: "Contemporary work by Minnesota artists.",
      content: null,
      address2: null,
      city_id: "0b6c3f52-4a7e-4f3e-9d1c-2f3b1a6d9e01",
      state: "MN",
      postal_code: "55413",
      hours: { "3": ["12:00", "18:00"], "6": ["11:00", "17:00"] },
      hours_note: null,
      website: "https://northernlight.example",
      phone: null,
      email: null,
      links: [],
      created_date: "2026-01-05T16:00:00.000Z",
      modified_date: "2026-03-02T18:30:00.000Z",
      version: 3,
    },
  });

/** A person who edits a venue's events (decision 056); staff only. */
export const venueEditorOut = z
  .strictObject({
    user_id: z.string(),
    name: text,
    username: text,
    email: z.string(),
    created_date: instantOut,
  })
  .meta({
    id: "VenueEditor",
    example: {
      user_id: "u_4f9a2c",
      name: "Ana Ruiz",
      username: "anaruiz",
      email: "ana@northernlight.example",
      created_date: "2026-02-01T17:00:00.000Z",
    },
  });

/** A venue list's row: the venue with its image. */
export const venueListRowOut = venueOut.extend({ primary_image: listImageOut }).meta({
  id: "VenueListRow",
  example: { ...(venueOut.meta()?.example as object), primary_image: null },
});

export type City = z.output<typeof cityOut>;
export type VenueSummary = z.output<typeof venueSummaryOut>;
export type Venue = z.output<typeof venueOut>;
export type VenueListRow = z.output<typeof venueListRowOut>;
export type VenueEditor = z.output<typeof venueEditorOut>;
