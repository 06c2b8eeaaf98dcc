// The named dataset sizes of the bench generator (issue 14). Each spreads its
// events over years around the pinned clock, so Upcoming, Now Showing and This
// Weekend hold what a real calendar of that size would show on that day.

export interface Scale {
  name: ScaleName;
  cities: number;
  venues: number;
  events: number;
  /** Dated occurrences in all; an event has 1 to 6 (exhibitions and class series have several). */
  eventDates: number;
  articles: number;
  authors: number;
  /** Site days before and after the pinned clock that events are spread over. */
  daysBefore: number;
  daysAfter: number;
}

export const SCALE_NAMES = ["small", "city", "decade"] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

export const SCALES: { readonly [K in ScaleName]: Scale & { name: K } } = {
  // CI's smoke run: big enough that every listing fills a page of 100.
  small: {
    name: "small",
    cities: 10,
    venues: 200,
    events: 2_000,
    eventDates: 6_000,
    articles: 200,
    authors: 12,
    daysBefore: 365,
    daysAfter: 180,
  },
  // A busy city's calendar after a few years of use: the size the targets are set at.
  city: {
    name: "city",
    cities: 20,
    venues: 2_000,
    events: 50_000,
    eventDates: 150_000,
    articles: 5_000,
    authors: 60,
    daysBefore: 4 * 365,
    daysAfter: 365,
  },
  // Ten years of that city: a million event dates, for the query plans.
  decade: {
    name: "decade",
    cities: 20,
    venues: 2_000,
    events: 333_334,
    eventDates: 1_000_000,
    articles: 20_000,
    authors: 120,
    daysBefore: 9 * 365,
    daysAfter: 365,
  },
};

export function isScaleName(s: string): s is ScaleName {
  return (SCALE_NAMES as readonly string[]).includes(s);
}

/**
 * The instant the generated calendar is built around and the bench server's
 * pinned clock (TEST_NOW): Saturday 2026-11-21, noon in Minneapolis, the
 * demo tests' day, so presets like This Weekend are mid-window.
 */
export const BENCH_NOW = "2026-11-21T18:00:00.000Z";

/**
 * The bench server's clock: half a minute after BENCH_NOW. The generated
 * dates start and end on the hour, and a page that shows a date ending at
 * this very instant changes a millisecond later, so the page cache would
 * keep it for no time at all (docs/decisions/030): a pinned clock must not
 * sit on such an instant, as a real one almost never does.
 */
export const BENCH_CLOCK = "2026-11-21T18:00:30.000Z";

/** The generator's PRNG seed; change it (or GENERATOR_VERSION) and datasets are regenerated. */
export const BENCH_SEED = 14;

/**
 * Bumped whenever the generator writes different data for the same scale and
 * seed. 2: price and access facets (decision 054). 3: a superadmin and a
 * page of pending submissions (issue 30's queue).
 */
export const GENERATOR_VERSION = 3;

/** What a generated dataset records about itself, so a later run can reuse it. */
export interface DatasetMarker {
  scale: ScaleName;
  seed: number;
  now: string;
  generator: number;
}

export function markerFor(scale: ScaleName): DatasetMarker {
  return { scale, seed: BENCH_SEED, now: BENCH_NOW, generator: GENERATOR_VERSION };
}

export function sameDataset(a: DatasetMarker | null, b: DatasetMarker): boolean {
  return (
    a !== null &&
    a.scale === b.scale &&
    a.seed === b.seed &&
    a.now === b.now &&
    a.generator === b.generator
  );
}
