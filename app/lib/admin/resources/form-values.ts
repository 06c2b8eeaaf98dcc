// A description's fields as form values: record → form, posted form → form,
// form → API payload. The editor, its server action and the conflict merge all
// go through these, so the same values mean the same thing everywhere.
import { codecOf } from "./field-kinds.ts";
import type { EditedResource, FieldSpec, ResourceRecord } from "./types.ts";

export type FormValues = Record<string, unknown>;

/** Every field of the description, in form order. */
export function fieldsOf(d: Pick<EditedResource, "sections">): FieldSpec[] {
  return d.sections.flatMap((s) => s.fields.flat());
}

export const fieldNames = (d: Pick<EditedResource, "sections">) => fieldsOf(d).map((f) => f.name);

export function recordToValues(
  d: Pick<EditedResource, "sections">,
  record: ResourceRecord | null,
): FormValues {
  const out: FormValues = {};
  for (const f of fieldsOf(d)) out[f.name] = codecOf(f).fromRecord(record?.[f.name], f as never);
  return out;
}

export function formDataToValues(d: Pick<EditedResource, "sections">, form: FormData): FormValues {
  const out: FormValues = {};
  for (const f of fieldsOf(d)) out[f.name] = codecOf(f).read(form, f as never);
  return out;
}

export function valuesToPayload(
  d: Pick<EditedResource, "sections">,
  values: FormValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fieldsOf(d)) {
    const codec = codecOf(f);
    const v = codec.toPayload(values[f.name], f as never, values);
    if (v !== undefined) out[f.name] = v;
    if (codec.alsoPayload) Object.assign(out, codec.alsoPayload(values[f.name], f as never));
  }
  return out;
}

/** A field's value in words, for the conflict comparison. */
export function showValue(d: Pick<EditedResource, "sections">, name: string, v: unknown) {
  const f = fieldsOf(d).find((x) => x.name === name);
  return f ? codecOf(f).show(v) : String(v ?? "—");
}

/**
 * Form values from untrusted JSON (the original and the other versions the
 * conflict form carries in hidden inputs): only the description's fields, and
 * each must survive its kind's round trip, else the field takes `fallback`.
 */
export function valuesFromJson(
  d: Pick<EditedResource, "sections">,
  json: unknown,
  fallback: FormValues,
): FormValues {
  let parsed: unknown = null;
  try {
    parsed = typeof json === "string" ? JSON.parse(json) : null;
  } catch {
    parsed = null;
  }
  const source = typeof parsed === "object" && parsed !== null ? (parsed as FormValues) : {};
  const out: FormValues = {};
  for (const f of fieldsOf(d)) {
    const codec = codecOf(f);
    const v = source[f.name];
    out[f.name] =
      Object.hasOwn(source, f.name) && sameShape(codec.fromRecord(v, f as never), v)
        ? v
        : fallback[f.name];
  }
  return out;
}

// A value the kind keeps as it is (a string stays that string) is well formed.
const sameShape = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
