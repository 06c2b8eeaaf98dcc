import { and, eq, gte, isNotNull } from "drizzle-orm";
import { DateTime } from "luxon";
import { notFound, validationError } from "../../../core/errors.ts";
import {
  chicagoDate,
  chicagoInstant,
  countBefore,
  occurrences,
  type Recurrence,
  strayExceptions,
  toRRule,
} from "../../../core/recurrence/rule.ts";
import type { Series as SeriesOut } from "../../../core/schemas/api/calendar.ts";
import {
  type OccurrenceEdit,
  occurrenceEditSchema,
  type RecurrenceException,
  recurrenceRuleSchema,
  type SeriesInput,
  seriesSchema,
} from "../../../core/schemas/recurrence.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import type { Db } from "../../../db/client.ts";
import { eventDates } from "../../../db/schema/calendar.ts";
import { isUuid } from "../../lib/records.ts";
import { createSeriesRepo, type SeriesRow } from "./series-repo.ts";

// Recurring series of an event's dates (issue 31 item 4, decision 059): the
// rule is kept on event_series, its dates as event_dates rows a year ahead.
// Every function here runs on the transaction it is given, so a save, its
// dates and its revision commit together.

/** How far ahead a series' dates exist. */
export const HORIZON_MONTHS = 12;
export const horizonOf = (now: Date) =>
  DateTime.fromJSDate(now, { zone: DEFAULT_TIMEZONE }).plus({ months: HORIZON_MONTHS }).toJSDate();

type Issue = { path: PropertyKey[]; message: string };
const errorsAt = (root: string, issues: readonly Issue[]) =>
  validationError(
    issues.map((i) => ({
      field: [root, ...i.path.map(String)].filter(Boolean).join(".") || "body",
      message: i.message,
    })),
  );

/** A series as given (POST/PUT `recurrence`): checked, with its exceptions on dates of the rule. */
export function parseSeries(input: unknown): SeriesInput {
  const r = seriesSchema.safeParse(input);
  if (!r.success) throw errorsAt("recurrence", r.error.issues);
  checkDates(r.data, "recurrence");
  return r.data;
}

function checkDates(rule: Recurrence, root: string) {
  if (!toRRule(rule))
    throw validationError([{ field: `${root}.start_date`, message: "The rule gives no date." }]);
  const stray = strayExceptions(rule);
  if (stray.length)
    throw validationError([
      {
        field: `${root}.exceptions`,
        message: `No date of the series falls on ${stray.join(", ")}.`,
      },
    ]);
}

const ruleOf = (s: SeriesRow) => s.rule as Recurrence;
const rruleText = (rule: Recurrence) => {
  const r = toRRule(rule)!;
  return `${r.dtstart}\n${r.rrule}`;
};
type Series = Recurrence & {
  venue_id: string;
  category: string;
  label?: string | null | undefined;
};
const ruleOnly = (s: Series): Recurrence => {
  const { venue_id: _v, category: _c, label: _l, ...rule } = s;
  return rule;
};

/** The API shape of a series (an event's `series`). */
export function presentSeries(s: SeriesRow) {
  return {
    id: s.id,
    event_id: s.eventId,
    ...ruleOf(s),
    venue_id: s.venueId,
    category: s.category,
    label: s.label,
    rrule: s.rrule,
    materialised_until: s.materialisedUntil?.toISOString() ?? null,
    version: s.version,
  } satisfies SeriesOut;
}

