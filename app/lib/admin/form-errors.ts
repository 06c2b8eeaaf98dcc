import type { FieldError } from "../../../core/errors.ts";

// Turns validation results, from zod on the client or a 400/409 from the API,
// into react-hook-form errors keyed by the form's field paths. Form field
// names are the API's field names, so a path like `event_dates.1.end` lands
// on the second date row's end picker.

export interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** zod issues → one message per dotted path (the first one wins). */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/**
 * Splits server field errors into those the form can show on a field and the
 * rest (shown in the form's summary). `known` says whether a path is a field
 * of this form; a path into a nested field (`geo.lat`) falls back to its
 * nearest known parent (`geo`).
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  known: (path: string) => boolean,
): { placed: FieldError[]; unplaced: FieldError[] } {
  const placed: FieldError[] = [];
  const unplaced: FieldError[] = [];
  for (const e of errors) {
    const parts = e.field.split(".");
    let path: string | null = null;
    while (parts.length) {
      const candidate = parts.join(".");
      if (known(candidate)) {
        path = candidate;
        break;
      }
      parts.pop();
    }
    if (path) placed.push({ field: path, message: e.message });
    else unplaced.push(e);
  }
  return { placed, unplaced };
}

/** react-hook-form's nested error object from flat dotted paths. */
export function toResolverErrors(errors: readonly FieldError[]) {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    const parts = field === "" ? ["root"] : field.split(".");
    let node = root;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node[part] ??= { type: "validate", message };
      } else {
        node[part] ??= /^\d+$/.test(parts[i + 1] ?? "") ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return root;
}

/**
 * A nested react-hook-form error (e.g. the errors under `hours` or `links`)
 * as plain messages: `{ "1": "Closing must come after opening." }` or
 * `[ { url: "Use a web address…" } ]`; a message on the field itself is `own`.
 */
export function nestedMessages(error: unknown): { own?: string; byKey: Record<string, unknown> } {
  if (!error || typeof error !== "object") return { byKey: {} };
  const e = error as Record<string, unknown>;
  const own = typeof e.message === "string" ? e.message : undefined;
  const byKey: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === "message" || k === "type" || k === "ref" || k === "types" || !v) continue;
    const inner = v as Record<string, unknown>;
    byKey[k] = typeof inner.message === "string" ? inner.message : nestedMessages(inner).byKey;
  }
  return own === undefined ? { byKey } : { own, byKey };
}
