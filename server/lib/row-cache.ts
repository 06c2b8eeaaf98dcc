import { LRUCache } from "lru-cache";

// List rows as the database wrote them (their JSON text), kept by id until
// content changes (issue 24 item 3: parts that change only when their data
// changes). A page of a list then reads only its ids and writes JSON for the
// rows it has not seen: at city scale the JSON of 100 Upcoming rows was most
// of PostgreSQL's work for that request. Forgotten on every change
// notification, as the page and count caches are, and after a while anyway
// for writes no notification announces (someone with psql).

export interface RowCache {
  /** What is kept for these ids, and which of them are not kept. */
  read(ids: string[]): { kept: Map<string, string>; missing: string[] };
  /** The moment to pass to `keep`: rows read after it may be kept. */
  generation(): number;
  /** Keeps rows read since `generation`, unless content changed in between. */
  keep(since: number, rows: [id: string, text: string][]): void;
  /** Forgets every row. */
  clear(): void;
  readonly size: number;
}

export interface RowCacheOptions {
  /** Bytes of JSON text kept, least recently used out first. */
  maxBytes?: number;
  ttlMs?: number;
}

export function createRowCache(options: RowCacheOptions = {}): RowCache {
  const rows = new LRUCache<string, string>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (text, id) => text.length + id.length,
    ttl: options.ttlMs ?? 60_000,
  });
  // Bumped by every clear: a read that began before a change keeps nothing.
  let generation = 0;
  return {
    read(ids) {
      const kept = new Map<string, string>();
      const missing: string[] = [];
      for (const id of ids) {
        const text = rows.get(id);
        if (text === undefined) missing.push(id);
        else kept.set(id, text);
      }
      return { kept, missing };
    },
    generation: () => generation,
    keep(since, found) {
      if (since !== generation) return;
      for (const [id, text] of found) rows.set(id, text);
    },
    clear() {
      generation++;
      rows.clear();
    },
    get size() {
      return rows.size;
    },
  };
}
