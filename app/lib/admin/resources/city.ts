import { citySchema } from "../../../../core/schemas/calendar.ts";
import { defineResource, named } from "./types.ts";

export const city = defineResource({
  key: "cities",
  noun: "City",
  plural: "Cities",
  titleOf: (r) => String(r.name),
  schema: citySchema,
  role: "superadmin",
  viewPath: (r) => `/cities/${r.slug}`,
  sections: [
    {
      title: "City",
      fields: [
        ...named("name", "Name", "city", "/cities/"),
        [
          { kind: "text", name: "state", label: "State", default: "MN" },
          {
            kind: "number",
            name: "sort_order",
            label: "Order in lists",
            hint: "Lower numbers come first.",
            default: 0,
          },
        ],
        { kind: "text", name: "summary", label: "Summary", rows: 2 },
      ],
    },
    {
      title: "Map centre",
      description: "Where the city's map opens.",
      fields: [{ kind: "geo", name: "geo", label: "Map centre" }],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "City", flex: 2, sortable: true },
      { field: "state", header: "State", width: 90 },
      { field: "slug", header: "Slug", flex: 1 },
      { field: "sort_order", header: "Order", width: 100, sortable: true },
      {
        field: "geo",
        header: "Map centre",
        width: 180,
        text: (r) => {
          const g = r.geo as { lat: number; lon: number } | null;
          return g ? `${g.lat.toFixed(4)}, ${g.lon.toFixed(4)}` : "—";
        },
      },
    ],
    sortable: ["sort_order", "name", "modified_date", "created_date"],
    defaultSort: { by: "sort_order", dir: "asc" },
  },
  service: {
    list: (s, q) => s.places.listCities(q),
    get: (s, id) => s.places.getCity("id", id),
    create: (s, actor, p) => s.places.createCity(actor, p),
    update: (s, actor, id, p) => s.places.updateCity(actor, id, p),
  },
});