export function seriesOn(tx: Db) {
  const repo = createSeriesRepo(tx);

  /**
   * Brings the series' rows in step with its rule up to a year after `now`.
   * The first time from the series' start; after that from `now`, so past
   * dates stay as they happened.
   */
  async function materialise(series: SeriesRow, now: Date): Promise<number> {
    const rule = ruleOf(series);
    const from = series.materialisedUntil ? now : chicagoInstant(`${rule.start_date}T00:00`);
    const until = horizonOf(now);
    return repo.materialise(series, occurrences(rule, from, until), from, until);
  }

  async function create(eventId: string, s: Series, now: Date) {
    const rule = ruleOnly(s);
    const row = await repo.insert({
      eventId,
      rule,
      rrule: rruleText(rule),
      durationMinutes: rule.duration_minutes,
      venueId: s.venue_id,
      category: s.category,
      label: s.label ?? null,
    });
    await materialise(row, now);
    return row;
  }

  async function setRule(
    series: SeriesRow,
    rule: Recurrence,
    now: Date,
    template: Partial<SeriesRow> = {},
  ) {
    await repo.update(series.id, {
      rule,
      rrule: rruleText(rule),
      durationMinutes: rule.duration_minutes,
      ...(template.venueId ? { venueId: template.venueId } : {}),
      ...(template.category ? { category: template.category } : {}),
      ...(template.label !== undefined ? { label: template.label } : {}),
    });
    const fresh = (await repo.find(series.id))!;
    await materialise(fresh, now);
    return fresh;
  }

  return {
    repo,
    materialise,
    create,

    /**
     * PUT `recurrence` on an event: its current series (the latest) becomes
     * this from its next date on, or from the first date on or after `from`
     * ("this and following" in the editor). Dates before that stay as they
     * were, under the old rule, which then ends the day before: the split
     * keeps every RRULE true to the dates it stands for. Unchanged, nothing.
     */
    async replace(eventId: string, s: SeriesInput, now: Date, from?: string) {
      const current = (await repo.ofEvents([eventId])).at(-1);
      if (!current) return create(eventId, s, now);
      const old = ruleOf(current);
      const next = ruleOnly(s);
      const template = { venueId: s.venue_id, category: s.category, label: s.label ?? null };
      const same =
        JSON.stringify(canonical(old)) === JSON.stringify(canonical(next)) &&
        current.venueId === template.venueId &&
        current.category === template.category &&
        current.label === template.label;
      if (same) return current;
      const since = from ? later(now, chicagoInstant(`${from}T00:00`)) : now;
      const splitAt = occurrences({ ...old, exceptions: [] }, since, horizonOf(since))[0]
        ?.occurrence;
      if (!splitAt || countBefore(old, splitAt) === 0) return setRule(current, next, now, template);
      const splitDate = chicagoDate(splitAt);
      const { count: _count, ...head } = old;
      await setRule(
        current,
        {
          ...head,
          until: DateTime.fromISO(splitDate).minus({ days: 1 }).toISODate()!,
          exceptions: (old.exceptions ?? []).filter((x) => x.date < splitDate),
        },
        now,
      );
      const start = next.start_date > splitDate ? next.start_date : splitDate;
      return create(
        eventId,
        {
          ...s,
          start_date: start,
          exceptions: (next.exceptions ?? []).filter((x) => x.date >= start),
        },
        now,
      );
    },

    /** Stops an event's series: its dates to come go, past ones stay as plain dates. */
    async removeAll(eventId: string, now: Date) {
      for (const series of await repo.ofEvents([eventId])) {
        const of = eq(eventDates.seriesId, series.id);
        await tx.delete(eventDates).where(and(of, gte(eventDates.occurrence, now)));
        await tx.update(eventDates).set({ seriesId: null, occurrence: null }).where(of);
        await repo.remove(series.id);
      }
    },

    /** An edit of one generated date with its scope (PUT …/dates/{dateId}). */
    async editOccurrence(eventId: string, dateId: string, input: unknown, now: Date) {
      const edit = parseEdit(input);
      const [row] = isUuid(dateId)
        ? await tx
            .select()
            .from(eventDates)
            .where(
              and(
                eq(eventDates.id, dateId),
                eq(eventDates.eventId, eventId),
                isNotNull(eventDates.seriesId),
              ),
            )
        : [];
      if (!row) throw notFound("That date of the event's series");
      const series = (await repo.find(row.seriesId!))!;
      const rule = ruleOf(series);
      const date = chicagoDate(row.occurrence!);
      if (row.occurrence! < now)
        throw validationError([
          { field: "date", message: "Past dates of a series stay as they were." },
        ]);

      if (edit.scope === "this") {
        const others = (rule.exceptions ?? []).filter((x) => x.date !== date);
        const before = (rule.exceptions ?? []).find((x) => x.date === date);
        const x: RecurrenceException = edit.skip
          ? { date, skip: true }
          : {
              ...before,
              date,
              ...(edit.start ? { start: edit.start, end: edit.end! } : {}),
              ...(edit.label !== undefined ? { label: edit.label } : {}),
            };
        return setRule(series, { ...rule, exceptions: [...others, x] }, now);
      }

      // following / all: split where the change starts, unless nothing of the series comes before it.
      const splitAt =
        edit.scope === "following"
          ? row.occurrence!
          : occurrences({ ...rule, exceptions: [] }, now, horizonOf(now))[0]?.occurrence;
      if (!splitAt)
        throw validationError([{ field: "scope", message: "The series has no dates to come." }]);
      const splitDate = chicagoDate(splitAt);
      const next = nextRule(rule, edit, splitDate, countBefore(rule, splitAt));
      const label = edit.label !== undefined ? edit.label : series.label;
      if (countBefore(rule, splitAt) === 0)
        return setRule(series, { ...next, start_date: rule.start_date }, now, { label });
      const dayBefore = DateTime.fromISO(splitDate).minus({ days: 1 }).toISODate()!;
      const { count: _count, ...head } = rule;
      await setRule(
        series,
        {
          ...head,
          until: dayBefore,
          exceptions: (rule.exceptions ?? []).filter((x) => x.date < splitDate),
        },
        now,
      );
      return create(
        eventId,
        {
          ...next,
          venue_id: series.venueId,
          category: series.category as SeriesInput["category"],
          label,
        },
        now,
      );
    },
  };
}

