// A date that moves after it was announced is rescheduled, and search
// engines want the start it had (schema.org previousStartDate). The data
// keeps one earlier start per date, `previous_start`: the first start the
// public was shown, not each step of a date moved twice, since that is the
// one people may have planned around (decision 032).

interface Stored {
  start: Date;
  previousStart: Date | null;
}

interface Edit {
  start: Date;
  /** Given by the editor: taken as is (null clears it, a correction and not a move). */
  previousStart?: Date | null | undefined;
}

const same = (a: Date | null | undefined, b: Date) => a?.getTime() === b.getTime();

/**
 * A date's previous start after an edit. `before` is the stored date (none
 * for a new one); `announced` says whether the public could see it, i.e.
 * the event was published before this edit: moving a draft's date is
 * drafting, not rescheduling. A date moved back to its previous start is
 * no longer moved.
 */
export function previousStartAfter(
  before: Stored | undefined,
  edit: Edit,
  announced: boolean,
): Date | null {
  let previous: Date | null;
  if (edit.previousStart !== undefined) previous = edit.previousStart;
  else if (!before) previous = null;
  else if (same(before.start, edit.start)) previous = before.previousStart;
  else previous = before.previousStart ?? (announced ? before.start : null);
  return previous && !same(previous, edit.start) ? previous : null;
}
