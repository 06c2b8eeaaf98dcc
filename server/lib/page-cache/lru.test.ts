import { describe, expect, it } from "vitest";
import { type CachedResponse, createLru } from "./lru.ts";

const entry = (bytes: number): CachedResponse => ({
  status: 200,
  headers: [],
  body: new Uint8Array(bytes),
  etag: '"x"',
  storedAt: 0,
  expiresAt: 1,
  changesAt: Infinity,
});

describe("the page cache's LRU", () => {
  it("keeps the total under its byte budget by dropping the least recently used", () => {
    const lru = createLru(1000);
    lru.set("a", entry(400));
    lru.set("b", entry(400));
    lru.get("a"); // a is now the most recent
    lru.set("c", entry(400));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it("refuses an entry bigger than the whole budget and keeps the others", () => {
    const lru = createLru(1000);
    lru.set("a", entry(100));
    expect(lru.set("huge", entry(5000))).toBe(false);
    expect(lru.get("a")).toBeDefined();
  });

  it("replacing a key does not count it twice", () => {
    const lru = createLru(1000);
    lru.set("a", entry(300));
    lru.set("a", entry(300));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(301);
    lru.clear();
    expect(lru.bytes).toBe(0);
  });
});
