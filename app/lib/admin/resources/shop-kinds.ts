// The field kinds the product form brought to the resource editor: an ordered
// list of images, the prices (rows typed in dollars, sent in cents) and the
// stock (applied as the difference from the count the form loaded, decision
// 046). Like the other kinds, each reads back from the posted form by the
// names its input (components/admin/resource/shop-inputs.tsx) gives its
// controls, so the form posts the same fields with or without JavaScript.
import type { ProductKind } from "../../../../core/schemas/shop.ts";
import { centsToField, parseDollars } from "../../shop-money.ts";
import {
  dollarsToCents,
  formatPrice,
  newPriceRow,
  type PriceRowValues,
} from "../product-form-values.ts";
import type { KindCodec } from "./field-kinds.ts";
import type { FieldBase } from "./types.ts";
import { rowIndexes } from "./venue-kinds.ts";

export type ShopKindSpec =
  | (FieldBase & { kind: "images"; uploadType: string })
  | (FieldBase & {
      kind: "prices";
      /** The field holding the product's kind: only memberships bill monthly or yearly. */
      kindField: string;
    })
  | (FieldBase & { kind: "stock" })
  /** An amount typed in dollars ("8", "8.50", "$1,200") and sent in cents. */
  | (FieldBase & {
      kind: "money";
      /** An emptied field is sent as null (no amount) rather than left out. */
      emptyIsNull?: boolean;
    });

type ShopKind = ShopKindSpec["kind"];

/** The stock as the form holds it: the typed count, and the count it loaded (undefined when new). */
export interface StockValue {
  count: string;
  was?: number | null;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const str = (v: unknown) => (typeof v === "string" ? v : "");
const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s !== "") : [];

/** A record's price (cents) or a form's row (dollars typed) as a form row. */
function toRow(v: unknown): PriceRowValues | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  const interval = r.interval === "month" || r.interval === "year" ? r.interval : "";
  return {
    ...(typeof r.id === "string" && r.id ? { id: r.id } : {}),
    amount: typeof r.amount === "number" ? centsToField(r.amount) : str(r.amount),
    label: str(r.label),
    interval,
    provider_price_id: str(r.provider_price_id),
    is_active: r.is_active !== false,
  };
}

export const priceRowsOf = (v: unknown): PriceRowValues[] =>
  Array.isArray(v) ? v.map(toRow).filter((r): r is PriceRowValues => r !== null) : [];

/** A row nobody filled in (the blank row a form without JavaScript offers). */
export const blankRow = (r: PriceRowValues) =>
  !r.id && !r.amount.trim() && !r.label.trim() && !r.provider_price_id.trim();

const wholeOrNaN = (s: string) => (/^\d+$/.test(s) ? Number(s) : Number.NaN);

function stockOf(v: unknown): StockValue {
  if (typeof v === "number") return { count: String(v), was: v };
  if (v === null) return { count: "", was: null };
  if (typeof v === "object" && v !== null && typeof (v as StockValue).count === "string") {
    const { count, was } = v as StockValue;
    return was === undefined ? { count } : { count, was: typeof was === "number" ? was : null };
  }
  // A new product: no count loaded, so a save sets the count it is given.
  return { count: "" };
}

export const shopKinds: { [K in ShopKind]: KindCodec<K> } = {
  images: {
    fromRecord: ids,
    // One input per image, in order (hidden ones: choosing and moving need JavaScript).
    read: (form, spec) => ids(form.getAll(spec.name).map((v) => (typeof v === "string" ? v : ""))),
    toPayload: ids,
    show: (v) => {
      const n = ids(v).length;
      return n
        ? `${n} image${n === 1 ? "" : "s"}: ${ids(v)
            .map((id) => id.slice(0, 8))
            .join(", ")}`
        : "No images";
    },
  },
  prices: {
    // A new product starts with one empty price to fill in.
    fromRecord: (v) => (Array.isArray(v) ? priceRowsOf(v) : [newPriceRow("product")]),
    // `{name}.N.id`, `.amount`, `.label`, `.interval`, `.provider_price_id`,
    // `.is_active` per row; a row left blank is not a price.
    read: (form, spec) =>
      rowIndexes(form, spec.name, "amount")
        .map((i) => {
          const part = (p: string) => text(form, `${spec.name}.${i}.${p}`);
          return toRow({
            id: part("id"),
            amount: part("amount"),
            label: part("label"),
            interval: part("interval"),
            provider_price_id: part("provider_price_id"),
            is_active: ["on", "true"].includes(part("is_active")),
          });
        })
        .filter((r): r is PriceRowValues => r !== null && !blankRow(r)),
    // Cents; the rows' order is their sort order; an interval only on memberships.
    toPayload: (v, spec, values) => {
      const membership = (values[spec.kindField] as ProductKind) === "membership";
      return priceRowsOf(v).map((p, i) => ({
        ...(p.id ? { id: p.id } : {}),
        amount: dollarsToCents(p.amount),
        currency: "usd",
        interval: membership ? p.interval || null : null,
        label: p.label,
        provider_price_id: p.provider_price_id,
        is_active: p.is_active,
        sort_order: i,
      }));
    },
    show: (v) =>
      priceRowsOf(v)
        .map((p) => {
          const cents = parseDollars(p.amount);
          const amount = cents === null ? p.amount || "?" : formatPrice(cents, p.interval || null);
          return `${amount}${p.label ? ` ${p.label}` : ""}${p.is_active ? "" : " (inactive)"}`;
        })
        .join("\n") || "No prices",
  },
  money: {
    fromRecord: (v) => (typeof v === "number" ? centsToField(v) : str(v)),
    read: (form, spec) => text(form, spec.name),
    // Not dollars and cents: NaN, which the form's schema names in dollars.
    toPayload: (v, spec) =>
      str(v).trim() === "" ? (spec.emptyIsNull ? null : undefined) : dollarsToCents(str(v)),
    show: (v) => {
      const cents = parseDollars(str(v));
      return cents === null ? str(v) || "—" : formatPrice(cents);
    },
  },
  stock: {
    fromRecord: stockOf,
    // The count typed (`{name}`) and the count loaded (`{name}_was`, hidden; "" = no limit).
    read: (form, spec) => {
      const was = form.get(`${spec.name}_was`);
      const count = text(form, spec.name);
      if (typeof was !== "string") return { count };
      return { count, was: was === "" ? null : wholeOrNaN(was) };
    },
    // Empty is no limit; anything but a whole number reaches the schema's message.
    toPayload: (v) => {
      const count = stockOf(v).count.trim();
      return count === "" ? null : wholeOrNaN(count);
    },
    // With the count loaded, the server adds the difference (checkouts meanwhile still count).
    alsoPayload: (v, spec) => {
      const { was } = stockOf(v);
      return was === undefined ? {} : { [`${spec.name}_was`]: was };
    },
    show: (v) => stockOf(v).count.trim() || "No limit",
  },
};
