// Values read from the database that change only when content does (the
// marquee, the adverts of a spot, the latest articles): read once and kept
// until the next change notification, as the page cache and the count cache
// are, so an uncached page does not read them again (decision 028). Every
// change forgets everything; `ttlMs` bounds what changes by the clock alone
// (an article scheduled to appear) to the page cache's own lifetime.

export interface Kept {
  /** The value kept under `key`, or `load`'s, kept from now on; a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createKept(options: { ttlMs?: number; now?: () => number } = {}): Kept {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value as Promise<T>;
      const kept = entries;
      const value = load();
      kept.set(key, { value, until: now() + ttlMs });
      // A load that fails is forgotten, unless a change already replaced the map.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    clear() {
      // A load under way when content changes may hold the old data: it
      // finishes into the map it started in, which is dropped here.
      entries = new Map();
    },
  };
}

/** Keeps nothing: for services built without the app (tests of one service). */
export const keptNothing: Kept = { get: (_key, load) => load(), clear() {} };
