import {
  categoryFollowName,
  type PersonalReason,
  sortReasons,
} from "../../../core/listing/personal.ts";
import type { CalendarRepo, PersonalCard } from "./repo.ts";

// One visitor's dates (issue 29, decision 052) as the calendar service gives
// them to the digest, reminders and the personal feed: the listing's "for a
// person" option (personal-filter.ts) over a window, without query strings.

/** The most dates personalDates returns at once; and its default. */
const PERSONAL_MAX = 1000;
const PERSONAL_DEFAULT = 100;

/** What personalDates asks for: dates overlapping [from, to], of a visitor's saves and/or follows. */
export interface PersonalDatesOptions {
  from: Date;
  to: Date;
  /** Event date categories to keep (reception, ongoing …); all when absent. */
  categories?: string[];
  includeSaves: boolean;
  includeFollows: boolean;
  /** At most this many dates (default 100, at most 1000), soonest start first. */
  limit?: number;
  /** Canceled dates too (default: left out). */
  includeCanceled?: boolean;
}

/** A card (core/listing/cards.ts) of one visitor's list with why it is there. */
export type PersonalDate = Omit<PersonalCard, "reasons"> & { reasons: PersonalReason[] };

/** Reasons as a person reads them: a save first, category keys as their labels. */
export function presentReasons<T extends PersonalCard>(row: T): T & { reasons: PersonalReason[] } {
  const reasons = (row.reasons ?? []).map((r) =>
    r.kind === "category" && r.target ? { ...r, name: categoryFollowName(r.target) } : r,
  );
  return { ...row, reasons: sortReasons(reasons) };
}

/**
 * `personalDates(userId, options)`: one visitor's dates overlapping the
 * window, soonest first, each with its reasons ("saved", or the follows that
 * matched, with display names). Published events only. The caller has
 * already decided whose list it may read (a signed-in owner, a feed secret,
 * a mail job for that user).
 */
export function personalDatesOf(calendar: CalendarRepo) {
  return async (userId: string, o: PersonalDatesOptions): Promise<PersonalDate[]> => {
    const { rows } = await calendar.listDateCards({
      publishedOnly: true,
      forUser: { userId, includeSaves: o.includeSaves, includeFollows: o.includeFollows },
      start: { op: "lte", date: o.to },
      end: { op: "gte", date: o.from },
      ...(o.includeCanceled ? {} : { isCanceled: false }),
      ...(o.categories?.length ? { categories: o.categories } : {}),
      sortBy: "start",
      sort: "asc",
      offset: 0,
      limit: Math.max(1, Math.min(o.limit ?? PERSONAL_DEFAULT, PERSONAL_MAX)),
    });
    return rows.map(presentReasons);
  };
}
