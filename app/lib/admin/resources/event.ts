import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../../core/calendar/access.ts";
import { ADMISSION_LABELS } from "../../../../core/calendar/admission.ts";
import { formatEventDate } from "../../../../core/dates/display.ts";
import { addDays, localInstant } from "../../../../core/dates/site-day.ts";
import { CATEGORY_LABELS, venueDisplayName } from "../../../../core/listing/cards.ts";
import {
  ADMISSIONS,
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  eventSchema,
  PRICE_TEXT_MAX,
} from "../../../../core/schemas/calendar.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import {
  EventActions,
  EventPreview,
  EventRowActions,
} from "../../../components/admin/resource/event-parts.tsx";
import { STATUS_LABELS } from "./event-kinds.ts";
import { defineResource, named, type ResourceRecord, type SectionSpec } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

interface Row {
  start: string;
  end: string;
  is_canceled: boolean;
  category: string;
  venue: Parameters<typeof venueDisplayName>[0] | null;
}
const datesOf = (r: ResourceRecord) => (r.event_dates ?? []) as Row[];
/** What a venue editor may ask of an event's status ("rejected" is staff's). */
const EDITOR_STATUSES = EVENT_STATUSES.filter((s) => s !== "rejected");

/** The event's span in the list's words: "Nov 14 – Dec 31", "All dates canceled". */
function whenText(r: ResourceRecord, now: string) {
  const dates = datesOf(r).filter((d) => !d.is_canceled);
  if (!dates.length) return datesOf(r).length ? "All dates canceled" : "No dates";
  const start = dates.map((d) => d.start).sort()[0]!;
  const end = dates
    .map((d) => d.end)
    .sort()
    .at(-1)!;
  const shown = formatEventDate({ start: new Date(start), end: new Date(end) }, new Date(now));
  // Staff look back too: a date in another year says which.
  const year = new Date(start).getUTCFullYear();
  const other = year !== new Date(now).getUTCFullYear() && !/\d{4}/.test(shown.primary);
  return [shown.primary, shown.secondary, other ? `(${year})` : null].filter(Boolean).join(" ");
}

/** The Repeats part edits the event's latest series (an earlier one ended where it was split). */
const withRecurrence = <E extends { series: unknown[] }>(e: E) => ({
  ...e,
  recurrence: e.series.at(-1) ?? null,
});

// A venue editor picks among their own venues only (the server refuses others anyway).
const venueChoices = async (s: Services, actor: UserActor): Promise<Option[]> =>
  (await s.places.listEditableVenues(actor, { page_size: "100", sort_by: "name" })).results.map(
    (v) => ({
      value: v.id,
      label: v.name,
    }),
  );

/**
 * What an event says about admission, access, its description and picture:
 * the event editor's sections, and the submission queue's (submission.ts).
 */
export const eventTextSections: SectionSpec[] = [
  {
    title: "Admission",
    description:
      "Shown on cards (Free), the event page and to search engines. Leave it not said when you do not know.",
    fields: [
      {
        kind: "select",
        name: "admission",
        label: "Admission",
        default: "unknown",
        options: ADMISSIONS.map((value) => ({ value, label: ADMISSION_LABELS[value] })),
      },
      {
        kind: "text",
        name: "price_text",
        label: "Price",
        placeholder: "$10, students $5",
        hint: `At most ${PRICE_TEXT_MAX} characters, as visitors should read it. Search engines get a price only when it states one amount.`,
      },
      {
        kind: "text",
        name: "ticket_url",
        label: "Tickets (web address)",
        type: "url",
        placeholder: "https://",
        hint: "The page that sells or reserves tickets, or takes RSVPs; https only.",
      },
      {
        kind: "number",
        name: "min_age",
        label: "Youngest age admitted",
        emptyIsNull: true,
        hint: "0 for all ages (said on the page); empty when not said.",
      },
    ],
  },
  {
    title: "Access",
    description:
      "What this event offers. The venue's standing features are added on every date; a date that differs says so in the API.",
    fields: [
      {
        kind: "checkboxes",
        name: "accessibility",
        label: "Access features",
        options: ACCESS_FEATURES.map((value) => ({ value, label: ACCESS_LABELS[value] })),
      },
    ],
  },
  {
    title: "Description",
    fields: [{ kind: "richtext", name: "content", label: "Description", uploadType: "event" }],
  },
  {
    title: "Image",
    fields: [
      { kind: "image", name: "primary_image_id", label: "Primary image", uploadType: "event" },
    ],
  },
];

