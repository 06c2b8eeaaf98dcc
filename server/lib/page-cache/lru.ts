/** One stored answer: the exact bytes sent, with what is needed to send them again. */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  storedAt: number;
  expiresAt: number;
  /** On the site's clock, ms: when what it shows changes by the clock alone (clock-changes.ts). */
  changesAt: number;
}

/**
 * Least-recently-used entries, bounded by the bytes they hold (bodies and
 * headers), so a few huge pages cannot push memory past the budget.
 */
export function createLru(maxBytes: number) {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  const sizeOf = (key: string, e: CachedResponse) =>
    key.length + e.body.byteLength + e.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);

  function remove(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= sizeOf(key, e);
  }

  return {
    get(key: string): CachedResponse | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      entries.delete(key);
      entries.set(key, e);
      return e;
    },
    set(key: string, e: CachedResponse): boolean {
      const size = sizeOf(key, e);
      remove(key);
      if (size > maxBytes) return false;
      while (bytes + size > maxBytes) {
        const oldest = entries.keys().next().value as string;
        remove(oldest);
      }
      entries.set(key, e);
      bytes += size;
      return true;
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
