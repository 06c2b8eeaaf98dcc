import { AD_SPOTS, checkedAdvertSchema, isAdSpot } from "../../../../core/schemas/promo.ts";
import { AdvertPreviews, AdvertState } from "../../../components/admin/resource/advert-parts.tsx";
import { AD_SPOT_LABELS, ADVERT_STATE_LABELS, advertState } from "../advert-form-values.ts";
import { defineResource, type ResourceRecord } from "./types.ts";

const spotOptions = AD_SPOTS.map((s) => ({ value: s, label: `${AD_SPOT_LABELS[s]} (${s})` }));

const stateText = (r: ResourceRecord, now: string) =>
  ADVERT_STATE_LABELS[
    advertState(
      {
        is_active: r.is_active === true,
        start_date: (r.start_date as string | null) ?? null,
        end_date: (r.end_date as string | null) ?? null,
      },
      new Date(now),
    )
  ];

export const advert = defineResource({
  key: "adverts",
  noun: "Advert",
  plural: "Adverts",
  titleOf: (r) => String(r.label),
  // The refined schema, so an end before the start is caught before sending.
  schema: checkedAdvertSchema,
  role: "superadmin",
  actions: AdvertState,
  aside: AdvertPreviews,
  sections: [
    {
      title: "Advert",
      fields: [
        [
          { kind: "text", name: "client", label: "Client", required: true },
          { kind: "text", name: "campaign", label: "Campaign" },
        ],
        {
          kind: "text",
          name: "label",
          label: "Label",
          required: true,
          hint: "Names this advert in the lists and the analytics, e.g. “Winter show, banner A”.",
        },
        {
          kind: "text",
          name: "goto_url",
          label: "Goes to (web address)",
          type: "url",
          required: true,
        },
        {
          kind: "text",
          name: "badge_text",
          label: "Badge text",
          hint: "Shown above the advert; “Advertisement” when empty.",
        },
      ],
    },
    {
      title: "Where and how often",
      fields: [
        {
          kind: "checkboxes",
          name: "spots",
          label: "Spots",
          options: spotOptions,
          hint: "Where it may show. With several active adverts in a spot, each page view picks one by weight.",
        },
        {
          kind: "number",
          name: "weight",
          label: "Weight",
          default: 1,
          hint: "1 to 100: an advert of weight 2 shows twice as often as one of weight 1 in the same spot.",
        },
      ],
    },
    {
      title: "When",
      description: "Chicago time. Leave a date empty for no limit on that side.",
      fields: [
        [
          { kind: "datetime", name: "start_date", label: "Starts" },
          { kind: "datetime", name: "end_date", label: "Ends" },
        ],
        {
          kind: "checkbox",
          name: "is_active",
          label: "Active (shown between the start and the end)",
          default: true,
        },
      ],
    },
    {
      title: "Images",
      description:
        "Designed artwork, shown whole. Phones get the mobile image; without one, every screen gets the default.",
      fields: [
        { kind: "image", name: "default_image_id", label: "Default image", uploadType: "advert" },
        { kind: "image", name: "mobile_image_id", label: "Mobile image", uploadType: "advert" },
      ],
    },
  ],
  list: {
    columns: [
      { field: "label", header: "Advert", flex: 2, sortable: true },
      { field: "client", header: "Client", flex: 1, sortable: true },
      { field: "campaign", header: "Campaign", flex: 1 },
      {
        field: "spots",
        header: "Spots",
        flex: 1,
        text: (r) => ((r.spots ?? []) as string[]).join(", "),
      },
      { field: "weight", header: "Weight", width: 90, sortable: true },
      { field: "state", header: "State", width: 120, text: stateText },
      { field: "goto_url", header: "Goes to", flex: 1.2 },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["modified_date", "created_date", "client", "label", "weight"],
    defaultSort: { by: "modified_date", dir: "desc" },
    filters: [{ name: "spot", label: "Spot", options: spotOptions }],
    // An unknown spot in a hand-edited URL lists every advert rather than an error page.
    query: ({ spot, ...rest }) => ({ ...rest, spot: isAdSpot(spot) ? spot : null }),
  },
  service: {
    list: (s, q, actor) => s.promo.list(actor, q),
    get: (s, id, actor) => s.promo.get(actor, "id", id),
    create: (s, actor, p) => s.promo.create(actor, p),
    update: (s, actor, id, p) => s.promo.update(actor, id, p),
  },
});
