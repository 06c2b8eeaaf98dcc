// Revisions as field diffs: what one save changed, and what a revert must
// set to bring a record back to how it was after an earlier save. Values are
// the API's field values (JSON), so a revert goes back through the same
// update schema and service as a save does.

export type FieldValues = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const REVISION_ACTIONS = ["created", "updated", "deleted", "restored", "reverted"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** JSON text with object keys sorted: equal values give equal text whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as FieldValues).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const same = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

/**
 * The fields whose values differ between two states of a record, in a stable
 * (alphabetical) order. A missing state (before a create, after a delete)
 * counts as every field null.
 */
export function diffFields(before: FieldValues | null, after: FieldValues | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .sort()
    .filter((f) => !same(before?.[f], after?.[f]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/**
 * What to set to bring a record back to its state right after revision
 * `targetIndex` of `history` (oldest first, every change since then
 * included): each field a later revision changed gets the value it had
 * before the first of those changes. Fields no later revision touched
 * already hold that value and are left out.
 */
export function valuesToRevert(
  history: readonly { changes: readonly FieldChange[] }[],
  targetIndex: number,
): FieldValues {
  const out: FieldValues = {};
  for (const revision of history.slice(targetIndex + 1)) {
    for (const change of revision.changes) {
      if (!(change.field in out)) out[change.field] = change.before;
    }
  }
  return out;
}

/** Pick `fields` of a presented record (the ones its update schema takes). */
export function pickFields(record: FieldValues, fields: readonly string[]): FieldValues {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}
