import fc from "fast-check";
import { ACCESS_FEATURES } from "../../core/calendar/access.ts";
import { ARTICLE_STATUSES } from "../../core/schemas/blog.ts";
import {
  EVENT_CATEGORIES,
  EVENT_DATE_TYPES,
  EVENT_STATUSES,
  VENUE_TYPES,
} from "../../core/schemas/calendar.ts";
import type { listParamsSchema } from "../../core/schemas/list-params.ts";
import { AD_SPOTS } from "../../core/schemas/promo.ts";

// List parameters drawn over their whole range, well-formed more often than
// not, so requests get past validation and reach the database: dates from
// year -300000 to 300000 (JavaScript reads ±275760, PostgreSQL 4713 BC to
// 294276), leap days, offsets to ±14:00, page numbers up to 30 digits, and
// every enum value with near misses.

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, "0");
/** ISO 8601's expanded years (+010000, -000001) outside 0000..9999. */
const isoYear = (y: number) =>
  y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? "-" : "+"}${pad(y, 6)}`;

const year = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      0,
      -1,
      1,
      1969,
      1970,
      2024,
      2026,
      9999,
      10000,
      275760,
      -271821,
      294277,
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 9999 }) },
  { weight: 1, arbitrary: fc.integer({ min: -300_000, max: 300_000 }) },
);
const monthDay = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })),
  },
  { weight: 2, arbitrary: fc.constant([2, 29] as [number, number]) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<[number, number]>([0, 1], [13, 1], [1, 0], [1, 32], [12, 31]),
  },
);
const time = fc.tuple(
  fc.integer({ min: 0, max: 24 }),
  fc.integer({ min: 0, max: 59 }),
  fc.integer({ min: 0, max: 60 }),
  fc.option(fc.integer({ min: 0, max: 999 })),
);
const offset = fc.oneof(
  fc.constantFrom("Z", "", "+14:00", "-14:00", "+00:00", "-00:00", "+15:00", "+05:45"),
  fc
    .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
    .map(([sign, h, m]) => `${sign}${pad(h, 2)}:${pad(m, 2)}`),
);

const isoDate = fc
  .tuple(year, monthDay)
  .map(([y, [m, d]]) => `${isoYear(y)}-${pad(m, 2)}-${pad(d, 2)}`);
const isoInstant = fc
  .tuple(isoDate, time, offset)
  .map(
    ([date, [h, min, s, ms], off]) =>
      `${date}T${pad(h, 2)}:${pad(min, 2)}:${pad(s, 2)}${ms === null ? "" : `.${pad(ms, 3)}`}${off}`,
  );
/** Any instant JavaScript can hold, written the way toISOString writes it. */
const anyJsInstant = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());

export const dateParam = fc
  .tuple(
    fc.constantFrom("", "gte:", "lte:", "gt:", "lt:", "eq:"),
    fc.oneof(
      { weight: 4, arbitrary: isoInstant },
      { weight: 2, arbitrary: isoDate },
      { weight: 1, arbitrary: anyJsInstant },
    ),
  )
  .map(([op, value]) => op + value);

/** The instant a date parameter names, if JavaScript reads one, as the list schema does. */
export function readInstant(raw: string): Date | null {
  const value = /^(gte|lte|gt|lt):(.+)$/.exec(raw)?.[2] ?? raw;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
export const outsideYears1To9999 = (d: Date) => d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999;

const numberParam = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 120 }).map(String) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 2 ** 31 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "9".repeat(400),
      "1e309",
      "-0",
      "0x10",
      "1.5",
      " 3",
      "NaN",
      "Infinity",
      String(2 ** 53 + 1),
      "1e3",
      "399",
      "400",
      "100",
      "101",
    ),
  },
);

/** A comma list of some of `values`, sometimes with a near miss. */
const someOf = (values: readonly string[]) =>
  fc
    .tuple(
      fc.subarray([...values], { minLength: 1 }),
      fc.option(fc.constantFrom("", "X", "unknown", " ")),
    )
    .map(([picked, extra]) => [...picked, ...(extra === null ? [] : [extra])].join(","));
const oneOf = (values: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "UNKNOWN", values[0]!.toUpperCase(), ` ${values[0]}`),
    },
  );
const idParam = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.uuid(),
    fc.constantFrom("not-an-id", "00000000-0000-0000-0000-000000000000", known.join(",")),
  );

type ListKey = keyof typeof listParamsSchema.shape;

/**
 * A generator per list parameter. Typed over the schema's keys, so a new
 * list parameter does not compile until it is drawn here too.
 */
export function listParamArbitraries(known: string[], sortable: readonly string[]) {
  const perKey: Record<ListKey, fc.Arbitrary<string>> = {
    page: numberParam,
    page_size: numberParam,
    sort_by: oneOf(sortable.length ? sortable : ["name"]),
    sort: oneOf(["asc", "desc", "xxDefaultxx"]),
    query: fc.oneof(
      fc.constantFrom("art", "fuzz show", '"quoted" -not', "or", "***"),
      fc.string({ maxLength: 20 }),
    ),
    tags: fc.oneof(
      fc.constantFrom("painting", "painting,group show"),
      fc.string({ maxLength: 10 }),
    ),
    venue_id: idParam(known),
    event_id: idParam(known),
    category: someOf(EVENT_CATEGORIES),
    type: oneOf([...VENUE_TYPES, ...EVENT_DATE_TYPES]),
    city_id: idParam(known),
    venue_type: someOf(VENUE_TYPES),
    start: dateParam,
    end: dateParam,
    is_canceled: oneOf(["true", "false", "1", "0"]),
    is_free: oneOf(["true", "false", "1", "0"]),
    accessibility: someOf(ACCESS_FEATURES),
  };
  // Parameters single endpoints read beside the shared ones.
  const extra: Record<string, fc.Arbitrary<string>> = {
    status: fc.oneof(someOf(EVENT_STATUSES), oneOf(ARTICLE_STATUSES)),
    spot: oneOf(AD_SPOTS),
    config_only: oneOf(["true", "false"]),
    author_id: idParam(known),
    category_id: idParam(known),
  };
  const all: Record<string, fc.Arbitrary<string>> = { ...perKey, ...extra };
  return all;
}

/** A query string of some list parameters, each drawn over its range. */
export function listQuery(known: string[], sortable: readonly string[]) {
  const params = listParamArbitraries(known, sortable);
  return fc
    .subarray(Object.keys(params), { minLength: 1, maxLength: 5 })
    .chain((keys) => fc.tuple(...keys.map((k) => params[k]!.map((v): [string, string] => [k, v]))))
    .map((pairs) => new URLSearchParams(pairs));
}
