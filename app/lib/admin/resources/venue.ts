import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../../core/calendar/access.ts";
import { RESERVED_VENUE_SLUGS, venueSchema } from "../../../../core/schemas/calendar.ts";
import { KNOWN_VENUE_TYPES, venueTypeStyle } from "../../../../core/venues/types.ts";
import type { Services } from "../../../../server/services.ts";
import { ImportVenueFromLink } from "../../../components/admin/import-venue-from-link.tsx";
import { defineResource } from "./types.ts";

const typeLabel = (t: unknown) => venueTypeStyle(typeof t === "string" ? t : null).label;

/** What the list's "Flags" column says about a venue. */
function flags(r: Record<string, unknown>): string {
  const out = [
    r.is_premium ? "Premium" : null,
    r.is_closed ? "Closed" : null,
    r.is_online_only ? "Online" : null,
    r.geo ? null : "No map position",
  ].filter(Boolean);
  return out.length ? out.join(", ") : "—";
}

const typeOptions = KNOWN_VENUE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
export const cityChoices = async (s: Services) =>
  (await s.places.listCities({ page_size: "100" })).results.map((c) => ({
    value: c.id,
    label: c.name,
  }));

const ACCESS_OPTIONS = ACCESS_FEATURES.map((value) => ({ value, label: ACCESS_LABELS[value] }));

export const venue = defineResource({
  key: "venues",
  noun: "Venue",
  plural: "Venues",
  titleOf: (r) => String(r.name),
  schema: venueSchema,
  role: "superadmin",
  viewPath: (r) => `/venues/${r.slug}`,
  actions: ImportVenueFromLink,
  sections: [
    {
      title: "Basics",
      fields: [
        { kind: "text", name: "name", label: "Name", required: true },
        [
          {
            kind: "text",
            name: "nickname",
            label: "Nickname",
            hint: "Shown on cards instead of the name, e.g. “Mia”.",
          },
          {
            kind: "select",
            name: "type",
            label: "Type",
            default: "gallery",
            options: typeOptions,
          },
        ],
        {
          kind: "slug",
          name: "slug",
          label: "Slug",
          from: "name",
          slugType: "venue",
          urlPrefix: "/venues/",
          reserved: RESERVED_VENUE_SLUGS,
        },
        { kind: "text", name: "summary", label: "Summary", rows: 2 },
        { kind: "richtext", name: "content", label: "About the venue", uploadType: "venue" },
      ],
    },
    {
      title: "Address and location",
      fields: [
        { kind: "text", name: "address", label: "Street address" },
        { kind: "text", name: "address2", label: "Address line 2" },
        [
          {
            kind: "select",
            name: "city_id",
            label: "City",
            empty: "No city",
            choices: cityChoices,
          },
          { kind: "text", name: "state", label: "State", default: "MN" },
          { kind: "text", name: "postal_code", label: "ZIP code" },
        ],
        { kind: "geo", name: "geo", label: "Position on the map" },
      ],
    },
    {
      title: "Hours",
      description: "Chicago time. A closing time before the opening time runs past midnight.",
      fields: [
        { kind: "hours", name: "hours", label: "Opening hours" },
        {
          kind: "text",
          name: "hours_note",
          label: "Note about hours",
          hint: "e.g. “By appointment” or “Closed for installs between shows”.",
        },
      ],
    },
    {
      title: "Contact and links",
      fields: [
        [
          { kind: "text", name: "website", label: "Website", type: "url" },
          { kind: "text", name: "phone", label: "Phone" },
        ],
        { kind: "text", name: "email", label: "Email", type: "email" },
        { kind: "links", name: "links", label: "Links" },
      ],
    },
    {
      title: "Access",
      description:
        "What the building always has. Every event here shows these, on top of the event's own.",
      fields: [
        {
          kind: "checkboxes",
          name: "accessibility",
          label: "Standing access features",
          options: ACCESS_OPTIONS,
        },
      ],
    },
    {
      title: "Image",
      fields: [
        { kind: "image", name: "primary_image_id", label: "Primary image", uploadType: "venue" },
      ],
    },
    {
      title: "Listing",
      fields: [
        {
          kind: "checkbox",
          name: "is_premium",
          label: "Premium (a pin on the map, its image on cards)",
        },
        { kind: "checkbox", name: "is_closed", label: "Closed for good" },
        { kind: "checkbox", name: "is_online_only", label: "Online only (no visitors in person)" },
        {
          kind: "text",
          name: "multiple_locations_label",
          label: "Multiple locations label",
          hint: "When set, cards show this instead of the venue's name, e.g. “Various locations”.",
        },
      ],
    },
    {
      title: "Venue editors",
      description:
        "People staff trust with this venue edit its page, hours and events (name them on each person's page under Users).",
      fields: [
        {
          kind: "checkbox",
          name: "editor_review",
          label: "Staff review its editors' events before they are published",
        },
      ],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "Venue", flex: 2, sortable: true },
      {
        field: "address",
        header: "Address",
        flex: 2,
        text: (r) =>
          [r.address, (r.city as { name?: string } | null)?.name].filter(Boolean).join(", ") ||
          "No address",
      },
      { field: "type", header: "Type", width: 140, sortable: true, text: (r) => typeLabel(r.type) },
      { field: "flags", header: "Flags", flex: 1, text: flags },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    filters: [
      { name: "type", label: "Type", options: typeOptions },
      { name: "city_id", label: "City", choices: cityChoices },
    ],
    sortable: ["name", "type", "modified_date", "created_date"],
    defaultSort: { by: "name", dir: "asc" },
  },
  service: {
    list: (s, q) => s.places.listVenues(q),
    get: (s, id) => s.places.getVenue("id", id),
    create: (s, actor, p) => s.places.createVenue(actor, p),
    update: (s, actor, id, p) => s.places.updateVenue(actor, id, p),
  },
});

/** Fields a venue editor does not see: staff's (core/venues/editors.ts). */
const STAFF_ONLY = new Set<string>(["is_premium", "editor_review"]);

/**
 * The venue screens as a venue editor has them (decision 056): their own
 * venues (the server narrows the list and refuses the rest), no "New", and
 * without staff's fields (the listing tier and the review setting).
 */
export const venueForEditors = defineResource({
  ...venue,
  role: "venueEditor",
  sections: venue.sections
    .map((section) => ({
      ...section,
      fields: section.fields
        .filter((f) => Array.isArray(f) || !STAFF_ONLY.has(f.name))
        // Upload only: the files library is staff's.
        .map((f) => (!Array.isArray(f) && f.kind === "image" ? { ...f, library: false } : f)),
    }))
    .filter((section) => section.fields.length > 0),
  service: {
    list: (s, q, actor) => s.places.listEditableVenues(actor, q),
    get: (s, id, actor) => s.places.getEditableVenue(actor, id),
    update: (s, actor, id, p) => s.places.updateVenue(actor, id, p),
  },
});
