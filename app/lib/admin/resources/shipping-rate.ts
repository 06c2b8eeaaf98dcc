import { shippingRateSchema } from "../../../../core/schemas/shop.ts";
import { countryName } from "../../../../core/shop/countries.ts";
import { formatMoney } from "../../shop-money.ts";
import { defineResource } from "./types.ts";

// What shipping costs: each rate is a flat amount per order for a group of
// countries (none: everywhere no other rate names), free once the goods come
// to an amount. The cart offers a country's rates cheapest first
// (core/shop/shipping.ts).

const cents = (v: unknown) => (typeof v === "number" ? formatMoney(v) : "—");

export const shippingRate = defineResource({
  key: "shipping-rates",
  noun: "Shipping rate",
  plural: "Shipping rates",
  titleOf: (r) => String(r.name),
  schema: shippingRateSchema,
  role: "superadmin",
  viewPath: () => "/shop/cart",
  sections: [
    {
      title: "Rate",
      fields: [
        { kind: "text", name: "name", label: "Name", required: true, placeholder: "US standard" },
        {
          kind: "tags",
          name: "countries",
          label: "Countries",
          hint: "Two-letter codes, e.g. US, CA. None: every country no other rate names.",
        },
        [
          {
            kind: "number",
            name: "amount",
            label: "Per order (cents)",
            hint: "800 is $8.00.",
            required: true,
          },
          {
            kind: "number",
            name: "free_above",
            label: "Free from (cents)",
            hint: "Goods of at least this much ship free. Empty: never free.",
            emptyIsNull: true,
          },
        ],
      ],
    },
    {
      title: "Listing",
      fields: [
        [
          { kind: "checkbox", name: "is_active", label: "Offered at checkout", default: true },
          {
            kind: "number",
            name: "sort_order",
            label: "Order",
            hint: "Between rates of one price, lower comes first.",
            default: 0,
          },
        ],
      ],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "Rate", flex: 1.5, sortable: true },
      {
        field: "countries",
        header: "Countries",
        flex: 2,
        text: (r) => {
          const list = (r.countries as string[]) ?? [];
          return list.length ? list.map(countryName).join(", ") : "Everywhere else";
        },
      },
      {
        field: "amount",
        header: "Per order",
        width: 120,
        sortable: true,
        text: (r) => cents(r.amount),
      },
      { field: "free_above", header: "Free from", width: 120, text: (r) => cents(r.free_above) },
      {
        field: "is_active",
        header: "Offered",
        width: 100,
        text: (r) => (r.is_active ? "Yes" : "No"),
      },
    ],
    sortable: ["sort_order", "name", "amount", "modified_date", "created_date"],
    defaultSort: { by: "sort_order", dir: "asc" },
    searchLabel: "Search names",
  },
  service: {
    list: (s, q, actor) => s.rates.list(actor, q),
    get: (s, id, actor) => s.rates.get(actor, id),
    create: (s, actor, p) => s.rates.create(actor, p),
    update: (s, actor, id, p) => s.rates.update(actor, id, p),
  },
});
