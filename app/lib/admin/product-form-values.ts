import { z } from "zod";
import {
  MAX_STOCK,
  type PRICE_INTERVALS,
  type ProductKind,
  priceProblems,
  priceSchema,
  productSchema,
} from "../../../core/schemas/shop.ts";
import type { Product } from "../../../server/api/shop/present.ts";
import { centsToField, formatMoney, parseDollars } from "../shop-money.ts";

// The product editor's values: the API's product fields, with prices typed
// in dollars ("25.00") and sent in cents. Field names are the API's, so a
// server error at `prices.1.interval` lands on the second row's select.

export type PriceInterval = (typeof PRICE_INTERVALS)[number];

export interface PriceRowValues {
  /** Saved prices keep their id: the API updates them rather than adding new ones. */
  id?: string;
  amount: string;
  label: string;
  /** "" for a one-time price. */
  interval: PriceInterval | "";
  provider_price_id: string;
  is_active: boolean;
}

export interface ProductFormValues {
  name: string;
  slug: string;
  summary: string;
  description: string | null;
  kind: ProductKind;
  image_ids: string[];
  is_active: boolean;
  sort_order: string;
  prices: PriceRowValues[];
  /** How many are left to sell; "" for no limit. */
  stock: string;
  /** The count as loaded: a save adds the difference, so checkouts meanwhile still count. */
  stock_was?: number | null;
  /** Sent by post (products only): checkouts collect an address and charge shipping. */
  ships: boolean;
}

export type ProductRecord = Product;

export const KIND_LABELS: Record<ProductKind, string> = {
  product: "Product",
  membership: "Membership",
  tip: "Tip jar",
};

const AMOUNT_HINT = "Enter the price in dollars and cents, e.g. 25.00.";

/** What the editor typed, in cents; NaN when it is not dollars and cents (the schema says so). */
export const dollarsToCents = (text: string): number => parseDollars(text) ?? Number.NaN;

export const centsToDollars = centsToField;

const PER = { month: "/mo", year: "/yr" } as const;

/** "$25.00", "$5.00/mo", "$50.00/yr": the back office's short form. */
export function formatPrice(cents: number, interval?: string | null): string {
  return `${formatMoney(cents)}${interval ? (PER[interval as PriceInterval] ?? "") : ""}`;
}

export { formatMoney };

/**
 * The form's schema: the API's product schema, with the amount's messages
 * in dollars (the editor types dollars) and the rule the API applies after
 * parsing (memberships monthly or yearly, the rest one-time) checked here too.
 */
export const productFormSchema = productSchema
  .extend({
    sort_order: z
      .number({ error: "Enter a whole number." })
      .int("Enter a whole number.")
      .min(0, "Use 0 or more.")
      .max(10_000, "Use at most 10,000."),
    stock: z
      .number({ error: "Enter a whole number, or leave it empty for no limit." })
      .int("Enter a whole number, or leave it empty for no limit.")
      .min(0, "Use 0 or more.")
      .max(MAX_STOCK, "Use at most 1,000,000.")
      .nullable(),
    stock_was: z.number().nullable().optional(),
    prices: z
      .array(
        priceSchema.extend({
          amount: z
            .number({ error: AMOUNT_HINT })
            .int(AMOUNT_HINT)
            .min(50, "Prices start at $0.50.")
            .max(10_000_000, "Prices go up to $100,000."),
        }),
      )
      .max(12, "Use at most 12 prices."),
  })
  .superRefine(
    (p, ctx) => {
      for (const problem of priceProblems(p.kind, p.prices ?? []))
        ctx.addIssue({
          code: "custom",
          path: ["prices", problem.index, "interval"],
          message: problem.message,
        });
    },
    // Also when another field is wrong, so every problem shows at once
    // (the payload is always the form's own shape, so the rows can be read).
    { when: () => true },
  );

export function newPriceRow(kind: ProductKind, previous?: PriceRowValues): PriceRowValues {
  const interval: PriceRowValues["interval"] =
    kind !== "membership" ? "" : previous?.interval === "month" ? "year" : "month";
  return {
    amount: "",
    label: kind === "membership" ? (interval === "year" ? "Yearly" : "Monthly") : "",
    interval,
    provider_price_id: "",
    is_active: true,
  };
}

export function productToValues(p: ProductRecord | null): ProductFormValues {
  if (!p) {
    return {
      name: "",
      slug: "",
      summary: "",
      description: null,
      kind: "product",
      image_ids: [],
      is_active: true,
      sort_order: "0",
      prices: [newPriceRow("product")],
      stock: "",
      // As the API's default: staff switch it on for prints and totes.
      ships: false,
    };
  }
  return {
    name: p.name,
    slug: p.slug,
    summary: p.summary ?? "",
    description: p.description,
    kind: p.kind as ProductKind,
    image_ids: [...p.image_ids],
    is_active: p.is_active,
    sort_order: String(p.sort_order),
    stock: p.stock === null ? "" : String(p.stock),
    stock_was: p.stock,
    ships: p.ships,
    prices: p.prices.map((x) => ({
      id: x.id,
      amount: centsToDollars(x.amount),
      label: x.label ?? "",
      interval: (x.interval ?? "") as PriceRowValues["interval"],
      provider_price_id: x.provider_price_id ?? "",
      is_active: x.is_active,
    })),
  };
}

/**
 * What the API gets: amounts in cents, the rows' order as their sort order,
 * an interval only on memberships, an empty slug left to the server.
 */
export function productPayload(v: ProductFormValues): Record<string, unknown> {
  const sort = v.sort_order.trim();
  const stock = v.stock.trim();
  return {
    name: v.name,
    ...(v.slug.trim() ? { slug: v.slug } : {}),
    summary: v.summary,
    description: v.description,
    kind: v.kind,
    image_ids: v.image_ids,
    is_active: v.is_active,
    sort_order: sort === "" ? 0 : /^\d+$/.test(sort) ? Number(sort) : Number.NaN,
    stock: stock === "" ? null : /^\d+$/.test(stock) ? Number(stock) : Number.NaN,
    ...(v.stock_was !== undefined ? { stock_was: v.stock_was } : {}),
    ships: v.kind === "product" && v.ships,
    prices: v.prices.map((p, i) => ({
      ...(p.id ? { id: p.id } : {}),
      amount: dollarsToCents(p.amount),
      currency: "usd",
      interval: v.kind === "membership" ? p.interval || null : null,
      label: p.label,
      provider_price_id: p.provider_price_id,
      is_active: p.is_active,
      sort_order: i,
    })),
  };
}

/** Where the product is on the public site. */
export function productSiteHref(p: { kind: string; slug: string }): string {
  if (p.kind === "membership") return "/membership";
  if (p.kind === "tip") return "/tip";
  return `/shop/${p.slug}`;
}