export const event = defineResource({
  key: "events",
  noun: "Event",
  plural: "Events",
  titleOf: (r) => String(r.name),
  schema: eventSchema,
  role: "superadmin",
  viewPath: (r) => (r.status === "published" ? `/events/${r.slug}` : ""),
  actions: EventActions,
  aside: EventPreview,
  sections: [
    {
      title: "Basics",
      fields: [
        ...named("name", "Name", "event", "/events/"),
        {
          kind: "text",
          name: "summary",
          label: "Summary",
          rows: 2,
          hint: "One sentence; it is also the text people share.",
        },
        {
          kind: "text",
          name: "url",
          label: "More information (web address)",
          type: "url",
          placeholder: "https://",
        },
      ],
    },
    {
      title: "Dates",
      description:
        "Times are Chicago time. An exhibition is a run with its reception and talks as extra dates.",
      fields: [{ kind: "eventDates", name: "event_dates", label: "Dates", choices: venueChoices }],
    },
    {
      title: "Repeats",
      description:
        "A class or open studio that repeats: its dates are made a year ahead and kept up to date. Times are Chicago time.",
      fields: [{ kind: "recurrence", name: "recurrence", label: "Repeats", choices: venueChoices }],
    },
    ...eventTextSections,
    {
      title: "Tags and promotion",
      fields: [
        { kind: "tags", name: "tags", label: "Tags" },
        { kind: "checkbox", name: "featured", label: "Featured (shown first on the home page)" },
        {
          kind: "select",
          name: "status",
          label: "Status",
          hint: "Only published events appear on the site.",
          // A new event is a draft until someone publishes it.
          default: "draft",
          options: EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s })),
        },
      ],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "Event", flex: 2, sortable: true },
      {
        field: "venues",
        header: "Venues",
        flex: 1.2,
        text: (r) =>
          [...new Set(datesOf(r).map((d) => (d.venue ? venueDisplayName(d.venue) : "")))]
            .filter(Boolean)
            .join(", ") || "No venue",
      },
      { field: "when", header: "When", flex: 1.2, text: whenText },
      {
        field: "categories",
        header: "Dates",
        flex: 1,
        text: (r) =>
          [...new Set(datesOf(r).map((d) => CATEGORY_LABELS[d.category] ?? d.category))].join(", "),
      },
      {
        field: "status",
        header: "Status",
        width: 130,
        text: (r) => STATUS_LABELS[String(r.status)] ?? String(r.status),
      },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["modified_date", "created_date", "name"],
    defaultSort: { by: "modified_date", dir: "desc" },
    filters: [
      {
        name: "status",
        label: "Status",
        type: "select",
        options: EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s })),
      },
      {
        name: "category",
        label: "Category",
        type: "select",
        options: EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c })),
      },
      { name: "venue_id", label: "Venue", type: "select", choices: venueChoices },
      { name: "from", label: "Dates from", type: "date" },
      { name: "to", label: "Dates to", type: "date" },
    ],
    // A date range keeps events with a date overlapping it (Chicago days).
    query: ({ from, to, ...rest }) => ({
      ...rest,
      end: from ? `gte:${localInstant(from).toISOString()}` : null,
      start: to ? `lte:${localInstant(addDays(to, 1)).toISOString()}` : null,
    }),
    rowActions: EventRowActions,
  },
  service: {
    list: (s, q, actor) => s.calendar.listEvents(actor, q),
    get: async (s, id, actor) => withRecurrence(await s.calendar.get(actor, "id", id)),
    create: (s, actor, p) => s.calendar.create(actor, p),
    update: (s, actor, id, p) => s.calendar.update(actor, id, p),
  },
});

/**
 * The event screens as a venue editor has them (decision 056): their venues'
 * events only (the server narrows the list and refuses the rest), no
 * promotion on the home page, and a status that says a reviewed venue's
 * "Published" waits for staff.
 */
export const eventForEditors = defineResource({
  ...event,
  role: "venueEditor",
  sections: event.sections.map((section) =>
    section.title === "Image"
      ? {
          ...section,
          // Upload only: the files library is staff's.
          fields: section.fields.map((f) =>
            !Array.isArray(f) && f.kind === "image" ? { ...f, library: false } : f,
          ),
        }
      : section.title !== "Tags and promotion"
        ? section
        : {
            ...section,
            title: "Tags and status",
            fields: section.fields
              .filter((f) => Array.isArray(f) || f.name !== "featured")
              .map((f) =>
                !Array.isArray(f) && f.name === "status" && f.kind === "select"
                  ? {
                      ...f,
                      hint: "Only published events appear on the site. Where staff review your venue's events, Published waits for them (Pending).",
                      options: EDITOR_STATUSES.map((s) => ({
                        value: s,
                        label: STATUS_LABELS[s] ?? s,
                      })),
                    }
                  : f,
              ),
          },
  ),
  service: {
    list: (s, q, actor) => s.calendar.listEditableEvents(actor, q),
    get: async (s, id, actor) => withRecurrence(await s.calendar.getEditable(actor, id)),
    create: (s, actor, p) => s.calendar.create(actor, p),
    update: (s, actor, id, p) => s.calendar.update(actor, id, p),
  },
});
