// Three-way merge of a record's fields, for two people saving the same record:
// `base` is what the second editor started from, `theirs` what was saved in
// the meantime, `yours` what the second editor is saving now. A field only one
// side changed takes that side; a field both changed the same way is agreed;
// a field both changed differently is a conflict the editor decides.

export type FieldOutcome = "unchanged" | "theirs" | "yours" | "same" | "conflict";

export interface FieldMerge {
  field: string;
  outcome: FieldOutcome;
}

export interface MergeResult<V extends Record<string, unknown>> {
  /** The merged values; a conflicting field holds `yours` until a side is chosen. */
  merged: V;
  fields: FieldMerge[];
  /** The fields both sides changed differently. */
  conflicts: string[];
}

/** Structural equality of plain form values (strings, numbers, null, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function outcomeOf(base: unknown, theirs: unknown, yours: unknown): FieldOutcome {
  const theyChanged = !sameValue(base, theirs);
  const youChanged = !sameValue(base, yours);
  if (!theyChanged && !youChanged) return "unchanged";
  if (theyChanged && !youChanged) return "theirs";
  if (!theyChanged && youChanged) return "yours";
  return sameValue(theirs, yours) ? "same" : "conflict";
}

/** Merges `fields` of the three versions; see the file's comment for the rules. */
export function mergeByField<V extends Record<string, unknown>>(
  fields: readonly string[],
  base: V,
  theirs: V,
  yours: V,
): MergeResult<V> {
  const merged = { ...yours } as Record<string, unknown>;
  const out: FieldMerge[] = [];
  for (const field of fields) {
    const outcome = outcomeOf(base[field], theirs[field], yours[field]);
    if (outcome === "theirs") merged[field] = theirs[field];
    out.push({ field, outcome });
  }
  return {
    merged: merged as V,
    fields: out,
    conflicts: out.filter((f) => f.outcome === "conflict").map((f) => f.field),
  };
}

export type Side = "theirs" | "yours";

/**
 * The values to save once the editor has chosen: each field takes the side
 * `choices` names, else the side the merge took on its own (yours for a
 * conflict nobody decided).
 */
export function applyChoices<V extends Record<string, unknown>>(
  result: MergeResult<V>,
  theirs: V,
  yours: V,
  choices: Readonly<Record<string, Side | undefined>>,
): V {
  const out = { ...result.merged } as Record<string, unknown>;
  for (const { field } of result.fields) {
    const side = choices[field];
    if (side === "theirs") out[field] = theirs[field];
    else if (side === "yours") out[field] = yours[field];
  }
  return out as V;
}
