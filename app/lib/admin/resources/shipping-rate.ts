import { z } from "zod";
import { validationError } from "../../../../core/errors.ts";
import { shippingRateSchema } from "../../../../core/schemas/shop.ts";
import { countryName } from "../../../../core/shop/countries.ts";
import { formatMoney } from "../../shop-money.ts";
import { issuesToFieldErrors } from "../form-errors.ts";
import { defineResource } from "./types.ts";

// What shipping costs: each rate is a flat amount per order for a group of
// countries (none: everywhere no other rate names), free once the goods come
// to an amount. The cart offers a country's rates cheapest first
// (core/shop/shipping.ts).

const cents = (v: unknown) => (typeof v === "number" ? formatMoney(v) : "—");

/** Amounts typed in dollars (the money fields send cents): the messages say dollars. */
const dollars = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} in dollars and cents, e.g. 8.00.` })
    .int(`Enter ${what} in dollars and cents, e.g. 8.00.`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be below $0.`)
    .max(max, `Keep ${what} under $${(max / 100).toLocaleString("en-US")}.`);

/** The API's schema with the form's words for amounts; checked again by the use case. */
export const shippingRateFormSchema = shippingRateSchema.extend({
  amount: dollars("the rate", 100_000),
  free_above: dollars("the free-shipping amount", 10_000_000).nullable().default(null),
});

/** The form's own messages first, as the form with JavaScript shows them (no-JS posts land here). */
function checked(payload: Record<string, unknown>) {
  const { version: _version, ...fields } = payload;
  const r = shippingRateFormSchema.partial().safeParse(fields);
  if (!r.success) throw validationError(issuesToFieldErrors(r.error.issues));
  return payload;
}

export const shippingRate = defineResource({
  key: "shipping-rates",
  noun: "Shipping rate",
  plural: "Shipping rates",
  titleOf: (r) => String(r.name),
  schema: shippingRateFormSchema,
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
            kind: "money",
            name: "amount",
            label: "Per order",
            hint: "In dollars, e.g. 8.00.",
            required: true,
          },
          {
            kind: "money",
            name: "free_above",
            label: "Free from",
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
    create: (s, actor, p) => s.rates.create(actor, checked(p)),
    update: (s, actor, id, p) => s.rates.update(actor, id, checked(p)),
  },
});
