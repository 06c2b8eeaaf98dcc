// The field kind the guide form brought to the resource editor: rows that
// name an event (a guide's picks) or a venue (a crawl's stops) by its address
// on the site or its slug, with a note (and a stop's day and hours). Read back
// from the posted form by the names its input (guide-inputs.tsx) gives its
// controls, `{name}.N.ref`, `.note`, `.day`, `.opens`, `.closes`, with or
// without JavaScript.
import type { KindCodec } from "./field-kinds.ts";
import type { FieldBase } from "./types.ts";
import { rowIndexes } from "./venue-kinds.ts";

export type GuideKindSpec = FieldBase & {
  kind: "refRows";
  /** What each row names. */
  ref: "event" | "venue";
  /** A crawl's stop: its day and hours beside its note. */
  stop?: boolean;
  /** False: the reference alone, no note (a rule's venues). */
  notes?: boolean;
};

export interface RefRow {
  ref: string;
  note: string;
  day: string;
  opens: string;
  closes: string;
}

const STOP_PARTS = ["day", "opens", "closes"] as const;

const str = (v: unknown) => (typeof v === "string" ? v : "");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's picks or stops (`{event_id, event_slug, note}`) or the form's rows, as form rows. */
export function refRowsOf(v: unknown, ref: "event" | "venue"): RefRow[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const r = item as Record<string, unknown>;
    const named = str(r.ref) || str(r[`${ref}_slug`]) || str(r[`${ref}_id`]);
    return [
      {
        ref: named,
        note: str(r.note),
        day: str(r.day),
        opens: str(r.opens),
        closes: str(r.closes),
      },
    ];
  });
}

export const guideKinds: { refRows: KindCodec<"refRows"> } = {
  refRows: {
    fromRecord: (v, spec) => refRowsOf(v, spec.ref),
    // A row without a reference is the blank one the form offers to add one: left out.
    read: (form, spec) =>
      rowIndexes(form, spec.name, "ref")
        .map((i) => {
          const part = (p: string) => str(form.get(`${spec.name}.${i}.${p}`)).trim();
          return {
            ref: part("ref"),
            note: part("note"),
            day: part("day"),
            opens: part("opens"),
            closes: part("closes"),
          };
        })
        .filter((r) => r.ref),
    toPayload: (v, spec) =>
      refRowsOf(v, spec.ref)
        .filter((r) => r.ref.trim())
        .map((r) => ({
          ...(UUID.test(r.ref) ? { [`${spec.ref}_id`]: r.ref } : { [`${spec.ref}_slug`]: r.ref }),
          ...(spec.notes === false ? {} : { note: r.note || null }),
          ...(spec.stop ? Object.fromEntries(STOP_PARTS.map((p) => [p, r[p] || null])) : {}),
        })),
    show: (v) => {
      // A record's picks name events, its stops venues: whichever it holds.
      const venues = refRowsOf(v, "venue");
      const rows = refRowsOf(v, "event").map((r, i) => (r.ref ? r : venues[i]!));
      const hours = (r: RefRow) =>
        [r.day, r.opens && r.closes ? `${r.opens}–${r.closes}` : ""].filter(Boolean).join(" ");
      return rows.length
        ? rows.map((r) => [r.ref, hours(r), r.note].filter(Boolean).join(" — ")).join("\n")
        : "None";
    },
  },
};
