// The field kinds the article and advert forms brought to the resource editor:
// a moment in time (publication date, an advert's start and end) and a group
// of checkboxes (an advert's spots). Like the other kinds, each reads back
// from the posted form by the names its input
// (components/admin/resource/publishing-inputs.tsx) gives its controls.
import { DateTime } from "luxon";
import { DEFAULT_TIMEZONE } from "../../../../core/site.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import { postedInstant } from "./event-kinds.ts";
import type { KindCodec } from "./field-kinds.ts";
import type { FieldBase } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

export type PublishingKindSpec =
  | (FieldBase & { kind: "datetime" })
  | (FieldBase & {
      kind: "checkboxes";
      /** Fixed options; or `choices`, which the edit loader calls for them (a guide's cities). */
      options?: readonly Option[];
      choices?: (services: Services, actor: UserActor) => Promise<Option[]>;
    });

type PublishingKind = PublishingKindSpec["kind"];

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

export const publishingKinds: { [K in PublishingKind]: KindCodec<K> } = {
  datetime: {
    // An ISO instant, or "" for none.
    fromRecord: (v) => (typeof v === "string" ? v : ""),
    // A hidden ISO instant with JavaScript, a `datetime-local` (Chicago) without.
    read: (form, spec) => postedInstant(text(form, spec.name)),
    toPayload: (v) => (typeof v === "string" && v ? v : null),
    show: (v) => {
      const dt =
        typeof v === "string" && v ? DateTime.fromISO(v, { zone: DEFAULT_TIMEZONE }) : null;
      return dt?.isValid ? dt.toFormat("LLL d, yyyy, h:mm a") : "—";
    },
  },
  checkboxes: {
    fromRecord: strings,
    // One `name` per checked box, kept in the options' order whatever the clicking order.
    read: (form, spec) => {
      const on = form.getAll(spec.name).filter((v): v is string => typeof v === "string");
      if (!spec.options) return [...new Set(on)];
      return spec.options.filter((o) => on.includes(o.value)).map((o) => o.value);
    },
    toPayload: strings,
    show: (v) => strings(v).join(", ") || "None",
  },
};
