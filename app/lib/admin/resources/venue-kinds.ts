// The field kinds the venue form brought to the resource editor: a select, a
// checkbox, rich text, weekly hours and a list of links. Like the kinds in
// field-kinds.ts, each reads back from the posted form by the names its input
// (components/admin/resource/venue-inputs.tsx) gives its controls, so the
// form posts the same fields with or without JavaScript.
import type { WeeklyHours } from "../../../../core/venues/hours.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import type { KindCodec } from "./field-kinds.ts";
import type { FieldBase } from "./types.ts";

export interface Option {
  value: string;
  label: string;
}

export type VenueKindSpec =
  | (FieldBase & {
      kind: "select";
      /** Fixed options; or `choices`, which the edit loader calls for the options. */
      options?: readonly Option[];
      choices?: (services: Services, actor: UserActor) => Promise<Option[]>;
      /** The label of an empty first option (posted as ""; the API gets null). */
      empty?: string;
      default?: string;
    })
  | (FieldBase & { kind: "checkbox"; default?: boolean })
  | (FieldBase & { kind: "richtext"; uploadType: string })
  | (FieldBase & { kind: "hours" })
  | (FieldBase & { kind: "links" });

type VenueKind = VenueKindSpec["kind"];

export interface LinkRow {
  type: string;
  url: string;
  label: string | null;
}

/** Sunday "0" … Saturday "6", as WeeklyHours keys them. */
export const DAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;
const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

/** The row numbers posted under `{name}.N.{part}`, in order. */
export function rowIndexes(form: FormData, name: string, part: string): number[] {
  const re = new RegExp(`^${name}\\.(\\d+)\\.${part}$`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const m = re.exec(key);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

function asHours(v: unknown): WeeklyHours | null {
  if (typeof v !== "object" || v === null) return null;
  const out: WeeklyHours = {};
  for (const day of DAYS) {
    const span = (v as Record<string, unknown>)[day];
    if (Array.isArray(span) && span.length === 2 && span.every((t) => typeof t === "string"))
      out[day] = [span[0] as string, span[1] as string];
  }
  return Object.keys(out).length ? out : null;
}

function asLinks(v: unknown): LinkRow[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((l): l is Record<string, unknown> => typeof l === "object" && l !== null)
    .map((l) => ({
      type: typeof l.type === "string" ? l.type : "",
      url: typeof l.url === "string" ? l.url : "",
      label: typeof l.label === "string" && l.label ? l.label : null,
    }));
}

export const venueKinds: { [K in VenueKind]: KindCodec<K> } = {
  select: {
    fromRecord: (v, spec) => (typeof v === "string" ? v : (spec.default ?? "")),
    // A submit button named `_set.{field}` (the event's Publish) sets the field as it saves.
    read: (form, spec) => text(form, `_set.${spec.name}`) || text(form, spec.name),
    // The empty option means none.
    toPayload: (v) => (typeof v === "string" && v ? v : null),
    show: (v) => (typeof v === "string" && v ? v : "—"),
  },
  checkbox: {
    fromRecord: (v, spec) => (typeof v === "boolean" ? v : spec.default === true),
    // A checked box posts its value ("on"); an unchecked one posts nothing. A
    // submit button named `_set.{field}` ("on" or "off") sets it as it saves
    // (a product's Activate / Deactivate).
    read: (form, spec) => {
      const set = form.get(`_set.${spec.name}`);
      return set === "on" || set === "off" ? set === "on" : form.has(spec.name);
    },
    toPayload: (v) => v === true,
    show: (v) => (v === true ? "Yes" : "No"),
  },
  richtext: {
    fromRecord: (v) => (typeof v === "string" && v ? v : null),
    // A hidden input carries the editor's HTML; without JavaScript the text
    // shows read-only and the hidden input posts it back unchanged.
    read: (form, spec) => text(form, spec.name) || null,
    toPayload: (v) => v,
    show: (v) => {
      const words = typeof v === "string" ? v.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ") : "";
      return words.trim() ? words.trim().slice(0, 200) : "—";
    },
  },
  hours: {
    fromRecord: asHours,
    // `{name}.N.open` and `{name}.N.close` per weekday; both empty is closed.
    // One empty is kept as "" so the schema names the missing time.
    read: (form, spec) => {
      const out: WeeklyHours = {};
      for (const day of DAYS) {
        const open = text(form, `${spec.name}.${day}.open`);
        const close = text(form, `${spec.name}.${day}.close`);
        if (open || close) out[day] = [open, close];
      }
      return Object.keys(out).length ? out : null;
    },
    toPayload: (v) => asHours(v),
    show: (v) => {
      const h = asHours(v);
      if (!h) return "No hours";
      return DAYS.filter((d) => h[d])
        .map((d) => `${SHORT[Number(d)]} ${h[d]?.[0]}–${h[d]?.[1]}`)
        .join("\n");
    },
  },
  links: {
    fromRecord: asLinks,
    // `{name}.N.type`, `.url`, `.label` per row; a row with neither URL nor
    // label is the blank one a form without JavaScript offers, left out.
    read: (form, spec) =>
      rowIndexes(form, spec.name, "url")
        .map((i) => ({
          type: text(form, `${spec.name}.${i}.type`),
          url: text(form, `${spec.name}.${i}.url`),
          label: text(form, `${spec.name}.${i}.label`) || null,
        }))
        .filter((l) => l.url || l.label),
    toPayload: (v) => asLinks(v),
    show: (v) => {
      const links = asLinks(v);
      return links.length ? links.map((l) => `${l.type}: ${l.url}`).join("\n") : "No links";
    },
  },
};
