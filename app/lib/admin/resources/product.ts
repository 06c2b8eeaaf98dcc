import { validationError } from "../../../../core/errors.ts";
import { PRODUCT_KINDS } from "../../../../core/schemas/shop.ts";
import { ProductActions, ProductAside } from "../../../components/admin/resource/product-parts.tsx";
import { issuesToFieldErrors } from "../form-errors.ts";
import {
  formatPrice,
  KIND_LABELS,
  productFormSchema,
  productSiteHref,
} from "../product-form-values.ts";
import { chosen } from "./parts.ts";
import { defineResource, named, type ResourceRecord } from "./types.ts";

// Shop products, memberships and the tip jar. The prices, the images and the
// stock are field kinds of their own (shop-kinds.ts). A new product field is
// one line in `sections` once the API has it, as "ships" is.

const kindOptions = PRODUCT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
const activeOptions = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

interface PriceCell {
  amount: number;
  interval: string | null;
  is_active: boolean;
}

/** "$25.00 · $40.00" or "$5.00/mo · $50.00/yr": the prices on sale, in the shop's order. */
function priceSummary(r: ResourceRecord): string {
  const prices = (r.prices ?? []) as PriceCell[];
  const onSale = prices.filter((p) => p.is_active);
  const off = prices.length - onSale.length;
  const text = onSale.map((p) => formatPrice(p.amount, p.interval)).join(" · ");
  const none = r.kind === "tip" ? "Any amount" : "No prices";
  return `${text || none}${off ? ` (+${off} inactive)` : ""}`;
}

/**
 * The form's own messages first (amounts in dollars, a membership's billing),
 * as the form with JavaScript shows them; then the use case checks again.
 */
function checked(payload: Record<string, unknown>) {
  // The create schema is strict; an update's version is the use case's business.
  const { version: _version, ...fields } = payload;
  const r = productFormSchema.safeParse(fields);
  if (!r.success) throw validationError(issuesToFieldErrors(r.error.issues));
  return payload;
}

export const product = defineResource({
  key: "products",
  noun: "Product",
  plural: "Products",
  titleOf: (r) => String(r.name),
  schema: productFormSchema,
  role: "superadmin",
  viewPath: (r) => productSiteHref({ kind: String(r.kind), slug: String(r.slug) }),
  actions: ProductActions,
  aside: ProductAside,
  sections: [
    {
      title: "Basics",
      fields: [
        ...named("name", "Name", "product", "/shop/"),
        { kind: "select", name: "kind", label: "Kind", default: "product", options: kindOptions },
        {
          kind: "text",
          name: "summary",
          label: "Summary",
          rows: 2,
          hint: "One or two sentences for the shop's card.",
        },
      ],
    },
    {
      title: "Description",
      fields: [
        { kind: "richtext", name: "description", label: "Description", uploadType: "product" },
      ],
    },
    {
      title: "Images",
      fields: [{ kind: "images", name: "image_ids", label: "Images", uploadType: "product" }],
    },
    {
      title: "Prices",
      fields: [{ kind: "prices", name: "prices", label: "Prices", kindField: "kind" }],
    },
    {
      title: "Stock and shipping",
      description:
        "How many are left to sell, across all prices. Open checkouts have already taken theirs; an expired one gives them back.",
      when: { field: "kind", is: ["product"] },
      fields: [
        {
          kind: "stock",
          name: "stock",
          label: "Left to sell",
          hint: "Empty: no limit. At 0 the shop says Sold out.",
        },
        { kind: "checkbox", name: "ships", label: "Ships by post (checkouts ask for an address)" },
      ],
    },
    {
      title: "Listing",
      description: "Inactive products are hidden from the site and cannot be bought.",
      fields: [
        {
          kind: "checkbox",
          name: "is_active",
          label: "Active: shown in the shop and on sale",
          default: true,
        },
        {
          kind: "number",
          name: "sort_order",
          label: "Sort order",
          default: 0,
          hint: "Lower numbers come first in the shop.",
        },
      ],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "Product", flex: 2 },
      {
        field: "kind",
        header: "Kind",
        width: 120,
        text: (r) => KIND_LABELS[r.kind as keyof typeof KIND_LABELS] ?? String(r.kind),
      },
      {
        field: "is_active",
        header: "Active",
        width: 110,
        text: (r) => (r.is_active ? "Active" : "Inactive"),
      },
      { field: "prices", header: "Prices", flex: 1.5, text: priceSummary },
      // The shop's order, always ascending (the use case sorts no other way).
      { field: "sort_order", header: "Order", width: 90 },
      { field: "modified_date", header: "Changed", width: 130, date: true },
    ],
    sortable: ["sort_order"],
    defaultSort: { by: "sort_order", dir: "asc" },
    filters: [
      { name: "kind", label: "Kind", options: kindOptions },
      { name: "is_active", label: "Active", options: activeOptions },
    ],
    query: ({ kind, is_active, ...rest }) => ({
      ...rest,
      kind: chosen(kindOptions, kind),
      is_active: chosen(activeOptions, is_active),
    }),
  },
  service: {
    list: (s, q, actor) => s.catalog.list(actor, q),
    get: (s, id, actor) => s.catalog.get(actor, "id", id),
    create: (s, actor, p) => s.catalog.create(actor, checked(p)),
    update: (s, actor, id, p) => s.catalog.update(actor, id, checked(p)),
  },
});
