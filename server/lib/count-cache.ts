// The totals of lists, counted once and kept until content changes
// (docs/decisions/026-list-totals.md). A list's `total` at decade scale is a
// count over a million dates; the rows of a page are a few index reads. So
// each count is kept, keyed by the list and the filters that decide it, and
// the whole cache is forgotten on every change notification, as the page
// cache is. Counts that depend on an instant (a "now", a window's edge) are
// kept with the span of instants over which they cannot change.

/** Instants in ms since the epoch, both ends included; ±Infinity when open. */
export interface Span {
  from: number;
  to: number;
}

/** An instant a count is taken at, which moves from request to request. */
export interface MovingBound {
  at: Date;
  /** The instants around `at` at which the count is the same: no row's value lies between. */
  span: () => Promise<Span>;
}

export interface CountRequest {
  /** Names the list: its table and the shape of its query. */
  list: string;
  /**
   * Everything else that decides the count. Normalised: key order does not
   * matter, undefined is left out, arrays are sets (order and repeats do not
   * matter), dates compare by instant.
   */
  params: object;
  /** Instants the count is taken at, by name; not in the key, an entry answers every instant in its spans. */
  at?: Record<string, MovingBound>;
  count: () => Promise<number>;
}

export interface CountCache {
  count(request: CountRequest): Promise<number>;
  /** Forgets every count, and every count under way. */
  clear(): void;
  readonly size: number;
}

export interface CountCacheOptions {
  /** Distinct lists-with-filters kept, least recently used out first. */
  maxKeys?: number;
  /** A bound on staleness for writes no notification announces (someone with psql). */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  value: number;
  /** One span per moving bound, in the order of their sorted names. */
  spans: Span[];
  expiresAt: number;
}

/** Counts kept per key at different instants (this week's window and next week's). */
const SPANS_PER_KEY = 4;
/** Longer keys (a long search) are counted every time, not kept. */
const MAX_KEY_LENGTH = 1024;

export function createCountCache(options: CountCacheOptions = {}): CountCache {
  const maxKeys = options.maxKeys ?? 2000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const kept = new Map<string, Entry[]>();
  // Counts under way, by key: a burst of identical requests waits for one count.
  const inflight = new Map<string, Promise<Entry>>();
  // Bumped by every clear: a count that began before a change is not kept.
  let generation = 0;

  function find(key: string, instants: number[]): Entry | undefined {
    const entries = kept.get(key);
    if (!entries) return undefined;
    const t = now();
    const hit = entries.find((e) => e.expiresAt > t && fits(e, instants));
    if (hit) {
      kept.delete(key);
      kept.set(key, entries);
    }
    return hit;
  }

  function keep(key: string, entry: Entry) {
    const t = now();
    const entries = [entry, ...(kept.get(key) ?? []).filter((e) => e.expiresAt > t)];
    kept.delete(key);
    kept.set(key, entries.slice(0, SPANS_PER_KEY));
    while (kept.size > maxKeys) kept.delete(kept.keys().next().value as string);
  }

  async function measure(key: string, request: CountRequest, names: string[]): Promise<Entry> {
    const started = generation;
    const bounds = request.at ?? {};
    const [value, ...spans] = await Promise.all([
      request.count(),
      ...names.map((name) => bounds[name]!.span()),
    ]);
    const entry: Entry = {
      value: value as number,
      spans: spans as Span[],
      expiresAt: now() + ttlMs,
    };
    if (started === generation && key.length <= MAX_KEY_LENGTH) keep(key, entry);
    return entry;
  }

  return {
    async count(request) {
      const names = Object.keys(request.at ?? {}).sort();
      const instants = names.map((name) => request.at![name]!.at.getTime());
      const key = `${request.list}\n${normalise(request.params)}\n${names.join(",")}`;
      const hit = find(key, instants);
      if (hit) return hit.value;
      // No await between the look-up and the registration below: one leader per key.
      const pending = inflight.get(key);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared && fits(shared, instants)) return shared.value;
        // Counted at an instant whose span misses ours, or failed: count for ourselves.
        return (await measure(key, request, names)).value;
      }
      const mine = measure(key, request, names);
      inflight.set(key, mine);
      try {
        return (await mine).value;
      } finally {
        if (inflight.get(key) === mine) inflight.delete(key);
      }
    },
    clear() {
      generation++;
      kept.clear();
      // Counts begun before the change must not answer requests that come after it.
      inflight.clear();
    },
    get size() {
      return kept.size;
    },
  };
}

/** A count cache that keeps nothing: what repos use when none is given (scripts, the bench's generator). */
export const uncachedCounts: CountCache = {
  count: (request) => request.count(),
  clear: () => {},
  size: 0,
};

/**
 * A list's parameters without paging and sorting, which never change a count:
 * what is left are its filters, so a filter added later is in the key too.
 */
export function filtersOf<T extends object>(p: T): Omit<T, "offset" | "limit" | "sortBy" | "sort"> {
  const {
    offset: _o,
    limit: _l,
    sortBy: _b,
    sort: _s,
    ...filters
  } = p as T & {
    offset?: unknown;
    limit?: unknown;
    sortBy?: unknown;
    sort?: unknown;
  };
  return filters as Omit<T, "offset" | "limit" | "sortBy" | "sort">;
}

function fits(entry: Entry, instants: number[]): boolean {
  return entry.spans.every((s, i) => s.from <= instants[i]! && instants[i]! <= s.to);
}

/** A stable text for the parameters (see CountRequest.params). */
export function normalise(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? "null";
}

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((v) => JSON.stringify(canonical(v)));
    return [...new Set(items)].sort();
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = canonical(v);
    }
    return out;
  }
  return value;
}
