import { LRUCache } from "lru-cache";

// List rows as the database wrote them (their JSON text), kept by id until
// content changes (issue 24 item 3: parts that change only when their data
// changes). A page of a list then reads only its ids and writes JSON for the
// rows it has not seen: at city scale the JSON of 100 Upcoming rows was most
// of PostgreSQL's work for that request. Forgotten on every change
// notification, as the page and count caches are, and after a while anyway
// for writes no notification announces (someone with psql).

/** Which JSON of a date: an API list row or a public page's card. */
export type RowKind = "row" | "card";

export interface RowCache {
  /** What is kept of this kind for these ids (by id), and which ids are not kept. */
  read(kind: RowKind, ids: string[]): { kept: Map<string, string>; missing: string[] };
  /** The moment to pass to `keep`: rows read after it may be kept. */
  generation(): number;
  /** Keeps rows read since `generation`, unless content changed in between. */
  keep(since: number, kind: RowKind, rows: { id: string; j: string }[]): void;
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
    read(kind, ids) {
      const kept = new Map<string, string>();
      const missing: string[] = [];
      for (const id of ids) {
        const text = rows.get(`${kind}:${id}`);
        if (text === undefined) missing.push(id);
        else kept.set(id, text);
      }
      return { kept, missing };
    },
    generation: () => generation,
    keep(since, kind, found) {
      if (since !== generation) return;
      for (const { id, j } of found) rows.set(`${kind}:${id}`, j);
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
