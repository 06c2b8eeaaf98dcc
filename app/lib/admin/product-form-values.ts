import { z } from "zod";
import {
  MAX_STOCK,
  type PRICE_INTERVALS,
  type ProductKind,
  priceProblems,
  priceSchema,
  productSchema,
} from "../../../core/schemas/shop.ts";
import { formatMoney, parseDollars } from "../shop-money.ts";

// What the product editor (resources/product.ts) shares with its parts: the
// form's schema, the values the price rows and the preview read, a new price
// row, prices in the back office's words. Prices are typed in dollars
// ("25.00") and sent in cents (resources/shop-kinds.ts). Field names are the
// API's, so a server error at `prices.1.interval` lands on the second row's select.

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

/** The fields of the product form that its price rows and preview read. */
export interface ProductFormValues {
  name: string;
  summary: string;
  kind: ProductKind;
  is_active: boolean;
  prices: PriceRowValues[];
}

export const KIND_LABELS: Record<ProductKind, string> = {
  product: "Product",
  membership: "Membership",
  tip: "Tip jar",
};

const AMOUNT_HINT = "Enter the price in dollars and cents, e.g. 25.00.";

/** What the editor typed, in cents; NaN when it is not dollars and cents (the schema says so). */
export const dollarsToCents = (text: string): number => parseDollars(text) ?? Number.NaN;

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

/** Where the product is on the public site. */
export function productSiteHref(p: { kind: string; slug: string }): string {
  if (p.kind === "membership") return "/membership";
  if (p.kind === "tip") return "/tip";
  return `/shop/${p.slug}`;
}