const later = (a: Date, b: Date) => (a > b ? a : b);
/** A rule with its defaults filled and keys in one order, to tell whether two say the same. */
const canonical = (r: Recurrence) =>
  Object.fromEntries(
    Object.entries({ interval: 1, by_weekday: [], exceptions: [], ...r })
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function parseEdit(input: unknown): OccurrenceEdit {
  const r = occurrenceEditSchema.safeParse(input);
  if (!r.success) throw errorsAt("", r.error.issues);
  return r.data;
}

/** The rule from the split date on: the old one with the edit's changes. */
function nextRule(
  rule: Recurrence,
  edit: OccurrenceEdit,
  splitDate: string,
  used: number,
): Recurrence {
  const patch = edit.rule ?? {};
  const { until: _u, count: _c, nth: _n, month_day: _m, ...base } = rule;
  const minutes = (a: string, b: string) =>
    Math.round((Date.parse(`${b}:00Z`) - Date.parse(`${a}:00Z`)) / 60_000);
  const next: Recurrence = {
    ...base,
    ...(patch.freq ? { freq: patch.freq } : {}),
    ...(patch.interval ? { interval: patch.interval } : {}),
    ...(patch.by_weekday ? { by_weekday: patch.by_weekday } : {}),
    start_date: splitDate,
    ...(edit.start
      ? { start_time: edit.start.slice(11, 16), duration_minutes: minutes(edit.start, edit.end!) }
      : {}),
    exceptions: (rule.exceptions ?? []).filter((x) => x.date >= splitDate),
  };
  const nth = patch.nth !== undefined ? patch.nth : rule.nth;
  const monthDay = patch.month_day !== undefined ? patch.month_day : rule.month_day;
  if (next.freq === "monthly") {
    if (patch.month_day !== undefined || (patch.nth === undefined && monthDay !== undefined)) {
      if (monthDay !== undefined) next.month_day = monthDay;
    } else if (nth !== undefined) next.nth = nth;
  }
  const until = patch.until !== undefined ? patch.until : rule.until;
  const count =
    patch.count !== undefined
      ? patch.count
      : rule.count !== undefined
        ? rule.count - used
        : undefined;
  if (until) next.until = until;
  else if (count) next.count = count;
  const checked = recurrenceRuleSchema.safeParse(next);
  if (!checked.success) throw errorsAt("rule", checked.error.issues);
  // Exceptions the new rule no longer gives are dropped, not errors: the rule moved away from them.
  const stray = new Set(strayExceptions(checked.data));
  const out = {
    ...checked.data,
    exceptions: checked.data.exceptions.filter((x) => !stray.has(x.date)),
  };
  checkDates(out, "rule");
  return out;
}
