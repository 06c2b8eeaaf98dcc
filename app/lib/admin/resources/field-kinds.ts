// How each field kind's value travels: from a record into the form, from a
// posted form (with or without JavaScript the browser posts the same inputs)
// back into the form's values, from the form to the API payload, and into
// words for the conflict comparison. The inputs that render each kind live in
// components/admin/resource/field-inputs.tsx, keyed by the same names.
import { eventKinds } from "./event-kinds.ts";
import { fileKinds } from "./file-kinds.ts";
import { guideKinds } from "./guide-kinds.ts";
import { publishingKinds } from "./publishing-kinds.ts";
import { shopKinds } from "./shop-kinds.ts";
import type { FieldKind, FieldSpec } from "./types.ts";
import { venueKinds } from "./venue-kinds.ts";

type SpecOf<K extends FieldKind> = Extract<FieldSpec, { kind: K }>;

export interface KindCodec<K extends FieldKind> {
  /** The form's value for a record's value (null/undefined on a new record). */
  fromRecord(value: unknown, spec: SpecOf<K>): unknown;
  /** The form's value from the posted form; the input(s) are named after the field. */
  read(form: FormData, spec: SpecOf<K>): unknown;
  /**
   * The API's value, or undefined to leave the field out of the payload;
   * `values` are the form's other fields (a price's billing follows the product's kind).
   */
  toPayload(value: unknown, spec: SpecOf<K>, values: Record<string, unknown>): unknown;
  /** More payload keys than the field's own (the stock's count as loaded, `stock_was`). */
  alsoPayload?(value: unknown, spec: SpecOf<K>): Record<string, unknown>;
  /** The value in words, for the comparison of two versions. */
  show(value: unknown): string;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
const orDash = (v: unknown) => (typeof v === "string" && v.trim() ? v : "—");

export const fieldKinds: { [K in FieldKind]: KindCodec<K> } = {
  text: {
    fromRecord: (v, spec) => (typeof v === "string" ? v : (spec.default ?? "")),
    read: (form, spec) => text(form, spec.name),
    toPayload: (v) => v,
    show: orDash,
  },
  number: {
    // Kept as typed text in the form, so "" and "1.5" reach the schema's message.
    fromRecord: (v, spec) =>
      typeof v === "number" ? String(v) : typeof v === "string" ? v : String(spec.default ?? ""),
    read: (form, spec) => text(form, spec.name).trim(),
    toPayload: (v, spec) =>
      v === "" || typeof v !== "string" ? (spec.emptyIsNull ? null : undefined) : Number(v),
    show: orDash,
  },
  slug: {
    fromRecord: (v) => (typeof v === "string" ? v : ""),
    read: (form, spec) => text(form, spec.name).trim(),
    // An empty slug is made from the name by the service.
    toPayload: (v) => (typeof v === "string" && v.trim() ? v : undefined),
    show: orDash,
  },
  geo: {
    fromRecord: (v) => (isPoint(v) ? { lat: v.lat, lon: v.lon } : null),
    // Two number inputs, `{name}.lat` and `{name}.lon`; both empty is no position.
    read: (form, spec) => {
      const lat = text(form, `${spec.name}.lat`).trim();
      const lon = text(form, `${spec.name}.lon`).trim();
      if (!lat && !lon) return null;
      return { lat: lat ? Number(lat) : Number.NaN, lon: lon ? Number(lon) : Number.NaN };
    },
    toPayload: (v) => v,
    show: (v) => (isPoint(v) ? `${v.lat.toFixed(5)}, ${v.lon.toFixed(5)}` : "—"),
  },
  image: {
    fromRecord: (v) => (typeof v === "string" && v ? v : null),
    // A hidden input holds the chosen file's id (choosing one needs JavaScript).
    read: (form, spec) => text(form, spec.name).trim() || null,
    toPayload: (v) => v,
    show: (v) => (typeof v === "string" && v ? `Image ${v.slice(0, 8)}` : "None"),
  },
  ...eventKinds,
  ...venueKinds,
  ...publishingKinds,
  ...shopKinds,
  ...guideKinds,
  ...fileKinds,
};

function isPoint(v: unknown): v is { lat: number; lon: number } {
  return (
    typeof v === "object" &&
    v !== null &&
    typeof (v as { lat?: unknown }).lat === "number" &&
    typeof (v as { lon?: unknown }).lon === "number"
  );
}

/** The codec of a field, typed for its spec. */
export function codecOf<S extends FieldSpec>(spec: S): KindCodec<S["kind"]> {
  return fieldKinds[spec.kind] as KindCodec<S["kind"]>;
}
