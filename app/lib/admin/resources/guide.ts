import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../../core/calendar/access.ts";
import { CATEGORY_LABELS } from "../../../../core/listing/cards.ts";
import { EVENT_CATEGORIES } from "../../../../core/schemas/calendar.ts";
import { checkedGuideSchema } from "../../../../core/schemas/guide.ts";
import { KNOWN_VENUE_TYPES } from "../../../../core/venues/types.ts";
import { defineResource, named, type ResourceRecord } from "./types.ts";
import { cityChoices } from "./venue.ts";

// A guide (decision 057) on the resource editor: staff make the season's guide
// without a release, or a crawl's route (decision 060): its rules (categories,
// tags, cities, venues, facets), its picks and a crawl's stops.

const window = (r: ResourceRecord) => `${r.first_day} – ${r.last_day}`;

export const guide = defineResource({
  key: "guides",
  noun: "Guide",
  plural: "Guides",
  titleOf: (r) => String(r.title),
  schema: checkedGuideSchema,
  role: "superadmin",
  viewPath: (r) => (r.is_published ? String(r.permalink) : ""),
  sections: [
    {
      title: "Guide",
      fields: [
        ...named("title", "Title", "guide", "/guides/"),
        {
          kind: "text",
          name: "summary",
          label: "Summary",
          rows: 2,
          hint: "One or two sentences under the title; home and shared links show it too.",
        },
        [
          { kind: "text", type: "date", name: "first_day", label: "First day", required: true },
          { kind: "text", type: "date", name: "last_day", label: "Last day", required: true },
        ],
        {
          kind: "select",
          name: "kind",
          label: "Kind of guide",
          options: [
            { value: "list", label: "A list of events" },
            { value: "crawl", label: "A crawl (stops in walking order)" },
          ],
          default: "list",
          hint: "A crawl is a walk: its stops in walking order on a map, each with its hours.",
        },
        {
          kind: "checkbox",
          name: "is_published",
          label: "Published (on the site, and on home while its days last)",
          default: true,
        },
      ],
    },
    {
      title: "Picture and introduction",
      fields: [
        { kind: "image", name: "hero_image_id", label: "Hero image", uploadType: "article" },
        { kind: "richtext", name: "intro", label: "Introduction", uploadType: "article" },
      ],
    },
    {
      title: "Our picks",
      description: "Events shown first, in this order, with your note on each card.",
      fields: [{ kind: "refRows", name: "picks", label: "Picked events", ref: "event" }],
    },
    {
      title: "What else it lists",
      description:
        "Every date in its days that matches all of these (leave a group empty for any). Tick “Only our picks” to list nothing else.",
      fields: [
        {
          kind: "checkboxes",
          name: "categories",
          label: "Categories",
          options: EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c })),
        },
        { kind: "tags", name: "tags", label: "Tags (any of them)" },
        {
          kind: "checkboxes",
          name: "city_ids",
          label: "Cities (any of them)",
          choices: cityChoices,
        },
        {
          kind: "refRows",
          name: "venues",
          label: "Venues (any of them)",
          ref: "venue",
          notes: false,
          hint: "Paste a venue's address on this site (or its slug); empty a row to remove it.",
        },
        {
          kind: "checkboxes",
          name: "venue_types",
          label: "Venue types",
          options: KNOWN_VENUE_TYPES.map((t) => ({ value: t, label: t })),
        },
        { kind: "checkbox", name: "is_free", label: "Free to attend only" },
        {
          kind: "checkboxes",
          name: "accessibility",
          label: "Access (every one ticked)",
          options: ACCESS_FEATURES.map((value) => ({ value, label: ACCESS_LABELS[value] })),
        },
        { kind: "checkbox", name: "picks_only", label: "Only our picks" },
      ],
    },
    {
      title: "Crawl stops",
      when: { field: "kind", is: ["crawl"] },
      description:
        "A crawl is a walk: its stops in walking order on a map, each with its hours, printable on one page and in one calendar file. Without venue rules, it lists what is on at its stops.",
      fields: [
        {
          kind: "refRows",
          name: "stops",
          label: "Stops, in walking order",
          ref: "venue",
          stop: true,
          hint: "Paste each venue's address on this site (or its slug). Hours are for the day given, or for every day of the guide; empty a row's venue to remove it.",
        },
      ],
    },
  ],
  list: {
    columns: [
      { field: "title", header: "Guide", flex: 2, sortable: true },
      { field: "days", header: "Days", width: 220, text: window },
      {
        field: "is_published",
        header: "State",
        width: 110,
        text: (r) => (r.is_published ? "Published" : "Draft"),
      },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["first_day", "last_day", "title", "modified_date", "created_date"],
    defaultSort: { by: "first_day", dir: "desc" },
  },
  service: {
    list: (s, q, actor) => s.guides.list(actor, q),
    get: (s, id, actor) => s.guides.get(actor, "id", id),
    create: (s, actor, p) => s.guides.create(actor, p),
    update: (s, actor, id, p) => s.guides.update(actor, id, p),
  },
});
