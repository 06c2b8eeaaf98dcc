import { DateTime } from "luxon";
import { seededRandom } from "../../core/random.ts";
import { DEFAULT_TIMEZONE } from "../../core/site.ts";

/** Seeded draws for the generator: the same seed gives the same dataset, ids included. */
export function draws(seed: number) {
  const next = seededRandom(seed);
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join("");
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    /** Favours the front of the list: a few venues host much of a city's calendar. */
    pickSkewed: <T>(xs: readonly T[]): T => xs[Math.floor(next() ** 2 * xs.length)]!,
    chance: (p: number) => next() < p,
    /** A version-4-shaped uuid from the stream. */
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
export type Draws = ReturnType<typeof draws>;

/**
 * Local times in Minneapolis by day offset from the pinned clock's day,
 * memoised: a million dates would otherwise spend most of their time in luxon.
 */
export function siteDays(now: Date) {
  const today = DateTime.fromJSDate(now).setZone(DEFAULT_TIMEZONE).startOf("day");
  const cache = new Map<number, Date>();
  const at = (day: number, hour: number, minute = 0): Date => {
    const key = day * 1440 + hour * 60 + minute;
    let d = cache.get(key);
    if (!d) {
      d = today.plus({ days: day }).set({ hour, minute }).toJSDate();
      cache.set(key, d);
    }
    return d;
  };
  return {
    at,
    midnight: (day: number) => at(day, 0),
    /** Luxon weekday of a day offset: 1 = Monday … 7 = Sunday. */
    weekday: (day: number) => ((((today.weekday - 1 + day) % 7) + 7) % 7) + 1,
  };
}
export type SiteDays = ReturnType<typeof siteDays>;
